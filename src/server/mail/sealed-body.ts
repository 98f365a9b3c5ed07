import crypto from 'node:crypto';

/*
 * A queued message's body (html, text and extra headers) may carry a one-time link or code. It is
 * stored sealed with AES-256-GCM under a key derived from the server secret, which lives in the
 * environment and never in the database: the queue table and every backup of it hold no usable
 * link. Whoever holds the secret can already sign sessions, so the seal adds no new key to guard.
 */

export interface MailBody {
  html: string;
  text: string;
  headers?: Record<string, string> | null;
}

const SEALED = 'v1.';
/** Rows queued before bodies were sealed (migration 0028 marks them); delivered as they are. */
const PLAIN = 'plain:';

/** The sealing key of a server secret. */
export function mailSealKey(secret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'praxis', 'mail queue body', 32));
}

export function sealMailBody(key: Buffer, body: MailBody): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
  return `${SEALED}${[iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.')}`;
}

/** The body again; throws when it was sealed under another secret or was altered. */
export function openMailBody(key: Buffer, stored: string): MailBody {
  if (stored.startsWith(PLAIN)) return JSON.parse(stored.slice(PLAIN.length)) as MailBody;
  if (!stored.startsWith(SEALED)) throw new Error('unknown mail body format');
  const [iv, tag, sealed] = stored
    .slice(SEALED.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed) throw new Error('malformed mail body');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return JSON.parse(Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8')) as MailBody;
}
