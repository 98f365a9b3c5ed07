import { readFileSync } from 'node:fs';
import { composeAnswer } from '../../src/server/assistant/library-engine';
import type { Db } from '../../src/server/db/client';
import { retrievePassages, searchQueryOf } from '../../src/server/features/assistant/retrieval';
import { citedItems } from '../../src/server/features/assistant/service';

/** The assistant's labelled questions and how the library assistant is scored on them. */

export interface LabelledQuestion {
  question: string;
  /** Items a good answer cites: any one of them among the citations is a hit. */
  expected: string[];
}

export interface AssistantOutcome extends LabelledQuestion {
  cited: string[];
  hit: boolean;
}

export interface AssistantReport {
  questions: number;
  hits: number;
  hitRate: number;
  outcomes: AssistantOutcome[];
}

export function loadAssistantQuestions(): LabelledQuestion[] {
  const file = new URL('./assistant-questions.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { questions: LabelledQuestion[] }).questions;
}

/** Each question through the assistant's retrieval and the library engine, as /assistant/ask runs them. */
export async function evaluateAssistant(
  db: Db,
  questions: LabelledQuestion[],
  userId: string,
): Promise<AssistantReport> {
  const outcomes: AssistantOutcome[] = [];
  for (const q of questions) {
    const passages = await retrievePassages(db, { query: searchQueryOf(q.question), userId, advice: true });
    const answer = composeAnswer({
      question: q.question,
      history: [],
      passages,
      personal: { title: null, team: null, growthAreas: [], usedGrowthArea: null },
    });
    const cited = citedItems(passages, answer.cited).map((c) => c.id);
    outcomes.push({ ...q, cited, hit: q.expected.some((id) => cited.includes(id)) });
  }
  const hits = outcomes.filter((o) => o.hit).length;
  return {
    questions: outcomes.length,
    hits,
    hitRate: outcomes.length ? hits / outcomes.length : 0,
    outcomes,
  };
}
