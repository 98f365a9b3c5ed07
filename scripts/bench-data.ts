/**
 * Generates a large synthetic library and membership for load and query benchmarks.
 *
 *   npm run bench:data -- --resources 50000 --members 10000 [--database-url URL | --data-dir DIR]
 *                         [--seed 42] [--batch 1000] [--assessed 0.2] [--ratings 0]
 *
 * Database: --database-url, else DATABASE_URL, else the embedded PGlite in `<data-dir>/pglite`
 * (--data-dir, else DATA_DIR, else ./data), locked first. Migrations run first; an empty database
 * gets the demo library too (it provides the assessment and the demo accounts).
 *
 * Deterministic: the same --seed gives the same data. Ids derive from the row number
 * (content `res_<1000000+n>`, members `bench.member.<n>@bench.praxis.test`), and every insert
 * skips rows that already exist, so a second run adds only what is missing.
 */
import 'dotenv/config';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hashPassword } from 'better-auth/crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../src/server/db/client';
import { acquireDataLock, DataFolderLockedError } from '../src/server/db/data-lock';
import {
  accounts,
  assessmentInstances,
  assessments,
  collections,
  items,
  profiles,
  resourceBlocks,
  resources,
  responses,
  savedResources,
  teamMembers,
  teams,
  users,
} from '../src/server/db/schema';
import {
  contentTypeFor,
  countRows,
  DEMO_PASSWORD,
  HEADCOUNTS,
  INDUSTRIES,
  isLibraryEmpty,
  seedDemoLibrary,
  TOPICS,
} from '../src/server/seed';
import { coverUrl, slugify } from '../src/server/seed/blocks';
import { createRng, type Rng } from '../src/server/seed/random';
import { recountAssessment } from '../src/server/features/assessment/averages';

const DAY = 86_400_000;
const ID_BASE = 1_000_000;

// ---------------------------------------------------------------------------------------------
// Arguments

