/**
 * EXPLAIN ANALYZE of every statement the content lists and the dashboard send, with the values
 * they send (docs/performance.md, "Lists in plain code"): planning and execution times, or whole
 * plans with FULL=1.
 *
 *   npx tsx scripts/explain-lists.ts postgres://postgres@127.0.0.1:5432/praxis_bench [case name part]
 *
 * Needs a database filled by scripts/bench-data.ts (the bench member bench.member.1007).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../src/server/db/schema';
import { CountCache } from '../src/server/features/content/count-cache';
import {
  listByTag,
  listCaseStudies,
  listEvents,
  listResearch,
  listResources,
} from '../src/server/features/content/service';
import { homeDashboard } from '../src/server/features/home/service';

const pool = new pg.Pool({ connectionString: process.argv[2] });
const logged: Array<{ q: string; p: unknown[] }> = [];
const db = drizzle(pool, { schema, logger: { logQuery: (q, p) => logged.push({ q, p }) } }) as never;
const { rows } = await pool.query("select id from users where email like 'bench.member.1007%'");
const userId = rows[0].id as string;
const v = () => ({ db, userId, now: new Date(), totals: new CountCache() });
const cases: Array<[string, () => Promise<unknown>]> = [
  ['resources p1', () => listResources(v(), { page: 1, pageSize: 12 })],
  ['resources topic p1', () => listResources(v(), { page: 1, pageSize: 12, topic: 'Coaching' })],
  ['resources topic p40', () => listResources(v(), { page: 40, pageSize: 12, topic: 'Coaching' })],
  ['resources video p40', () => listResources(v(), { page: 40, pageSize: 12, contentType: 'video' })],
  [
    'case industry+headcount',
    () => listCaseStudies(v(), { page: 3, pageSize: 12, industry: 'Healthcare', headcount: '51-200' }),
  ],
  ['events', () => listEvents(v(), { page: 2, pageSize: 12 })],
  [
    'events topic past p30',
    () => listEvents(v(), { page: 30, pageSize: 12, topic: 'Coaching', timeline: 'past' }),
  ],
  ['research', () => listResearch(v(), { page: 1, pageSize: 12 })],
  ['tag coaching', () => listByTag(v(), { page: 5, pageSize: 12, tag: 'coaching' })],
  [
    'tag healthcare resource',
    () => listByTag(v(), { page: 1, pageSize: 12, tag: 'Healthcare', type: 'resource' }),
  ],
  ['home', () => homeDashboard(db, { userId })],
];
const only = process.argv[3];
for (const [name, run] of cases) {
  if (only && !name.includes(only)) continue;
  logged.length = 0;
  await run();
  for (const { q, p } of logged) {
    const plan = await pool.query(`explain (analyze, buffers off) ${q}`, p);
    const lines = plan.rows.map((r) => r['QUERY PLAN'] as string);
    console.log(`\n== ${name}: ${q.slice(0, 160).replace(/\s+/g, ' ')}…`);
    console.log(
      process.env.FULL ? lines.join('\n') : lines.filter((l) => /Planning|Execution/.test(l)).join(' | '),
    );
  }
}
await pool.end();
