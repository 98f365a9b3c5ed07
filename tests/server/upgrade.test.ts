import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TTL_SECONDS } from '../../src/server/auth/auth';
import { signSessionToken } from '../../src/server/auth/session-cookie';
import { type Database, MIGRATIONS_FOLDER } from '../../src/server/db/client';
import { sessions } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';
import { createEmptyDatabase } from '../setup/test-db';

/*
 * Upgrading a database of the last release (commit ae65016, migrations up to 0017) to today's
 * schema keeps every row as it was and gives the new columns their defaults. That release's
 * migrations are today's first eighteen, held to their release by the hashes in
 * tests/fixtures/release-ae65016-migrations.json (a fresh clone may lack the history); data is
 * written through that era's tables by SQL, then today's migrations run on top.
 * On PGlite by default, on PostgreSQL with TEST_DATABASE_URL.
 */

const OLD_LAST = '0017_assessment_one_open_instance';

interface ReleaseEntry {
  tag: string;
  when: number;
  sha256: string;
}
const RELEASE = JSON.parse(
  fs.readFileSync(
    fileURLToPath(new URL('../fixtures/release-ae65016-migrations.json', import.meta.url)),
    'utf8',
  ),
) as { entries: ReleaseEntry[] };

type JournalEntry = { idx: number; tag: string; when: number };
const todayJournal = () =>
  JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
