import { mkdirSync, rmSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import PostalMime, { type Address, type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { MAIL_DIR, SMTP_PORT, type CapturedMail } from './mail';

function addresses(list: Address[] | undefined): string[] {
  return (list ?? [])
    .flatMap((entry) => ('group' in entry && entry.group ? entry.group : [entry]))
    .map((entry) => ('address' in entry ? (entry.address ?? '').toLowerCase() : ''))
    .filter(Boolean);
}

function toCaptured(mail: Email): CapturedMail {
  return { to: addresses(mail.to), subject: mail.subject ?? '', text: mail.text ?? '', receivedAt: new Date().toISOString() };
}

/**
 * A real SMTP server on a fixed loopback port that writes every message it
 * receives to MAIL_DIR as JSON (to, subject, text). The folder starts empty.
 */
export async function startMailCapture(): Promise<() => Promise<void>> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((mail) => {
            count += 1;
            const name = `${Date.now()}-${String(count).padStart(4, '0')}.json`;
            // Written aside, then renamed: a reader never sees half a file.
            const temporary = path.join(MAIL_DIR, `.${name}.tmp`);
            writeFileSync(temporary, JSON.stringify(toCaptured(mail), null, 2));
            renameSync(temporary, path.join(MAIL_DIR, name));
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
