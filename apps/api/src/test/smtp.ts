import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

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
            mails.push(mail);
            callback();
          })
          .catch((err: Error) => callback(err));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const recipients = (m: Email) =>
    (m.to ?? []).flatMap((a) => ('group' in a && a.group ? a.group : [a])).map((a) => ('address' in a ? a.address?.toLowerCase() : undefined));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async next(to, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const found = mails.find((m) => !taken.has(m) && recipients(m).includes(to.toLowerCase()));
        if (found) {
          taken.add(found);
          return found;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no mail to ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token and school of the first /lms/ link in a mail's text. */
export function linkIn(mail: Email): { url: URL; token: string; escuela: string } {
  const match = /(https?:\/\/\S+\/lms\/\S+)/.exec(mail.text ?? '');
  if (!match) throw new Error('no link in mail');
  const url = new URL(match[1]!);
  return { url, token: url.searchParams.get('token') ?? '', escuela: url.searchParams.get('escuela') ?? '' };
}
