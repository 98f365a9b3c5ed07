import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  featureComments,
  profiles,
  roadmapFeatures,
  sessions,
  users,
} from '../../src/server/db/schema';
import type { AdminMemberDetail, AdminMemberPage, InviteReport } from '../../src/shared/contract/admin-members';
import { createMember, TEST_PASSWORD } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBank, addSubmission, daysAgo } from './assessment-fixtures';

let t: TestApp;
let superCookie: string;
let superId: string;
let adminCookie: string;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  const sup = await createMember(t.db, { role: 'super_admin', email: 'boss@example.test' });
  superId = sup.id;
  superCookie = await t.signIn(sup.email, sup.password);
  const adm = await createMember(t.db, { role: 'admin', email: 'helper@example.test' });
  adminId = adm.id;
  adminCookie = await t.signIn(adm.email, adm.password);
});
afterAll(() => t.close());

const post = (path: string, cookie: string, json?: unknown) =>
  t.request(`/api/admin${path}`, { method: 'POST', cookie, ...(json === undefined ? {} : { json }) });
const get = (path: string, cookie: string) => t.request(`/api/admin${path}`, { cookie });

async function detail(id: string, cookie = superCookie): Promise<AdminMemberDetail> {
  const res = await get(`/members/${id}`, cookie);
  expect(res.status).toBe(200);
  return res.json();
}

async function auditFor(id: string) {
  return t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, id));
}

describe('GET /api/admin/members', () => {
  it('refuses visitors (401) and members (403)', async () => {
    expect((await t.request('/api/admin/members')).status).toBe(401);
    const m = await createMember(t.db);
    const cookie = await t.signIn(m.email, m.password);
    expect((await get('/members', cookie)).status).toBe(403);
  });

  it('searches, filters by role, team and state, sorts and pages in the database', async () => {
    await createMember(t.db, {
      email: 'zed.one@filter.test',
      firstName: 'Zed',
      lastName: 'Alpha',
      teamName: 'Filterers',
    });
    await createMember(t.db, {
      email: 'zed.two@filter.test',
      firstName: 'Zed',
      lastName: 'Beta',
      subscriptionStatus: 'lifetime',
    });
    await createMember(t.db, {
      email: 'zed.three@filter.test',
      firstName: 'Zed',
      lastName: 'Gamma',
      subscriptionStatus: null,
    });

    const page = async (qs: string): Promise<AdminMemberPage> => {
      const res = await get(`/members?${qs}`, adminCookie);
      expect(res.status).toBe(200);
      return res.json();
    };
    const all = await page('q=filter.test&sort=name&dir=desc');
    expect(all.total).toBe(3);
    expect(all.items.map((i) => i.lastName)).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect((await page('q=filter.test&state=lifetime')).items.map((i) => i.lastName)).toEqual(['Beta']);
    expect((await page('q=filter.test&state=none')).items.map((i) => i.lastName)).toEqual(['Gamma']);
    const team = (await page('q=filter.test')).items.find((i) => i.lastName === 'Alpha')!.team!;
    expect((await page(`q=filter.test&team=${team.id}`)).items.map((i) => i.lastName)).toEqual(['Alpha']);
    expect((await page('q=filter.test&team=none')).total).toBe(2);
    const paged = await page('q=filter.test&pageSize=2&page=2');
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBe(3);
    expect((await page('role=super_admin')).items.map((i) => i.email)).toContain('boss@example.test');
    expect((await page('q=zed alpha')).items.map((i) => i.lastName)).toEqual(['Alpha']);
    expect((await page('q=filter.test&active=never')).total).toBe(3);
    expect((await page('q=boss&active=7d')).total).toBe(1);
  });

  it('rejects an unknown filter value', async () => {
    expect((await get('/members?state=gold', adminCookie)).status).toBe(400);
  });
});

