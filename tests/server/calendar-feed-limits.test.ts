import { afterAll, beforeAll, expect, it } from 'vitest';
import { FEED_RATE } from '../../src/server/features/calendar/routes';
import type { CalendarFeed } from '../../src/shared/contract/calendar';
import { createMember } from '../factories/members';
import { rateLimitedApp } from '../setup/rate-limited-app';
import type { TestApp } from '../setup/test-app';

/*
 * The feed is public (calendar apps have no session), so it is limited per client address like the
 * other public routes: one address past the limit gets 429, even with a good address; another
 * address still gets its feed.
 */

let t: TestApp;
beforeAll(async () => {
  t = await rateLimitedApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t?.close();
});

it(`answers 429 past ${FEED_RATE.max} requests in ${FEED_RATE.window / 60} minutes from one address`, async () => {
  const m = await createMember(t.db);
  const cookie = await t.signIn(m.email, m.password);
  const { url } = (await (await t.request('/api/calendar-feed', { cookie })).json()) as CalendarFeed;
  const path = new URL(url).pathname;
  const from = (ip: string) => t.app.request(path, { headers: { 'X-Forwarded-For': ip } });
  const forged = `/calendar/${'A'.repeat(65)}.ics`;
  // Forged addresses count too: walking the route costs the walker their allowance.
  for (let i = 0; i < FEED_RATE.max - 1; i++) {
    expect((await t.app.request(forged, { headers: { 'X-Forwarded-For': '10.1.1.1' } })).status).toBe(404);
  }
  expect((await from('10.1.1.1')).status).toBe(200);
  const refused = await from('10.1.1.1');
  expect(refused.status).toBe(429);
  expect((await from('10.2.2.2')).status).toBe(200);
});
