/**
 * Search relevance on the demo library: seeds an in-memory database, runs every labelled query of
 * tests/relevance/queries.json through the real search service and prints recall@5 and MRR.
 *
 *   npx tsx scripts/relevance.ts [--verbose]
 */
import { openDatabase } from '../src/server/db/client';
import { seedDemoLibrary } from '../src/server/seed';
import { evaluateRelevance, loadRelevanceSet } from '../tests/relevance/evaluate';

const NOBODY = '00000000-0000-4000-8000-000000000000';

async function main() {
  const verbose = process.argv.includes('--verbose');
  const database = await openDatabase({});
  try {
    await database.migrate();
    await seedDemoLibrary(database.db);
    const report = await evaluateRelevance(database.db, loadRelevanceSet(), NOBODY);
    const pct = (n: number) => n.toFixed(3);
    for (const o of report.outcomes) {
      if (!verbose && o.recallAt5 === 1 && o.reciprocalRank === 1) continue;
      console.log(
        `${o.recallAt5 === 1 ? ' ' : '✗'} [${o.kind}] "${o.query}" recall@5 ${pct(o.recallAt5)} RR ${pct(o.reciprocalRank)}` +
          `\n    expected ${o.expected.join(' ')}\n    got      ${o.top.slice(0, 5).join(' ')}`,
      );
    }
    console.log('\nkind          queries  recall@5  MRR');
    for (const [kind, k] of Object.entries(report.byKind)) {
      console.log(
        `${kind.padEnd(13)} ${String(k.queries).padStart(7)}  ${pct(k.recallAt5).padStart(8)}  ${pct(k.mrr)}`,
      );
    }
    console.log(
      `${'all'.padEnd(13)} ${String(report.queries).padStart(7)}  ${pct(report.recallAt5).padStart(8)}  ${pct(report.mrr)}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
