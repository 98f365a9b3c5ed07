import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback that keeps every message it receives, so server tests exercise the
 * same nodemailer transport production uses. Messages are parsed just enough to read the recipient,
 * the subject, the text part and its links.
 */

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  links: string[];
  raw: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i]!;
    if (ch === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function decodeHeaderWord(value: string): string {
  // RFC 2047 encoded words (nodemailer uses them for non-ASCII subjects).
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_m, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitHead(part: string): { headers: string; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  if (at < 0) return { headers: part, body: '' };
  const sep = part.slice(at).match(/^\r?\n\r?\n/)![0];
  return { headers: part.slice(0, at), body: part.slice(at + sep.length) };
}

function header(headers: string, name: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return match ? decodeHeaderWord(match[1]!.trim()) : '';
}

/** Every MIME leaf part of a message (nested multiparts flattened). */
function leaves(headers: string, body: string): Array<{ headers: string; body: string }> {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers.replace(/\r?\n[ \t]+/g, ' '))?.[1];
  if (!/content-type:\s*multipart\//i.test(headers) || !boundary) return [{ headers, body }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((p) => !p.startsWith('--'))
    .flatMap((p) => {
      const inner = splitHead(p.replace(/^\r?\n/, ''));
      return leaves(inner.headers, inner.body);
    });
}

export function parseMail(raw: string, envelopeTo: string[] = []): ReceivedMail {
  const { headers, body } = splitHead(raw);
  const parts = leaves(headers, body);
  const pick = (type: string) => {
    const part = parts.find((p) => new RegExp(`content-type:\\s*${type}`, 'i').test(p.headers));
    return part ? decodeBody(part.headers, part.body) : '';
  };
  const text = pick('text/plain');
  const html = pick('text/html');
  const links = [...text.matchAll(/https?:\/\/[^\s<>"')]+/g)].map((m) => m[0]);
  return {
    from: header(headers, 'From'),
    to: envelopeTo.length
      ? envelopeTo
      : header(headers, 'To')
          .split(',')
          .map((s) => s.trim()),
    subject: header(headers, 'Subject'),
    text,
    html,
    links,
    raw,
  };
}

export interface TestSmtp {
  url: string;
  messages: ReceivedMail[];
  /** Messages to `address` (case-insensitive), oldest first. */
  to(address: string): ReceivedMail[];
  /** Waits for the `count`-th message to `address` (emails may be sent after the HTTP answer). */
  waitFor(address: string, opts?: { count?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  /** Resolves when nothing has arrived for `quietMs` (to assert that no email was sent). */
  settle(quietMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** `port`: listen on that port (to bring a mail server back where the app expects it); any free one otherwise. */
export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  let lastArrival = Date.now();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A test that closes the server (a mail server going away) ends the app's kept-open pooled
    // connections at once instead of after the library's 30 s of grace.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        lastArrival = Date.now();
        callback();
      });
    },
  });
  // A client killed with its connection open (the kill -9 proofs; the app's pooled connections stay
  // open between messages) resets its socket: the server keeps serving the others.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.server.address() as AddressInfo;

  const to = (address: string) =>
    messages.filter((m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${listening}?ignoreTLS=true`,
    messages,
    to,
    async waitFor(address, { count = 1, timeoutMs = 5000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const received = to(address);
        if (received.length >= count) return received[count - 1]!;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`No email #${count} to ${address} within ${timeoutMs} ms (got ${to(address).length})`);
    },
    async settle(quietMs = 300) {
      while (Date.now() - lastArrival < quietMs) await new Promise((r) => setTimeout(r, 25));
      await new Promise((r) => setTimeout(r, quietMs));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