describe('roles', () => {
  it('an admin cannot make an admin; a super admin can, and it is audited', async () => {
    const m = await createMember(t.db);
    const refused = await post(`/members/${m.id}/role`, adminCookie, { role: 'admin' });
    expect(refused.status).toBe(403);
    const made = await post(`/members/${m.id}/role`, superCookie, { role: 'admin' });
    expect(made.status).toBe(200);
    expect(((await made.json()) as AdminMemberDetail).role).toBe('admin');
    const [entry] = await auditFor(m.id);
    expect(entry).toMatchObject({
      action: 'member.role.set',
      before: { role: 'member' },
      after: { role: 'admin' },
    });
    // And now the admin may no longer be touched by another admin.
    expect((await post(`/members/${m.id}/deactivate`, adminCookie)).status).toBe(403);
  });

  it('an admin cannot act on a super admin', async () => {
    expect((await post(`/members/${superId}/deactivate`, adminCookie)).status).toBe(403);
    expect((await post(`/members/${superId}/subscription`, adminCookie, { kind: 'clear' })).status).toBe(403);
    const d = await detail(superId, adminCookie);
    expect(d.permissions.deactivate.allowed).toBe(false);
    expect(d.permissions.role.allowed).toBe(false);
  });

  it('nobody demotes, deactivates or deletes the last super admin', async () => {
    const res = await post(`/members/${superId}/role`, superCookie, { role: 'admin' });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/last super admin/);
    // With a second one, the first may step down.
    const other = await createMember(t.db, { role: 'super-admin' });
    const d = await detail(superId);
    expect(d.permissions.role.roles).toContain('admin');
    const otherCookie = await t.signIn(other.email, other.password);
    expect((await post(`/members/${other.id}/role`, superCookie, { role: 'member' })).status).toBe(200);
    // Back to one: the other (now a member) cannot do anything here.
    expect((await get('/members', otherCookie)).status).toBe(403);
    expect((await post(`/members/${superId}/role`, superCookie, { role: 'member' })).status).toBe(403);
  });
});

describe('deactivate and reactivate', () => {
  it('signs the member out everywhere, refuses sign-in with a clear message, keeps data', async () => {
    const m = await createMember(t.db, { firstName: 'Dee' });
    const cookie = await t.signIn(m.email, m.password);
    await t.signIn(m.email, m.password);
    expect((await t.request('/api/me', { cookie })).status).toBe(200);

    const res = await post(`/members/${m.id}/deactivate`, adminCookie);
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminMemberDetail).deactivated).toBe(true);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, m.id))).toHaveLength(0);
    expect((await t.request('/api/me', { cookie })).status).toBe(401);

    const signIn = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      json: { email: m.email, password: TEST_PASSWORD },
    });
    expect(signIn.status).toBe(403);
    expect(JSON.stringify(await signIn.json())).toMatch(/deactivated/);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, m.id));
    expect(profile?.firstName).toBe('Dee');

    expect((await post(`/members/${m.id}/reactivate`, adminCookie)).status).toBe(200);
    expect(await t.signIn(m.email, m.password)).toContain('=');
    expect((await auditFor(m.id)).map((e) => e.action).sort()).toEqual([
      'member.deactivate',
      'member.reactivate',
    ]);
  });

  it('an administrator cannot deactivate themselves', async () => {
    expect((await post(`/members/${adminId}/deactivate`, adminCookie)).status).toBe(403);
  });
});

describe('delete', () => {
  it('needs the email typed, removes personal data and keeps what they wrote anonymously', async () => {
    const m = await createMember(t.db, { email: 'leaving@example.test' });
    const [feature] = await t.db
      .insert(roadmapFeatures)
      .values({ title: 'Dark mode', description: 'Please', createdByUserId: m.id })
      .returning();
    await t.db.insert(featureComments).values({ featureId: feature!.id, userId: m.id, comment: 'Me too' });

    const wrong = await t.request(`/api/admin/members/${m.id}`, {
      method: 'DELETE',
      cookie: adminCookie,
      json: { confirmEmail: 'someone@example.test' },
    });
    expect(wrong.status).toBe(400);
    const res = await t.request(`/api/admin/members/${m.id}`, {
      method: 'DELETE',
      cookie: adminCookie,
      json: { confirmEmail: 'Leaving@Example.test' },
    });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, m.id))).toHaveLength(0);
    expect(await t.db.select().from(profiles).where(eq(profiles.id, m.id))).toHaveLength(0);
    const [kept] = await t.db
      .select()
      .from(featureComments)
      .where(eq(featureComments.featureId, feature!.id));
    expect(kept).toMatchObject({ comment: 'Me too', userId: null });
    const [keptFeature] = await t.db
      .select()
      .from(roadmapFeatures)
      .where(eq(roadmapFeatures.id, feature!.id));
    expect(keptFeature).toMatchObject({ title: 'Dark mode', createdByUserId: null });
    // Administrators still read the feedback, without an author.
    const feedback = await t.request(`/api/admin/roadmap/feedback?featureId=${feature!.id}`, {
      cookie: adminCookie,
    });
    expect((await feedback.json()).comments).toEqual([
      expect.objectContaining({ comment: 'Me too', author: null }),
    ]);
    const entries = await auditFor(m.id);
    expect(entries.map((e) => e.action)).toEqual(['member.delete']);
    expect(JSON.stringify(entries)).not.toContain('leaving');
  });
});

