import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../src/shared/contract/admin-audit';
import type { Insight } from '../../src/shared/contract/admin-insight';
import type { AdminTeamDetail, AdminTeamList, TeamMove } from '../../src/shared/contract/admin-teams';
import {
  assessmentInstances,
  assessments,
  resourceViews,
  savedResources,
  searchMisses,
  teamMembers,
} from '../../src/server/db/schema';
import { recordView } from '../../src/server/features/content/views';
import { normalizeSearchQuery } from '../../src/server/features/search/misses';
import { createItem } from '../factories/content';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';
import { auditSentenceText } from '../../src/shared/domain/audit-log';

let t: TestApp;
let adminCookie: string;
let adminId: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const adm = await createMember(t.db, { role: 'admin', email: 'teams-admin@example.test' });
  adminCookie = await t.signIn(adm.email, adm.password);
  adminId = adm.id;
  const m = await createMember(t.db);
  memberCookie = await t.signIn(m.email, m.password);
});
afterAll(() => t.close());

const call = (method: string, path: string, json?: unknown, cookie = adminCookie) =>
  t.request(`/api/admin${path}`, { method, cookie, ...(json === undefined ? {} : { json }) });

describe('teams', () => {
  it('refuses visitors and members', async () => {
    expect((await t.request('/api/admin/teams')).status).toBe(401);
    expect((await call('GET', '/teams', undefined, memberCookie)).status).toBe(403);
    expect((await call('POST', '/teams', { name: 'X' }, memberCookie)).status).toBe(403);
  });

  it('lets only a super admin move an administrator, even oneself, into a team (whose results it opens)', async () => {
    const team = (await (await call('POST', '/teams', { name: 'Guarded' })).json()) as AdminTeamDetail;
    const [self] = await t.db
      .select({ id: teamMembers.userId })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, team.id));
    expect(self).toBeUndefined();
    const own = await call('PUT', `/teams/${team.id}/members/${adminId}`);
    expect(own.status).toBe(403);
    expect(((await own.json()) as { error: { message: string } }).error.message).toBe(
      'Only a super admin can move an administrator into or out of a team.',
    );
    const other = await createMember(t.db, { role: 'admin' });
    expect((await call('PUT', `/teams/${team.id}/members/${other.id}`)).status).toBe(403);
    expect(await t.db.select().from(teamMembers).where(eq(teamMembers.teamId, team.id))).toEqual([]);

    const sa = await createMember(t.db, { role: 'super_admin' });
    const saCookie = await t.signIn(sa.email, sa.password);
    expect((await call('PUT', `/teams/${team.id}/members/${other.id}`, undefined, saCookie)).status).toBe(
      200,
    );
    expect((await call('PUT', `/teams/${team.id}/members/${sa.id}`, undefined, saCookie)).status).toBe(200);
  });

  it('creates, renames, moves members between teams, counts self-assessments and deletes', async () => {
    const created = await call('POST', '/teams', { name: 'Red' });
    expect(created.status).toBe(201);
    const red = (await created.json()) as AdminTeamDetail;
    expect((await call('POST', '/teams', { name: 'Red' })).status).toBe(409);
    const blue = (await (await call('POST', '/teams', { name: 'Blue' })).json()) as AdminTeamDetail;
    expect((await call('PATCH', `/teams/${blue.id}`, { name: 'Red' })).status).toBe(409);
    const renamed = await call('PATCH', `/teams/${blue.id}`, { name: 'Navy' });
    expect(((await renamed.json()) as AdminTeamDetail).name).toBe('Navy');

    const a = await createMember(t.db);
    const b = await createMember(t.db);
    const first = (await (await call('PUT', `/teams/${red.id}/members/${a.id}`)).json()) as TeamMove;
    expect(first.movedFrom).toBeNull();
    await call('PUT', `/teams/${red.id}/members/${b.id}`);
    const moved = (await (await call('PUT', `/teams/${blue.id}/members/${a.id}`)).json()) as TeamMove;
    expect(moved.movedFrom).toEqual({ id: red.id, name: 'Red' });
    expect(await t.db.select().from(teamMembers).where(eq(teamMembers.userId, a.id))).toHaveLength(1);

    // b submits a self-assessment: Red's coverage is 1 of 1.
    const [assessment] = await t.db.insert(assessments).values({ name: 'Leadership' }).returning();
    await t.db.insert(assessmentInstances).values({
      assessmentId: assessment!.id,
      targetUserId: b.id,
      raterUserId: b.id,
      raterType: 'self',
      submittedAt: new Date(),
    });
    const list = (await (await call('GET', '/teams')).json()) as AdminTeamList;
    expect(list.items.find((x) => x.id === red.id)).toMatchObject({ memberCount: 1, selfAssessed: 1 });
    expect(list.items.find((x) => x.id === blue.id)).toMatchObject({ memberCount: 1, selfAssessed: 0 });

    const out = await call('DELETE', `/teams/${blue.id}/members/${a.id}`);
    expect(((await out.json()) as AdminTeamDetail).memberCount).toBe(0);
    expect((await call('DELETE', `/teams/${red.id}`)).status).toBe(200);
    expect((await call('GET', `/teams/${red.id}`)).status).toBe(404);

    const audit = (await (await call('GET', '/audit?targetType=team')).json()) as AuditPage;
    expect(audit.items.map((e) => e.action)).toEqual(
      expect.arrayContaining(['team.create', 'team.rename', 'team.delete']),
    );
    const moves = (await (
      await call('GET', `/audit?action=member.team.set&targetId=${a.id}`)
    ).json()) as AuditPage;
    expect(moves.total).toBe(3);
    expect(moves.items[0]).toMatchObject({ before: { team: 'Navy' }, after: { team: null } });
  });
});

