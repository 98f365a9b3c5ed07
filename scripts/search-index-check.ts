/**
 * Compares the search through the app's in-process index with the full search statement on a
 * database's own library: the same random queries both ways (1–3 title words, typos, prefixes,
 * types, pages), and the total, counts and items in order must match.
 *
 *   npx tsx scripts/search-index-check.ts --database-url postgres://… [--queries 600] [--seed 7]
 *
 * Prints how many answers differed (the first few in full) and the time per search each way,
 * one search at a time. Exits 1 when any answer differed.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { SEARCH_KINDS, type SearchKind } from '../src/server/db/schema';
import { SearchIndex } from '../src/server/features/search/library-index';
import { searchLibrary } from '../src/server/features/search/service';
import { createRng } from '../src/server/seed/random';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    queries: { type: 'string', default: '600' },
    seed: { type: 'string', default: '7' },
  },
});

const NOBODY = '00000000-0000-4000-8000-000000000000';
const database = await openDatabase({ url: args['database-url'], dataDir: args['data-dir'] });
const db = database.db;
const index = new SearchIndex(db);
const started = performance.now();
await index.refresh();
const held = index.latest();
if (!held) throw new Error('The index could not be read (no content version yet?)');
console.log(`Index of ${held.ids.length} items read in ${Math.round(performance.now() - started)} ms.`);

const rows = (await db.execute(
  sql`SELECT title FROM resource_search ORDER BY random() LIMIT 400`,
)) as unknown as {
  rows: { title: string }[];
};
const words = [...new Set(rows.rows.flatMap((r) => r.title.toLowerCase().split(/[^\p{L}\p{N}]+/u)))].filter(
  (w) => w.length > 2,
);
const rng = createRng(Number(args.seed));
const typo = (w: string) => (w.length > 5 ? w.slice(0, 2) + w.slice(3) : w);

let differed = 0;
let withIndexMs = 0;
let fullMs = 0;
const total = Number(args.queries);
for (let i = 0; i < total; i++) {
  let q = Array.from({ length: rng.int(1, 3) }, () => rng.pick(words)).join(' ');
  if (rng.next() < 0.1) q = typo(q);
  if (rng.next() < 0.1) q = q.slice(0, Math.max(1, q.length - 2));
  const opts = {
    q,
    type: rng.next() < 0.3 ? (rng.pick([...SEARCH_KINDS]) as SearchKind) : undefined,
    page: rng.next() < 0.7 ? 1 : rng.int(2, 12),
    pageSize: 20,
    prefix: rng.next() < 0.8,
    userId: NOBODY,
  };
  let at = performance.now();
  const a = await searchLibrary(db, { ...opts, index });
  withIndexMs += performance.now() - at;
  at = performance.now();
  const b = await searchLibrary(db, opts);
  fullMs += performance.now() - at;
  const shape = (r: typeof a) => JSON.stringify([r.total, r.counts, r.items.map((item) => item.id)]);
  if (shape(a) !== shape(b)) {
    differed++;
    if (differed <= 5)
      console.log(`Differs: ${JSON.stringify(opts)}\n  index: ${shape(a)}\n  full:  ${shape(b)}`);
  }
}
console.log(
  `${total} searches: ${differed} differed. Per search, one at a time: ${(withIndexMs / total).toFixed(2)} ms through the index, ${(fullMs / total).toFixed(2)} ms through the full statement.`,
);
await database.close();
process.exit(differed > 0 ? 1 : 0);
