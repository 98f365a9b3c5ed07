import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { mailOutbox, mailQueue } from '../db/schema';
import type { Logger } from '../lib/logger';
import { mailSealKey, openMailBody, sealMailBody } from './sealed-body';

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
  /** Resolves once the message is safely queued (and, with SMTP up, delivered); never fails on SMTP. */
  send(message: MailMessage): Promise<void>;
  /** Tries the queued messages that are due again; the number delivered. */
  deliverDue(): Promise<number>;
  /**
   * Queues messages inside the caller's transaction (nothing is tried at once), in one statement:
   * they exist exactly when the caller's other writes do, and deliverDue sends them once committed.
   */
  queue(tx: Db, messages: MailMessage[]): Promise<void>;
}

/** A message the SMTP server keeps refusing is given up after this many attempts (about a day). */
export const MAIL_MAX_ATTEMPTS = 12;
/** How often a server process looks for queued mail that is due. */
export const MAIL_RETRY_EVERY_MS = 15_000;
/** While one process tries a message, the others leave it alone for this long (by default). */
export const MAIL_CLAIM_MS = 5 * 60_000;

/** The wait before the next attempt: 30 s, doubling, at most 4 hours. */
export function mailRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 4 * 60 * 60_000);
}

type QueuedMail = typeof mailQueue.$inferSelect;

/** The app's mailer as its settings say: the SMTP server, the sender, the sealing secret, the claim time. */
export function mailerFromEnv(env: Env, db: Db, logger: Logger): Mailer {
  return createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    secret: env.BETTER_AUTH_SECRET,
    db,
    logger,
    production: env.NODE_ENV === 'production',
    claimMs: env.MAIL_CLAIM_MS,
  });
}

/**
 * Real SMTP when SMTP_URL is set; otherwise the development outbox: stored and listed on its own
 * page only. A message's link signs someone in or sets a password, so it is never written to a log.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  /** The server secret: queued bodies are sealed with a key derived from it. */
  secret: string;
  db: Db;
  logger: Logger;
  /** Production never keeps mail in the outbox: without SMTP there is no mailer at all. */
  production?: boolean;
  /**
   * How long a claimed message is left to the process that claimed it; a process that died holding
   * one leaves it to the others after this long.
   */
  claimMs?: number;
}): Mailer {
  const claimMs = opts.claimMs ?? MAIL_CLAIM_MS;
  if (opts.smtpUrl) {
    // A mail server that does not answer must not hold a member's request for minutes.
    const settings = {
      url: opts.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    };
    // A member's own message is tried at once over a connection of its own, as it always was; the
    // queue's deliveries (thousands after a digest run) share a pool of a few kept-open connections.
    const direct = nodemailer.createTransport(settings);
    const pooled = nodemailer.createTransport({ ...settings, pool: true, maxConnections: 4 });
    const { db, logger } = opts;
    const sealKey = mailSealKey(opts.secret);

    /** One attempt: delivered messages (and given-up ones) leave the queue. */
    const attempt = async (
      row: QueuedMail,
      attempts: number,
      transport: typeof direct = direct,
    ): Promise<boolean> => {
      try {
        const body = openMailBody(sealKey, row.body);
        await transport.sendMail({
          from: opts.from,
          to: row.to,
          subject: row.subject,
          html: body.html,
          text: body.text,
          headers: body.headers ?? undefined,
        });
        await db.delete(mailQueue).where(eq(mailQueue.id, row.id));
        return true;
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        if (attempts >= MAIL_MAX_ATTEMPTS) {
          await db.delete(mailQueue).where(eq(mailQueue.id, row.id));
          logger.error({ to: row.to, subject: row.subject, attempts, error }, 'mail given up');
          return false;
        }
        const next = new Date(Date.now() + mailRetryDelayMs(attempts));
        await db
          .update(mailQueue)
          .set({ attempts, nextAttemptAt: next, lastError: error.slice(0, 500) })
          .where(eq(mailQueue.id, row.id));
        logger.warn(
          { to: row.to, subject: row.subject, attempts, next, error },
          'mail not delivered: queued for a retry',
        );
        return false;
      }
    };

    return {
      kind: 'smtp',
      async send(m) {
        // Queued first (claimed by this process), then tried at once: with SMTP up it is delivered
        // before the member's request answers, as before; with SMTP down the request still succeeds.
        const [row] = await db
          .insert(mailQueue)
          .values({
            to: m.to,
            subject: m.subject,
            body: sealMailBody(sealKey, { html: m.html, text: m.text, headers: m.headers ?? null }),
            nextAttemptAt: new Date(Date.now() + claimMs),
          })
          .returning();
        await attempt(row!, 1);
      },
      async queue(tx, messages) {
        if (messages.length === 0) return;
        const now = new Date();
        await tx.insert(mailQueue).values(
          messages.map((m) => ({
            to: m.to,
            subject: m.subject,
            body: sealMailBody(sealKey, { html: m.html, text: m.text, headers: m.headers ?? null }),
            nextAttemptAt: now,
          })),
        );
      },
      async deliverDue() {
        // Claimed in one statement, skipping rows another process holds, so each is tried once.
        const due = db
          .select({ id: mailQueue.id })
          .from(mailQueue)
          .where(lte(mailQueue.nextAttemptAt, new Date()))
          .orderBy(asc(mailQueue.nextAttemptAt))
          .limit(20)
          .for('update', { skipLocked: true });
        const claimed = await db
          .update(mailQueue)
          .set({ attempts: sql`${mailQueue.attempts} + 1`, nextAttemptAt: new Date(Date.now() + claimMs) })
          .where(inArray(mailQueue.id, due))
          .returning();
        // Tried side by side: the pool sends them over its few connections.
        const outcomes = await Promise.all(claimed.map((row) => attempt(row, row.attempts, pooled)));
        return outcomes.filter(Boolean).length;
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
    deliverDue: async () => 0,
    async queue(tx, messages) {
      if (messages.length === 0) return;
      await tx
        .insert(mailOutbox)
        .values(
          messages.map((m) => ({ to: m.to, subject: m.subject, html: m.html, text: m.text, link: m.link })),
        );
    },
  };
}
