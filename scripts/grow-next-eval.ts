/**
 * "Grow next" relevance on the demo library: seeds an in-memory database, asks the engine for each
 * competency's picks and prints the precision of the picks against each labelled set
 * (tests/relevance/grow-next-labels.json and grow-next-labels-exhaustive.json), for the tuning half,
 * the held-out half and overall.
 *
 *   npx tsx scripts/grow-next-eval.ts [--verbose] [--half tuning]
 *   npx tsx scripts/grow-next-eval.ts --framework FILE --labels FILE [--verbose]
 *
 * With --half tuning only the tuning half's picks and figure are printed, so that tuning never reads
 * the held-out half. With --framework, another competency framework (a bank document, as the
 * console imports it) is imported and published over the shipped bank, as a fellowship with its own
 * framework would, and its picks are scored against the labels file (every competency held out).
 */
import { readFileSync } from 'node:fs';
import { type Db, openDatabase } from '../src/server/db/client';
import { seedDemoLibrary } from '../src/server/seed';
import {
  evaluateFramework,
  evaluateGrowNext,
  GROW_NEXT_LABEL_SETS,
  type GrowNextLabels,
  type GrowNextReport,
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
    const framework = option('--framework');
    if (framework) {
      await scoreFramework(database.db, framework, option('--labels'), verbose);
      return;
    }
    for (const name of Object.keys(GROW_NEXT_LABEL_SETS) as (keyof typeof GROW_NEXT_LABEL_SETS)[]) {
      const report = await evaluateGrowNext(database.db, loadGrowNextLabels(name), NOBODY);
      console.log(`\n${name} labelled set (${GROW_NEXT_LABEL_SETS[name]}):`);
      print(report, { verbose, tuningOnly });
      console.log(`labelled items ${report.labelled} over ${report.outcomes.length} competencies`);
      console.log(
        tuningOnly
          ? `precision of the picks: tuning ${pct(report.tuning)} (held-out half not shown)`
          : `precision of the picks: tuning ${pct(report.tuning)}  held-out ${pct(report.heldOut)}  overall ${pct(report.overall)}`,
      );
    }
  } finally {
    await database.close();
  }
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Imports and publishes another framework as an administrator would, then scores its picks. */
async function scoreFramework(db: Db, bankFile: string, labelsFile: string | undefined, verbose: boolean) {
  if (!labelsFile) throw new Error('--framework needs --labels FILE');
  const report = await evaluateFramework(db, NOBODY, {
    bank: readJson(bankFile),
    labels: readJson(labelsFile) as GrowNextLabels,
  });
  print(report, { verbose });
  console.log(
    `precision of the picks over the ${report.outcomes.length} competencies: ${pct(report.overall)}`,
  );
}

const pct = (n: number) => n.toFixed(3);

/** Each competency's precision and picks (with --verbose, each pick marked right or wrong). */
function print(report: GrowNextReport, opts: { verbose: boolean; tuningOnly?: boolean }) {
  for (const o of report.outcomes) {
    if (opts.tuningOnly && o.half !== 'tuning') continue;
    console.log(
      `${o.precision === 1 ? ' ' : '✗'} [${o.half === 'tuning' ? 'tune' : 'held'}] ${o.competencyId.padEnd(40)} ${pct(o.precision)}  ${o.picks.join(' ')}`,
    );
    if (opts.verbose) for (const id of o.picks) console.log(`      ${o.hits.includes(id) ? '+' : '-'} ${id}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
