/**
 * The library assistant on the demo library: seeds an in-memory database, then
 *
 * - the earlier set (tests/relevance/assistant-questions.json): how often an expected item is
 *   among the citations (at most 3);
 * - the member question set (tests/relevance/assistant-member-questions.json), per half: top-3
 *   citation hit rate, the one-resource suggestion's hit rate, search top-5 on the member's
 *   search words, and how often a question the library cannot answer cites nothing.
 *
 *   npx tsx scripts/assistant-eval.ts [--half tuning|heldout] [--verbose]
 *
 * While tuning, pass --half tuning: per-question lines are printed for that half only (never
 * look at the held-out questions' lines while tuning).
 */
import { openDatabase } from '../src/server/db/client';
import { seedDemoLibrary } from '../src/server/seed';
import { evaluateAssistant, loadAssistantQuestions } from '../tests/relevance/assistant-evaluate';
import {
  evaluateMemberQuestions,
  type Half,
  loadMemberQuestions,
  summarize,
} from '../tests/relevance/member-evaluate';

const NOBODY = '00000000-0000-4000-8000-000000000000';

async function main() {
  const verbose = process.argv.includes('--verbose');
  const at = process.argv.indexOf('--half');
  const shownHalf = at > 0 ? (process.argv[at + 1] as Half) : null;
  const database = await openDatabase({});
  try {
    await database.migrate();
    await seedDemoLibrary(database.db);
    const earlier = await evaluateAssistant(database.db, loadAssistantQuestions(), NOBODY);
    const outcomes = await evaluateMemberQuestions(database.db, loadMemberQuestions(), NOBODY);
    if (shownHalf) {
      for (const o of outcomes.filter((x) => x.half === shownHalf)) {
        const ok = o.expected.length === 0 ? o.cited.length === 0 : o.citedHit;
        if (!verbose && ok) continue;
        console.log(
          `${ok ? ' ' : '✗'} ${o.id} [${o.wants}] "${o.question}"\n    expected  ${o.expected.join(' ') || '(nothing)'}\n    cited     ${o.cited.join(' ')}\n    suggested ${o.suggested ?? ''}${o.suggestionHit ? ' ✓' : ''}\n    search "${o.searchAs ?? ''}" ${o.found.join(' ')}${o.searchHit ? ' ✓' : ''}`,
        );
      }
    }
    const f = (n: number) => n.toFixed(3);
    const times = outcomes.map((o) => o.retrievalMs).sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
    console.log(`\nretrieval per question (in process, demo library): p50 ${at(0.5)} ms  p95 ${at(0.95)} ms`);
    console.log(`\nearlier set: questions ${earlier.questions}  hit@3 ${f(earlier.hitRate)}`);
    console.log('member set   answerable  top-3  suggestion  search top-5  unanswerable  cites nothing');
    // While tuning (--half tuning) only that half is summed up.
    for (const half of shownHalf ? [shownHalf] : (['tuning', 'heldout'] as const)) {
      const r = summarize(outcomes.filter((o) => o.half === half));
      console.log(
        `  ${half.padEnd(10)} ${String(r.answerable).padStart(10)}  ${f(r.top3)}  ${f(r.suggestion).padStart(10)}  ${f(r.search5).padStart(12)}  ${String(r.unanswerable).padStart(12)}  ${f(r.citesNothing).padStart(13)}`,
      );
    }
  } finally {
    await database.close();
  }
}

await main();
