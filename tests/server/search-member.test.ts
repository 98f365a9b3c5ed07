import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, savedResources } from '../../src/server/db/schema';
import { searchLibrary } from '../../src/server/features/search/service';
import { MEMBER_LIMITS } from '../../src/server/lib/rate-limit';
import { seedDemoLibrary } from '../../src/server/seed';
import { createMember } from '../factories/members';
import { fullStatementRuns } from '../setup/full-search-statement';
import { rateLimitedApp } from '../setup/rate-limited-app';
import type { TestApp } from '../setup/test-app';

// The search route with the in-process index answering: the route's rules hold as on any route
// (no session 401, a lapsed member 403 even for invalid input, past the member's limit 429, after
// the access rules), each member sees their own saved marks, and each search counts one attempt.

let t: TestApp;

beforeAll(async () => {
  t = await rateLimitedApp();
  await seedDemoLibrary(t.db);
  await t.deps.searchIndex?.refresh();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function signedIn(profile: Parameters<typeof createMember>[1] = {}) {
  const m = await createMember(t.db, profile);
  return { id: m.id, cookie: await t.signIn(m.email, m.password) };
}

const attemptsOf = async (userId: string) => {
  const [row] = await t.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(eq(rateLimits.key, `search:member:${userId}`));
  return row?.count ?? 0;
};

describe('a search answered through the index', () => {
  it("gives searchLibrary's answer with the member's own saved marks, counting one attempt per search", async () => {
    const member = await signedIn();
    const other = await signedIn();
    const expected = await searchLibrary(t.db, { q: 'coaching', page: 1, pageSize: 20, userId: member.id });
    expect(expected.items.length).toBeGreaterThan(2);
    const saved = expected.items[1]!.id;
    await t.db.insert(savedResources).values({ userId: member.id, resourceId: saved });

    const ranFull = fullStatementRuns(t.db);
    const res = await t.request('/api/search?q=coaching', { cookie: member.cookie });
    const theirs = await t.request('/api/search?q=coachin', { cookie: other.cookie });
    expect(ranFull()).toBe(false);

    expect(res.status).toBe(200);
    const body = (await res.json()) as { total: number; items: { id: string; isSaved: boolean }[] };
    expect(body.total).toBe(expected.total);
    expect(body.items.map((item) => item.id)).toEqual(expected.items.map((item) => item.id));
    expect(body.items.filter((item) => item.isSaved).map((item) => item.id)).toEqual([saved]);
    const otherBody = (await theirs.json()) as { items: { id: string; isSaved: boolean }[] };
    expect(otherBody.items.some((item) => item.id === saved)).toBe(true);
    expect(otherBody.items.every((item) => !item.isSaved)).toBe(true);

    expect(await attemptsOf(member.id)).toBe(1);
    expect(await attemptsOf(other.id)).toBe(1);
    const third = await t.request('/api/search?q=facilitation&type=event', { cookie: member.cookie });
    expect(third.status, await third.text()).toBe(200);
    expect(await attemptsOf(member.id)).toBe(2);
  });

  it('refuses a signed-out session (401) and a lapsed member (403) before their results', async () => {
    const member = await signedIn();
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie: member.cookie, json: {} });
    expect(out.status).toBe(200);
    const res = await t.request('/api/search?q=coaching', { cookie: member.cookie });
    expect(res.status).toBe(401);
    expect(JSON.stringify(await res.json())).not.toContain('items');

    const lapsed = await signedIn({
      subscriptionStatus: 'canceled',
      currentPeriodEnd: new Date(Date.now() - 86_400_000),
    });
    const refused = await t.request('/api/search?q=coaching', { cookie: lapsed.cookie });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(await refused.json())).not.toContain('items');
    // Invalid input too: the rule answers first, as on routes that check access in middleware.
    expect((await t.request('/api/search?q=', { cookie: lapsed.cookie })).status).toBe(403);
  });

  it('refuses a member past the limit (429), after the access rules, and no one else', async () => {
    const member = await signedIn();
    const lapsed = await signedIn({
      subscriptionStatus: 'canceled',
      currentPeriodEnd: new Date(Date.now() - 86_400_000),
    });
    const full = { count: MEMBER_LIMITS.search.max, lastRequest: Date.now() };
    await t.db.insert(rateLimits).values([
      { key: `search:member:${member.id}`, ...full },
      { key: `search:member:${lapsed.id}`, ...full },
    ]);
    const ranFull = fullStatementRuns(t.db);
    const limited = await t.request('/api/search?q=mentoring', { cookie: member.cookie });
    expect(ranFull()).toBe(false);
    expect(limited.status).toBe(429);
    expect(JSON.stringify(await limited.json())).not.toContain('items');
    expect((await t.request('/api/search?q=coaching', { cookie: lapsed.cookie })).status).toBe(403);
    // A cached page ('coaching', kept by the first test) and a query of no words are refused the
    // same way.
    expect((await t.request('/api/search?q=coaching', { cookie: member.cookie })).status).toBe(429);
    expect((await t.request('/api/search?q=%21%21', { cookie: member.cookie })).status).toBe(429);
    const [row] = await t.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, `search:member:${member.id}`));
    expect(row?.count).toBe(MEMBER_LIMITS.search.max + 3);
    const someone = await signedIn();
    expect((await t.request('/api/search?q=coaching', { cookie: someone.cookie })).status).toBe(200);
  });
});
