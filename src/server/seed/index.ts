import { hashPassword } from 'better-auth/crypto';
import { count, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { contentTypeFromMedia } from '../../shared/domain/content';
import { buildIcs } from '../../shared/domain/ics';
import { recountAssessment } from '../features/assessment/averages';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { installShippedBank } from '../features/assessment/bank/install';
import { installShippedVocabulary } from '../features/vocabulary/install';
import { loadBank } from '../features/assessment/service';
import {
  accounts,
  assessmentInstances,
  collections,
  featureComments,
  featureUpvotes,
  npsModalDisplays,
  profiles,
  resourceBlocks,
  resources,
  resourceViews,
  responses,
  roadmapFeatures,
  roadmapStatusChanges,
  savedResources,
  searchMisses,
  teamMembers,
  teams,
  userFeedback,
  users,
} from '../db/schema';
import { coverUrl, speakerPhotoUrl } from './blocks';
import { CANVASES } from './canvases';
import { CASE_STUDIES } from './case-studies';
import { EVENTS } from './events';
import { demoActivity } from './activity';
import { demoFeedback } from './feedback';
import { type Billing, industryOf, MEMBER_LIBRARY, MEMBERS, type MemberSource, TEAMS } from './members';
import { createRng, type Rng } from './random';
import { ACTIVE_RESEARCH, RESEARCH } from './research';
import { RESOURCES } from './resources';
import { ROADMAP } from './roadmap';
import type { SeedItem } from './types';

export type { SeedBlock, SeedItem } from './types';
export { HEADCOUNTS, INDUSTRIES, TOPICS } from '../../shared/domain/vocabulary';

import { DEMO_PASSWORD } from './accounts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { SURVEY_DUE_ACCOUNT } from './accounts';

/** Every content item of the demo library, in insertion order. */
export const DEMO_LIBRARY: SeedItem[] = [
  ...RESOURCES,
  ...CASE_STUDIES,
  ...EVENTS,
  ...CANVASES,
  ...RESEARCH,
  ACTIVE_RESEARCH,
];

export interface SeedSummary {
  resources: number;
  byType: Record<string, number>;
  caseStudies: number;
  upcomingEvents: number;
  blocks: number;
  members: number;
  teams: number;
  competencies: number;
  items: number;
  submittedAssessments: number;
  roadmapFeatures: number;
  savedItems: number;
  collections: number;
  durationMs: number;
}

const DAY = 86_400_000;
const BATCH = 500;

type ResourceInsert = typeof resources.$inferInsert;

/** Media type rule (video, audio, framework, else text), shared with the client. */
export const contentTypeFor = (mediaType: string | null | undefined): ResourceInsert['contentType'] =>
  contentTypeFromMedia(mediaType);

function eventDate(now: Date, dayOffset: number, hourUtc: number): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc));
  d.setUTCDate(d.getUTCDate() + dayOffset);
  return d;
}

export function toResourceRow(item: SeedItem, now: Date, index: number): ResourceInsert {
  const date = item.dayOffset === undefined ? null : eventDate(now, item.dayOffset, item.hourUtc ?? 16);
  const upcoming = date !== null && date.getTime() > now.getTime();
  // Distinct creation instants keep "Just added" ordering stable.
  const createdAt = new Date(now.getTime() - (item.addedDaysAgo ?? 30) * DAY - index * 60_000);
  return {
    id: item.id,
    type: item.type,
    title: item.title,
    blurb: item.blurb ?? null,
    description: item.description ?? null,
    topics: item.topics,
    industry: item.industry ?? null,
    headcount: item.headcount ?? null,
    source: item.source ?? null,
    imageUrl: item.image === undefined ? coverUrl(item.id) : item.image,
    mediaType: item.mediaType ?? null,
    contentType: contentTypeFor(item.mediaType),
    url: item.url ?? null,
    recordingUrl: item.recordingUrl ?? null,
    calendarInvite:
      date && upcoming && item.type === 'event'
        ? buildIcs(
            {
              id: item.id,
              title: item.title,
              description: item.speaker ? `With ${item.speaker}. ${item.blurb ?? ''}` : (item.blurb ?? ''),
              start: date,
              durationMinutes: item.durationMinutes ?? 60,
              location: 'Online (joining link sent to registered fellows)',
            },
            now,
          )
        : null,
    date,
    speaker: item.speaker ?? null,
    speakerPhotoUrl: item.speaker && item.speakerPhoto ? speakerPhotoUrl(item.speaker) : null,
    year: item.yearsAgo === undefined ? null : now.getUTCFullYear() - item.yearsAgo,
    publisher: item.publisher ?? null,
    pdfUrl: item.pdfUrl ?? null,
    purpose: item.purpose ?? null,
    isPraxisCase: item.isPraxisCase ?? false,
    challenge: item.challenge ?? null,
    solution: item.solution ?? null,
    results: item.results ?? null,
    viewCount: item.viewCount ?? 0,
    createdAt,
    updatedAt: createdAt,
  };
}

