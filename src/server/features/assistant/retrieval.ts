import { asc, inArray } from 'drizzle-orm';
import type { ContentCard } from '../../../shared/content-card';
import { MAX_CITATIONS } from '../../../shared/domain/assistant';
import type { Passage } from '../../assistant/types';
import type { Db } from '../../db/client';
import { resourceBlocks, resources } from '../../db/schema';
import { searchLibrary } from '../search/service';

/**
 * Retrieval for the assistant: the search engine ranks the items (the same service as the search
 * page, never a copy), then each item's best passage is picked from its own text and its blocks.
 */

/** Passages given to an engine at most (the library engine cites the first MAX_CITATIONS). */
export const PASSAGES = 6;
const PASSAGE_MAX = 700;

/** Words of a question that name no subject. */
const GENERIC = new Set(
  `a about advice after again all also am an and any anything are as ask at be best can could
did do does doing for from get give good great have help how i id ideas im in into is it its just
know like looking me more my need needs of on one or our please recommend resource resources
share should show so some something strategic suggest suggestion tell than thanks that the their
them there these they thing things this tips to us useful want was we what whats when where which
who why will with would you your yours get find learn read topic`
    .split(/\s+/)
    .filter(Boolean),
);

/** The words of a question that name its subject (lower case, 3+ letters, not generic). */
export function subjectWords(question: string): string[] {
  const words = question
    .toLowerCase()
    .replace(/[’']/g, '')
    .match(/\p{L}[\p{L}\p{N}-]*/gu);
  return [...new Set((words ?? []).filter((w) => w.length >= 3 && !GENERIC.has(w)))];
}

/** Whether a question is too vague to search on its own ("suggest something", "any advice?"). */
export const isVague = (question: string) => subjectWords(question).length === 0;

/** The search query of a question: its subject words (the engine relaxes to most, then any of them). */
export const searchQueryOf = (question: string) => subjectWords(question).join(' ');

function blockText(data: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const key of ['title', 'text', 'caption', 'quote']) {
    const v = data[key];
    if (typeof v === 'string') parts.push(v);
  }
  if (Array.isArray(data.items)) parts.push(data.items.filter((i) => typeof i === 'string').join('; '));
  return parts.join(' ').trim();
}

const stem = (w: string) => w.slice(0, 5);

function overlap(text: string, stems: Set<string>): number {
  let n = 0;
  for (const w of text.toLowerCase().match(/\p{L}+/gu) ?? []) if (stems.has(stem(w))) n += 1;
  return n;
}

const clip = (text: string) =>
  text.length <= PASSAGE_MAX ? text : `${text.slice(0, PASSAGE_MAX - 1).replace(/\s+\S*$/, '')}…`;

/**
 * Items for a query, best first: the engine's ranking, with the best case study brought into the
 * first MAX_CITATIONS when advice is asked for and none is there (what others did matters most).
 */
async function rankedItems(db: Db, query: string, userId: string, advice: boolean): Promise<ContentCard[]> {
  const found = await searchLibrary(db, { q: query, userId, page: 1, pageSize: PASSAGES, prefix: false });
  const items = found.items.filter((c) => c.timeline !== 'upcoming');
  if (!advice || items.slice(0, MAX_CITATIONS).some((c) => c.presentedType === 'case-study')) return items;
  const cases = await searchLibrary(db, {
    q: query,
    userId,
    page: 1,
    pageSize: 1,
    prefix: false,
    type: 'case-study',
  });
  const best = cases.items[0];
  if (!best || items.some((c) => c.id === best.id)) return items;
  const at = Math.min(MAX_CITATIONS - 1, items.length);
  return [...items.slice(0, at), best, ...items.slice(at)].slice(0, PASSAGES);
}

/** The passages of the best items for a query, numbered 1..n in rank order. */
export async function retrievePassages(
  db: Db,
  opts: { query: string; userId: string; advice: boolean; exclude?: readonly string[] },
): Promise<Passage[]> {
  if (opts.query.trim() === '') return [];
  const exclude = new Set(opts.exclude ?? []);
  const items = (await rankedItems(db, opts.query, opts.userId, opts.advice)).filter(
    (c) => !exclude.has(c.id),
  );
  if (items.length === 0) return [];
  const ids = items.map((c) => c.id);
  const [texts, blocks] = await Promise.all([
    db
      .select({
        id: resources.id,
        blurb: resources.blurb,
        description: resources.description,
        challenge: resources.challenge,
        solution: resources.solution,
        results: resources.results,
      })
      .from(resources)
      .where(inArray(resources.id, ids)),
    db
      .select({ resourceId: resourceBlocks.resourceId, data: resourceBlocks.data })
      .from(resourceBlocks)
      .where(inArray(resourceBlocks.resourceId, ids))
      .orderBy(asc(resourceBlocks.resourceId), asc(resourceBlocks.position)),
  ]);
  const stems = new Set(subjectWords(opts.query).map(stem));
  const byId = new Map(texts.map((t) => [t.id, t]));
  return items.map((item, i) => {
    const own = byId.get(item.id);
    const candidates = [
      own?.blurb,
      own?.description,
      own?.challenge,
      own?.solution,
      own?.results,
      ...blocks.filter((b) => b.resourceId === item.id).map((b) => blockText(b.data)),
    ].filter((t): t is string => typeof t === 'string' && t.trim().length > 20);
    // The description first; a block only when it matches the question better.
    let best = candidates[0] ?? item.shortDescription ?? item.title;
    let bestScore = overlap(best, stems);
    for (const c of candidates.slice(1)) {
      const score = overlap(c, stems);
      if (score > bestScore) {
        best = c;
        bestScore = score;
      }
    }
    return {
      n: i + 1,
      item,
      text: clip(best.replace(/\s+/g, ' ').trim()),
      parts: {
        challenge: own?.challenge ?? null,
        solution: own?.solution ?? null,
        results: own?.results ?? null,
      },
    };
  });
}
