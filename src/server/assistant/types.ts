import type { ContentCard } from '../../shared/content-card';

/** A piece of library text retrieved for a question, numbered as the answer cites it ([n]). */
export interface Passage {
  /** 1-based, the number the answer uses to cite it. */
  n: number;
  item: ContentCard;
  /** The item's best-matching text (its blurb, a case's challenge/solution/results, a block). */
  text: string;
  /** A case study's own parts, when the item has them. */
  parts: { challenge: string | null; solution: string | null; results: string | null };
}

/** What the assistant knows of the member to make a vague request personal. */
export interface Personal {
  title: string | null;
  team: string | null;
  /** Their weakest competencies (latest self-assessment), weakest first. */
  growthAreas: string[];
  /** The growth area the retrieval used because the question named no subject of its own. */
  usedGrowthArea: string | null;
}

export interface EngineInput {
  question: string;
  /** Earlier turns, oldest first (the model reads them; the library engine does not need them). */
  history: Array<{ role: 'user' | 'assistant'; content: string }>;
  passages: Passage[];
  personal: Personal;
}

/**
 * What an engine streams: pieces of the answer (citing passages as [n]), then its end with the
 * follow-up lines. Which passages were cited, and as which card, is read from the text itself.
 */
export type EngineChunk =
  | { type: 'text'; text: string }
  | { type: 'notice'; message: string }
  | { type: 'end'; followUps: string | null };

export interface Engine {
  readonly name: 'library' | 'model';
  answer(input: EngineInput, signal: AbortSignal): AsyncIterable<EngineChunk>;
}