async function insertInBatches<T>(rows: T[], size: number, insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** True when the library has no content yet (the caller decides whether to seed). */
export async function isLibraryEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: resources.id }).from(resources).limit(1);
  return rows.length === 0;
}

/** Every table of the schema (app and auth). */
export function allTables(): PgTable[] {
  return Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
    is(value, PgTable),
  );
}

/** Empties every app and auth table (migrations bookkeeping is kept). */
export async function resetDatabase(db: Db): Promise<void> {
  const tables = allTables().map((t) => sql`${t}`);
  await db.execute(sql`TRUNCATE TABLE ${sql.join(tables, sql`, `)} RESTART IDENTITY CASCADE`);
}

function subscriptionFields(billing: Billing, n: number, now: Date, rng: Rng) {
  const future = () => new Date(now.getTime() + rng.int(5, 330) * DAY);
  switch (billing) {
    case 'card':
      return {
        subscriptionStatus: 'active',
        stripeCustomerId: `cus_demo_${n}`,
        currentPeriodEnd: future(),
        cancelAtPeriodEnd: false,
      };
    case 'card_canceling':
      return {
        subscriptionStatus: 'active',
        stripeCustomerId: `cus_demo_${n}`,
        currentPeriodEnd: new Date(now.getTime() + 12 * DAY),
        cancelAtPeriodEnd: true,
      };
    case 'wire':
      return {
        subscriptionStatus: 'active',
        stripeCustomerId: null,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
      };
    case 'canceled':
      return {
        subscriptionStatus: 'canceled',
        stripeCustomerId: `cus_demo_${n}`,
        currentPeriodEnd: new Date(now.getTime() - 20 * DAY),
        cancelAtPeriodEnd: false,
      };
    case 'lifetime':
      return {
        subscriptionStatus: 'lifetime',
        stripeCustomerId: null,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
      };
    case 'none':
      return {
        subscriptionStatus: null,
        stripeCustomerId: null,
        currentPeriodEnd: null,
        cancelAtPeriodEnd: false,
      };
  }
}

/**
 * Inserts the whole demo library in one transaction with bulk inserts. Not idempotent on its
 * own: call it on an empty database (see isLibraryEmpty) or after resetDatabase.
 */
