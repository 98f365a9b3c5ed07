import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/server/db/schema';
import type { AccessRule } from '../../src/server/http/access';
import { API_BODY_LIMIT_BYTES, BODY_TOO_LARGE } from '../../src/server/http/body-limit';
import { BODY_NOT_JSON } from '../../src/server/http/openapi';
import { createItem } from '../factories/content';
import { createMember } from '../factories/members';
import { createTestApp } from '../setup/test-app';
import { BANK_BODY_BYTES } from '../../src/server/features/admin/assessment/routes';

/*
 * Every JSON body is bounded and validated: for each operation of /api/openapi.json that takes one,
 * a caller the route lets through sends no body, a text/plain body, malformed JSON and a body over
 * the API-wide limit, and gets 400, 400, 400 and 413 with the database untouched.
 */

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-bodies-'));
const t = await createTestApp({ DATA_DIR: dataDir, STRIPE_WEBHOOK_SECRET: 'whsec_test_bodies' });
const doc = (await (await t.request('/api/openapi.json')).json()) as {
  paths: Record<
    string,
    Record<string, { 'x-access'?: AccessRule; requestBody?: { content: Record<string, unknown> } }>
  >;
};

const jsonOperations = Object.entries(doc.paths).flatMap(([template, ops]) =>
  Object.entries(ops)
    .filter(([, op]) => op.requestBody?.content['application/json'])
    .map(([method, op]) => ({ method: method.toUpperCase(), template, rule: op['x-access'] })),
);

/** JSON routes that declare a body allowance larger than the API-wide one (a whole bank document). */
const OWN_ALLOWANCES: Record<string, number> = {
  'PUT /admin/assessment/bank/draft': BANK_BODY_BYTES,
  'POST /admin/assessment/bank/import': BANK_BODY_BYTES,
};

const cookies: Partial<Record<AccessRule, string>> = {};
let collectionId = '';
let itemId = '';
let memberId = '';

beforeAll(async () => {
  const member = await createMember(t.db);
  const admin = await createMember(t.db, { role: 'super_admin' });
  memberId = member.id;
  cookies.account = cookies.member = await t.signIn(member.email, member.password);
  cookies.admin = cookies['super-admin'] = await t.signIn(admin.email, admin.password);
  itemId = (await createItem(t.db)).id;
  const res = await t.request('/api/collections', {
    method: 'POST',
    cookie: cookies.member,
    json: { name: 'Mine' },
  });
  collectionId = ((await res.json()) as { id: string }).id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Every table's rows (counters of rate limits aside), to see that nothing was written. */
async function snapshot(): Promise<string> {
  const tables = Object.values(schema).filter((v) => is(v, PgTable)) as PgTable[];
  const parts: string[] = [];
  for (const table of tables) {
    if (getTableName(table) === 'rate_limits') continue;
    const { rows } = (await t.db.execute(sql`select * from ${table} order by 1`)) as { rows: unknown[] };
    parts.push(`${getTableName(table)}:${JSON.stringify(rows)}`);
  }
  return parts.sort().join('\n');
}

const fill = (template: string) =>
  `/api${template}`
    .replace('{id}', template.startsWith('/admin/') ? memberId : collectionId)
    .replace('{resourceId}', itemId);

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

describe('a JSON body is required, must be JSON and is bounded', () => {
  it('finds the JSON routes in the document', () => {
    expect(jsonOperations.length).toBeGreaterThan(10);
    expect(jsonOperations.map((o) => `${o.method} ${o.template}`)).toContain(
      'POST /admin/members/{id}/subscription',
    );
  });

  it.each(jsonOperations.map((o) => [`${o.method} ${o.template}`, o] as const))('%s', async (_, o) => {
    const url = fill(o.template);
    const cookie = o.rule ? cookies[o.rule] : undefined;
    const send = (headers: Record<string, string>, body?: string) =>
      t.request(url, { method: o.method, cookie, headers, body });
    const before = await snapshot();

    const missing = await send({});
    expect(missing.status, 'no body').toBe(400);
    expect(await errorOf(missing)).toEqual({ code: 'invalid_request', message: BODY_NOT_JSON });

    const text = await send({ 'Content-Type': 'text/plain' }, '{"name":"x"}');
    expect(text.status, 'text/plain').toBe(400);
    expect((await errorOf(text)).code).toBe('invalid_request');

    const malformed = await send({ 'Content-Type': 'application/json' }, '{"name": ');
    expect(malformed.status, 'malformed JSON').toBe(400);
    expect((await errorOf(malformed)).code).toBe('invalid_request');

    // Past the API-wide limit, or past the route's own larger allowance where it declares one.
    const limit = OWN_ALLOWANCES[`${o.method} ${o.template}`] ?? API_BODY_LIMIT_BYTES;
    const large = JSON.stringify({ name: 'x'.repeat(limit + 6 * 1024) });
    const tooLarge = await send({ 'Content-Type': 'application/json' }, large);
    expect(tooLarge.status, `${Math.round(limit / 1024) + 6} KB`).toBe(413);
    expect(await errorOf(tooLarge)).toEqual({ code: 'payload_too_large', message: BODY_TOO_LARGE });

    expect(await snapshot(), 'the database is unchanged').toBe(before);
  });

  it('bounds a body sent without a length (streamed) as well', async () => {
    const chunks = [new TextEncoder().encode(`{"name":"${'x'.repeat(API_BODY_LIMIT_BYTES)}"}`)];
    const stream = new ReadableStream({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const res = await t.app.request('/api/collections', {
      method: 'POST',
      headers: {
        Origin: 'http://localhost:3000',
        Cookie: cookies.member!,
        'Content-Type': 'application/json',
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('makes the admin choose a subscription kind: an empty object is refused, nothing changes', async () => {
    const before = await snapshot();
    const res = await t.request(`/api/admin/members/${memberId}/subscription`, {
      method: 'POST',
      cookie: cookies.admin,
      json: {},
    });
    expect(res.status).toBe(400);
    expect(await snapshot()).toBe(before);
  });
});

describe('routes that declare a larger allowance', () => {
  it('still takes an avatar far over the API-wide limit', async () => {
    const noise = crypto.randomBytes(600 * 600 * 3);
    const png = await sharp(noise, { raw: { width: 600, height: 600, channels: 3 } })
      .png()
      .toBuffer();
    expect(png.length).toBeGreaterThan(10 * API_BODY_LIMIT_BYTES);
    const form = new FormData();
    form.append('file', new File([png as Uint8Array<ArrayBuffer>], 'me.png', { type: 'image/png' }));
    const res = await t.request('/api/account/avatar', {
      method: 'POST',
      cookie: cookies.member,
      body: form,
    });
    expect(res.status).toBe(200);
  });

  it('reads a Stripe event up to 512 KB (the signature is checked) and refuses more with 413', async () => {
    const event = (size: number) =>
      t.request('/api/billing/webhook', {
        method: 'POST',
        headers: { 'Stripe-Signature': 't=1,v1=bad', 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: 'evt_1', padding: 'x'.repeat(size) }),
      });
    const within = await event(200 * 1024);
    expect(within.status).toBe(400);
    expect((await errorOf(within)).code).toBe('invalid_signature');
    expect((await event(600 * 1024)).status).toBe(413);
  });
});
