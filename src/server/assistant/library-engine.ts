import { MAX_CITATIONS } from '../../shared/domain/assistant';
import type { Engine, EngineChunk, EngineInput, Passage } from './types';

/**
 * The library assistant: answers from retrieval alone, with no model, no key and no network. An
 * advice answer is assembled from the best passages — what others did and what worked (case
 * studies), where to read more (other items) — and says plainly that it is drawn from the
 * library. It cites the passages it used, at most MAX_CITATIONS, and nothing else.
 */

export const LIBRARY_INTRO =
  'Here is what the Praxis library holds on this. This answer is put together from its case studies and resources, not written by an AI model.';
export const NOTHING_FOUND =
  "I couldn't find anything in the library on this yet. Try describing it in other words, or ask me to suggest a resource.";

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
  return `Because ${usedGrowthArea} is one of your growth areas, that is where I looked.${who}ou may find these useful.`;
}

/** The whole answer as text, with [n] markers numbering the cited passages 1..k. */
export function composeAnswer(input: EngineInput): {
  text: string;
  followUps: string | null;
  cited: number[];
} {
  const used = input.passages.slice(0, MAX_CITATIONS);
  if (used.length === 0) return { text: NOTHING_FOUND, followUps: null, cited: [] };
  const lines: string[] = [];
  const personal = personalLine(input);
  if (personal) lines.push(personal, '');
  lines.push(LIBRARY_INTRO, '');
  const cases = used.filter(isCase);
  const others = used.filter((p) => !isCase(p));
  if (cases.length > 0) {
    lines.push('What others did:');
    for (const p of cases) {
      lines.push(`- ${p.item.title}: ${firstSentence(p.parts.solution ?? p.text)} [${p.n}]`);
    }
    const worked = cases.filter((p) => p.parts.results);
    if (worked.length > 0) {
      lines.push('', 'What worked:');
      for (const p of worked) lines.push(`- ${firstSentence(p.parts.results!)} [${p.n}]`);
    }
  }
  if (others.length > 0) {
    if (cases.length > 0) lines.push('');
    lines.push(cases.length > 0 ? 'Where to read more:' : 'What the library says:');
    for (const p of others) lines.push(`- ${p.item.title}: ${firstSentence(p.text)} [${p.n}]`);
  }
  const topic = used.flatMap((p) => p.item.topics)[0];
  const followUps = topic
    ? [
        `- What did other organisations learn about ${topic.toLowerCase()}?`,
        `- How do I measure the impact of ${topic.toLowerCase()} work?`,
        `- Which research covers ${topic.toLowerCase()}?`,
      ].join('\n')
    : null;
  return { text: lines.join('\n'), followUps, cited: used.map((p) => p.n) };
}

/** Pieces of a few words, so that the answer streams like any other. */
export function* pieces(text: string, words = 4): Generator<string> {
  const tokens = text.split(/(\s+)/);
  for (let i = 0; i < tokens.length; i += words * 2) yield tokens.slice(i, i + words * 2).join('');
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

export const libraryEngine: Engine = {
  name: 'library',
  async *answer(input, signal): AsyncIterable<EngineChunk> {
    const { text, followUps, cited } = composeAnswer(input);
    for (const piece of pieces(text)) {
      if (signal.aborted) return;
      yield { type: 'text', text: piece };
      await nextTick();
    }
    yield { type: 'end', followUps, cited };
  },
};
