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
  /** Extra headers (e.g. List-Unsubscribe for mail a member can turn off). */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/**
 * Real SMTP when SMTP_URL is set; otherwise the development outbox: stored and listed on its own
 * page only. A message's link signs someone in or sets a password, so it is never written to a log.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  db: Db;
  logger: Logger;
  /** Production never keeps mail in the outbox: without SMTP there is no mailer at all. */
  production?: boolean;
}): Mailer {
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
          headers: m.headers,
        });
      },
    };
  }
  if (opts.production) throw new Error('SMTP_URL is required in production');
  return {
    kind: 'outbox',
    async send(m) {
      await opts.db
        .insert(mailOutbox)
        .values({ to: m.to, subject: m.subject, html: m.html, text: m.text, link: m.link });
      opts.logger.info({ to: m.to, subject: m.subject }, 'email stored in the dev outbox (see /dev/outbox)');
    },
  };
}
