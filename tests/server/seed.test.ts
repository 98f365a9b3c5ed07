import { verifyPassword } from 'better-auth/crypto';
import { and, count, eq, gt, inArray, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import {
  accounts,
  assessmentInstances,
  assessments,
  collections,
  competencies,
  featureUpvotes,
  items,
  peerAverages,
  profiles,
  resourceBlocks,
  resources,
  responses,
  roadmapFeatures,
  roadmapStatusChanges,
  savedResources,
  teamAverages,
  teamMembers,
  teams,
  userFeedback,
  users,
} from '../../src/server/db/schema';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  isLibraryEmpty,
  resetDatabase,
  type SeedSummary,
  seedDemoLibrary,
  TOPICS,
} from '../../src/server/seed';
import { ownResults } from '../../src/server/features/assessment/results';
import { MIN_COMPARISON, peerAverageShown, teamResultsShown } from '../../src/shared/domain/assessment';
import { INDUSTRIES } from '../../src/shared/domain/vocabulary';
import { createEmptyDatabase } from '../setup/test-db';

const NOW = new Date('2026-03-15T10:00:00Z');

const CATEGORIES = {
  STRATEGIZING: ['Knowing the Business', 'Shaping the Strategy', 'Measuring Impact'],
  CONSULTING: ['Understanding Stakeholders', 'Co-creating Solutions', 'Enabling Action'],
  DESIGNING: ['Co-designing Experiences', 'Applying Learning Science', 'Using Technology'],
  IMPLEMENTING: ['Facilitating Learning', 'Promoting Initiatives', 'Managing Projects'],
  LEADING: ['Managing Performance', 'Developing Teams', 'Empowering People'],
};

let database: Database;
let summary: SeedSummary;

async function total(table: PgTable, where?: SQL) {
  const [row] = await database.db.select({ n: count() }).from(table).where(where);
  return row!.n;
}

beforeAll(async () => {
  database = await createEmptyDatabase({ embedded: true });
  await database.migrate();
  expect(await isLibraryEmpty(database.db)).toBe(true);
  summary = await seedDemoLibrary(database.db, { now: NOW });
});

afterAll(async () => {
  await database?.close();
});