describe('POST /api/admin/invites', () => {
  it('invites each valid row and reports every row', async () => {
    await createMember(t.db, { email: 'taken@example.test' });
    const res = await post('/invites', adminCookie, {
      rows: [
        {
          line: 1,
          email: 'New.Person@example.test',
          firstName: 'New',
          lastName: 'Person',
          teamName: 'Blue',
          access: 'wire',
        },
        { line: 2, email: 'not-an-email', access: 'wire' },
        { line: 3, email: 'taken@example.test', access: 'lifetime' },
        { line: 4, email: 'other@example.test', access: 'gold' },
        { line: 5, email: 'second@example.test', access: 'stripe' },
      ],
      confirmNewTeams: true,
    });
    expect(res.status).toBe(200);
    const report = (await res.json()) as InviteReport;
    expect(report).toMatchObject({ invited: 2, failed: 3 });
    expect(report.rows.map((r) => [r.line, r.status])).toEqual([
      [1, 'invited'],
      [2, 'failed'],
      [3, 'failed'],
      [4, 'failed'],
      [5, 'invited'],
    ]);
    expect(report.rows[2]!.message).toMatch(/already has an account/);
    const [invited] = await t.db.select().from(profiles).where(eq(profiles.email, 'new.person@example.test'));
    const d = await detail(invited!.id);
    expect(d).toMatchObject({ invitePending: true, team: { name: 'Blue' }, subscriptionState: 'active' });
    expect(d.invite?.expired).toBe(false);
    const audit = await auditFor(invited!.id);
    expect(audit.map((a) => a.action)).toEqual(['member.invite']);
  });

  it('deleting an invited member scrubs their email from earlier audit entries', async () => {
    await post('/invites', adminCookie, {
      rows: [{ line: 1, email: 'scrub.me@example.test', access: 'wire' }],
    });
    const [p] = await t.db.select().from(profiles).where(eq(profiles.email, 'scrub.me@example.test'));
    const res = await t.request(`/api/admin/members/${p!.id}`, {
      method: 'DELETE',
      cookie: adminCookie,
      json: { confirmEmail: 'scrub.me@example.test' },
    });
    expect(res.status).toBe(200);
    const entries = await auditFor(p!.id);
    expect(entries.map((e) => e.action).sort()).toEqual(['member.delete', 'member.invite']);
    expect(JSON.stringify(entries)).not.toContain('scrub.me');
    expect(entries.find((e) => e.action === 'member.invite')?.after).toEqual({ access: 'wire', team: null });
  });

  it('resends and revokes an invite', async () => {
    await post('/invites', adminCookie, { rows: [{ line: 1, email: 'maybe@example.test', access: 'wire' }] });
    const [p] = await t.db.select().from(profiles).where(eq(profiles.email, 'maybe@example.test'));
    expect((await post(`/members/${p!.id}/invite/resend`, adminCookie)).status).toBe(200);
    expect((await post(`/members/${p!.id}/invite/revoke`, adminCookie)).status).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, p!.id))).toHaveLength(0);
    const actions = (await auditFor(p!.id)).map((a) => a.action).sort();
    expect(actions).toEqual(['member.invite', 'member.invite.resend', 'member.invite.revoke']);
    // Someone who accepted cannot be revoked.
    const m = await createMember(t.db);
    expect((await post(`/members/${m.id}/invite/revoke`, adminCookie)).status).toBe(409);
  });

  it('never revokes someone who has signed in, even without a password (an emailed link)', async () => {
    await post('/invites', adminCookie, {
      rows: [{ line: 1, email: 'link.only@example.test', access: 'wire' }],
    });
    const [p] = await t.db.select().from(profiles).where(eq(profiles.email, 'link.only@example.test'));
    // They came in by magic link: signed in, still no password.
    await t.db.update(profiles).set({ lastSignInAt: new Date() }).where(eq(profiles.id, p!.id));
    expect(await detail(p!.id)).toMatchObject({ invitePending: false });
    const res = await post(`/members/${p!.id}/invite/revoke`, adminCookie);
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(
      'This person has already signed in: this is no longer an invitation. Delete the account instead.',
    );
    expect(await t.db.select().from(users).where(eq(users.id, p!.id))).toHaveLength(1);
    const listed = (await (
      await get('/members?status=invited&q=link.only', adminCookie)
    ).json()) as AdminMemberPage;
    expect(listed.items).toEqual([]);
  });

  it("refuses a plain admin's invitation that would reset a pending administrator's membership and team", async () => {
    await post('/invites', superCookie, {
      rows: [{ line: 1, email: 'pending.admin@example.test', access: 'lifetime', teamName: 'Board' }],
      confirmNewTeams: true,
    });
    const [p] = await t.db.select().from(profiles).where(eq(profiles.email, 'pending.admin@example.test'));
    await t.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, p!.id));
    const before = await detail(p!.id);

    const res = await post('/invites', adminCookie, {
      rows: [{ line: 1, email: 'pending.admin@example.test', access: 'stripe', teamName: 'Elsewhere' }],
      confirmNewTeams: true,
    });
    expect(((await res.json()) as InviteReport).rows[0]).toMatchObject({
      status: 'failed',
      message: 'Only a super admin can change an administrator’s account.',
    });
    const after = await detail(p!.id);
    expect(after).toMatchObject({ team: before.team, subscriptionState: before.subscriptionState });
    expect((await auditFor(p!.id)).map((a) => a.action)).toEqual(['member.invite']);

    // A super admin may.
    const again = await post('/invites', superCookie, {
      rows: [{ line: 1, email: 'pending.admin@example.test', access: 'wire' }],
    });
    expect(((await again.json()) as InviteReport).rows[0]!.status).toBe('invited');
  });

  it('is the only invite route, and records the access each invitation grants', async () => {
    const old = await t.request('/api/invites', {
      method: 'POST',
      cookie: adminCookie,
      json: { email: 'side.door@example.test', access: 'lifetime' },
    });
    expect(old.status).toBe(404);
    expect(await t.db.select().from(profiles).where(eq(profiles.email, 'side.door@example.test'))).toEqual(
      [],
    );
    await post('/invites', adminCookie, {
      rows: [{ line: 1, email: 'front.door@example.test', access: 'lifetime' }],
    });
    const [p] = await t.db.select().from(profiles).where(eq(profiles.email, 'front.door@example.test'));
    const [entry] = await auditFor(p!.id);
    expect(entry).toMatchObject({
      action: 'member.invite',
      actorUserId: adminId,
      after: { access: 'lifetime' },
    });
  });
});

