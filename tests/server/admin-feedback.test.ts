import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFeedback } from '../../src/server/db/schema';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';

/*
 * The admin console's Feedback API: NPS by month and the 0–10 distribution of the survey, the
 * comments with their filters and paging, and the CSV export. Administrators only. Runs on PGlite
 * and PostgreSQL (TEST_DATABASE_URL).
 */

let t: TestApp;
let adminCookie: string;
let memberCookie: string;
let ada: { id: string; email: string };
let ben: { id: string; email: string };

const now = new Date();
const startOfMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
/** This month, i minutes before now (kept inside the month when the month has just begun). */
const thisMonth = (i: number) =>
  new Date(Math.max(now.getTime() - (i + 1) * 60_000, startOfMonth + i * 1000));
/** The 15th of the month `k` months back. */
const monthsAgo = (k: number, hour = 12) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - k, 15, hour));
const key = (d: Date | number) => new Date(d).toISOString().slice(0, 7);

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createMember(t.db, { role: 'admin' });
  const member = await createMember(t.db);
  ada = await createMember(t.db, { firstName: 'Ada', lastName: 'Lovelace' });
  ben = await createMember(t.db, { firstName: '', lastName: '' });
  adminCookie = await t.signIn(admin.email, admin.password);
  memberCookie = await t.signIn(member.email, member.password);

  const row = (
    userId: string,
    createdAt: Date,
    score: number | null,
    comment: string | null = null,
    source: 'nps' | 'manual' = 'nps',
  ) => ({ userId, createdAt, score, comment, source });
  await t.db.insert(userFeedback).values([
    // This month: 10, 9, 8, 3 → 2 promoters, 1 passive, 1 detractor: NPS 25.
    row(ada.id, thisMonth(1), 10, 'Brilliant library'),
    row(ben.id, thisMonth(2), 9),
    row(ada.id, thisMonth(3), 8),
    row(ben.id, thisMonth(4), 3, 'Search is slow, and "older" recordings hide'),
    // Free feedback: never in the NPS, always in the comments.
    row(ada.id, thisMonth(5), 2, '=HYPERLINK("http://evil.example")', 'manual'),
    row(ben.id, thisMonth(6), null, '@team line one\nline two', 'manual'),
    // Last month: 10, 6, 6 → NPS −33.
    row(ada.id, monthsAgo(1, 14), 10),
    row(ben.id, monthsAgo(1), 6, '-1 for the mobile layout'),
    row(ada.id, monthsAgo(1, 10), 6, '   '),
    // Five months ago: one promoter.
    row(ben.id, monthsAgo(5), 9),
    // Fourteen months ago: outside the last 12 months.
    row(ada.id, monthsAgo(14), 0, 'Old complaint'),
  ]);
});
afterAll(async () => {
  await t.close();
});

const get = async (path: string, cookie = adminCookie) => {
  const res = await t.request(path, { cookie });
  // biome-ignore lint/suspicious/noExplicitAny: assertions read fields one by one.
  return { status: res.status, body: (await res.json()) as any };
};

const ROUTES = [
  '/api/admin/feedback/overview',
  '/api/admin/feedback/comments',
  '/api/admin/feedback/export.csv',
];

describe('access', () => {
  it.each(ROUTES)('%s refuses visitors (401) and members (403)', async (path) => {
    expect((await t.request(path)).status).toBe(401);
    expect((await t.request(path, { cookie: memberCookie })).status).toBe(403);
    expect((await t.request(path, { cookie: adminCookie })).status).toBe(200);
  });

  it('refuses unknown filters with 400', async () => {
    expect((await get('/api/admin/feedback/overview?period=5y')).status).toBe(400);
    expect((await get('/api/admin/feedback/comments?band=fan')).status).toBe(400);
    expect((await get('/api/admin/feedback/comments?source=email')).status).toBe(400);
    expect((await get('/api/admin/feedback/comments?page=0')).status).toBe(400);
  });
});

describe('overview', () => {
  it('gives the NPS of each of the last 12 months and over the period (survey answers only)', async () => {
    const { status, body } = await get('/api/admin/feedback/overview');
    expect(status).toBe(200);
    expect(body.period).toBe('12m');
    expect(body.from).toBe(key(monthsAgo(11)));
    expect(body.to).toBe(key(now));
    expect(body.months).toHaveLength(12);
    expect(body.months.map((m: { month: string }) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => key(monthsAgo(11 - i))),
    );
    const last = body.months.at(-1);
    expect(last).toEqual({
      month: key(now),
      responses: 4,
      promoters: 2,
      passives: 1,
      detractors: 1,
      nps: 25,
    });
    expect(body.months.at(-2)).toEqual({
      month: key(monthsAgo(1)),
      responses: 3,
      promoters: 1,
      passives: 0,
      detractors: 2,
      nps: -33,
    });
    expect(body.months.at(-3)).toMatchObject({ responses: 0, nps: null });
    expect(body.months.at(-6)).toMatchObject({ responses: 1, promoters: 1, nps: 100 });
    // 4 promoters, 1 passive, 3 detractors of 8: 12.5 points, read 13.
    expect(body.totals).toEqual({ responses: 8, promoters: 4, passives: 1, detractors: 3, nps: 13 });
  });

  it('gives the 0–10 distribution of the period', async () => {
    const { body } = await get('/api/admin/feedback/overview?period=12m');
    expect(body.distribution).toEqual([
      { score: 0, count: 0 },
      { score: 1, count: 0 },
      { score: 2, count: 0 },
      { score: 3, count: 1 },
      { score: 4, count: 0 },
      { score: 5, count: 0 },
      { score: 6, count: 2 },
      { score: 7, count: 0 },
      { score: 8, count: 1 },
      { score: 9, count: 2 },
      { score: 10, count: 2 },
    ]);
  });

  it('follows the chosen period', async () => {
    const three = (await get('/api/admin/feedback/overview?period=3m')).body;
    expect(three.months).toHaveLength(3);
    expect(three.totals).toEqual({ responses: 7, promoters: 3, passives: 1, detractors: 3, nps: 0 });

    const all = (await get('/api/admin/feedback/overview?period=all')).body;
    expect(all.from).toBe(key(monthsAgo(14)));
    expect(all.months).toHaveLength(15);
    expect(all.totals).toEqual({ responses: 9, promoters: 4, passives: 1, detractors: 4, nps: 0 });
    expect(all.distribution[0]).toEqual({ score: 0, count: 1 });
  });
});

