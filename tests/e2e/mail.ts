import fs from 'node:fs';
import path from 'node:path';
import { demoDir, productionDir } from './fixtures';

/** Mail the e2e SMTP server of the journey's slot received (see scripts/e2e-server.ts). */
export interface E2eMail {
  to: string[];
  subject: string;
  text: string;
  links: string[];
}

const demoMailDir = () => path.join(demoDir(), 'mail');
/** The mail of the production install of the journey's slot (scripts/e2e-prod-server.ts). */
export const productionMailDir = () => path.join(productionDir(), 'mail');

function readAll(dir = demoMailDir()): E2eMail[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as E2eMail);
}

/** Waits for a message to `address` whose subject matches, and returns the newest. */
export async function waitForMail(
  address: string,
  subject: RegExp,
  timeoutMs = 10_000,
  dir = demoMailDir(),
): Promise<E2eMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = readAll(dir)
      .reverse()
      .find((m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase()) && subject.test(m.subject));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No email "${subject}" to ${address} within ${timeoutMs} ms`);
}

/** Waits for a message to `address` whose subject matches, and returns its first link. */
export async function waitForMailLink(
  address: string,
  subject: RegExp,
  timeoutMs = 10_000,
  dir = demoMailDir(),
): Promise<string> {
  const link = (await waitForMail(address, subject, timeoutMs, dir)).links[0];
  if (!link) throw new Error(`The email "${subject}" to ${address} holds no link`);
  return link;
}

/** Every message to `address` received so far, oldest first. */
export function readMail(address: string, dir = demoMailDir()): E2eMail[] {
  return readAll(dir).filter((m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase()));
}
