import type { Passage } from './types';

/**
 * The library assistant's follow-up questions, drawn from what the answer cited and what was
 * asked: the subject is a topic of the cited items that the question names (else the topic most of
 * them share), and each follow-up asks for a kind of item the answer did not already give and the
 * question did not already ask for. Never a subject the answer did not touch.
 */

const stem = (w: string) => w.toLowerCase().slice(0, 5);
const wordsOf = (text: string) => (text.toLowerCase().match(/\p{L}{3,}/gu) ?? []).map(stem);

/** The cited items' topic that the question names, else the one most cited items share. */
export function subjectOf(question: string, used: readonly Passage[]): string | null {
  const asked = new Set(wordsOf(question));
  const tally = new Map<string, number>();
  for (const p of used) for (const t of new Set(p.item.topics)) tally.set(t, (tally.get(t) ?? 0) + 1);
  const topics = [...tally.entries()].sort((a, b) => b[1] - a[1]).map(([t]) => t);
  const named = topics.find((t) => wordsOf(t).some((w) => asked.has(w)));
  return named ?? topics[0] ?? null;
}

export function followUpsFor(question: string, used: readonly Passage[]): string[] {
  const subject = subjectOf(question, used)?.toLowerCase();
  if (!subject) return [];
  const q = question.toLowerCase();
  const has = (type: string) => used.some((p) => p.item.presentedType === type);
  const out: string[] = [];
  const firstCase = used.find((p) => p.item.presentedType === 'case-study');
  if (firstCase) out.push(`What results did “${firstCase.item.title}” get?`);
  else if (!/\bcase|example|organi[sz]ation/.test(q))
    out.push(`Which organisations have done ${subject} well?`);
  if (!has('canvas') && !/\btemplate|canvas|checklist/.test(q)) {
    out.push(`Is there a template or checklist for ${subject}?`);
  }
  if (!has('research') && !/\bresearch|evidence|study|studies/.test(q)) {
    out.push(`What does the research say about ${subject}?`);
  }
  if (!/\bmeasur|impact|evaluat|roi\b/.test(q)) out.push(`How do I measure the impact of ${subject}?`);
  return out.slice(0, 3);
}