describe('comments', () => {
  const comments = async (query = '') => (await get(`/api/admin/feedback/comments${query}`)).body;

  it('lists answers with a comment, newest first, with the member’s name and email', async () => {
    const body = await comments();
    expect(body.total).toBe(5);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(20);
    expect(body.items.map((c: { comment: string }) => c.comment)).toEqual([
      'Brilliant library',
      'Search is slow, and "older" recordings hide',
      '=HYPERLINK("http://evil.example")',
      '@team line one\nline two',
      '-1 for the mobile layout',
    ]);
    expect(body.items[0]).toMatchObject({
      source: 'nps',
      score: 10,
      band: 'promoter',
      member: { id: ada.id, name: 'Ada Lovelace', email: ada.email },
    });
    // No name in the profile: the account's name.
    expect(body.items[1].member).toEqual({ id: ben.id, name: 'Test Member', email: ben.email });
    expect(body.items[3]).toMatchObject({ source: 'manual', score: null, band: null });
  });

  it('filters by score band, source and period', async () => {
    const detractors = await comments('?band=detractor');
    expect(detractors.items.map((c: { score: number }) => c.score)).toEqual([3, 2, 6]);
    expect(
      (await comments('?band=detractor&source=nps')).items.map((c: { score: number }) => c.score),
    ).toEqual([3, 6]);
    expect((await comments('?band=promoter')).total).toBe(1);
    expect((await comments('?band=passive')).total).toBe(0);
    expect((await comments('?source=manual')).total).toBe(2);
    expect((await comments('?period=all')).total).toBe(6);
    expect((await comments('?period=3m&source=nps')).total).toBe(3);
  });

  it('pages in the database', async () => {
    const page = await comments('?pageSize=2&page=2');
    expect(page.total).toBe(5);
    expect(page.items.map((c: { comment: string }) => c.comment)).toEqual([
      '=HYPERLINK("http://evil.example")',
      '@team line one\nline two',
    ]);
    const last = await comments('?pageSize=2&page=3');
    expect(last.items).toHaveLength(1);
    expect((await comments('?pageSize=2&page=9')).items).toEqual([]);
  });
});

/** A strict RFC 4180 reader: quoted fields, doubled quotes, CRLF between records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  expect(field).toBe('');
  expect(row).toEqual([]);
  return rows;
}

/** The body of a CSV answer, checked to start with the UTF-8 byte-order mark (left off). */
async function csvText(res: Response): Promise<string> {
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder().decode(bytes.slice(3));
}

const exportCsv = async (query: string) =>
  csvText(await t.request(`/api/admin/feedback/export.csv${query}`, { cookie: adminCookie }));

describe('CSV export', () => {
  it('is a named UTF-8 CSV file of every answer in the filters', async () => {
    const res = await t.request('/api/admin/feedback/export.csv?period=12m', { cookie: adminCookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Praxis-feedback-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = await csvText(res);
    expect(text.startsWith('Date,Source,Score,Band,Comment,Member,Email\r\n')).toBe(true);
    const rows = parseCsv(text);
    expect(rows).toHaveLength(1 + 10);
    expect(rows[1]).toEqual([
      thisMonth(1).toISOString(),
      'nps',
      '10',
      'promoter',
      'Brilliant library',
      'Ada Lovelace',
      ada.email,
    ]);
    expect(rows[2]!.slice(2, 5)).toEqual(['9', 'promoter', '']);
  });

  it('quotes as RFC 4180 says and defuses spreadsheet formulas', async () => {
    const text = await exportCsv('?source=manual');
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.example"")",`);
    expect(text).toContain(`,"'@team line one\nline two",`);
    const rows = parseCsv(text);
    expect(rows.slice(1).map((r) => r[4])).toEqual([
      `'=HYPERLINK("http://evil.example")`,
      `'@team line one\nline two`,
    ]);

    const detractors = parseCsv(await exportCsv('?band=detractor'));
    expect(detractors.slice(1).map((r) => r[4])).toEqual([
      'Search is slow, and "older" recordings hide',
      `'=HYPERLINK("http://evil.example")`,
      `'-1 for the mobile layout`,
      '   ',
    ]);
  });
});
