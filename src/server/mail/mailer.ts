import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Logger } from '../lib/logger';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The one action link of the message, kept for the dev outbox. */
  link?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** Real SMTP when SMTP_URL is set; otherwise the development outbox (stored, printed, listed). */
export function createMailer(opts: { smtpUrl?: string; from: string; db: Db; logger: Logger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      kind: 'smtp',
      async send(m) {
        await transport.sendMail({
          from: opts.from,
          to: m.to,
          subject: m.subject,
          html: m.html,
          text: m.text,
        });
      },
    };
  }
  return {
    kind: 'outbox',
    async send(m) {
      await opts.db
        .insert(mailOutbox)
        .values({ to: m.to, subject: m.subject, html: m.html, text: m.text, link: m.link });
      opts.logger.info({ to: m.to, subject: m.subject, link: m.link }, 'email stored in the dev outbox');
      if (m.link) console.log(`\n  [dev outbox] ${m.subject} → ${m.to}\n  ${m.link}\n`);
    },
  };
}
