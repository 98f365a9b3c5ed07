/**
 * "Grow next" relevance on the demo library: seeds an in-memory database, asks the engine for each
 * competency's picks and prints the precision of the picks against each labelled set
 * (tests/relevance/grow-next-labels.json and grow-next-labels-exhaustive.json), for the tuning half,
 * the held-out half and overall.
 *
 *   npx tsx scripts/grow-next-eval.ts [--verbose] [--half tuning]
 *
 * With --half tuning only the tuning half's picks and figure are printed, so that tuning never reads
 * the held-out half.
 */
import { openDatabase } from '../src/server/db/client';
import { seedDemoLibrary } from '../src/server/seed';
import {
  evaluateGrowNext,
  GROW_NEXT_LABEL_SETS,
  loadGrowNextLabels,
} from '../tests/relevance/grow-next-evaluate';

const NOBODY = '00000000-0000-4000-8000-000000000000';

async function main() {
  const verbose = process.argv.includes('--verbose');
  const halfAt = process.argv.indexOf('--half');
  const tuningOnly = halfAt !== -1 && process.argv[halfAt + 1] === 'tuning';
  const database = await openDatabase({});
  try {
    await database.migrate();
    await seedDemoLibrary(database.db);
    for (const name of Object.keys(GROW_NEXT_LABEL_SETS) as (keyof typeof GROW_NEXT_LABEL_SETS)[]) {
      const report = await evaluateGrowNext(database.db, loadGrowNextLabels(name), NOBODY);
      const pct = (n: number) => n.toFixed(3);
      console.log(`\n${name} labelled set (${GROW_NEXT_LABEL_SETS[name]}):`);
      for (const o of report.outcomes) {
        if (tuningOnly && o.half !== 'tuning') continue;
        const line = `${o.precision === 1 ? ' ' : '✗'} [${o.half === 'tuning' ? 'tune' : 'held'}] ${o.competencyId.padEnd(27)} ${pct(o.precision)}  ${o.picks.join(' ')}`;
        console.log(line);
        if (verbose) {
          for (const id of o.picks) console.log(`      ${o.hits.includes(id) ? '+' : '-'} ${id}`);
        }
      }
      console.log(`labelled items ${report.labelled} over ${report.outcomes.length} competencies`);
      if (tuningOnly) {
        console.log(`precision of the picks: tuning ${pct(report.tuning)} (held-out half not shown)`);
        continue;
      }
      console.log(
        `precision of the picks: tuning ${pct(report.tuning)}  held-out ${pct(report.heldOut)}  overall ${pct(report.overall)}`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
