import { mkdirSync, rmSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Email } from 'postal-mime';
import { addressesOf, startSmtpReceiver } from '../../../test-support/smtp-receiver';
import { MAIL_DIR, SMTP_PORT, type CapturedMail } from './mail';

function toCaptured(mail: Email): CapturedMail {
  return { to: addressesOf(mail.to), subject: mail.subject ?? '', text: mail.text ?? '', receivedAt: new Date().toISOString() };
}

/**
 * A real SMTP server on a fixed loopback port that writes every message it
 * receives to MAIL_DIR as JSON (to, subject, text). The folder starts empty.
 */
export async function startMailCapture(): Promise<() => Promise<void>> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let count = 0;
  const server = await startSmtpReceiver(SMTP_PORT, (mail) => {
    count += 1;
    const name = `${Date.now()}-${String(count).padStart(4, '0')}.json`;
    // Written aside, then renamed: a reader never sees half a file.
    const temporary = path.join(MAIL_DIR, `.${name}.tmp`);
    writeFileSync(temporary, JSON.stringify(toCaptured(mail), null, 2));
    renameSync(temporary, path.join(MAIL_DIR, name));
  });
  return () => server.close();
}
