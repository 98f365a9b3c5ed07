import { escapeMarkdown } from '../../shared/domain/answer-markdown';
import { MAX_CITATIONS, nothingFoundAnswer } from '../../shared/domain/assistant';
import { numberCitations } from './citations';
import { followUpsFor } from './follow-ups';
import type { Engine, EngineChunk, EngineInput, Passage } from './types';

/**
 * The library assistant: answers from retrieval alone, with no model, no key and no network. An
 * advice answer is assembled from the best passages — what others did and what worked (case
 * studies), where to read more (other items) — and says plainly that it is drawn from the
 * library. It cites the passages it used, at most MAX_CITATIONS, and nothing else; with no passage
 * it says the library has nothing on the question rather than citing something unrelated.
 */

export const LIBRARY_INTRO =
  'Here is what the Praxis library holds on this. This answer is put together from its case studies and resources, not written by an AI model.';

/** The first sentence of a text (or its first 220 characters), for one line of the answer. */
export function firstSentence(text: string, max = 220): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const m = /^(.+?[.!?])(?:\s|$)/.exec(clean);
  const sentence = m?.[1] ?? clean;
  return sentence.length <= max ? sentence : `${sentence.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

const isCase = (p: Passage) => p.item.presentedType === 'case-study' || p.parts.solution !== null;

function personalLine(input: EngineInput): string | null {
  const { usedGrowthArea, title, team } = input.personal;
  if (!usedGrowthArea) return null;
  const who = title
    ? ` As ${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title}${team ? ` in ${team}` : ''}, y`
    : ' Y';
  return escapeMarkdown(
    `Because ${usedGrowthArea} is one of your growth areas, that is where I looked.${who}ou may find these useful.`,
  );
}

/** One line of a list: the item's title in bold, a sentence of its text, its marker. */
const line = (p: Passage, text: string) =>
  `- **${escapeMarkdown(p.item.title)}**: ${escapeMarkdown(firstSentence(text))} [${p.n}]`;

/**
 * The whole answer as text in the answers' Markdown subset, with [n] markers naming the passages
 * it uses (the service numbers them as the member sees them), its follow-up questions, and the
 * passages it cites in the order their cards are shown.
 */
export function composeAnswer(input: EngineInput): {
  text: string;
  followUps: string | null;
  cited: number[];
} {
  const used = input.passages.slice(0, MAX_CITATIONS);
  if (used.length === 0) return { text: nothingFoundAnswer(input.question), followUps: null, cited: [] };
  const lines: string[] = [];
  const personal = personalLine(input);
  if (personal) lines.push(personal, '');
  lines.push(LIBRARY_INTRO, '');
  const cases = used.filter(isCase);
  const others = used.filter((p) => !isCase(p));
  if (cases.length > 0) {
    lines.push('**What others did:**');
    for (const p of cases) lines.push(line(p, p.parts.solution ?? p.text));
    const worked = cases.filter((p) => p.parts.results);
    if (worked.length > 0) {
      lines.push('', '**What worked:**');
      for (const p of worked) lines.push(`- ${escapeMarkdown(firstSentence(p.parts.results!))} [${p.n}]`);
    }
  }
  if (others.length > 0) {
    if (cases.length > 0) lines.push('');
    lines.push(cases.length > 0 ? '**Where to read more:**' : '**What the library says:**');
    for (const p of others) lines.push(line(p, p.text));
  }
  const text = lines.join('\n');
  const followUps = followUpsFor(input.question, used).map((f) => `- ${f}`);
  return {
    text,
    followUps: followUps.length > 0 ? followUps.join('\n') : null,
    cited: numberCitations(
      text,
      used.map((p) => p.n),
    ).cited,
  };
}
/** Pieces of a few words, so that the answer streams like any other. */
export function* pieces(text: string, words = 4): Generator<string> {
  const tokens = text.split(/(\s+)/);
  for (let i = 0; i < tokens.length; i += words * 2) yield tokens.slice(i, i + words * 2).join('');
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A composed answer streamed in pieces, then its end. */
export async function* streamText(
  text: string,
  followUps: string | null,
  signal: AbortSignal,
): AsyncIterable<EngineChunk> {
  for (const piece of pieces(text)) {
    if (signal.aborted) return;
    yield { type: 'text', text: piece };
    await nextTick();
  }
  yield { type: 'end', followUps };
}

export const libraryEngine: Engine = {
  name: 'library',
  answer(input, signal) {
    const { text, followUps } = composeAnswer(input);
    return streamText(text, followUps, signal);
  },
};
