import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Mail of the browser journeys: the API sends over real SMTP to a capture
 * server (mail-capture.ts, started by global-setup.ts), which writes each
 * message as JSON here. Tests read the folder: they run in other processes.
 */
// E2E_SMTP_PORT lets two checkouts run their journeys side by side on one machine.
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
export const SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`;
export const MAIL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../.tmp/e2e-mail');

export interface CapturedMail {
  /** Recipients, lower-cased. */
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

interface StoredMail extends CapturedMail {
  file: string;
}

function readMails(): StoredMail[] {
  mkdirSync(MAIL_DIR, { recursive: true });
  return readdirSync(MAIL_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ file, ...(JSON.parse(readFileSync(path.join(MAIL_DIR, file), 'utf8')) as CapturedMail) }));
}

const sentTo = (address: string) => (mail: StoredMail) => mail.to.includes(address.toLowerCase());

export interface Mailbox {
  /** Waits for the next mail to the address that arrived after the mailbox was opened (or after the last one taken). */
  next(timeoutMs?: number): Promise<CapturedMail>;
}

/** Opens an address's mailbox now: mails already there are not "next". */
export function mailbox(address: string): Mailbox {
  const taken = new Set(readMails().filter(sentTo(address)).map((mail) => mail.file));
  return {
    async next(timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = readMails().find((mail) => sentTo(address)(mail) && !taken.has(mail.file));
        if (found) {
          taken.add(found.file);
          return found;
        }
        if (Date.now() > until) throw new Error(`No mail to ${address} within ${timeoutMs} ms (folder ${MAIL_DIR})`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

/** The first /lms/ link of a mail's text (activation or password recovery). */
export function linkIn(mail: CapturedMail): URL {
  const match = /(https?:\/\/\S+\/lms\/\S+)/.exec(mail.text);
  if (!match) throw new Error(`No /lms/ link in the mail "${mail.subject}"`);
  return new URL(match[1]!);
}
