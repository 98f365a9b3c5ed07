import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeed } from '../../src/shared/contract/calendar';
import { FEED_SAVED_PAST_DAYS } from '../../src/shared/domain/calendar';
import { instantToZonedTime, zonedTimeToInstant } from '../../src/shared/domain/time-zone';
import { profiles, resources, users } from '../../src/server/db/schema';
import { createItem, daysFromNow, saveItem } from '../factories/content';
import { createMember } from '../factories/members';
import { parseFeed } from '../setup/ical';
import { createTestApp, TEST_ORIGIN } from '../setup/test-app';

const t = await createTestApp();
afterAll(() => t.close());

type Person = { id: string; cookie: string };
const DAY = 86_400_000;

async function person(opts: Parameters<typeof createMember>[1] = {}): Promise<Person> {
  const m = await createMember(t.db, opts);
  return { id: m.id, cookie: await t.signIn(m.email, m.password) };
}

async function addressOf(p: Person): Promise<CalendarFeed> {
  const res = await t.request('/api/calendar-feed', { cookie: p.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as CalendarFeed;
}

/** The feed as a calendar app asks for it: no cookie, no Origin. */
const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
  t.app.request(new URL(url).pathname, { headers });

async function feedOf(p: Person) {
  const res = await fetchFeed((await addressOf(p)).url);
  expect(res.status).toBe(200);
  return parseFeed(await res.text());
}

/** The wall-clock time `days` from now at `hhmm` in a zone, and its instant. */
function wallTime(days: number, hhmm: string, zone: string) {
  const day = instantToZonedTime(new Date(Date.now() + days * DAY), zone).slice(0, 10);
  const local = `${day}T${hhmm}`;
  return { local, instant: zonedTimeToInstant(local, zone)! };
}

const paris = wallTime(12, '18:00', 'Europe/Paris');
// Half a year later: the other side of a clock change in most years.
const parisLater = wallTime(190, '18:00', 'Europe/Paris');
const tokyo = wallTime(40, '09:30', 'Asia/Tokyo');
const newYork = wallTime(75, '10:00', 'America/New_York');
const HOSTILE_TITLE = 'Coaching; live, together\r\nBEGIN:VEVENT\r\nUID:evil';
const LONG_ABOUT = `Bring a project; we map it, together.\nSecond line with \\ backslash and émojis 🎉 ${'long words '.repeat(20)}`;

let member: Person;
let other: Person;

beforeAll(async () => {
  member = await person();
  other = await person();
  await createItem(t.db, {
    id: 'cal_paris',
    type: 'event',
    title: HOSTILE_TITLE,
    blurb: LONG_ABOUT,
    speaker: 'Ana Ruiz',
    date: paris.instant,
    timeZone: 'Europe/Paris',
    revision: 3,
    updatedAt: new Date('2026-05-04T10:11:12.345Z'),
    calendarInvite:
      'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20260101T100000Z\r\nDTEND:20260101T113000Z\r\nLOCATION:Online\\, Zoom room\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
  });
  await createItem(t.db, {
    id: 'cal_paris_later',
    type: 'event',
    title: 'Paris later',
    date: parisLater.instant,
    timeZone: 'Europe/Paris',
  });
  await createItem(t.db, {
    id: 'cal_tokyo',
    type: 'event',
    title: 'Tokyo',
    date: tokyo.instant,
    timeZone: 'Asia/Tokyo',
  });
  await createItem(t.db, {
    id: 'cal_ny',
    type: 'event',
    title: 'New York',
    date: newYork.instant,
    timeZone: 'America/New_York',
  });
  await createItem(t.db, { id: 'cal_utc', type: 'event', title: 'No zone', date: daysFromNow(20) });
  await createItem(t.db, {
    id: 'cal_began',
    type: 'event',
    title: 'Began an hour ago',
    date: new Date(Date.now() - 3_600_000),
  });
  await createItem(t.db, {
    id: 'cal_draft',
    type: 'event',
    title: 'Draft',
    status: 'draft',
    date: daysFromNow(8),
  });
  await createItem(t.db, {
    id: 'cal_case',
    type: 'event',
    isPraxisCase: true,
    title: 'Product case',
    date: daysFromNow(9),
  });
  await createItem(t.db, {
    id: 'cal_resource',
    type: 'resource',
    title: 'Not an event',
    date: daysFromNow(9),
  });
  await createItem(t.db, { id: 'cal_nodate', type: 'event', title: 'No date' });
  await createItem(t.db, {
    id: 'cal_past_saved',
    type: 'event',
    title: 'Past, saved by the member',
    date: daysFromNow(-30),
    recordingUrl: 'https://video.example/rec-1',
  });
  await createItem(t.db, {
    id: 'cal_past_unsaved',
    type: 'event',
    title: 'Past, nobody saved',
    date: daysFromNow(-30),
  });
  await createItem(t.db, {
    id: 'cal_old_saved',
    type: 'event',
    title: 'Saved, over a year ago',
    date: daysFromNow(-(FEED_SAVED_PAST_DAYS + 5)),
  });
  await createItem(t.db, {
    id: 'cal_other_saved',
    type: 'event',
    title: "The other's",
    date: daysFromNow(-10),
  });
  await createItem(t.db, {
    id: 'cal_draft_saved',
    type: 'event',
    title: 'Saved draft',
    status: 'draft',
    date: daysFromNow(-5),
  });
  await saveItem(t.db, member.id, 'cal_past_saved');
  await saveItem(t.db, member.id, 'cal_old_saved');
  await saveItem(t.db, member.id, 'cal_paris');
  await saveItem(t.db, member.id, 'cal_draft_saved');
  await saveItem(t.db, other.id, 'cal_other_saved');
});

const idsOf = (feed: ReturnType<typeof parseFeed>) =>
  feed.events.map((e) => e.uid.replace(/@praxis$/, '')).filter((id) => id.startsWith('cal_'));

describe('the feed address', () => {
  it('is a private https address with its webcal twin, the same every time it is asked for', async () => {
    const first = await addressOf(member);
    expect(first.url).toMatch(new RegExp(`^${TEST_ORIGIN}/calendar/[A-Za-z0-9_-]{65}\\.ics$`));
    expect(first.webcalUrl).toBe(first.url.replace(/^http:\/\//, 'webcal://'));
    expect(await addressOf(member)).toEqual(first);
    expect((await addressOf(other)).url).not.toBe(first.url);
  });

  it('is only for a signed-in member with access', async () => {
    expect((await t.request('/api/calendar-feed')).status).toBe(401);
    expect((await t.request('/api/calendar-feed/reset', { method: 'POST' })).status).toBe(401);
    const lapsed = await person({ subscriptionStatus: 'canceled', currentPeriodEnd: daysFromNow(-3) });
    expect((await t.request('/api/calendar-feed', { cookie: lapsed.cookie })).status).toBe(403);
    expect(
      (await t.request('/api/calendar-feed/reset', { method: 'POST', cookie: lapsed.cookie })).status,
    ).toBe(403);
  });
});

describe('the feed', () => {
  it('is served without a session as text/calendar with a validator and a refresh hint', async () => {
    const res = await fetchFeed((await addressOf(member)).url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    const text = await res.text();
    // CRLF only, every physical line within 75 octets (RFC 5545 §3.1).
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const feed = parseFeed(text);
    expect(feed.calendar('version')).toBe('2.0');
    expect(feed.calendar('x-wr-calname')).toBe('Praxis events');
    expect(feed.calendar('name')).toBe('Praxis events');
    expect(feed.calendar('x-published-ttl')).toBe('PT3H');
    const refresh = feed.vcalendar.getFirstProperty('refresh-interval');
    expect(refresh?.type).toBe('duration');
    expect(String(refresh?.getFirstValue())).toBe('PT3H');
  });

  it('holds upcoming published events and the member’s saved ones of the past year, nothing else', async () => {
    const ids = idsOf(await feedOf(member));
    expect(ids.sort()).toEqual(
      [
        'cal_began',
        'cal_ny',
        'cal_paris',
        'cal_paris_later',
        'cal_past_saved',
        'cal_tokyo',
        'cal_utc',
      ].sort(),
    );
  });

  it('never shows another member’s saved events', async () => {
    const ids = idsOf(await feedOf(other));
    expect(ids).toContain('cal_other_saved');
    expect(ids).not.toContain('cal_past_saved');
    expect(idsOf(await feedOf(member))).not.toContain('cal_other_saved');
  });

  it('lists events soonest first', async () => {
    const starts = (await feedOf(member)).events.map((e) => e.start.getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('writes each event in its own zone with a VTIMEZONE, and in UTC without one', async () => {
    const feed = await feedOf(member);
    const byId = new Map(feed.events.map((e) => [e.uid, e]));
    for (const [id, when, zone] of [
      ['cal_paris', paris, 'Europe/Paris'],
      ['cal_paris_later', parisLater, 'Europe/Paris'],
      ['cal_tokyo', tokyo, 'Asia/Tokyo'],
      ['cal_ny', newYork, 'America/New_York'],
    ] as const) {
      const e = byId.get(`${id}@praxis`)!;
      expect(e.zone, id).toBe(zone);
      expect(e.wallStart, id).toBe(when.local);
      expect(e.start.toISOString(), id).toBe(when.instant.toISOString());
    }
    const zones = feed.vcalendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'));
    expect(zones).toEqual(['America/New_York', 'Asia/Tokyo', 'Europe/Paris']);
    const parisZone = feed.vcalendar
      .getAllSubcomponents('vtimezone')
      .find((z) => z.getFirstPropertyValue('tzid') === 'Europe/Paris')!;
    const offsets = new Set(
      parisZone.getAllSubcomponents().map((o) => String(o.getFirstPropertyValue('tzoffsetto'))),
    );
    expect([...offsets].sort()).toEqual(['+01:00', '+02:00']);
    expect(parisZone.getAllSubcomponents('daylight').length).toBeGreaterThan(0);
    const utc = byId.get('cal_utc@praxis')!;
    expect(utc.zone).toBe('Z');
    expect(utc.end.getTime() - utc.start.getTime()).toBe(60 * 60_000);
  });

  it('carries a stable UID, the version, the link, the place and the text as written', async () => {
    const first = await feedOf(member);
    const e = first.events.find((x) => x.uid === 'cal_paris@praxis')!;
    expect(e.summary).toBe(HOSTILE_TITLE.replace(/\r\n/g, '\n'));
    expect(e.description).toBe(`With Ana Ruiz. ${LONG_ABOUT.trim()}`);
    expect(e.location).toBe('Online, Zoom room');
    expect(e.url).toBe(`${TEST_ORIGIN}/events/cal_paris`);
    expect(e.sequence).toBe(2);
    expect(e.lastModified?.toISOString()).toBe('2026-05-04T10:11:12.000Z');
    // The stored invite's length (90 minutes).
    expect(e.end.getTime() - e.start.getTime()).toBe(90 * 60_000);
    // The injected lines stayed inside the title: no extra event.
    expect(first.events.filter((x) => x.uid === 'evil')).toEqual([]);
    const again = await feedOf(member);
    expect(again.events.map((x) => x.uid)).toEqual(first.events.map((x) => x.uid));
  });

  it('names the recording of a past saved event', async () => {
    const e = (await feedOf(member)).events.find((x) => x.uid === 'cal_past_saved@praxis')!;
    expect(e.description).toContain('Recording: https://video.example/rec-1');
  });

  it('answers 304 to the weak ETag of its compressed answer too', async () => {
    const { url } = await addressOf(member);
    const gzipped = await fetchFeed(url, { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const weak = gzipped.headers.get('etag')!;
    expect(weak).toMatch(/^W\//);
    expect((await fetchFeed(url, { 'Accept-Encoding': 'gzip', 'If-None-Match': weak })).status).toBe(304);
  });

  it('answers HEAD like GET without the body (some calendar apps check before they fetch)', async () => {
    const { url } = await addressOf(member);
    const get = await fetchFeed(url);
    const head = await t.app.request(new URL(url).pathname, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect(await head.text()).toBe('');
  });

  it('answers 304 to a poll with the current ETag, and new bytes once an event changes', async () => {
    const { url } = await addressOf(member);
    const first = await fetchFeed(url);
    const etag = first.headers.get('etag')!;
    const unchanged = await fetchFeed(url, { 'If-None-Match': etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);
    await t.db
      .update(resources)
      .set({ title: 'Tokyo, moved', revision: 2, updatedAt: new Date() })
      .where(eq(resources.id, 'cal_tokyo'));
    const changed = await fetchFeed(url, { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    const tokyoEvent = parseFeed(await changed.text()).events.find((e) => e.uid === 'cal_tokyo@praxis')!;
    expect(tokyoEvent.summary).toBe('Tokyo, moved');
    expect(tokyoEvent.sequence).toBe(1);
  });
});

describe('refusals', () => {
  it('refuses an address that was never issued, or whose signature is not ours, without a hint', async () => {
    const { url } = await addressOf(member);
    const token = /\/calendar\/(.+)\.ics$/.exec(url)![1]!;
    const flipped = `${token.slice(0, 30)}${token[30] === 'A' ? 'B' : 'A'}${token.slice(31)}`;
    const otherKey = `${token[0] === 'A' ? 'B' : 'A'}${token.slice(1)}`;
    for (const path of [
      `/calendar/${flipped}.ics`,
      `/calendar/${otherKey}.ics`,
      `/calendar/${token}`,
      `/calendar/${token}.ics.ics`,
      `/calendar/${token.slice(1)}.ics`,
      `/calendar/${'A'.repeat(65)}.ics`,
      `/calendar/${'%00'.repeat(20)}.ics`,
      `/calendar/%ED%A0%80${token.slice(3)}.ics`,
      `/calendar/${'x'.repeat(5000)}.ics`,
    ]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
  });

  it('turns the old address away at once after a reset; the new one serves the same feed', async () => {
    const before = await addressOf(member);
    const ids = idsOf(await feedOf(member));
    const res = await t.request('/api/calendar-feed/reset', { method: 'POST', cookie: member.cookie });
    expect(res.status).toBe(200);
    const after = (await res.json()) as CalendarFeed;
    expect(after.url).not.toBe(before.url);
    expect(await addressOf(member)).toEqual(after);
    expect((await fetchFeed(before.url)).status).toBe(404);
    const fresh = await fetchFeed(after.url);
    expect(fresh.status).toBe(200);
    expect(idsOf(parseFeed(await fresh.text())).sort()).toEqual(ids.sort());
  });

  it('refuses (403) the feed of a member whose membership lapsed, and serves it again on renewal', async () => {
    const lapsing = await person();
    const { url } = await addressOf(lapsing);
    expect((await fetchFeed(url)).status).toBe(200);
    await t.db
      .update(profiles)
      .set({ subscriptionStatus: 'canceled', currentPeriodEnd: daysFromNow(-1) })
      .where(eq(profiles.id, lapsing.id));
    const refused = await fetchFeed(url);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('feed_paused');
    await t.db
      .update(profiles)
      .set({ subscriptionStatus: 'active', currentPeriodEnd: daysFromNow(30) })
      .where(eq(profiles.id, lapsing.id));
    expect((await fetchFeed(url)).status).toBe(200);
  });

  it('refuses the feed of a deactivated account (403) and of a closed one (404)', async () => {
    const deactivated = await person();
    const d = await addressOf(deactivated);
    await t.db.update(profiles).set({ deactivatedAt: new Date() }).where(eq(profiles.id, deactivated.id));
    expect((await fetchFeed(d.url)).status).toBe(403);

    const closing = await person();
    const c = await addressOf(closing);
    await t.db.delete(users).where(eq(users.id, closing.id));
    expect((await fetchFeed(c.url)).status).toBe(404);
  });

  it('is not opened by a session: another member signed in gets 404 on a wrong address', async () => {
    const res = await t.request(`/calendar/${'B'.repeat(65)}.ics`, { cookie: other.cookie });
    expect(res.status).toBe(404);
  });
});
