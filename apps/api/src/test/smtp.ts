import type { Email } from 'postal-mime';
import { addressesOf, startSmtpReceiver } from '../../../../test-support/smtp-receiver.js';

/** A real SMTP server on a loopback port that keeps every message it receives. */
export interface TestSmtp {
  url: string;
  mails: Email[];
  /** Waits for a mail to this address (the first not yet taken) and returns it. */
  next(to: string, timeoutMs?: number): Promise<Email>;
  close(): Promise<void>;
}

export async function startSmtp(): Promise<TestSmtp> {
  const mails: Email[] = [];
  const taken = new Set<Email>();
  const server = await startSmtpReceiver(0, (mail) => mails.push(mail));
  return {
    url: `smtp://127.0.0.1:${server.port}`,
    mails,
    async next(to, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const found = mails.find((m) => !taken.has(m) && addressesOf(m.to).includes(to.toLowerCase()));
        if (found) {
          taken.add(found);
          return found;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no mail to ${to}`);
    },
    close: () => server.close(),
  };
}

/** The token and school of the first /lms/ link in a mail's text. */
export function linkIn(mail: Email): { url: URL; token: string; escuela: string } {
  const match = /(https?:\/\/\S+\/lms\/\S+)/.exec(mail.text ?? '');
  if (!match) throw new Error('no link in mail');
  const url = new URL(match[1]!);
  return { url, token: url.searchParams.get('token') ?? '', escuela: url.searchParams.get('escuela') ?? '' };
}