describe('audit log', () => {
  it('filters by actor and period, and pages', async () => {
    const page = (await (await call('GET', '/audit?actor=teams-admin&pageSize=2')).json()) as AuditPage;
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(page.actions).toContain('team.create');
    const none = (await (await call('GET', '/audit?to=2000-01-01')).json()) as AuditPage;
    expect(none.total).toBe(0);
    expect((await call('GET', '/audit?from=yesterday')).status).toBe(400);
    expect((await call('GET', '/audit', undefined, memberCookie)).status).toBe(403);
  });

  it('names the administrator and the record, as the entry recorded it or else as it is now', async () => {
    const team = (await (await call('POST', '/teams', { name: 'Audit Named' })).json()) as AdminTeamDetail;
    await call('PATCH', `/teams/${team.id}`, { name: 'Audit Renamed' });
    const live = (await (await call('GET', `/audit?targetId=${team.id}`)).json()) as AuditPage;
    expect(live.items.map(auditSentenceText)).toEqual([
      'Test Member renamed the team Audit Named to Audit Renamed',
      'Test Member created the team Audit Named',
    ]);
    const moved = await createMember(t.db, { firstName: 'Jordan', lastName: 'Ellis' });
    await call('PUT', `/teams/${team.id}/members/${moved.id}`);
    const [move] = ((await (await call('GET', `/audit?targetId=${moved.id}`)).json()) as AuditPage).items;
    expect(auditSentenceText(move!)).toBe('Test Member moved Jordan Ellis into the team Audit Renamed');

    await call('DELETE', `/teams/${team.id}`);
    const gone = (await (await call('GET', `/audit?targetId=${team.id}`)).json()) as AuditPage;
    expect(gone.items.map((e) => [e.action, e.actorName, e.targetName])).toEqual([
      ['team.delete', 'Test Member', 'Audit Renamed'],
      ['team.rename', 'Test Member', 'Audit Renamed'],
      ['team.create', 'Test Member', 'Audit Named'],
    ]);
    expect(gone.actors).toContainEqual({ email: 'teams-admin@example.test', name: 'Test Member' });
  });
});

describe('insight', () => {
  it('counts searches that found nothing per day, normalized, without the member', async () => {
    expect(normalizeSearchQuery('  Quantum   KNITTING ')).toBe('quantum knitting');
    for (const q of ['Quantum knitting', 'quantum   knitting']) {
      const res = await t.request(`/api/search?q=${encodeURIComponent(q)}`, { cookie: memberCookie });
      expect(res.status).toBe(200);
    }
    const rows = await t.db.select().from(searchMisses);
    expect(rows).toEqual([
      { day: new Date().toISOString().slice(0, 10), query: 'quantum knitting', count: 2 },
    ]);
    const insight = (await (await call('GET', '/insight?days=7')).json()) as Insight;
    expect(insight.searchMisses).toEqual([{ query: 'quantum knitting', count: 2, days: 1 }]);
  });

  it('reports active members, most viewed and saved items and saves by type', async () => {
    const item = await createItem(t.db, { type: 'research', title: 'Insightful research' });
    const viewer = await createMember(t.db);
    await t.signIn(viewer.email, viewer.password);
    await recordView(t.db, { userId: viewer.id, resourceId: item.id });
    await t.db.insert(savedResources).values({ userId: viewer.id, resourceId: item.id });
    const res = await call('GET', '/insight?days=30');
    expect(res.status).toBe(200);
    const insight = (await res.json()) as Insight;
    expect(insight.activeMembers.last7).toBeGreaterThanOrEqual(3);
    expect(insight.mostViewed[0]).toMatchObject({ id: item.id, count: 1 });
    expect(insight.mostSaved[0]).toMatchObject({ id: item.id, count: 1 });
    expect(insight.savesByType).toEqual([{ type: 'research', count: 1 }]);
    expect((await call('GET', '/insight?days=12')).status).toBe(400);
  });

  it('sets the last 7 days beside the 7 before them', async () => {
    const before = ((await (await call('GET', '/insight')).json()) as Insight).weekOverWeek;
    const item = await createItem(t.db, { type: 'resource', title: 'Weekly' });
    const reader = await createMember(t.db);
    const daysAgo = (n: number) => new Date(Date.now() - n * 864e5);
    await t.db.insert(resourceViews).values([
      { userId: reader.id, resourceId: item.id, viewedAt: daysAgo(1) },
      { userId: reader.id, resourceId: item.id, viewedAt: daysAgo(2) },
      { userId: reader.id, resourceId: item.id, viewedAt: daysAgo(9) },
      { userId: reader.id, resourceId: item.id, viewedAt: daysAgo(20) },
    ]);
    await t.db.insert(searchMisses).values([
      { day: daysAgo(10).toISOString().slice(0, 10), query: 'older miss', count: 4 },
      { day: daysAgo(30).toISOString().slice(0, 10), query: 'much older miss', count: 9 },
    ]);
    const after = ((await (await call('GET', '/insight')).json()) as Insight).weekOverWeek;
    expect(after.views).toEqual({ current: before.views.current + 2, previous: before.views.previous + 1 });
    expect(after.missedSearches).toEqual({
      current: before.missedSearches.current,
      previous: before.missedSearches.previous + 4,
    });
    expect(after.newMembers.current).toBe(before.newMembers.current + 1);
    expect((await call('GET', '/insight', undefined, memberCookie)).status).toBe(403);
  });
});
