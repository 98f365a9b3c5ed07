import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  featureUpvotes,
  roadmapFeatures,
  roadmapStatusChanges,
} from '../../src/server/db/schema';
import type { AdminFeature, RoadmapFeature, RoadmapList } from '../../src/shared/contract/roadmap';
import { auditChanges, auditSentenceText } from '../../src/shared/domain/audit-log';
import { ROADMAP_MESSAGES, STATUS_NOTE_MAX } from '../../src/shared/domain/roadmap';
import { createMember } from '../factories/members';
import { startTestSmtp, type TestSmtp } from '../setup/smtp';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../setup/test-app';

/*
 * A status change with a note from the team: the note is kept with the change, shown with the
 * feature (its own page, the list, the console), quoted in the followers' mail (text and HTML,
 * escaped), whose link opens the feature itself; the audit log keeps the note with the change.
 */

let t: TestApp;
let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, APP_NAME: 'Praxis' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function signedIn(opts: Parameters<typeof createMember>[1] = {}) {
  const m = await createMember(t.db, { subscriptionStatus: 'lifetime', ...opts });
  return { ...m, cookie: await t.signIn(m.email, m.password) };
}

async function feature(title: string, values: Partial<typeof roadmapFeatures.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(roadmapFeatures)
    .values({ title, description: 'Useful.', status: 'planned', ...values })
    .returning();
  return row!;
}

