import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npsModalDisplays } from '../../src/server/db/schema';
import type { AdminContentInput } from '../../src/shared/contract/admin-content';
import { createMember } from '../factories/members';
import { XSS_PAYLOADS } from '../hostile/xss-payloads';
import { createTestApp, type TestApp } from '../setup/test-app';
import { adminContentInput } from '../support/admin-content-input';
import { groups } from '../support/groups';

/**
 * Every member- and admin-writable text field stores the XSS corpus and gives it back verbatim in
 * every JSON answer that shows it: never altered, never escaped into HTML, never dropped. (The
 * browser half, tests/e2e/hostile-content.spec.ts, checks that no page runs any of it.)
 *
 * The fields are a table: to cover a new field, add one line with how to write a value and which
 * answers must show it.
 */

let t: TestApp;
interface Who {
  id: string;
  cookie: string;
}
let member: Who;
let admin: Who;

const PAYLOADS = XSS_PAYLOADS.map((p) => p.text);

async function call(who: Who, method: string, path: string, json?: unknown) {
  const res = await t.request(path, { method, json, cookie: who.cookie });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} → ${res.status}: ${text.slice(0, 300)}`);
  return text === '' ? null : (JSON.parse(text) as unknown);
}
const get = (who: Who, path: string) => call(who, 'GET', path);

/** Every string anywhere in a JSON document. */
function stringsOf(doc: unknown, into = new Set<string>()): Set<string> {
  if (typeof doc === 'string') into.add(doc);
  else if (Array.isArray(doc)) for (const v of doc) stringsOf(v, into);
  else if (doc && typeof doc === 'object') for (const v of Object.values(doc)) stringsOf(v, into);
  return into;
}

/** All pages of a paged list (`page`, `pageSize`) until one comes back short. */
async function allPages(who: Who, path: string, key: string, size = 100): Promise<unknown[]> {
  const docs: unknown[] = [];
  for (let page = 1; page < 50; page++) {
    const sep = path.includes('?') ? '&' : '?';
    const doc = (await get(who, `${path}${sep}page=${page}&pageSize=${size}`)) as Record<string, unknown[]>;
    docs.push(doc);
    if ((doc[key]?.length ?? 0) < size) break;
  }
  return docs;
}

interface Field {
  name: string;
  /**
   * Stores the values (one payload each), in as few requests as the field allows, and returns
   * the JSON answers that must show every one of them.
   */
  run(values: string[]): Promise<unknown[]>;
}

const FIELDS: Field[] = [
  {
    name: 'profile first and last name, job title, company',
    async run(values) {
      // Four payloads per save, one in each field; each save is read back before the next one.
      const docs: unknown[] = [];
      for (const [firstName, lastName, title, company] of groups(values, 4)) {
        const saved = await call(member, 'PATCH', '/api/account/profile', {
          firstName,
          lastName,
          title,
          company,
        });
        const shown = [
          saved,
          await get(member, '/api/me'),
          await get(admin, `/api/admin/members/${member.id}`),
        ];
        const seen = stringsOf(shown);
        for (const v of [firstName, lastName, title, company])
          expect(seen.has(v!), `${v} read back`).toBe(true);
        docs.push(firstName, lastName, title, company);
      }
      return docs;
    },
  },
  {
    name: 'collection name (create and rename)',
    async run(values) {
      const ids: string[] = [];
      for (const v of values) {
        const made = (await call(member, 'POST', '/api/collections', { name: `${v} ·` })) as { id: string };
        await call(member, 'PATCH', `/api/collections/${made.id}`, { name: v });
        ids.push(made.id);
      }
      return [await get(member, '/api/collections'), await get(member, `/api/collections/${ids[0]}`)];
    },
  },
  {
    name: 'roadmap suggestion title and description',
    async run(values) {
      for (const v of values) {
        await call(member, 'POST', '/api/roadmap/features', { title: v, description: `${v}\n${v}` });
      }
      return [await get(admin, '/api/admin/roadmap/features')];
    },
  },
  {
    name: 'roadmap feedback comment',
    async run(values) {
      const made = (await call(member, 'POST', '/api/roadmap/features', {
        title: 'Hostile feedback target',
        description: 'Takes every payload as feedback',
      })) as { id: string };
      for (const v of values) {
        await call(member, 'POST', `/api/roadmap/features/${made.id}/feedback`, { comment: v });
      }
      return [await get(admin, `/api/admin/roadmap/feedback?featureId=${made.id}`)];
    },
  },
  {
    name: 'roadmap feature edited by an admin',
    async run(values) {
      const made = (await call(member, 'POST', '/api/roadmap/features', {
        title: 'Hostile edit target',
        description: 'Edited with every payload',
      })) as { id: string };
      const docs: unknown[] = [];
      for (const [title, description] of groups(values, 2)) {
        docs.push(
          await call(admin, 'PATCH', `/api/admin/roadmap/features/${made.id}`, { title, description }),
        );
      }
      docs.push(await get(admin, '/api/admin/roadmap/features'));
      return docs;
    },
  },
  {
    name: 'feedback from My Account',
    async run(values) {
      for (const v of values) await call(member, 'POST', '/api/account/feedback', { comment: v });
      return allPages(admin, '/api/admin/feedback/comments?period=all', 'items');
    },
  },
  {
    name: 'satisfaction survey comment',
    async run(values) {
      for (const v of values) {
        // Each answer answers a display the server recorded (one answer per display).
        const sessionId = crypto.randomUUID();
        await t.db.insert(npsModalDisplays).values({ userId: member.id, sessionId });
        await call(member, 'POST', '/api/survey/responses', { score: 7, comment: v, sessionId });
      }
      return allPages(admin, '/api/admin/feedback/comments?period=all', 'items');
    },
  },
  {
    name: 'team name (create and rename)',
    async run(values) {
      const ids: string[] = [];
      for (const v of values) {
        const made = (await call(admin, 'POST', '/api/admin/teams', { name: `${v} ·` })) as { id: string };
        await call(admin, 'PATCH', `/api/admin/teams/${made.id}`, { name: v });
        ids.push(made.id);
      }
      return [await get(admin, '/api/admin/teams'), await get(admin, `/api/admin/teams/${ids[0]}`)];
    },
  },
  {
    name: 'admin content: title, summary, topics and every block text',
    async run(values) {
      const docs: unknown[] = [];
      // Four payloads per item, each one whole in at least one field and in the body's blocks.
      for (const [a, b, c, d] of groups(values, 4) as Array<[string, string, string, string]>) {
        const item: AdminContentInput = {
          ...adminContentInput(a),
          blurb: b,
          description: c,
          topics: [d.slice(0, 60).trim()],
          speaker: d,
          blocks: [
            { type: 'heading', data: { title: d, level: 2 } },
            { type: 'paragraph', data: { text: a } },
            { type: 'list', data: { items: [a, b, c, d], style: 'unordered' } },
            { type: 'image', data: { url: '/files/content/x.webp', alt: b, caption: c } },
          ],
        };
        const made = (await call(admin, 'POST', '/api/admin/content', item)) as {
          id: string;
          revision: number;
        };
        const published = await call(admin, 'POST', `/api/admin/content/${made.id}/publish`, {
          revision: made.revision,
        });
        docs.push(published, await get(member, `/api/content/${made.id}`));
      }
      return docs;
    },
  },
  {
    name: 'assistant chat message',
    async run(values) {
      // Messages hold many payloads each; the conversation keeps every message as written.
      const docs: unknown[] = [];
      for (let i = 0; i < values.length; i += 12) {
        const message = values.slice(i, i + 12).join('\n');
        const res = await t.request('/api/assistant/ask', {
          method: 'POST',
          json: { message },
          cookie: member.cookie,
        });
        expect(res.status).toBe(200);
        const stream = await res.text();
        const start = /"conversationId":"([0-9a-f-]{36})"/.exec(stream);
        expect(start, stream.slice(0, 300)).not.toBeNull();
        const conversation = (await get(member, `/api/assistant/conversations/${start![1]}`)) as {
          messages: Array<{ role: string; content: string }>;
        };
        const mine = conversation.messages.find((m) => m.role === 'user');
        expect(mine?.content).toBe(message);
        // Each payload must be readable in the stored message, character for character.
        docs.push(...values.slice(i, i + 12).filter((v) => mine?.content.split('\n').includes(v)));
      }
      return docs;
    },
  },
];

beforeAll(async () => {
  t = await createTestApp();
  const m = await createMember(t.db, { subscriptionStatus: 'lifetime' });
  member = { id: m.id, cookie: await t.signIn(m.email, m.password) };
  const a = await createMember(t.db, { role: 'admin', subscriptionStatus: 'lifetime' });
  admin = { id: a.id, cookie: await t.signIn(a.email, a.password) };
});
afterAll(async () => {
  await t.close();
});

describe('hostile content through the API', () => {
  it(`has a corpus of at least 100 payloads that fit the shortest field`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(PAYLOADS).size).toBe(PAYLOADS.length);
    for (const p of PAYLOADS) {
      expect(p.length).toBeLessThanOrEqual(100);
      expect(p).toBe(p.trim());
    }
  });

  for (const field of FIELDS) {
    it(`stores and returns every payload verbatim: ${field.name}`, { timeout: 120_000 }, async () => {
      const docs = await field.run(PAYLOADS);
      const seen = stringsOf(docs);
      const missing = PAYLOADS.filter((p) => !seen.has(p));
      expect(missing, `${field.name}: payloads not returned verbatim`).toEqual([]);
    });
  }
});
