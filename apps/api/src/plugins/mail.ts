import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The brand the mail speaks for (sender name). */
  escuela: 1 | 2;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Mail goes through SMTP when SMTP_URL is set; otherwise each message is
 * written to DATA_DIR/outbox as an .eml file (DESIGN.md §2).
 */
export function createMailer(config: Config): Mailer {
  const from = (escuela: 1 | 2) =>
    config.mailFrom ?? `"${config.schools[escuela].nombre}" <no-responder@escuela${escuela}.example.mx>`;
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({ from: from(m.escuela), to: m.to, subject: m.subject, text: m.text, html: m.html });
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail({ from: from(m.escuela), to: m.to, subject: m.subject, text: m.text, html: m.html });
      await fs.mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
      await fs.writeFile(path.join(outbox, name), info.message as Buffer);
    },
  };
}