const { values: args } = parseArgs({
  options: {
    resources: { type: 'string', default: '50000' },
    members: { type: 'string', default: '10000' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    seed: { type: 'string', default: '42' },
    batch: { type: 'string', default: '1000' },
    assessed: { type: 'string', default: '0.2' },
    ratings: { type: 'string', default: '0' },
    help: { type: 'boolean', default: false },
  },
  allowPositionals: false,
});

function positiveInt(name: string, value: string | undefined, min = 0): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be an integer >= ${min} (got ${value})`);
    process.exit(2);
  }
  return n;
}

// ---------------------------------------------------------------------------------------------
// Word lists

const TOPIC_SUBJECTS: Record<(typeof TOPICS)[number], string[]> = {
  'Leadership Development': [
    'first-line managers',
    'leadership pipelines',
    'executive presence',
    'leading hybrid teams',
    'new manager transitions',
    'senior leadership programmes',
  ],
  Onboarding: [
    'onboarding for remote hires',
    'the first 90 days',
    'manager-led onboarding',
    'graduate induction',
    'pre-boarding',
    'buddy programmes',
  ],
  'Learning Culture': [
    'learning rituals',
    'psychological safety',
    'communities of practice',
    'learning from incidents',
    'curiosity at work',
    'peer learning',
  ],
  'AI in L&D': [
    'AI practice partners',
    'generative AI for designers',
    'AI literacy',
    'AI governance for learning teams',
    'AI-assisted content production',
    'learning assistants',
  ],
  'Measurement & ROI': [
    'learning analytics',
    'business impact evaluation',
    'behaviour change measurement',
    'the business case for learning',
    'L&D dashboards',
    'comparison groups',
  ],
  'Skills & Capabilities': [
    'skills taxonomies',
    'internal mobility',
    'reskilling pathways',
    'skills-based hiring',
    'capability frameworks',
    'skills inventories',
  ],
  Coaching: [
    'internal coaching pools',
    'manager as coach',
    'peer coaching circles',
    'coaching supervision',
    'goal attainment scaling',
    'mentoring programmes',
  ],
  'Digital Learning': [
    'microlearning',
    'scenario-based e-learning',
    'virtual facilitation',
    'learning in the flow of work',
    'accessible digital learning',
    'spaced practice',
  ],
  Performance: [
    'performance consulting',
    'job aids',
    'feedback conversations',
    'quarterly growth conversations',
    'calibration',
    'frontline performance',
  ],
  'Change Management': [
    'change readiness',
    'manager briefings',
    'merger integration',
    'system go-lives',
    'change fatigue',
    'stakeholder alignment',
  ],
  DEI: [
    'inclusive talent reviews',
    'sponsorship programmes',
    'inclusive design',
    'neuroinclusive onboarding',
    'fair promotion processes',
    'reciprocal mentoring',
  ],
  'Sales Enablement': [
    'sales onboarding bootcamps',
    'call review coaching',
    'certification gates',
    'deal-stage playbooks',
    'discovery skills',
    'enablement metrics',
  ],
};
const RESOURCE_OPENERS = [
  'A practical guide to',
  'Five lessons on',
  'Rethinking',
  'The case for',
  'Getting started with',
  'What works in',
  'Ten questions about',
  'Designing',
  'Measuring',
  'Scaling',
  'Common mistakes in',
  'A field guide to',
];
const AUDIENCES = [
  'frontline teams',
  'new managers',
  'remote teams',
  'shift workers',
  'senior leaders',
  'sales teams',
  'clinicians',
  'engineers',
  'small L&D teams',
  'global teams',
];
const COMPANY_A = [
  'North',
  'Blue',
  'Silver',
  'Oak',
  'Harbour',
  'Summit',
  'Iron',
  'Clear',
  'Bright',
  'Stone',
  'Willow',
  'Copper',
  'Amber',
  'Falcon',
  'Meadow',
  'River',
];
const COMPANY_B = [
  'field',
  'ridge',
  'gate',
  'wave',
  'line',
  'point',
  'bridge',
  'stack',
  'works',
  'vale',
  'mark',
  'crest',
];
const COMPANY_C = [
  ' Group',
  ' Health',
  ' Bank',
  ' Systems',
  ' Retail',
  ' Energy',
  '',
  ' Partners',
  ' Logistics',
  ' Insurance',
];
const ACHIEVEMENTS = [
  'cut time to competence by {n}%',
  'built a coaching culture',
  'rebuilt {subject}',
  'proved the value of {subject}',
  'scaled {subject} across {m} sites',
  'doubled internal mobility',
  'reduced early attrition by {n}%',
  'made {subject} stick',
];
const EVENT_FORMATS = [
  'Fellows Roundtable',
  'Masterclass',
  'Live Q&A',
  'Workshop',
  'Case Clinic',
  'Panel',
  'Deep Dive',
  'Show and Tell',
];
const RESEARCH_KINDS = [
  'Benchmark Report',
  'Survey Findings',
  'Field Study',
  'Evidence Review',
  'Practitioner Study',
];
const PUBLISHERS = [
  'Praxis Research',
  'Institute for Workplace Learning',
  'L&D Benchmark Consortium',
  'Northbridge University Centre for Learning at Work',
  'Capability Quarterly Research',
];
const SOURCES = [
  'Praxis Editorial',
  'Praxis Fellows',
  'Praxis Sessions',
  'Capability Quarterly',
  'The Learning Ledger',
  'The Practice Room podcast',
];
const FIRST_NAMES = [
  'Alex',
  'Sam',
  'Jordan',
  'Priya',
  'Chen',
  'Amara',
  'Lucas',
  'Sofia',
  'Kenji',
  'Fatima',
  'Noah',
  'Isla',
  'Mateo',
  'Zara',
  'Oliver',
  'Leila',
  'Tomás',
  'Hana',
  'Kwame',
  'Elena',
  'Ravi',
  'Mia',
  'Jonas',
  'Aisha',
  'Liam',
  'Yuki',
  'Grace',
  'Diego',
  'Nadia',
  'Owen',
];
const LAST_NAMES = [
  'Smith',
  'Okafor',
  'Lindqvist',
  'Nguyen',
  'García',
  'Müller',
  'Rossi',
  'Kim',
  'Patel',
  'Haddad',
  'Mensah',
  'Dubois',
  'Novak',
  'Silva',
  'Watanabe',
  'Brennan',
  'Fischer',
  'Adeyemi',
  'Holm',
  'Reyes',
  'Ahmed',
  'Kowalski',
  'Osei',
  'Marchetti',
  "O'Connor",
];
const JOB_TITLES = [
  'Learning Designer',
  'L&D Manager',
  'Head of Learning',
  'Learning Experience Designer',
  'Talent Development Partner',
  'Enablement Manager',
  'Learning Technologist',
  'Leadership Development Lead',
  'Chief Learning Officer',
  'Learning Analyst',
  'Coach',
  'People Partner',
];

// ---------------------------------------------------------------------------------------------
// Generators

/** A UUID-shaped id derived from a namespace and a row number (stable across runs and seeds). */
function stableUuid(namespace: number, n: number): string {
  const ns = namespace.toString(16).padStart(8, '0');
  return `${ns}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}