export async function seedDemoLibrary(db: Db, opts: { now?: Date } = {}): Promise<SeedSummary> {
  const started = performance.now();
  const now = opts.now ?? new Date();
  const rng = createRng(20_260_101);
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  // ---- content ------------------------------------------------------------------------------
  const seen = new Set<string>();
  for (const item of DEMO_LIBRARY) {
    if (seen.has(item.id)) throw new Error(`Duplicate demo content id ${item.id}`);
    seen.add(item.id);
  }
  const resourceRows = DEMO_LIBRARY.map((item, i) => toResourceRow(item, now, i));
  const blockRows = DEMO_LIBRARY.flatMap((item) =>
    (item.blocks ?? []).map((b, position) => ({ resourceId: item.id, type: b.type, data: b.data, position })),
  );

  // ---- members --------------------------------------------------------------------------------
  const memberRows = MEMBERS.map((m, i) => ({ ...m, id: crypto.randomUUID(), n: i + 1 }));
  const byEmail = new Map(memberRows.map((m) => [m.email, m]));
  const activity = demoActivity(
    memberRows,
    resourceRows.map((r) => r.id),
    now,
  );
  const userOf = (email: string) => {
    const m = byEmail.get(email);
    if (!m) throw new Error(`Unknown demo member ${email}`);
    return m;
  };
  const joined = (m: MemberSource) => new Date(now.getTime() - m.joinedDaysAgo * DAY);
  const teamRows = Object.values(TEAMS).map((name, i) => ({
    id: crypto.randomUUID(),
    name,
    createdAt: new Date(now.getTime() - (500 - i * 30) * DAY),
  }));
  const teamIdByName = new Map<string, string>(teamRows.map((t) => [t.name, t.id]));

  // ---- assessment -------------------------------------------------------------------------------
  // The demo answers the bank every install has (the product's own, installed after migrating).
  await installShippedBank(db);
  await installShippedVocabulary(db);
  const bank = await loadBank(db);
  const assessmentId = bank.assessment.id;
  const itemRows = bank.competencies.flatMap((c) =>
    c.items.map((item) => ({ id: item.id, competencyId: c.id, level: item.level })),
  );
  const instanceRows: Array<typeof assessmentInstances.$inferInsert> = [];
  const responseRows: Array<typeof responses.$inferInsert> = [];
  const answer = (ability: Map<string, number>, item: (typeof itemRows)[number]) => {
    const theta = ability.get(item.competencyId) ?? 3;
    const raw = 3 + (theta - item.level) * 1.1 + (rng.next() - 0.5) * 1.2;
    return Math.min(5, Math.max(1, Math.round(raw)));
  };
  const abilityFor = () => new Map(bank.competencies.map((c) => [c.id, 1.8 + rng.next() * 2.8]));
  const addInstance = (
    target: (typeof memberRows)[number],
    rater: (typeof memberRows)[number],
    kind: 'self' | 'peer',
    submittedDaysAgo: number | null,
    answered = itemRows.length,
  ) => {
    const id = crypto.randomUUID();
    const createdAt = new Date(now.getTime() - ((submittedDaysAgo ?? 2) + 1) * DAY);
    instanceRows.push({
      id,
      assessmentId,
      targetUserId: target.id,
      raterUserId: rater.id,
      raterType: kind,
      teamId: target.team ? (teamIdByName.get(target.team) ?? null) : null,
      submittedAt: submittedDaysAgo === null ? null : new Date(now.getTime() - submittedDaysAgo * DAY),
      bankVersion: submittedDaysAgo === null ? null : bank.assessment.version,
      // A submitted self-assessment keeps the member's industry, as the submit statement does.
      industry: kind === 'self' && submittedDaysAgo !== null ? industryOf(target) : null,
      createdAt,
    });
    const ability = abilityFor();
    for (const item of itemRows.slice(0, answered)) {
      responseRows.push({
        instanceId: id,
        itemId: item.id,
        value: answer(ability, item),
        updatedAt: createdAt,
      });
    }
  };
  for (const m of memberRows) if (m.assessed) addInstance(m, m, 'self', rng.int(3, 120));
  const member = userOf('member@praxis.test');
  addInstance(member, userOf('admin@praxis.test'), 'peer', 14);
  addInstance(member, userOf('ben.carter@demo.praxis.test'), 'peer', 9);
  // Four raters: the member sees their teammates' average, and so does the administrator among
  // them (an average is shown only when it covers 3 raters other than the viewer).
  addInstance(member, userOf('chloe.nguyen@demo.praxis.test'), 'peer', 6);
  addInstance(member, userOf('fatima.zahra@demo.praxis.test'), 'peer', 3);
  // An unfinished self-assessment (reused when the member opens the assessment again).
  addInstance(
    userOf('liam.oconnor@demo.praxis.test'),
    userOf('liam.oconnor@demo.praxis.test'),
    'self',
    null,
    23,
  );

  // ---- roadmap ----------------------------------------------------------------------------------
  const featureRows = ROADMAP.map((f) => ({
    id: crypto.randomUUID(),
    title: f.title,
    description: f.description,
    status: f.status,
    isPublic: true,
    createdByUserId: f.suggestedBy ? userOf(f.suggestedBy).id : null,
    createdAt: new Date(now.getTime() - f.daysAgo * DAY),
    updatedAt: new Date(now.getTime() - Math.floor(f.daysAgo / 2) * DAY),
  }));
  // The author's vote is one of a suggestion's votes (cast when it was suggested): when the draw
  // missed the author, the author takes the last drawn place, so the count stays as written.
  const votersOf = (f: (typeof ROADMAP)[number]) => {
    const drawn = rng.sample(memberRows, Math.min(f.upvotes, memberRows.length)).map((m) => m.id);
    const author = f.suggestedBy ? userOf(f.suggestedBy).id : null;
    if (author && !drawn.includes(author)) drawn.splice(-1, 1, author);
    return drawn;
  };
  const upvoteRows = ROADMAP.flatMap((f, i) =>
    votersOf(f).map((userId) => {
      const drawnAt = new Date(now.getTime() - rng.int(0, f.daysAgo) * DAY);
      const feature = featureRows[i]!;
      return {
        featureId: feature.id,
        userId,
        createdAt: feature.createdByUserId === userId ? feature.createdAt : drawnAt,
      };
    }),
  );
  const statusChangeRows = ROADMAP.flatMap((f, i) =>
    f.statusChange
      ? [
          {
            featureId: featureRows[i]!.id,
            fromStatus: f.statusChange.from,
            toStatus: f.status,
            changedBy: userOf('admin@praxis.test').id,
            changedAt: new Date(now.getTime() - f.statusChange.daysAgo * DAY),
            note: f.statusChange.note,
          },
        ]
      : [],
  );
  const commentRows = ROADMAP.flatMap((f, i) =>
    f.comments.map((c, j) => ({
      featureId: featureRows[i]!.id,
      userId: userOf(c.by).id,
      comment: c.comment,
      createdAt: new Date(now.getTime() - Math.max(0, f.daysAgo - 3 - j * 2) * DAY),
    })),
  );

  // ---- saved items and collections ------------------------------------------------------------
  const collectionRows = MEMBER_LIBRARY.collections.map((c, i) => ({
    id: crypto.randomUUID(),
    userId: member.id,
    name: c.name,
    createdAt: new Date(now.getTime() - (60 - i * 15) * DAY),
  }));
  const savedRows: Array<typeof savedResources.$inferInsert> = MEMBER_LIBRARY.saved.map((resourceId, i) => ({
    userId: member.id,
    resourceId,
    collectionId: null,
    savedAt: new Date(now.getTime() - i * 2.5 * DAY - 3_600_000),
  }));
  MEMBER_LIBRARY.collections.forEach((c, ci) => {
    c.items.forEach((resourceId, i) => {
      savedRows.push({
        userId: member.id,
        resourceId,
        collectionId: collectionRows[ci]!.id,
        savedAt: new Date(now.getTime() - (50 - ci * 15 - i) * DAY),
      });
    });
  });
  const savable = resourceRows.filter((r) => !(r.type === 'event' && r.calendarInvite));
  for (const m of memberRows) {
    if (m.email === member.email) continue;
    for (const r of rng.sample(savable, rng.int(0, 6))) {
      savedRows.push({
        userId: m.id,
        resourceId: r.id,
        collectionId: null,
        savedAt: new Date(now.getTime() - rng.int(1, 90) * DAY),
      });
    }
  }
  for (const id of MEMBER_LIBRARY.saved.concat(MEMBER_LIBRARY.collections.flatMap((c) => c.items))) {
    if (!seen.has(id)) throw new Error(`Saved demo item ${id} is not in the library`);
  }

  const feedbackRows: Array<typeof userFeedback.$inferInsert> = [
    {
      email: 'member@praxis.test',
      score: 9,
      comment: 'The case studies are exactly what I needed for our onboarding redesign.',
    },
    {
      email: 'maya.lindqvist@demo.praxis.test',
      score: 10,
      comment: 'The AI sessions have been the most useful part of the fellowship this year.',
    },
    {
      email: 'noah.adams@demo.praxis.test',
      score: 7,
      comment: 'More sales enablement content would be great.',
    },
    { email: 'mei.chen@demo.praxis.test', score: 8, comment: null },
    {
      email: 'lena.fischer@demo.praxis.test',
      score: 6,
      comment: 'Search could be faster at finding older recordings.',
    },
  ].map((f, i) => ({
    userId: userOf(f.email).id,
    source: 'nps' as const,
    score: f.score,
    comment: f.comment,
    sessionId: `demo-session-${i + 1}`,
    createdAt: new Date(now.getTime() - (40 - i * 7) * DAY),
  }));
  // The accounts a demo is given were shown the satisfaction survey a few days ago: a presenter (or
  // a browser journey) is not interrupted by it. One of them is the exception, to show the survey:
  // last shown 45 days ago and never answered since. The other demo members follow the usual rule.
  const surveyDisplayRows = MEMBERS.filter((m) => m.email.endsWith('@praxis.test')).map((m, i) => ({
    userId: userOf(m.email).id,
    sessionId: `demo-display-${i + 1}`,
    pageUrl: '/',
    displayedAt: new Date(now.getTime() - (m.email === SURVEY_DUE_ACCOUNT ? 45 : 5) * DAY),
  }));
  // A year of survey answers from the members who had finished onboarding, for the NPS chart.
  feedbackRows.push(
    ...demoFeedback(
      memberRows.filter((m) => m.onboarded !== false && m.email !== SURVEY_DUE_ACCOUNT),
      now,
    ),
  );

  await db.transaction(async (tx) => {
    await insertInBatches(resourceRows, BATCH, (b) => tx.insert(resources).values(b));
    await insertInBatches(blockRows, BATCH, (b) => tx.insert(resourceBlocks).values(b));

    await tx.insert(users).values(
      memberRows.map((m) => ({
        id: m.id,
        name: `${m.firstName} ${m.lastName}`,
        email: m.email,
        emailVerified: true,
        passwordSet: true,
        createdAt: joined(m),
        updatedAt: joined(m),
      })),
    );
    await tx.insert(accounts).values(
      memberRows.map((m) => ({
        accountId: m.id,
        providerId: 'credential',
        userId: m.id,
        password: passwordHash,
        createdAt: joined(m),
        updatedAt: joined(m),
      })),
    );
    await tx.insert(profiles).values(
      memberRows.map((m) => ({
        id: m.id,
        email: m.email,
        firstName: m.firstName,
        lastName: m.lastName,
        title: m.title,
        company: m.company,
        industry: industryOf(m),
        role: m.role ?? 'member',
        onboardingCompleted: m.onboarded ?? true,
        onboardingStep: m.onboarded === false ? 0 : 5,
        ...subscriptionFields(m.billing, m.n, now, rng),
        billingSyncedAt: m.billing === 'card' || m.billing === 'canceled' ? joined(m) : null,
        // Members of some standing have been welcomed long ago; the newcomer is still to be.
        welcomedAt: m.onboarded === false ? null : joined(m),
        lastSignInAt: activity.lastActive.get(m.id) ?? null,
        createdAt: joined(m),
        updatedAt: joined(m),
      })),
    );
    await tx.insert(teams).values(teamRows);
    await tx
      .insert(teamMembers)
      .values(
        memberRows
          .filter((m) => m.team)
          .map((m) => ({ teamId: teamIdByName.get(m.team!)!, userId: m.id, joinedAt: joined(m) })),
      );

    await tx.insert(assessmentInstances).values(instanceRows);
    await insertInBatches(responseRows, 1000, (b) => tx.insert(responses).values(b));
    // Submissions written directly: store their scores, count the population and publish the
    // peers' and team averages (averages.ts).
    await recountAssessment(tx, assessmentId);

    await tx.insert(roadmapFeatures).values(featureRows);
    await tx.insert(featureUpvotes).values(upvoteRows);
    await tx.insert(featureComments).values(commentRows);
    await tx.insert(roadmapStatusChanges).values(statusChangeRows);

    await tx.insert(collections).values(collectionRows);
    await insertInBatches(savedRows, BATCH, (b) => tx.insert(savedResources).values(b));
    await insertInBatches(feedbackRows, BATCH, (b) => tx.insert(userFeedback).values(b));
    await tx.insert(npsModalDisplays).values(surveyDisplayRows);
    await insertInBatches(activity.views, BATCH, (b) => tx.insert(resourceViews).values(b));
    await tx.insert(searchMisses).values(activity.misses);
  });

  const byType: Record<string, number> = {};
  for (const r of resourceRows) byType[r.type!] = (byType[r.type!] ?? 0) + 1;
  return {
    resources: resourceRows.length,
    byType,
    caseStudies: resourceRows.filter((r) => r.type === 'case-study' || (r.type === 'event' && r.isPraxisCase))
      .length,
    upcomingEvents: resourceRows.filter(
      (r) => r.type === 'event' && r.date && r.date.getTime() > now.getTime(),
    ).length,
    blocks: blockRows.length,
    members: memberRows.length,
    teams: teamRows.length,
    competencies: bank.competencies.length,
    items: itemRows.length,
    submittedAssessments: instanceRows.filter((i) => i.submittedAt && i.raterType === 'self').length,
    roadmapFeatures: featureRows.length,
    savedItems: savedRows.length,
    collections: collectionRows.length,
    durationMs: Math.round(performance.now() - started),
  };
}

/** Row counts of the main tables (used by the CLI and the bench to report what a database holds). */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const tables = {
    resources,
    resourceBlocks,
    users,
    profiles,
    teams,
    savedResources,
    collections,
    responses,
  };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}