const sqlOf = (tag: string) => fs.readFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`));
const sha256 = (data: Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/** The release's migrations folder: today's journal cut after its last migration, with its files. */
function releaseMigrations(): string {
  const journal = todayJournal();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-release-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const entries = journal.entries.slice(0, RELEASE.entries.length);
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) fs.writeFileSync(path.join(folder, `${e.tag}.sql`), sqlOf(e.tag));
  return folder;
}

function migrateWith(database: Database, folder: string) {
  return database.kind === 'pglite'
    ? migratePglite(database.db as never, { migrationsFolder: folder })
    : migratePg(database.db as never, { migrationsFolder: folder });
}

const rowsOf = async (database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;

/** Every row of the table as JSON, in a stable order. */
const tableRows = async (database: Database, table: string) =>
  (
    await rowsOf(
      database,
      sql`select row_to_json(t)::text as j from ${sql.identifier(table)} t order by row_to_json(t)::text`,
    )
  ).map((r) => JSON.parse(String(r.j)) as Record<string, unknown>);

const TABLES = [
  'users',
  'accounts',
  'profiles',
  'teams',
  'team_members',
  'resources',
  'resource_blocks',
  'collections',
  'saved_resources',
  'assessments',
  'competencies',
  'items',
  'assessment_instances',
  'responses',
  'roadmap_features',
  'feature_upvotes',
  'feature_comments',
] as const;

const ID = {
  member: '11111111-1111-4111-8111-111111111111',
  admin: '22222222-2222-4222-8222-222222222222',
  team: '33333333-3333-4333-8333-333333333333',
  collection: '44444444-4444-4444-8444-444444444444',
  assessment: '55555555-5555-4555-8555-555555555555',
  item1: '66666666-6666-4666-8666-666666666661',
  item2: '66666666-6666-4666-8666-666666666662',
  submitted: '77777777-7777-4777-8777-777777777771',
  open: '77777777-7777-4777-8777-777777777772',
  feature: '88888888-8888-4888-8888-888888888888',
};

/** Data written through the tables as they stood at the last release. */
async function seedOldEra(database: Database) {
  const statements = [
    sql`insert into users (id, name, email, email_verified, created_at, updated_at) values
      (${ID.member}, 'Ada Member', 'ada@upgrade.test', true, '2026-01-02T03:04:05Z', '2026-01-02T03:04:05Z'),
      (${ID.admin}, 'Bo Admin', 'bo@upgrade.test', true, '2026-01-03T03:04:05Z', '2026-01-03T03:04:05Z')`,
    sql`insert into accounts (id, account_id, provider_id, user_id, password, created_at, updated_at) values
      ('99999999-9999-4999-8999-999999999999', ${ID.member}, 'credential', ${ID.member}, 'hash-not-used', '2026-01-02T03:04:05Z', '2026-01-02T03:04:05Z')`,
    sql`insert into profiles (id, email, first_name, last_name, title, company, onboarding_completed, role,
        subscription_status, created_at, updated_at) values
      (${ID.member}, 'ada@upgrade.test', 'Ada', 'Member', 'Learning Designer', 'Oakfield', true, 'member', 'active',
        '2026-01-02T03:04:05Z', '2026-01-02T03:04:05Z'),
      (${ID.admin}, 'bo@upgrade.test', 'Bo', 'Admin', null, null, true, 'admin', 'lifetime',
        '2026-01-03T03:04:05Z', '2026-01-03T03:04:05Z')`,
    sql`insert into teams (id, name, created_at) values (${ID.team}, 'Upgrade Team', '2026-01-01T00:00:00Z')`,
    sql`insert into team_members (team_id, user_id, joined_at) values
      (${ID.team}, ${ID.member}, '2026-01-05T00:00:00Z'), (${ID.team}, ${ID.admin}, '2026-01-05T00:00:00Z')`,
    sql`insert into resources (id, type, title, blurb, topics, media_type, content_type, url, view_count, created_at, updated_at)
      values ('res_u1', 'resource', 'Onboarding that sticks', 'A guide.', '{Onboarding}', 'article', 'text',
        '/resources/res_u1', 42, '2025-12-01T00:00:00Z', '2025-12-01T00:00:00Z')`,
    sql`insert into resources (id, type, title, blurb, topics, industry, headcount, challenge, solution, results,
        created_at, updated_at)
      values ('res_u2', 'case-study', 'How Oakfield rebuilt coaching', 'A case.', '{Coaching}', 'Retail', '1000-5000',
        'C', 'S', 'R', '2025-11-01T00:00:00Z', '2025-11-01T00:00:00Z')`,
    sql`insert into resources (id, type, title, topics, date, speaker, media_type, recording_url, created_at, updated_at)
      values ('res_u3', 'event', 'Masterclass: feedback', '{Performance}', '2025-10-01T15:00:00Z', 'Sam Kim', 'video',
        'https://www.youtube.com/watch?v=abc', '2025-09-01T00:00:00Z', '2025-09-01T00:00:00Z')`,
    sql`insert into resource_blocks (resource_id, position, type, data) values
      ('res_u1', 0, 'heading', '{"title":"Overview","level":1}'),
      ('res_u1', 1, 'paragraph', '{"text":"Start before day one."}')`,
    sql`insert into collections (id, user_id, name, created_at) values
      (${ID.collection}, ${ID.member}, 'Reading list', '2026-02-01T00:00:00Z')`,
    sql`insert into saved_resources (user_id, resource_id, collection_id, saved_at) values
      (${ID.member}, 'res_u1', null, '2026-02-02T00:00:00Z'),
      (${ID.member}, 'res_u1', ${ID.collection}, '2026-02-02T00:00:00Z'),
      (${ID.member}, 'res_u2', null, '2026-02-03T00:00:00Z'),
      (${ID.admin}, 'res_u3', null, '2026-02-04T00:00:00Z')`,
    sql`insert into assessments (id, name, is_active, created_at) values
      (${ID.assessment}, 'L&D Capability', true, '2025-01-01T00:00:00Z')`,
    sql`insert into competencies (id, name, category, description, levels, position) values
      ('upgrade-designing', 'Designing Learning', 'DESIGNING', 'Designs learning.',
        '["l1","l2","l3","l4","l5"]', 0)`,
    sql`insert into items (id, assessment_id, competency_id, prompt, level, active, position) values
      (${ID.item1}, ${ID.assessment}, 'upgrade-designing', 'I write objectives.', 2, true, 0),
      (${ID.item2}, ${ID.assessment}, 'upgrade-designing', 'I design programmes.', 4, true, 1)`,
    sql`insert into assessment_instances (id, assessment_id, target_user_id, rater_user_id, rater_type, team_id,
        submitted_at, created_at) values
      (${ID.submitted}, ${ID.assessment}, ${ID.member}, ${ID.member}, 'self', ${ID.team}, '2026-03-01T00:00:00Z',
        '2026-02-28T00:00:00Z'),
      (${ID.open}, ${ID.assessment}, ${ID.member}, ${ID.admin}, 'peer', ${ID.team}, null, '2026-03-02T00:00:00Z')`,
    sql`insert into responses (instance_id, item_id, value, updated_at) values
      (${ID.submitted}, ${ID.item1}, 4, '2026-02-28T01:00:00Z'),
      (${ID.submitted}, ${ID.item2}, 2, '2026-02-28T01:00:00Z'),
      (${ID.open}, ${ID.item1}, 3, '2026-03-02T01:00:00Z')`,
    sql`insert into roadmap_features (id, title, description, status, is_public, created_by_user_id, created_at, updated_at)
      values (${ID.feature}, 'Dark mode', 'Easier on the eyes.', 'planned', true, ${ID.member},
        '2026-01-10T00:00:00Z', '2026-01-10T00:00:00Z')`,
    sql`insert into feature_upvotes (feature_id, user_id, created_at) values
      (${ID.feature}, ${ID.member}, '2026-01-11T00:00:00Z'), (${ID.feature}, ${ID.admin}, '2026-01-12T00:00:00Z')`,
    sql`insert into feature_comments (feature_id, user_id, comment, created_at) values
      (${ID.feature}, ${ID.member}, 'Please!', '2026-01-11T00:00:00Z')`,
  ];
  for (const statement of statements) await database.db.execute(statement);
}

let database: Database;
let before: Record<string, Array<Record<string, unknown>>>;
let after: Record<string, Array<Record<string, unknown>>>;
let app: TestApp | undefined;
let oldMigrations: string | undefined;

beforeAll(async () => {
  database = await createEmptyDatabase();
  oldMigrations = releaseMigrations();
  await migrateWith(database, oldMigrations);
  await seedOldEra(database);
  before = {};
  for (const t of TABLES) before[t] = await tableRows(database, t);
  await migrateWith(database, MIGRATIONS_FOLDER);
  after = {};
  for (const t of TABLES) after[t] = await tableRows(database, t);
}, 120_000);

afterAll(async () => {
  if (app) await app.close();
  else await database?.close();
  if (oldMigrations) fs.rmSync(oldMigrations, { recursive: true, force: true });
});

describe('upgrade from the last release (migrations up to 0017)', () => {
  it('the release ends at 0017 and its migrations are unchanged today', () => {
    expect(RELEASE.entries.at(-1)?.tag).toBe(OLD_LAST);
    // A landed migration never changes: the migrator would not run it again on upgraded databases.
    const today = todayJournal().entries.slice(0, RELEASE.entries.length);
    expect(today.map(({ tag, when }) => ({ tag, when }))).toEqual(
      RELEASE.entries.map(({ tag, when }) => ({ tag, when })),
    );
    for (const e of RELEASE.entries) expect(sha256(sqlOf(e.tag)), e.tag).toBe(e.sha256);
  });

  it('applies every newer migration once', async () => {
    const [row] = await rowsOf(database, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(Number(row!.n)).toBe(todayJournal().entries.length);
  });

  it('keeps every row of every table as it was', () => {
    for (const t of TABLES) {
      expect(before[t]!.length, t).toBeGreaterThan(0);
      const kept = after[t]!.map((row) =>
        Object.fromEntries(Object.keys(before[t]![0]!).map((k) => [k, row[k]])),
      );
      const order = (rows: Array<Record<string, unknown>>) => rows.map((r) => JSON.stringify(r)).sort();
      expect(order(kept), t).toEqual(order(before[t]!));
    }
  });

  it('gives the new columns their defaults', async () => {
    for (const r of after.resources!) {
      expect(r.status, String(r.id)).toBe('published');
      expect(r.revision).toBe(1);
      expect(r.time_zone).toBeNull();
    }
    for (const p of after.profiles!) {
      expect(p.roadmap_updates).toBe(true);
      expect(p.deactivated_at).toBeNull();
      expect(p.last_sign_in_at).toBeNull();
    }
    // The submitted self-assessment was scored by the migration and counted; the open rating not.
    const byId = new Map(after.assessment_instances!.map((i) => [i.id, i]));
    expect(byId.get(ID.submitted)!.scores).toMatchObject({ mean: 3 });
    expect(byId.get(ID.open)!.scores).toBeNull();
    const counts = await rowsOf(
      database,
      sql`select competency_id, mean::float as mean, members from assessment_mean_counts order by competency_id`,
    );
    expect(counts.map((c) => [c.competency_id, Number(c.mean), Number(c.members)])).toEqual([
      ['', 3, 1],
      ['upgrade-designing', 3, 1],
    ]);
    // Upgraded items stay searchable (search holds published items only since 0021).
    const [search] = await rowsOf(
      database,
      sql`select count(*)::int as n from resource_search where resource_id in ('res_u1', 'res_u2', 'res_u3')`,
    );
    expect(Number(search!.n)).toBe(3);
  });

  it("serves the upgraded data: the member's library, collection, votes and results", async () => {
    app = await createTestApp({}, { database });
    const token = crypto.randomBytes(24).toString('base64url');
    await database.db.insert(sessions).values({
      token,
      userId: ID.member,
      expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
    });
    const cookie = `better-auth.session_token=${signSessionToken(token, app.deps.env.BETTER_AUTH_SECRET)}`;

    const saved = await app.request('/api/saved', { cookie });
    expect(saved.status).toBe(200);
    const savedBody = (await saved.json()) as { items: Array<{ id: string }> };
    expect(savedBody.items.map((i) => i.id)).toEqual(['res_u2', 'res_u1']);

    const collection = await app.request(`/api/collections/${ID.collection}`, { cookie });
    expect(collection.status).toBe(200);
    const collectionBody = (await collection.json()) as { items: Array<{ id: string }> };
    expect(collectionBody.items.map((i) => i.id)).toEqual(['res_u1']);

    const roadmap = await app.request('/api/roadmap/features', { cookie });
    expect(roadmap.status).toBe(200);
    const feature = ((await roadmap.json()) as { features: Array<Record<string, unknown>> }).features.find(
      (f) => f.id === ID.feature,
    );
    expect(feature).toMatchObject({ upvoteCount: 2, userUpvoted: true });

    const results = await app.request('/api/assessment/results', { cookie });
    expect(results.status).toBe(200);
    expect(await results.json()).toMatchObject({ status: 'ready' });

    const search = await app.request('/api/search?q=onboarding', { cookie });
    expect(search.status).toBe(200);
    const hits = (await search.json()) as { results?: Array<{ id: string }>; items?: Array<{ id: string }> };
    expect(JSON.stringify(hits)).toContain('res_u1');
  });
});