const NS = {
  user: 0xbe0c0001,
  team: 0xbe0c0002,
  collection: 0xbe0c0003,
  instance: 0xbe0c0004,
  rating: 0xbe0c0005,
};

const fill = (template: string, rng: Rng, subject: string) =>
  template
    .replace('{n}', String(rng.int(12, 55)))
    .replace('{m}', String(rng.int(3, 60)))
    .replace('{subject}', subject);
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

type ResourceRow = typeof resources.$inferInsert;
type BlockRow = typeof resourceBlocks.$inferInsert;

function pickType(rng: Rng): ResourceRow['type'] {
  const r = rng.next();
  if (r < 0.5) return 'resource';
  if (r < 0.65) return 'case-study';
  if (r < 0.8) return 'event';
  if (r < 0.85) return 'canvas';
  if (r < 0.86) return 'canvascollection';
  return 'research';
}

function generateItem(n: number, rng: Rng, now: Date): { row: ResourceRow; blocks: BlockRow[] } {
  const id = `res_${ID_BASE + n}`;
  const type = pickType(rng)!;
  const topics = rng.sample(TOPICS, rng.int(1, 3));
  const topic = topics[0]!;
  const subject = rng.pick(TOPIC_SUBJECTS[topic]);
  const industry = rng.pick(INDUSTRIES);
  const audience = rng.pick(AUDIENCES);
  const company = `${rng.pick(COMPANY_A)}${rng.pick(COMPANY_B)}${rng.pick(COMPANY_C)}`;
  const createdAt = new Date(now.getTime() - Math.floor(rng.next() ** 1.5 * 3 * 365 * DAY) - n);
  // Heavy-tailed views: most items have a few hundred, a handful are very popular.
  const viewCount = rng.chance(0.05) ? 0 : Math.floor(10 ** (rng.next() * 4.2) * (rng.chance(0.01) ? 50 : 1));

  let title: string;
  let blurb: string;
  const row: ResourceRow = {
    id,
    type,
    title: '',
    topics,
    createdAt,
    updatedAt: createdAt,
    viewCount,
    imageUrl: rng.chance(0.02) ? null : coverUrl(id),
  };
  switch (type) {
    case 'case-study': {
      title = `How ${company} ${fill(rng.pick(ACHIEVEMENTS), rng, subject)}`;
      blurb = `${company}, a ${industry.toLowerCase()} organisation, focused on ${subject} for ${audience} and tracked the results for a year.`;
      Object.assign(row, {
        industry,
        headcount: rng.pick(HEADCOUNTS),
        source: company,
        challenge: `${capitalise(audience)} at ${company} struggled with ${subject}, and leaders saw the effect on performance.`,
        solution: `The L&D team redesigned ${subject} with managers and ${audience}, combining practice, coaching and follow-up.`,
        results: `Within two quarters the organisation saw measurable improvement and extended the approach to other teams.`,
        isPraxisCase: false,
      });
      break;
    }
    case 'event': {
      const offset = rng.chance(0.08) ? rng.int(1, 120) : -rng.int(1, 3 * 365);
      const date = new Date(now.getTime() + offset * DAY);
      date.setUTCHours(rng.pick([14, 15, 16, 17]), 0, 0, 0);
      const speaker = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
      title = `${rng.pick(EVENT_FORMATS)}: ${capitalise(subject)} for ${audience}`;
      blurb = `A live session on ${subject}, with practical examples from ${industry.toLowerCase()} and time for questions.`;
      Object.assign(row, {
        date,
        speaker,
        speakerPhotoUrl: `/files/covers/speaker-${slugify(speaker)}.svg`,
        mediaType: offset > 0 ? 'live session' : 'video',
        recordingUrl: offset > 0 ? null : `https://www.youtube.com/watch?v=${id.replace('res_', 'bn')}`,
        source: 'Praxis Sessions',
      });
      break;
    }
    case 'canvas':
    case 'canvascollection': {
      title = `${capitalise(subject)} ${type === 'canvas' ? 'Canvas' : 'Toolkit'}`;
      blurb = `A structured one-page tool for planning ${subject} with stakeholders.`;
      Object.assign(row, {
        purpose: `Plan ${subject} with your stakeholders in a single working session.`,
        mediaType: 'framework',
        pdfUrl: `/files/canvases/${id}.pdf`,
        source: 'Praxis',
      });
      break;
    }
    case 'research': {
      const year = now.getUTCFullYear() - rng.int(0, 6);
      title = `${capitalise(subject)}: ${rng.pick(RESEARCH_KINDS)} ${year}`;
      blurb = `Findings on ${subject} from ${rng.int(40, 900)} organisations, with implications for practitioners in ${industry.toLowerCase()}.`;
      const publisher = rng.pick(PUBLISHERS);
      Object.assign(row, {
        year,
        publisher,
        source: publisher,
        pdfUrl: `/files/research/${id}.pdf`,
        mediaType: 'research paper',
      });
      break;
    }
    default: {
      const media = rng.pick([
        'article',
        'article',
        'guide',
        'template',
        'checklist',
        'framework',
        'video',
        'video',
        'audio',
      ]);
      title = `${rng.pick(RESOURCE_OPENERS)} ${subject}${rng.chance(0.4) ? ` for ${audience}` : ''}`;
      blurb = `What practitioners have learned about ${subject}, and how to apply it with ${audience}.`;
      Object.assign(row, {
        mediaType: media,
        source: rng.pick(SOURCES),
        url:
          media === 'video'
            ? `https://vimeo.com/${ID_BASE * 100 + n}`
            : media === 'audio'
              ? `https://podcasts.praxis.example/bench/${id}`
              : `/resources/${id}`,
        recordingUrl: media === 'video' ? `https://vimeo.com/${ID_BASE * 100 + n}` : null,
      });
    }
  }
  row.title = title;
  row.blurb = blurb;
  row.contentType = contentTypeFor(row.mediaType);

  const blockCount = rng.int(2, 4);
  const blocks: BlockRow[] = [
    {
      resourceId: id,
      position: 0,
      type: 'heading',
      data: { title: type === 'case-study' ? 'Challenge' : 'Overview', level: 1 },
    },
    { resourceId: id, position: 1, type: 'paragraph', data: { text: blurb } },
  ];
  if (blockCount >= 3) {
    blocks.push({
      resourceId: id,
      position: 2,
      type: 'list',
      data: {
        style: 'unordered',
        items: rng.sample(TOPIC_SUBJECTS[topic], 3).map((s) => `Practical steps for ${s}`),
      },
    });
  }
  if (blockCount >= 4) {
    blocks.push(
      type === 'canvas' || type === 'canvascollection'
        ? {
            resourceId: id,
            position: 3,
            type: 'pdf',
            data: { url: `/files/canvases/${id}.pdf`, title: `${title} (PDF)` },
          }
        : {
            resourceId: id,
            position: 3,
            type: 'paragraph',
            data: { text: `Read alongside other ${topic} items in the library.` },
          },
    );
  }
  return { row, blocks };
}

