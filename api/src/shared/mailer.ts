import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { ServerLog } from '@gadgets/server-kit';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail is about (activation, reset), for tests and the log. */
  link: string | null;
  /** activation, password-reset, account-exists, ... */
  kind: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

let sequence = 0;

/**
 * SMTP when SMTP_URL is set; otherwise one JSON file per mail in OUTBOX_DIR, named so that a plain sort gives
 * the sending order: `<epoch ms>-<sequence>-<kind>.json` holding { id, createdAt, from, to, subject, text, link, kind }.
 */
export function createMailer(config: Config, logger: ServerLog): Mailer {
  if (config.smtpUrl) {
    const smtpUrl = config.smtpUrl;
    let transport: { sendMail(options: Record<string, unknown>): Promise<unknown> } | undefined;
    return {
      async send(mail) {
        if (!transport) {
          const nodemailer = await import('nodemailer');
          transport = (nodemailer.default ?? nodemailer).createTransport(smtpUrl);
        }
        await transport.sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
        logger.info(`mail sent to ${mail.to}: ${mail.subject}`);
      },
    };
  }
  return {
    async send(mail) {
      mkdirSync(config.outboxDir, { recursive: true });
      const createdAt = new Date();
      sequence = (sequence + 1) % 1_000_000;
      const id = `${createdAt.getTime()}-${String(sequence).padStart(6, '0')}-${mail.kind}`;
      const file = path.join(config.outboxDir, `${id}.json`);
      const body = {
        id,
        createdAt: createdAt.toISOString(),
        from: config.mailFrom,
        ...mail,
        nonce: randomBytes(4).toString('hex'),
      };
      // Written under another name first and renamed, so a reader polling the folder never sees half a file.
      writeFileSync(`${file}.tmp`, `${JSON.stringify(body, null, 2)}\n`);
      renameSync(`${file}.tmp`, file);
      logger.info(`mail to ${mail.to} written to ${file}${mail.link ? ` link: ${mail.link}` : ''}`);
    },
  };
}
