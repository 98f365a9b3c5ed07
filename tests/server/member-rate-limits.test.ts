import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_LIMITS } from '../../src/server/lib/rate-limit';
import { createMember } from '../factories/members';
import { rateLimitedApp } from '../setup/rate-limited-app';
import type { TestApp } from '../setup/test-app';

/*
 * Per-member limits on what members call as they type or browse (search, similar features, grow-next
 * picks): whatever address they come from, one member cannot make the database do unbounded work,
 * and a fast typist never meets the limit.
 */

let t: TestApp;
beforeAll(async () => {
  t = await rateLimitedApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t?.close();
});

let octet = 1;
async function signedIn() {
  const m = await createMember(t.db);
  return t.signIn(m.email, m.password);
}
/** Each request from another address: the limit follows the member, not the address. */
const get = (path: string, cookie: string) =>
  t.request(path, { cookie, headers: { 'X-Forwarded-For': `10.9.${octet % 250}.${octet++ % 250}` } });

/**
 * The most requests a typist sends to as-you-type search in five minutes: the client asks once the
 * typing pauses for 300 ms, so a request needs at least 300 ms of its own — even someone who never
 * stops typing, pausing just long enough before every key, sends 1,000 at the very most.
 */
const SEARCH_DEBOUNCE_MS = 300;
const FASTEST_TYPIST_REQUESTS = Math.floor((MEMBER_LIMITS.search.window * 1000) / SEARCH_DEBOUNCE_MS);

describe('per-member limits', () => {
  it('never stop a typist: the search limit is at least what typing can send in its window', () => {
    expect(MEMBER_LIMITS.search.max).toBeGreaterThanOrEqual(FASTEST_TYPIST_REQUESTS);
    expect(MEMBER_LIMITS.similar.max).toBeGreaterThanOrEqual(FASTEST_TYPIST_REQUESTS);
  });

  it('stop one member past the limit, from any address, and no one else', async () => {
    const cookie = await signedIn();
    const other = await signedIn();
    const path = '/api/roadmap/features/similar?q=onboarding';
    for (let i = 0; i < MEMBER_LIMITS.similar.max; i++) {
      const res = await get(path, cookie);
      if (res.status !== 200) throw new Error(`request ${i + 1}: ${res.status}`);
    }
    expect((await get(path, cookie)).status).toBe(429);
    expect((await get('/api/search?q=coaching', cookie)).status).toBe(200);
    expect((await get(path, other)).status).toBe(200);
  }, 120_000);

  it('limit grow-next picks and search the same way', async () => {
    const cookie = await signedIn();
    for (let i = 0; i < MEMBER_LIMITS.growNext.max; i++) {
      const res = await get('/api/assessment/grow-next?competencies=nope', cookie);
      if (res.status === 429) throw new Error(`grow-next limited at request ${i + 1}`);
    }
    expect((await get('/api/assessment/grow-next?competencies=nope', cookie)).status).toBe(429);
  }, 120_000);
});