describe('demo library seed', () => {
  it('reports what it inserted and is fast', async () => {
    expect(await isLibraryEmpty(database.db)).toBe(false);
    expect(summary.resources).toBe(await total(resources));
    expect(summary.durationMs).toBeLessThan(10_000);
  });

  it('has 60+ case studies with challenge, solution, results and ordered blocks', async () => {
    const rows = await database.db
      .select()
      .from(resources)
      .where(
        or(
          eq(resources.type, 'case-study'),
          and(eq(resources.type, 'event'), eq(resources.isPraxisCase, true)),
        ),
      );
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(rows.filter((r) => r.type === 'event').length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.industry)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((r) => r.headcount)).size).toBe(5);
    expect(rows.some((r) => r.pdfUrl)).toBe(true);
    for (const r of rows) {
      expect(r.title.length).toBeGreaterThan(10);
      expect(r.challenge && r.solution && r.results && r.blurb && r.source).toBeTruthy();
      expect(r.topics.length).toBeGreaterThanOrEqual(1);
      expect(r.topics.length).toBeLessThanOrEqual(3);
      for (const t of r.topics) expect(TOPICS).toContain(t);
    }
    const blocks = await database.db
      .select()
      .from(resourceBlocks)
      .where(eq(resourceBlocks.resourceId, rows[0]!.id))
      .orderBy(resourceBlocks.position);
    const headings = blocks.filter((b) => b.type === 'heading').map((b) => b.data.title);
    expect(headings).toEqual(expect.arrayContaining(['Challenge', 'Solution', 'Results']));
    expect(headings.indexOf('Challenge')).toBeLessThan(headings.indexOf('Results'));
    const kinds = new Set(
      (
        await database.db
          .select({ type: resourceBlocks.type })
          .from(resourceBlocks)
          .where(
            inArray(
              resourceBlocks.resourceId,
              rows.map((r) => r.id),
            ),
          )
      ).map((b) => b.type),
    );
    for (const k of ['heading', 'paragraph', 'list', 'image', 'pdf']) expect(kinds).toContain(k);
  });

  it('has 80+ resources mixing text, video and audio, with varied view counts', async () => {
    const rows = await database.db.select().from(resources).where(eq(resources.type, 'resource'));
    expect(rows.length).toBeGreaterThanOrEqual(80);
    const byContent = (c: string) => rows.filter((r) => r.contentType === c);
    expect(byContent('text').length).toBeGreaterThan(10);
    expect(byContent('framework').length).toBeGreaterThan(3);
    expect(byContent('video').length).toBeGreaterThan(5);
    expect(byContent('audio').length).toBeGreaterThan(5);
    for (const v of byContent('video')) expect(v.recordingUrl).toMatch(/youtube\.com|vimeo\.com|loom\.com/);
    for (const a of byContent('audio')) expect(a.url).toBeTruthy();
    const views = rows.map((r) => r.viewCount);
    expect(views).toContain(0);
    expect(views).toContain(1);
    expect(views.some((v) => v > 1000)).toBe(true);
    expect(views.some((v) => v > 1_000_000)).toBe(true);
  });

  it('has 30 events: 8+ upcoming with invites, the rest past with recordings', async () => {
    const events = await database.db
      .select()
      .from(resources)
      .where(and(eq(resources.type, 'event'), eq(resources.isPraxisCase, false)));
    expect(events.length).toBeGreaterThanOrEqual(30);
    const upcoming = events.filter((e) => e.date!.getTime() > NOW.getTime());
    const past = events.filter((e) => e.date!.getTime() <= NOW.getTime());
    expect(upcoming.length).toBeGreaterThanOrEqual(8);
    for (const e of upcoming) {
      expect(e.recordingUrl).toBeNull();
      expect(e.calendarInvite).toContain('BEGIN:VEVENT');
    }
    for (const e of past) {
      expect(e.recordingUrl).toMatch(/^https:\/\//);
      expect(e.speaker).toBeTruthy();
      expect(e.speakerPhotoUrl).toMatch(/^\/files\/covers\/speaker-[a-z0-9-]+\.svg$/);
    }
  });

  it('features res_837, res_832 and res_820 as past events with recordings', async () => {
    const rows = await database.db
      .select()
      .from(resources)
      .where(and(inArray(resources.id, ['res_837', 'res_832', 'res_820']), lte(resources.date, NOW)));
    expect(rows).toHaveLength(3);
    for (const r of rows) {
      expect(r.type).toBe('event');
      expect(r.recordingUrl).toBeTruthy();
    }
  });

  it('uses res_<number> ids and generated covers, with a few missing images', async () => {
    const rows = await database.db.select({ id: resources.id, imageUrl: resources.imageUrl }).from(resources);
    for (const r of rows) expect(r.id).toMatch(/^res_\d+$/);
    expect(rows.filter((r) => r.imageUrl === `/files/covers/${r.id}.svg`).length).toBeGreaterThan(
      rows.length * 0.9,
    );
    expect(rows.some((r) => r.imageUrl === 'x')).toBe(true);
    expect(rows.some((r) => r.imageUrl === null)).toBe(true);
  });

  it('has canvases with ordered blocks, untitled sections and PDF blocks', async () => {
    const rows = await database.db
      .select()
      .from(resources)
      .where(inArray(resources.type, ['canvas', 'canvascollection']));
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.filter((r) => r.type === 'canvascollection').length).toBeGreaterThanOrEqual(2);
    const blocks = await database.db
      .select()
      .from(resourceBlocks)
      .where(
        inArray(
          resourceBlocks.resourceId,
          rows.map((r) => r.id),
        ),
      );
    expect(blocks.some((b) => b.type === 'heading' && b.data.title === undefined)).toBe(true);
    const pdfs = blocks.filter((b) => b.type === 'pdf');
    expect(pdfs.length).toBeGreaterThanOrEqual(12);
    for (const p of pdfs) expect(p.data.url).toMatch(/^\/files\/canvases\/res_\d+\.pdf$/);
    for (const r of rows) expect(r.purpose).toBeTruthy();
  });

  it('has 15 research papers across years and one active research with a link', async () => {
    const papers = await database.db.select().from(resources).where(eq(resources.type, 'research'));
    expect(papers.length).toBeGreaterThanOrEqual(15);
    expect(new Set(papers.map((p) => p.year)).size).toBeGreaterThanOrEqual(5);
    for (const p of papers) {
      expect(p.pdfUrl).toBe(`/files/research/${p.id}.pdf`);
      expect(p.publisher).toBeTruthy();
    }
    const active = await database.db.select().from(resources).where(eq(resources.type, 'active_research'));
    expect(active).toHaveLength(1);
    expect(active[0]!.url).toMatch(/^https:\/\//);
    const level1 = await database.db
      .select({ n: count() })
      .from(resourceBlocks)
      .where(and(eq(resourceBlocks.resourceId, papers[0]!.id), sql`${resourceBlocks.data}->>'level' = '1'`));
    expect(level1[0]!.n).toBeGreaterThanOrEqual(2);
  });

  it('has one active assessment with 15 competencies × 5 levels and an item bank of 75+', async () => {
    const active = await database.db.select().from(assessments).where(eq(assessments.isActive, true));
    expect(active).toHaveLength(1);
    const comps = await database.db.select().from(competencies).orderBy(competencies.position);
    expect(comps).toHaveLength(15);
    const expected = Object.entries(CATEGORIES).flatMap(([category, names]) =>
      names.map((name) => ({ category, name })),
    );
    expect(comps.map((c) => ({ category: c.category, name: c.name }))).toEqual(expected);
    for (const c of comps) {
      expect(c.id).toBe(c.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
      expect(c.levels).toHaveLength(5);
      expect(c.description.length).toBeGreaterThan(20);
    }
    const bank = await database.db.select().from(items).where(eq(items.assessmentId, active[0]!.id));
    expect(bank.length).toBeGreaterThanOrEqual(75);
    for (const c of comps) {
      const mine = bank.filter((i) => i.competencyId === c.id);
      expect(mine.length).toBeGreaterThanOrEqual(5);
      expect(new Set(mine.map((i) => i.level))).toEqual(new Set([1, 2, 3, 4, 5]));
    }
    for (const i of bank) expect(i.prompt).toMatch(/\bI\b|\bmy\b|\bme\b/i);
  });

  it('has submitted self-assessments with full responses', async () => {
    const submitted = await database.db
      .select()
      .from(assessmentInstances)
      .where(and(eq(assessmentInstances.raterType, 'self'), isNotNull(assessmentInstances.submittedAt)));
    expect(submitted.length).toBeGreaterThanOrEqual(5);
    const n = await total(responses, eq(responses.instanceId, submitted[0]!.id));
    expect(n).toBe(await total(items));
  });

  it("shows member@praxis.test a peers' average (and the administrator who rated them), and teams their averages", async () => {
    const [member] = await database.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, 'member@praxis.test'));
    const [admin] = await database.db.select().from(profiles).where(eq(profiles.email, 'admin@praxis.test'));
    const results = await ownResults(database.db, { userId: member!.id, role: member!.role });
    expect(results.status === 'ready' && results.peers).toEqual({ raters: 4, shown: true, minimum: 3 });
    expect(results.status === 'ready' && results.competencies.every((c) => c.peers !== null)).toBe(true);
    const [published] = await database.db
      .select()
      .from(peerAverages)
      .where(eq(peerAverages.targetUserId, member!.id));
    expect(published!.raterIds).toContain(admin!.id);
    expect(peerAverageShown(published!.raterIds, admin!.id)).toBe(true);
    // The member's team (five self-assessments) has its averages published.
    const [team] = await database.db
      .select({ memberIds: teamAverages.memberIds })
      .from(teamAverages)
      .innerJoin(teamMembers, eq(teamMembers.teamId, teamAverages.teamId))
      .where(eq(teamMembers.userId, member!.id));
    expect(teamResultsShown(team!.memberIds, member!.id)).toBe(true);
  });

  it('has enough submitted members for percentiles among members, each counted under their industry', async () => {
    const submitted = await database.db
      .select({ industry: assessmentInstances.industry, profileIndustry: profiles.industry })
      .from(assessmentInstances)
      .innerJoin(profiles, eq(profiles.id, assessmentInstances.targetUserId))
      .where(and(eq(assessmentInstances.raterType, 'self'), isNotNull(assessmentInstances.submittedAt)));
    expect(submitted.length).toBeGreaterThanOrEqual(MIN_COMPARISON);
    for (const s of submitted) expect(s.industry).toBe(s.profileIndustry);
    const named = submitted.filter((s) => s.industry !== null);
    expect(named.length).toBeGreaterThan(submitted.length / 2);
    for (const s of named) expect(INDUSTRIES).toContain(s.industry);
  });

  it('has roadmap features in every status with upvotes and comments', async () => {
    const features = await database.db.select().from(roadmapFeatures);
    expect(features.length).toBeGreaterThanOrEqual(10);
    expect(new Set(features.map((f) => f.status))).toEqual(
      new Set(['idea', 'planned', 'on_hold', 'in_progress', 'implemented']),
    );
    expect(features.every((f) => f.isPublic)).toBe(true);
    expect(await total(featureUpvotes)).toBeGreaterThan(10);
  });

  it("counts every suggestion's author among its voters, and tells true statuses with the team's notes", async () => {
    const features = await database.db.select().from(roadmapFeatures);
    const votes = await database.db.select().from(featureUpvotes);
    const suggested = features.filter((f) => f.createdByUserId);
    expect(suggested.length).toBeGreaterThan(3);
    for (const f of suggested) {
      expect(votes.some((v) => v.featureId === f.id && v.userId === f.createdByUserId)).toBe(true);
    }
    const statusOf = (title: string) => features.find((f) => f.title === title)?.status;
    // Built: reminders of a rating request, the assistant's citations. Not built: a submission form.
    expect(statusOf('Peer rating reminders')).toBe('implemented');
    expect(statusOf('Assistant answers with citations')).toBe('implemented');
    expect(statusOf('Case study submission form')).not.toBe('implemented');
    const changes = await database.db.select().from(roadmapStatusChanges);
    expect(changes.length).toBeGreaterThanOrEqual(3);
    for (const c of changes) {
      const f = features.find((x) => x.id === c.featureId)!;
      expect(c.toStatus).toBe(f.status);
      expect(c.note?.length).toBeGreaterThan(20);
    }
  });

  it('has a year of survey answers for the NPS chart, from members who had joined, and form notes', async () => {
    const month = sql<string>`to_char(${userFeedback.createdAt} at time zone 'UTC', 'YYYY-MM')`;
    const byMonth = await database.db
      .select({ month, n: count() })
      .from(userFeedback)
      .where(eq(userFeedback.source, 'nps'))
      .groupBy(month)
      .orderBy(month);
    // Every one of the 12 months up to the seeding month has answers, none later.
    expect(byMonth.map((r) => r.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    for (const r of byMonth) expect(r.n).toBeGreaterThanOrEqual(5);
    expect(await total(userFeedback, gt(userFeedback.createdAt, NOW))).toBe(0);
    // Nobody answered before joining; every survey answer has a score, comments on a good share.
    const early = await database.db
      .select({ n: count() })
      .from(userFeedback)
      .innerJoin(users, eq(users.id, userFeedback.userId))
      .where(sql`${userFeedback.createdAt} < ${users.createdAt}`);
    expect(early[0]!.n).toBe(0);
    expect(
      await total(userFeedback, and(eq(userFeedback.source, 'nps'), sql`${userFeedback.score} is null`)),
    ).toBe(0);
    expect(await total(userFeedback, isNotNull(userFeedback.comment))).toBeGreaterThan(30);
    expect(await total(userFeedback, eq(userFeedback.source, 'manual'))).toBeGreaterThanOrEqual(3);
  });

  it('has 40 members with profiles, teams, roles and subscription states', async () => {
    expect(await total(users)).toBeGreaterThanOrEqual(40);
    expect(await total(profiles)).toBe(await total(users));
    expect(await total(teams)).toBeGreaterThanOrEqual(3);
    expect(await total(teamMembers)).toBeGreaterThan(9);
    const all = await database.db.select().from(profiles);
    const by = (email: string) => all.find((p) => p.email === email)!;
    for (const a of DEMO_ACCOUNTS) expect(by(a.email)).toBeDefined();
    expect(by('admin@praxis.test').role).toBe('admin');
    expect(by('superadmin@praxis.test').role).toBe('super_admin');
    expect(by('canceled@praxis.test').subscriptionStatus).toBe('canceled');
    expect(by('canceled@praxis.test').currentPeriodEnd!.getTime()).toBeLessThan(NOW.getTime());
    expect(by('lifetime@praxis.test').subscriptionStatus).toBe('lifetime');
    const wire = by('wire@praxis.test');
    expect([wire.subscriptionStatus, wire.stripeCustomerId, wire.currentPeriodEnd]).toEqual([
      'active',
      null,
      null,
    ]);
    const member = by('member@praxis.test');
    expect(member.subscriptionStatus).toBe('active');
    expect(member.currentPeriodEnd!.getTime()).toBeGreaterThan(NOW.getTime());
    expect(member.stripeCustomerId).toMatch(/^cus_demo_\d+$/);
    expect(all.filter((p) => !p.onboardingCompleted).length).toBeGreaterThanOrEqual(2);
    const [verified] = await database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.emailVerified, true));
    expect(verified!.n).toBe(all.length);
  });

  it('gives member@praxis.test saved items and collections', async () => {
    const [member] = await database.db.select().from(users).where(eq(users.email, 'member@praxis.test'));
    expect(await total(collections, eq(collections.userId, member!.id))).toBeGreaterThanOrEqual(2);
    const saved = await total(
      savedResources,
      and(eq(savedResources.userId, member!.id), sql`${savedResources.collectionId} is null`),
    );
    expect(saved).toBeGreaterThanOrEqual(5);
    expect(
      await total(
        savedResources,
        and(eq(savedResources.userId, member!.id), isNotNull(savedResources.collectionId)),
      ),
    ).toBeGreaterThan(0);
  });

  it('lets demo accounts sign in with the demo password', async () => {
    const rows = await database.db
      .select({
        password: accounts.password,
        providerId: accounts.providerId,
        accountId: accounts.accountId,
        userId: accounts.userId,
      })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, 'member@praxis.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.providerId).toBe('credential');
    expect(rows[0]!.accountId).toBe(rows[0]!.userId);
    expect(await verifyPassword({ hash: rows[0]!.password!, password: DEMO_PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash: rows[0]!.password!, password: 'wrong-password' })).toBe(false);
  });

  it('resets every table and can seed again', async () => {
    await resetDatabase(database.db);
    expect(await isLibraryEmpty(database.db)).toBe(true);
    expect(await total(users)).toBe(0);
    const again = await seedDemoLibrary(database.db, { now: NOW });
    expect(again.resources).toBe(summary.resources);
    expect(await total(resources, gt(resources.viewCount, -1))).toBe(summary.resources);
  });
});