describe('member detail', () => {
  it('counts assessments without saying who rated whom, or when a rating was given', async () => {
    const bank = await addBank(t.db, 1);
    const team = 'Counted team';
    const rated = await createMember(t.db, { teamName: team });
    const [first, second] = [
      await createMember(t.db, { teamName: team }),
      await createMember(t.db, { teamName: team }),
    ];
    const selfAt = daysAgo(9);
    await addSubmission(t.db, bank, { target: rated.id, answers: 3, submittedAt: selfAt });
    // Rated by two teammates, one of them twice; the member rated one of them (the latest date).
    await addSubmission(t.db, bank, {
      target: rated.id,
      rater: first.id,
      mode: 'peer',
      answers: 2,
      submittedAt: daysAgo(5),
    });
    await addSubmission(t.db, bank, {
      target: rated.id,
      rater: first.id,
      mode: 'peer',
      answers: 4,
      submittedAt: daysAgo(4),
    });
    await addSubmission(t.db, bank, {
      target: rated.id,
      rater: second.id,
      mode: 'peer',
      answers: 5,
      submittedAt: daysAgo(3),
    });
    await addSubmission(t.db, bank, {
      target: first.id,
      rater: rated.id,
      mode: 'peer',
      answers: 5,
      submittedAt: daysAgo(1),
    });
    const d = await detail(rated.id);
    expect(d.assessments).toEqual({
      selfSubmitted: 1,
      peerSubmitted: 1,
      ratedBy: 2,
      lastSubmittedAt: selfAt.toISOString(),
    });
    // Nothing in the page names a rater or the member they rated.
    const text = JSON.stringify(d);
    for (const id of [first.id, second.id]) expect(text).not.toContain(id);
    expect((await detail(first.id)).assessments).toMatchObject({
      peerSubmitted: 2,
      ratedBy: 1,
      selfSubmitted: 0,
    });
  });

  it('shows a Stripe membership as managed by Stripe, and the last sign-in', async () => {
    const m = await createMember(t.db, {
      stripeCustomerId: 'cus_detail',
      currentPeriodEnd: new Date(Date.now() + 864e6),
    });
    await t.signIn(m.email, m.password);
    const d = await detail(m.id);
    expect(d.subscription.managedBy).toBe('stripe');
    expect(d.lastSignInAt).not.toBeNull();
    expect(d.assessments).toEqual({ selfSubmitted: 0, peerSubmitted: 0, ratedBy: 0, lastSubmittedAt: null });
    expect(
      await t.db
        .select()
        .from(profiles)
        .where(and(eq(profiles.id, m.id))),
    ).toHaveLength(1);
  });
});
