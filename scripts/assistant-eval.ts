/**
 * The library assistant on the demo library: seeds an in-memory database, then
 *
 * - the earlier set (tests/relevance/assistant-questions.json): how often an expected item is
 *   among the citations (at most 3);
 * - the member question sets (tests/relevance/assistant-member-questions.json, set 1, split into
 *   a tuning and a held-out half; assistant-member-questions-2.json and -3.json, sets 2 and 3, all
 *   tuning): top-3
 *   citation hit rate, the one-resource suggestion's hit rate, search top-5 on the member's
 *   search words, and how often a question the library cannot answer cites nothing.
 *
 *   npx tsx scripts/assistant-eval.ts [--set 1|2|3] [--half tuning|heldout] [--verbose]
 *
 * While tuning, pass --half tuning: only the tuning questions are run (set 1's tuning half and
 * set 2), and per-question lines are printed for them only (never look at the held-out
 * questions' lines while tuning). --set 2 or --set 3 runs that set alone (no earlier set).
 */
import { openDatabase } from '../src/server/db/client';
import { seedDemoLibrary } from '../src/server/seed';
import { evaluateAssistant, loadAssistantQuestions } from '../tests/relevance/assistant-evaluate';
import {
  evaluateMemberQuestions,
  type Half,
  loadMemberQuestions,
  MEMBER_SETS,
  type MemberOutcome,
  summarize,
} from '../tests/relevance/member-evaluate';

const NOBODY = '00000000-0000-4000-8000-000000000000';

function option(name: string): string | null {
  const at = process.argv.indexOf(name);
  return at > 0 ? (process.argv[at + 1] ?? null) : null;
}

function printLines(outcomes: readonly MemberOutcome[], verbose: boolean) {
  for (const o of outcomes) {
    const ok = o.expected.length === 0 ? o.cited.length === 0 : o.citedHit;
    if (!verbose && ok) continue;
    console.log(
      `${ok ? ' ' : '✗'} ${o.id} [${o.wants}] "${o.question}"\n    expected  ${o.expected.join(' ') || '(nothing)'}\n    cited     ${o.cited.join(' ')}\n    suggested ${o.suggested ?? ''}${o.suggestionHit ? ' ✓' : ''}\n    search "${o.searchAs ?? ''}" ${o.found.join(' ')}${o.searchHit ? ' ✓' : ''}`,
    );
  }
}

async function main() {
  const verbose = process.argv.includes('--verbose');
  const shownHalf = option('--half') as Half | null;
  const setOption = option('--set');
  const sets = MEMBER_SETS.filter((set) => !setOption || String(set) === setOption);
  const database = await openDatabase({});
  try {
    await database.migrate();
    await seedDemoLibrary(database.db);
    const earlier = sets.includes(1)
      ? await evaluateAssistant(database.db, loadAssistantQuestions(), NOBODY)
      : null;
    const f = (n: number) => n.toFixed(3);
    const times: number[] = [];
    const rows: string[] = [];
    for (const set of sets) {
      // Only the half asked for is run: a held-out question is never run while tuning.
      const questions = loadMemberQuestions(set).filter((q) => !shownHalf || q.half === shownHalf);
      const outcomes = await evaluateMemberQuestions(database.db, questions, NOBODY);
      times.push(...outcomes.map((o) => o.retrievalMs));
      if (shownHalf || set !== 1) printLines(outcomes, verbose);
      const halves: Half[] = set !== 1 ? ['tuning'] : shownHalf ? [shownHalf] : ['tuning', 'heldout'];
      for (const half of halves) {
        const r = summarize(outcomes.filter((o) => o.half === half));
        if (r.answerable + r.unanswerable === 0) continue;
        rows.push(
          `  ${`set ${set} ${set !== 1 ? 'all' : half}`.padEnd(14)} ${String(r.answerable).padStart(10)}  ${f(r.top3)}  ${f(r.suggestion).padStart(10)}  ${f(r.search5).padStart(12)}  ${String(r.unanswerable).padStart(12)}  ${f(r.citesNothing).padStart(13)}`,
        );
      }
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
    console.log(`\nretrieval per question (in process, demo library): p50 ${at(0.5)} ms  p95 ${at(0.95)} ms`);
    if (earlier) console.log(`\nearlier set: questions ${earlier.questions}  hit@3 ${f(earlier.hitRate)}`);
    console.log('member sets      answerable  top-3  suggestion  search top-5  unanswerable  cites nothing');
    for (const row of rows) console.log(row);
  } finally {
    await database.close();
  }
}

await main();