// ---------------------------------------------------------------------------------------------
// Inserts

/** Buffers rows and writes them in bulk; parents are flushed first so foreign keys always resolve. */
class Batcher<T> {
  private rows: T[] = [];
  inserted = 0;
  constructor(
    private readonly size: number,
    private readonly write: (rows: T[]) => Promise<unknown>,
    private readonly parents: Array<Batcher<unknown>> = [],
  ) {}
  async push(row: T) {
    this.rows.push(row);
    if (this.rows.length >= this.size) await this.flush();
  }
  async flush(): Promise<void> {
    if (this.rows.length === 0) return;
    for (const parent of this.parents) await parent.flush();
    const rows = this.rows;
    this.rows = [];
    await this.write(rows);
    this.inserted += rows.length;
  }
}

async function run(
  database: Database,
  opts: {
    resources: number;
    members: number;
    seed: number;
    batch: number;
    assessed: number;
    ratings: number;
  },
) {
  const { db } = database;
  const now = new Date();
  const rng = createRng(opts.seed);
  const t0 = performance.now();
  const lap = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

  if (await isLibraryEmpty(db)) {
    const s = await seedDemoLibrary(db, { now });
    console.log(
      `Empty database: seeded the demo library first (${s.resources} items, ${s.members} members).`,
    );
  }

  // Content
  let t = performance.now();
  const resourceBatch = new Batcher<ResourceRow>(opts.batch, (rows) =>
    db.insert(resources).values(rows).onConflictDoNothing(),
  );
  const blockBatch = new Batcher<BlockRow>(
    opts.batch,
    (rows) => db.insert(resourceBlocks).values(rows).onConflictDoNothing(),
    [resourceBatch as Batcher<unknown>],
  );
  const contentIds: string[] = [];
  for (let n = 0; n < opts.resources; n++) {
    const { row, blocks } = generateItem(n, rng, now);
    contentIds.push(row.id);
    await resourceBatch.push(row);
    for (const b of blocks) await blockBatch.push(b);
  }
  await resourceBatch.flush();
  await blockBatch.flush();
  const contentTime = performance.now() - t;
  console.log(
    `Content: ${resourceBatch.inserted} items and ${blockBatch.inserted} blocks in ${lap(t)} ` +
      `(${Math.round((resourceBatch.inserted + blockBatch.inserted) / (contentTime / 1000))} rows/s)`,
  );

  // Members
  t = performance.now();
  const hash = await hashPassword(DEMO_PASSWORD);
  const teamCount = Math.max(1, Math.floor(opts.members / 12));
  const teamRows = Array.from({ length: teamCount }, (_, k) => ({
    id: stableUuid(NS.team, k),
    name: `Bench Team ${String(k + 1).padStart(5, '0')}`,
    createdAt: new Date(now.getTime() - rng.int(30, 900) * DAY),
  }));
  for (let i = 0; i < teamRows.length; i += opts.batch) {
    await db
      .insert(teams)
      .values(teamRows.slice(i, i + opts.batch))
      .onConflictDoNothing();
  }
  const userBatch = new Batcher<typeof users.$inferInsert>(opts.batch, (rows) =>
    db.insert(users).values(rows).onConflictDoNothing(),
  );
  const afterUsers = [userBatch as Batcher<unknown>];
  const accountBatch = new Batcher<typeof accounts.$inferInsert>(
    opts.batch,
    (rows) => db.insert(accounts).values(rows).onConflictDoNothing(),
    afterUsers,
  );
  const profileBatch = new Batcher<typeof profiles.$inferInsert>(
    opts.batch,
    (rows) => db.insert(profiles).values(rows).onConflictDoNothing(),
    afterUsers,
  );
  const teamMemberBatch = new Batcher<typeof teamMembers.$inferInsert>(
    opts.batch,
    (rows) => db.insert(teamMembers).values(rows).onConflictDoNothing(),
    afterUsers,
  );
  const memberIds: string[] = [];
  const memberTeam: Array<string | null> = [];
  const flushMembers = async () => {
    await userBatch.flush();
    await accountBatch.flush();
    await profileBatch.flush();
    await teamMemberBatch.flush();
  };
  for (let n = 0; n < opts.members; n++) {
    const id = stableUuid(NS.user, n);
    const email = `bench.member.${n}@bench.praxis.test`;
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    const joined = new Date(now.getTime() - rng.int(1, 1000) * DAY);
    const status = rng.next();
    const billing =
      status < 0.75
        ? {
            subscriptionStatus: 'active',
            stripeCustomerId: `cus_bench_${n}`,
            currentPeriodEnd: new Date(now.getTime() + rng.int(1, 365) * DAY),
          }
        : status < 0.85
          ? { subscriptionStatus: 'active', stripeCustomerId: null, currentPeriodEnd: null }
          : status < 0.95
            ? {
                subscriptionStatus: 'canceled',
                stripeCustomerId: `cus_bench_${n}`,
                currentPeriodEnd: new Date(now.getTime() - rng.int(1, 365) * DAY),
              }
            : { subscriptionStatus: 'lifetime', stripeCustomerId: null, currentPeriodEnd: null };
    const teamId = rng.chance(0.7) ? teamRows[n % teamCount]!.id : null;
    memberIds.push(id);
    memberTeam.push(teamId);
    await userBatch.push({
      id,
      name: `${firstName} ${lastName}`,
      email,
      emailVerified: true,
      passwordSet: true,
      createdAt: joined,
      updatedAt: joined,
    });
    await accountBatch.push({
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: hash,
      createdAt: joined,
      updatedAt: joined,
    });
    await profileBatch.push({
      id,
      email,
      firstName,
      lastName,
      title: rng.pick(JOB_TITLES),
      company: `${rng.pick(COMPANY_A)}${rng.pick(COMPANY_B)}${rng.pick(COMPANY_C)}`,
      onboardingCompleted: rng.chance(0.92),
      ...billing,
      createdAt: joined,
      updatedAt: joined,
    });
    if (teamId) await teamMemberBatch.push({ teamId, userId: id, joinedAt: joined });
  }
  await flushMembers();
  console.log(
    `Members: ${userBatch.inserted} users, accounts and profiles, ${teamRows.length} teams, ` +
      `${teamMemberBatch.inserted} team memberships in ${lap(t)} (one shared password hash: "${DEMO_PASSWORD}")`,
  );

  // Saved items and collections
  t = performance.now();
  const collectionBatch = new Batcher<typeof collections.$inferInsert>(opts.batch, (rows) =>
    db.insert(collections).values(rows).onConflictDoNothing(),
  );
  const savedBatch = new Batcher<typeof savedResources.$inferInsert>(
    opts.batch,
    (rows) => db.insert(savedResources).values(rows).onConflictDoNothing(),
    [collectionBatch as Batcher<unknown>],
  );
  const COLLECTION_NAMES = [
    'Reading list',
    'Programme ideas',
    'For my team',
    'Onboarding redesign',
    'AI experiments',
    'Evaluation',
    'Leadership',
    'To watch',
  ];
  if (contentIds.length > 0) {
    for (let n = 0; n < memberIds.length; n++) {
      const userId = memberIds[n]!;
      const saves = rng.sample(contentIds, Math.min(contentIds.length, Math.floor(rng.next() ** 2 * 30)));
      for (const resourceId of saves) {
        await savedBatch.push({
          userId,
          resourceId,
          collectionId: null,
          savedAt: new Date(now.getTime() - rng.int(0, 400) * DAY),
        });
      }
      const nCollections = rng.chance(0.4) ? rng.int(1, 3) : 0;
      for (let k = 0; k < nCollections; k++) {
        const collectionId = stableUuid(NS.collection, n * 4 + k);
        await collectionBatch.push({
          id: collectionId,
          userId,
          name: COLLECTION_NAMES[(n + k) % COLLECTION_NAMES.length]!,
          createdAt: new Date(now.getTime() - rng.int(1, 300) * DAY),
        });
        for (const resourceId of rng.sample(saves.length > 2 ? saves : contentIds, rng.int(2, 8))) {
          await savedBatch.push({
            userId,
            resourceId,
            collectionId,
            savedAt: new Date(now.getTime() - rng.int(0, 300) * DAY),
          });
        }
      }
    }
  }
  await collectionBatch.flush();
  await savedBatch.flush();
  console.log(
    `Library: ${collectionBatch.inserted} collections and ${savedBatch.inserted} saved rows in ${lap(t)}`,
  );

  // Self-assessments
  t = performance.now();
  const [active] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(eq(assessments.isActive, true))
    .limit(1);
  let instanceCount = 0;
  let responseCount = 0;
  if (active && opts.assessed > 0) {
    const bank = await db
      .select({ id: items.id, level: items.level })
      .from(items)
      .where(and(eq(items.assessmentId, active.id), eq(items.active, true)));
    const instanceBatch = new Batcher<typeof assessmentInstances.$inferInsert>(opts.batch, (rows) =>
      db.insert(assessmentInstances).values(rows).onConflictDoNothing(),
    );
    const responseBatch = new Batcher<typeof responses.$inferInsert>(
      opts.batch * 2,
      (rows) => db.insert(responses).values(rows).onConflictDoNothing(),
      [instanceBatch as Batcher<unknown>],
    );
    for (let n = 0; n < memberIds.length; n++) {
      if (!rng.chance(opts.assessed)) continue;
      const id = stableUuid(NS.instance, n);
      const submittedAt = new Date(now.getTime() - rng.int(1, 500) * DAY);
      await instanceBatch.push({
        id,
        assessmentId: active.id,
        targetUserId: memberIds[n]!,
        raterUserId: memberIds[n]!,
        raterType: 'self',
        teamId: memberTeam[n] ?? null,
        submittedAt,
        createdAt: submittedAt,
      });
      const theta = 1.5 + rng.next() * 3;
      for (const item of bank) {
        const value = Math.min(
          5,
          Math.max(1, Math.round(3 + (theta - item.level) * 1.1 + (rng.next() - 0.5) * 1.5)),
        );
        await responseBatch.push({ instanceId: id, itemId: item.id, value, updatedAt: submittedAt });
      }
    }
    // Peer ratings: each member in a team rated by the next --ratings teammates (in member order).
    const teamOf = new Map<string, number[]>();
    memberTeam.forEach((teamId, n) => {
      if (teamId) teamOf.set(teamId, [...(teamOf.get(teamId) ?? []), n]);
    });
    for (const team of teamOf.values()) {
      for (const [k, n] of team.entries()) {
        for (let r = 1; r <= Math.min(opts.ratings, team.length - 1); r++) {
          const rater = team[(k + r) % team.length]!;
          const id = stableUuid(NS.rating, n * 32 + r);
          const submittedAt = new Date(now.getTime() - rng.int(1, 300) * DAY);
          await instanceBatch.push({
            id,
            assessmentId: active.id,
            targetUserId: memberIds[n]!,
            raterUserId: memberIds[rater]!,
            raterType: 'peer',
            teamId: memberTeam[n] ?? null,
            submittedAt,
            createdAt: submittedAt,
          });
          const theta = 1.5 + rng.next() * 3;
          for (const item of bank) {
            const value = Math.min(5, Math.max(1, Math.round(3 + (theta - item.level) * 1.1)));
            await responseBatch.push({ instanceId: id, itemId: item.id, value, updatedAt: submittedAt });
          }
        }
      }
    }
    await instanceBatch.flush();
    await responseBatch.flush();
    instanceCount = instanceBatch.inserted;
    responseCount = responseBatch.inserted;
    // Submissions written directly: store their scores and count the population.
    await recountAssessment(db, active.id);
  }
  console.log(
    `Assessments: ${instanceCount} submitted self-assessments and peer ratings with ${responseCount} responses in ${lap(t)}`,
  );

  // Fresh planner statistics for what was just loaded: measured before autovacuum gets to it, the
  // resources list ran at 139 req/s with 13 ms of database time per request instead of 2,200 and
  // 0.23 ms (a plan made without statistics).
  t = performance.now();
  await db.execute(sql`ANALYZE`);
  console.log(`Statistics: ANALYZE in ${lap(t)}`);

  const totals = await countRows(db);
  const generated =
    resourceBatch.inserted +
    blockBatch.inserted +
    userBatch.inserted * 3 +
    savedBatch.inserted +
    collectionBatch.inserted +
    responseCount;
  const seconds = (performance.now() - t0) / 1000;
  console.log(
    `\nDone: ${generated} rows sent in ${seconds.toFixed(1)} s (${Math.round(generated / seconds)} rows/s; rows that already existed are skipped).`,
  );
  console.log(
    `Database now holds: ${Object.entries(totals)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
}

async function main(): Promise<number> {
  if (args.help) {
    console.log(
      'Usage: npm run bench:data -- --resources 50000 --members 10000 [--database-url URL | --data-dir DIR] [--seed 42] [--batch 1000] [--assessed 0.2] [--ratings 0]',
    );
    return 0;
  }
  const opts = {
    resources: positiveInt('resources', args.resources),
    members: positiveInt('members', args.members),
    seed: positiveInt('seed', args.seed),
    batch: positiveInt('batch', args.batch, 1),
    assessed: Number(args.assessed),
    ratings: Number(args.ratings),
  };
  if (!(Number.isInteger(opts.ratings) && opts.ratings >= 0 && opts.ratings <= 20)) {
    console.error('--ratings must be a whole number from 0 to 20');
    return 2;
  }
  if (!(opts.assessed >= 0 && opts.assessed <= 1)) {
    console.error('--assessed must be a fraction between 0 and 1');
    return 2;
  }
  if (args['database-url'] && args['data-dir']) {
    console.error('Use either --database-url or --data-dir, not both.');
    return 2;
  }
  const url =
    args['database-url'] ?? (args['data-dir'] ? undefined : process.env.DATABASE_URL?.trim() || undefined);
  const dataDir = args['data-dir'] ?? (process.env.DATA_DIR?.trim() || './data');
  let lock: { release(): void } | undefined;
  if (!url) {
    try {
      lock = acquireDataLock(dataDir);
    } catch (err) {
      if (err instanceof DataFolderLockedError) {
        console.error(`Cannot write bench data: ${err.message}`);
        return 1;
      }
      throw err;
    }
  }
  // A bulk load: batches of a thousand rows into indexed tables may take longer than the app's
  // statement timeout allows a request's statement, so none applies here.
  const database = await openDatabase(
    url ? { url, statementTimeoutMs: 0 } : { dataDir: path.join(dataDir, 'pglite') },
  );
  try {
    console.log(
      `Database: ${url ? 'PostgreSQL' : `embedded PGlite at ${path.resolve(dataDir, 'pglite')}`}; ` +
        `generating ${opts.resources} content items and ${opts.members} members (seed ${opts.seed}, batches of ${opts.batch})`,
    );
    await database.migrate();
    await run(database, opts);
    return 0;
  } finally {
    await database.close();
    lock?.release();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
