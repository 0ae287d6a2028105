import type { AddressInfo } from 'node:net';
import PostalMime, { type Address, type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a loopback port for tests: every message it receives
 * is parsed and handed to `onMail`. Port 0 picks a free one. Used by the API
 * tests (apps/api/src/test/smtp.ts) and the browser journeys' mail capture
 * (apps/web/e2e/mail-capture.ts).
 */
export async function startSmtpReceiver(port: number, onMail: (mail: Email) => void): Promise<{ port: number; close(): Promise<void> }> {
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
            onMail(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The lower-case addresses of a header's list (groups opened). */
export function addressesOf(list: Address[] | undefined): string[] {
  return (list ?? [])
    .flatMap((entry) => ('group' in entry && entry.group ? entry.group : [entry]))
    .map((entry) => ('address' in entry ? (entry.address ?? '').toLowerCase() : ''))
    .filter(Boolean);
}
