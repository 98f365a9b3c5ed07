import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItems, addSaved, as, daysFromNow, signedInMember } from '../relevance/fixtures';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Upcoming events are the newest additions, so "Just added" must skip them explicitly.
  await addItems(t.db, [
    ...[8, 3, 1, 5, 2, 7, 4, 6].map((d) => ({
      id: `hm_up_${d}`,
      type: 'event' as const,
      title: `Upcoming in ${d} days`,
      date: daysFromNow(d),
      createdAt: daysFromNow(-0.1 * d),
    })),
    { id: 'hm_past', type: 'event', title: 'Past event', date: daysFromNow(-2), createdAt: daysFromNow(-1) },
    { id: 'hm_new', title: 'Newest resource', createdAt: daysFromNow(-2) },
    { id: 'hm_case', type: 'case-study', title: 'Case', createdAt: daysFromNow(-3) },
    { id: 'hm_old', title: 'Older resource', createdAt: daysFromNow(-30) },
    { id: 'hm_oldest', type: 'canvas', title: 'Oldest canvas', createdAt: daysFromNow(-60) },
  ]);
});
afterAll(async () => {
  await t.close();
});

const ids = (items: Array<{ id: string }>) => items.map((i) => i.id);

describe('GET /api/home', () => {
  it('needs a session', async () => {
    expect((await t.request('/api/home')).status).toBe(401);
  });

  it('returns the three sections in one answer, each in its order and size', async () => {
    const m = await signedInMember(t);
    await addSaved(t.db, [
      { userId: m.id, resourceId: 'hm_old', savedAt: daysFromNow(-5) },
      { userId: m.id, resourceId: 'hm_oldest', savedAt: daysFromNow(-1) },
      { userId: m.id, resourceId: 'hm_case', savedAt: daysFromNow(-3) },
      { userId: m.id, resourceId: 'hm_past', savedAt: daysFromNow(-9) },
    ]);
    const res = await as(t, m).get('/api/home');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['justAdded', 'recentlySaved', 'upcomingEvents']);
    expect(ids(res.body.upcomingEvents)).toEqual([1, 2, 3, 4, 5, 6].map((d) => `hm_up_${d}`));
    expect(res.body.upcomingEvents.every((e: { timeline: string }) => e.timeline === 'upcoming')).toBe(true);
    expect(ids(res.body.justAdded)).toEqual(['hm_past', 'hm_new', 'hm_case']);
    expect(ids(res.body.recentlySaved)).toEqual(['hm_oldest', 'hm_case', 'hm_old']);
    expect(res.body.recentlySaved.every((c: { isSaved: boolean }) => c.isSaved)).toBe(true);
    // isSaved is right on every card: hm_past and hm_case are saved, hm_new is not.
    const justAdded = Object.fromEntries(
      res.body.justAdded.map((c: { id: string; isSaved: boolean }) => [c.id, c.isSaved]),
    );
    expect(justAdded).toEqual({ hm_past: true, hm_new: false, hm_case: true });
  });

  it('follows saves and unsaves: the newest save leads, a removed one is refilled from the library', async () => {
    const m = await signedInMember(t);
    const api = as(t, m);
    await addSaved(t.db, [
      { userId: m.id, resourceId: 'hm_old', savedAt: daysFromNow(-5) },
      { userId: m.id, resourceId: 'hm_oldest', savedAt: daysFromNow(-4) },
      { userId: m.id, resourceId: 'hm_case', savedAt: daysFromNow(-3) },
      { userId: m.id, resourceId: 'hm_past', savedAt: daysFromNow(-2) },
    ]);
    const recent = async () => ids((await api.get('/api/home')).body.recentlySaved);
    expect(await recent()).toEqual(['hm_past', 'hm_case', 'hm_oldest']);
    await api.post('/api/saved', { resourceId: 'hm_new' });
    expect(await recent()).toEqual(['hm_new', 'hm_past', 'hm_case']);
    await api.delete('/api/saved/hm_past');
    expect(await recent()).toEqual(['hm_new', 'hm_case', 'hm_oldest']);
    const justAdded = (await api.get('/api/home')).body.justAdded;
    expect(justAdded.find((c: { id: string }) => c.id === 'hm_new').isSaved).toBe(true);
    expect(justAdded.find((c: { id: string }) => c.id === 'hm_past').isSaved).toBe(false);
  });

  it('has an empty "Recently saved" for a member who saved nothing', async () => {
    const res = await as(t, await signedInMember(t)).get('/api/home');
    expect(res.body.recentlySaved).toEqual([]);
    expect(res.body.justAdded).toHaveLength(3);
  });
});
