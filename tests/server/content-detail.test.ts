import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceBlocks } from '../../src/server/db/schema';
import type { ContentCard } from '../../src/shared/content-card';
import { buildIcs } from '../../src/shared/domain/ics';
import { addBlocks, createItem, createItems, daysFromNow } from '../factories/content';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let cookie: string;

interface Detail {
  item: ContentCard & {
    challenge: string | null;
    solution: string | null;
    results: string | null;
    purpose: string | null;
    speakerPhotoUrl: string | null;
    calendarInvite: string | null;
  };
  blocks: Array<{ id: string; type: string; data: Record<string, unknown>; position: number }>;
  related: ContentCard[];
}

async function detail(id: string, query = ''): Promise<Detail> {
  const res = await t.request(`/api/content/${encodeURIComponent(id)}${query}`, { cookie });
  if (res.status !== 200) throw new Error(`${id}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Detail;
}
const relatedIds = async (id: string) => (await detail(id)).related.map((r) => r.id);

beforeAll(async () => {
  t = await createTestApp();
  const m = await createMember(t.db, { subscriptionStatus: 'lifetime' });
  cookie = await t.signIn(m.email, m.password);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/content/{id}', () => {
  it('returns the item with its detail fields and blocks ordered by position', async () => {
    const item = await createItem(t.db, {
      type: 'case-study',
      title: '  ',
      blurb: 'Short',
      challenge: 'The challenge',
      solution: 'The solution',
      results: 'The results',
      imageUrl: 'x',
      topics: ['Coaching'],
    });
    // Stored out of order on purpose.
    await t.db.insert(resourceBlocks).values([
      { resourceId: item.id, position: 2, type: 'paragraph', data: { text: 'third' } },
      { resourceId: item.id, position: 0, type: 'heading', data: { title: 'first', level: 1 } },
      { resourceId: item.id, position: 1, type: 'list', data: { items: ['second'], style: 'ordered' } },
    ]);
    const body = await detail(item.id);
    expect(body.item).toMatchObject({
      id: item.id,
      title: 'Untitled Resource',
      shortDescription: 'Short',
      image: null,
      presentedType: 'case-study',
      challenge: 'The challenge',
      solution: 'The solution',
      results: 'The results',
      calendarInvite: null,
    });
    expect(body.blocks.map((b) => [b.position, b.type])).toEqual([
      [0, 'heading'],
      [1, 'list'],
      [2, 'paragraph'],
    ]);
    expect(body.blocks[1]!.data).toEqual({ items: ['second'], style: 'ordered' });
  });

  it("answers a missing item, or one of another kind, with that page's not-found text", async () => {
    const resource = await createItem(t.db, { type: 'resource' });
    const cases: Array<[string, string, string]> = [
      ['t_missing', '', 'Resource Not Found'],
      ['t_missing', '?type=research', 'Research Not Found'],
      ['t_missing', '?type=canvas', 'Canvas not found'],
      [resource.id, '?type=case-study', 'Case study not found'],
      [resource.id, '?type=event', 'Event not found'],
    ];
    for (const [id, query, message] of cases) {
      const res = await t.request(`/api/content/${id}${query}`, { cookie });
      expect(res.status, `${id}${query}`).toBe(404);
      expect(await res.json()).toEqual({
        error: { code: 'not_found', message },
        requestId: expect.any(String),
      });
    }
    expect((await t.request(`/api/content/${resource.id}`)).status).toBe(401);
  });

  it('accepts every stored type of a page kind', async () => {
    const active = await createItem(t.db, { type: 'active_research' });
    const collection = await createItem(t.db, { type: 'canvascollection' });
    const productCase = await createItem(t.db, { type: 'event', isPraxisCase: true });
    expect((await detail(active.id, '?type=research')).item.presentedType).toBe('active_research');
    expect((await detail(collection.id, '?type=canvas')).item.presentedType).toBe('canvas');
    expect((await detail(productCase.id, '?type=case-study')).item.presentedType).toBe('case-study');
    const asEvent = await t.request(`/api/content/${productCase.id}?type=event`, { cookie });
    expect(asEvent.status).toBe(404);
  });
});

describe('related content', () => {
  it('case study: up to 3 others, sharing a topic first, then the same industry, then any', async () => {
    const subject = await createItem(t.db, {
      type: 'case-study',
      topics: ['Measurement & ROI'],
      industry: 'Energy',
    });
    const both = await createItem(t.db, {
      type: 'case-study',
      topics: ['Measurement & ROI'],
      industry: 'Energy',
    });
    const topicOnly = await createItem(t.db, {
      type: 'case-study',
      topics: ['measurement & roi'],
      industry: 'Retail',
    });
    const industryOnly = await createItem(t.db, { type: 'case-study', topics: ['DEI'], industry: 'Energy' });
    await createItem(t.db, { type: 'case-study', topics: ['DEI'], industry: 'Retail' }); // newest, unrelated
    await createItem(t.db, { type: 'resource', topics: ['Measurement & ROI'], industry: 'Energy' });
    expect(await relatedIds(subject.id)).toEqual([both.id, topicOnly.id, industryOnly.id]);
  });

  it('case study: falls back to the newest case studies when nothing matches', async () => {
    const lonely = await createItem(t.db, {
      type: 'case-study',
      topics: ['Nothing alike'],
      industry: 'Nowhere',
    });
    const newest = await createItems(t.db, 3, { type: 'case-study', topics: ['Other'] });
    const productCase = await createItem(t.db, { type: 'event', isPraxisCase: true, topics: ['Other'] });
    expect(await relatedIds(lonely.id)).toEqual([productCase.id, newest[2]!.id, newest[1]!.id]);
  });

  it('event: up to 6 events sharing a topic in any case, most recent first', async () => {
    const subject = await createItem(t.db, { type: 'event', date: daysFromNow(3), topics: ['Onboarding'] });
    const matching = [];
    for (let d = 1; d <= 7; d++) {
      matching.push(
        await createItem(t.db, {
          type: 'event',
          date: daysFromNow(-d),
          topics: [d % 2 ? 'ONBOARDING' : 'Onboarding'],
        }),
      );
    }
    await createItem(t.db, { type: 'event', date: daysFromNow(30), topics: ['Coaching'] });
    await createItem(t.db, {
      type: 'event',
      isPraxisCase: true,
      date: daysFromNow(-1),
      topics: ['Onboarding'],
    });
    await createItem(t.db, { type: 'resource', topics: ['Onboarding'] });
    expect(await relatedIds(subject.id)).toEqual(matching.slice(0, 6).map((m) => m.id));
  });

  it('event: without a shared topic, the 3 latest events', async () => {
    const subject = await createItem(t.db, { type: 'event', date: daysFromNow(-400), topics: ['Unshared'] });
    const later = await createItem(t.db, { type: 'event', date: daysFromNow(200), topics: ['Coaching'] });
    const body = await detail(subject.id);
    expect(body.related).toHaveLength(3);
    expect(body.related[0]!.id).toBe(later.id);
    const dates = body.related.map((r) => Date.parse(r.date!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(body.related.every((r) => r.presentedType === 'event' && r.id !== subject.id)).toBe(true);
  });

  it('resource: up to 6 resources with its first topic, newest first', async () => {
    const subject = await createItem(t.db, { type: 'resource', topics: ['Digital Learning', 'Coaching'] });
    const same = await createItems(t.db, 7, {
      type: 'resource',
      topics: ['Change Management', 'digital learning'],
    });
    await createItem(t.db, { type: 'resource', topics: ['Coaching'] });
    await createItem(t.db, { type: 'case-study', topics: ['Digital Learning'] });
    expect(await relatedIds(subject.id)).toEqual(
      same
        .slice(1)
        .reverse()
        .map((r) => r.id),
    );
  });

  it('research and canvases have no related list', async () => {
    const research = await createItem(t.db, { type: 'research', topics: ['Coaching'] });
    const canvas = await createItem(t.db, { type: 'canvas', topics: ['Coaching'] });
    await createItems(t.db, 2, { type: 'research', topics: ['Coaching'] });
    await createItems(t.db, 2, { type: 'canvas', topics: ['Coaching'] });
    expect(await relatedIds(research.id)).toEqual([]);
    expect(await relatedIds(canvas.id)).toEqual([]);
  });
});

describe('GET /api/content/{id}/calendar.ics', () => {
  it('downloads a valid invite named after the event title, keeping the stored duration', async () => {
    const start = new Date(Math.floor(daysFromNow(9).getTime() / 60_000) * 60_000);
    const stored = buildIcs({ id: 'x', title: 'x', start, durationMinutes: 90 });
    const event = await createItem(t.db, {
      type: 'event',
      title: 'Q&A: design / build?',
      date: start,
      speaker: 'Ada Byron',
      blurb: 'Bring questions, e.g. about rubrics; and more.',
      calendarInvite: stored,
    });
    const body = await detail(event.id);
    expect(body.item.calendarInvite).toBe(`/api/content/${event.id}/calendar.ics`);

    const res = await t.request(body.item.calendarInvite!, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Q&A design build.ics"; filename*=UTF-8''Q%26A%20design%20build.ics`,
    );
    const ics = await res.text();
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const unfolded = ics.replace(/\r\n /g, '');
    const stamp = (d: Date) =>
      d
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    expect(unfolded).toContain(`DTSTART:${stamp(start)}\r\n`);
    expect(unfolded).toContain(`DTEND:${stamp(new Date(start.getTime() + 90 * 60_000))}\r\n`);
    expect(unfolded).toContain('SUMMARY:Q&A: design / build?\r\n');
    expect(unfolded).toContain(
      'DESCRIPTION:With Ada Byron. Bring questions\\, e.g. about rubrics\\; and more.\r\n',
    );
    expect(unfolded).toContain(`URL:http://localhost:3000/events/${event.id}\r\n`);
  });

  it('has no invite for past events or other content, and none for visitors', async () => {
    const past = await createItem(t.db, { type: 'event', date: daysFromNow(-1) });
    const resource = await createItem(t.db, { type: 'resource' });
    const upcoming = await createItem(t.db, { type: 'event', date: daysFromNow(1) });
    expect((await detail(past.id)).item.calendarInvite).toBeNull();
    expect((await t.request(`/api/content/${past.id}/calendar.ics`, { cookie })).status).toBe(404);
    const other = await t.request(`/api/content/${resource.id}/calendar.ics`, { cookie });
    expect(other.status).toBe(404);
    expect((await other.json()).error.message).toBe('Event not found');
    expect((await t.request(`/api/content/${upcoming.id}/calendar.ics`)).status).toBe(401);
    const ok = await t.request(`/api/content/${upcoming.id}/calendar.ics`, { cookie });
    // Without a stored invite the default hour applies; a bare title makes the file name.
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-disposition')).toContain(`filename="${upcoming.title}.ics"`);
  });
});

describe('blocks of the demo-like content', () => {
  it('returns the data of each block untouched (the client renders it as text)', async () => {
    const item = await createItem(t.db, { type: 'canvas' });
    const hostile = '<img src=x onerror=alert(1)>';
    await addBlocks(t.db, item.id, [
      { type: 'heading', data: { title: hostile } },
      { type: 'pdf', data: { url: '/files/canvases/x.pdf', title: 'Download' } },
    ]);
    const body = await detail(item.id, '?type=canvas');
    expect(body.blocks.map((b) => b.data)).toEqual([
      { title: hostile },
      { url: '/files/canvases/x.pdf', title: 'Download' },
    ]);
  });
});