async function json<T>(res: Response, status = 200): Promise<T> {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

const NOTE = 'We start with read-only sharing <b>this month</b> & "editing" after.';

describe('a status change with a note from the team', () => {
  it('is shown with the feature and quoted in the mail, whose link opens the feature', async () => {
    const admin = await signedIn({ role: 'admin' });
    const voter = await signedIn();
    const f = await feature('Shared reading lists');
    await t.db.insert(featureUpvotes).values({ featureId: f.id, userId: voter.id });

    const change = await json<{ changed: boolean; notified: number; feature: AdminFeature }>(
      await t.request(`/api/admin/roadmap/features/${f.id}/status`, {
        method: 'PUT',
        cookie: admin.cookie,
        json: { status: 'in_progress', note: `  ${NOTE}  ` },
      }),
    );
    expect(change).toMatchObject({ changed: true, notified: 1 });
    expect(change.feature).toMatchObject({ status: 'in_progress', statusNote: NOTE });
    expect(Date.parse(change.feature.statusChangedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const mail = await smtp.waitFor(voter.email);
    expect(mail.subject).toBe('Now in progress: Shared reading lists');
    expect(mail.text).toContain('A note from the Praxis team:');
    expect(mail.text).toContain(`> ${NOTE}`);
    // The HTML quotes the note as text: its markup is escaped, never rendered.
    expect(mail.html).toContain('We start with read-only sharing &#60;b&#62;this month&#60;/b&#62; &#38;');
    expect(mail.html).not.toContain('<b>this month</b>');
    const featureLink = `${TEST_ORIGIN}/roadmap/${f.id}`;
    expect(mail.links[0]).toBe(featureLink);
    expect(mail.html).toContain(`href="${featureLink}"`);

    // The link's page reads the feature, with the note, for the member.
    const page = await json<RoadmapFeature>(
      await t.request(`/api/roadmap/features/${f.id}`, { cookie: voter.cookie }),
    );
    expect(page).toMatchObject({
      id: f.id,
      status: 'in_progress',
      statusNote: NOTE,
      upvoteCount: 1,
      userUpvoted: true,
    });
    const listed = await json<RoadmapList>(
      await t.request('/api/roadmap/features', { cookie: voter.cookie }),
    );
    expect(listed.features.find((x) => x.id === f.id)?.statusNote).toBe(NOTE);

    // The log keeps the note with the change, and reads it as a sentence with the note beside it.
    const [entry] = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, f.id));
    expect(entry).toMatchObject({
      action: 'feature.status.change',
      before: { status: 'planned' },
      after: { status: 'in_progress', note: NOTE },
    });
    expect(
      auditSentenceText({
        action: entry!.action,
        actorName: 'Ana',
        targetName: f.title,
        before: entry!.before,
        after: entry!.after,
      }),
    ).toBe('Ana moved the roadmap feature Shared reading lists from Planned to In Progress');
    expect(auditChanges(entry!.before, entry!.after, entry!.action)).toEqual([
      { field: 'Status', before: 'Planned', after: 'In Progress' },
      { field: 'Note', after: NOTE },
    ]);
  });

  it('a later change without a note clears it; the history keeps every note', async () => {
    const admin = await signedIn({ role: 'admin' });
    const f = await feature('Calendar feed');
    const put = (body: object) =>
      t.request(`/api/admin/roadmap/features/${f.id}/status`, {
        method: 'PUT',
        cookie: admin.cookie,
        json: body,
      });
    await json(await put({ status: 'in_progress', note: 'Building it now.' }));
    const after = await json<{ feature: AdminFeature }>(await put({ status: 'on_hold', note: '   ' }));
    expect(after.feature.statusNote).toBeNull();
    const history = await t.db
      .select({ note: roadmapStatusChanges.note, to: roadmapStatusChanges.toStatus })
      .from(roadmapStatusChanges)
      .where(eq(roadmapStatusChanges.featureId, f.id));
    expect(history).toEqual(
      expect.arrayContaining([
        { note: 'Building it now.', to: 'in_progress' },
        { note: null, to: 'on_hold' },
      ]),
    );
    expect(history).toHaveLength(2);
  });

  it(`refuses a note over ${STATUS_NOTE_MAX} characters, changing nothing`, async () => {
    const admin = await signedIn({ role: 'admin' });
    const f = await feature('Offline listening');
    const res = await t.request(`/api/admin/roadmap/features/${f.id}/status`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { status: 'implemented', note: 'x'.repeat(STATUS_NOTE_MAX + 1) },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(ROADMAP_MESSAGES.statusNoteTooLong);
    const [row] = await t.db.select().from(roadmapFeatures).where(eq(roadmapFeatures.id, f.id));
    expect(row!.status).toBe('planned');
    const ok = await t.request(`/api/admin/roadmap/features/${f.id}/status`, {
      method: 'PUT',
      cookie: admin.cookie,
      json: { status: 'implemented', note: 'x'.repeat(STATUS_NOTE_MAX) },
    });
    expect(ok.status).toBe(200);
  });
});

describe("a feature's own page", () => {
  it('is for members, and a hidden or unknown feature is not found', async () => {
    const me = await signedIn();
    const shown = await feature('Mentor matching');
    const hidden = await feature('Secret plan', { isPublic: false });
    expect((await t.request(`/api/roadmap/features/${shown.id}`)).status).toBe(401);
    const lapsed = await signedIn({ subscriptionStatus: null });
    expect((await t.request(`/api/roadmap/features/${shown.id}`, { cookie: lapsed.cookie })).status).toBe(
      403,
    );
    expect(
      await json<RoadmapFeature>(await t.request(`/api/roadmap/features/${shown.id}`, { cookie: me.cookie })),
    ).toMatchObject({
      title: 'Mentor matching',
      statusNote: null,
      statusChangedAt: null,
      userUpvoted: false,
    });
    for (const id of [hidden.id, crypto.randomUUID(), 'not-a-uuid']) {
      const res = await t.request(`/api/roadmap/features/${id}`, { cookie: me.cookie });
      expect(res.status).toBe(404);
      expect(await res.text()).toContain(ROADMAP_MESSAGES.featureNotFound);
    }
    // The similar-features address stays what it was.
    expect((await t.request('/api/roadmap/features/similar?q=mentor', { cookie: me.cookie })).status).toBe(
      200,
    );
  });
});
