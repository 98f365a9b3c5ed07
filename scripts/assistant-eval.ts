/**
 * The library assistant on the demo library: seeds an in-memory database, asks every labelled
 * question of tests/relevance/assistant-questions.json through the assistant's own retrieval and
 * library engine, and prints how often an expected item is among the cited ones (at most 3).
 *
 *   npx tsx scripts/assistant-eval.ts [--verbose]
 */
import { openDatabase } from '../src/server/db/client';
import { seedDemoLibrary } from '../src/server/db/seed';
import { evaluateAssistant, loadAssistantQuestions } from '../tests/relevance/assistant-evaluate';

const NOBODY = '00000000-0000-4000-8000-000000000000';

async function main() {
  const verbose = process.argv.includes('--verbose');
  const database = await openDatabase({});
  try {
    await database.migrate();
    await seedDemoLibrary(database.db);
    const report = await evaluateAssistant(database.db, loadAssistantQuestions(), NOBODY);
    for (const o of report.outcomes) {
      if (!verbose && o.hit) continue;
      console.log(
        `${o.hit ? ' ' : '✗'} "${o.question}"\n    expected ${o.expected.join(' ')}\n    cited    ${o.cited.join(' ')}`,
      );
    }
    console.log(
      `\nquestions ${report.questions}  hit@3 ${report.hitRate.toFixed(3)}  (${report.hits}/${report.questions})`,
    );
  } finally {
    await database.close();
  }
}

await main();
