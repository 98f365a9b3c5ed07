import { inArray } from 'drizzle-orm';
import type { ContentCard } from '../../../shared/content-card';
import type { GrowNext } from '../../../shared/contract/assessment';
import { type CompetencyCategory, GROW_NEXT_ITEMS } from '../../../shared/domain/assessment';
import { competencies } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { MAX_TERMS } from '../search/query';
import { cardsAtVersion, heldResultIds, searchLibrary } from '../search/service';
import type { Viewer } from './service';

/**
 * "Grow next": for each of the member's weakest competencies, library items that teach it, as
 * the search engine ranks them (the search service itself, not a copy of it). The searches go
 * from the most precise to the broadest, until GROW_NEXT_ITEMS are found:
 *   1. the competency's name ("Measuring Impact");
 *   2. the three words its description and level texts use most;
 *   3. as many of those words as a search takes (the engine relaxes to "all but one", then to
 *      "any of them").
 * An item goes to one competency only (the weakest first).
 */

/** A competency as results read it: enough to label a row and to search for it. */
export interface CompetencyInfo {
  id: string;
  name: string;
  category: CompetencyCategory;
  description: string;
  levels: string[];
}

/** Words that say nothing about a competency's subject. */
const STOP = new Set(
  `a about above across after again against all also an and any are as at be because been before
being between both but by can could did do does doing down during each few for from further had has
have having he her here hers him his how i if in into is it its itself just level levels me more
most my no nor not now of off on once only or other our ours out over own same she should so some
such than that the their theirs them then there these they this those through to too under until up
very was we were what when where which while who whom why will with would you your yours
understands uses makes takes seen others own others where whose across clear basic key main new
able across well`
    .split(/\s+/)
    .filter((w) => w !== ''),
);

const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}[\p{L}'-]*/gu) ?? [];

/** The words the competency's texts use most (not its name's), most frequent first. */
export function competencyKeywords(c: Pick<CompetencyInfo, 'name' | 'description' | 'levels'>): string[] {
  const inName = new Set(wordsOf(c.name));
  const counts = new Map<string, { n: number; first: number }>();
  let position = 0;
  for (const text of [c.description, ...c.levels]) {
    for (const raw of wordsOf(text)) {
      const word = raw.replace(/'s$/, '').replace(/^-+|-+$/g, '');
      position += 1;
      if (word.length < 4 || STOP.has(word) || inName.has(word)) continue;
      const seen = counts.get(word);
      if (seen) seen.n += 1;
      else counts.set(word, { n: 1, first: position });
    }
  }
  return [...counts.entries()].sort(([, a], [, b]) => b.n - a.n || a.first - b.first).map(([w]) => w);
}

/** The searches for one competency, most precise first. */
export function growQueries(c: Pick<CompetencyInfo, 'name' | 'description' | 'levels'>): string[] {
  const keywords = competencyKeywords(c);
  const queries = [c.name, keywords.slice(0, 3).join(' '), keywords.slice(0, MAX_TERMS).join(' ')];
  return [...new Set(queries.map((q) => q.trim()).filter((q) => q !== ''))];
}

/** A competency's searches depend only on its texts: worked out once per text. */
const queriesByText = new Map<string, string[]>();
function queriesOf(c: CompetencyInfo): string[] {
  const text = [c.name, c.description, ...c.levels].join('\u0000');
  let queries = queriesByText.get(text);
  if (!queries) {
    queries = growQueries(c);
    // Texts change only when the bank is reseeded: a handful at most, but never let it grow.
    if (queriesByText.size >= 100) queriesByText.clear();
    queriesByText.set(text, queries);
  }
  return queries;
}

/** A search of the picking, as the search page would rank it (page 1). */
const searchOf = (q: string) => ({ q, prefix: false, count: GROW_NEXT_ITEMS * 4 });

/**
 * The picking itself, over each query's ranked ids: up to GROW_NEXT_ITEMS per competency, in the
 * order given (weakest first), an item for one competency only.
 */
function pick(
  weakest: CompetencyInfo[],
  resultsOf: (q: string) => string[],
): { competency: CompetencyInfo; ids: string[] }[] {
  const taken = new Set<string>();
  return weakest.map((c) => {
    const ids: string[] = [];
    for (const q of queriesOf(c)) {
      if (ids.length >= GROW_NEXT_ITEMS) break;
      for (const id of resultsOf(q)) {
        if (ids.length >= GROW_NEXT_ITEMS) break;
        if (taken.has(id)) continue;
        taken.add(id);
        ids.push(id);
      }
    }
    return { competency: c, ids };
  });
}

/**
 * Up to GROW_NEXT_ITEMS items per competency, in the order given (weakest first). When the
 * process holds every search the picking consults (the search cache) at one content version, the
 * picked items' cards are read in one statement that also reads the version; otherwise, or when
 * the version moved, the searches run one by one (and fill the cache).
 */
export async function growNext(v: Viewer, weakest: CompetencyInfo[]): Promise<GrowNext[]> {
  let missing = false;
  const versions = new Set<number>();
  const picked = pick(weakest, (q) => {
    const held = heldResultIds(v.db, searchOf(q));
    if (!held) missing = true;
    else if (held.version !== null) versions.add(held.version);
    return held?.ids ?? [];
  });
  if (!missing && versions.size <= 1) {
    const { version, cards } = await cardsAtVersion(v.db, {
      ids: picked.flatMap((p) => p.ids),
      userId: v.userId,
      now: v.now,
    });
    if (versions.size === 0 || (version !== null && versions.has(version))) {
      return picked.map((p) => ({
        competencyId: p.competency.id,
        competencyName: p.competency.name,
        items: p.ids.flatMap((id) => cards.get(id) ?? []),
      }));
    }
  }
  return searched(v, weakest);
}

/** The picking over searches run now. */
async function searched(v: Viewer, weakest: CompetencyInfo[]): Promise<GrowNext[]> {
  const taken = new Set<string>();
  const out: GrowNext[] = [];
  for (const c of weakest) {
    const picked: ContentCard[] = [];
    for (const q of queriesOf(c)) {
      if (picked.length >= GROW_NEXT_ITEMS) break;
      const { count, ...search } = searchOf(q);
      const found = await searchLibrary(v.db, {
        ...search,
        userId: v.userId,
        page: 1,
        pageSize: count,
        now: v.now,
      });
      for (const card of found.items) {
        if (picked.length >= GROW_NEXT_ITEMS) break;
        if (taken.has(card.id)) continue;
        taken.add(card.id);
        picked.push(card);
      }
    }
    out.push({ competencyId: c.id, competencyName: c.name, items: picked });
  }
  return out;
}

/**
 * GET /assessment/grow-next?competencies=: the picks for the competencies a member's results name
 * (their weakest, weakest first), each known competency once, in the order given.
 */
export async function growNextFor(v: Viewer, competencyIds: readonly string[]): Promise<GrowNext[]> {
  const ids = [...new Set(competencyIds)];
  const rows = await v.db
    .select({
      id: competencies.id,
      name: competencies.name,
      category: competencies.category,
      description: competencies.description,
      levels: competencies.levels,
    })
    .from(competencies)
    .where(inArray(competencies.id, ids));
  const byId = new Map(rows.map((c) => [c.id, c]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0) {
    throw new AppError(404, 'not_found', `No competency with the id ${JSON.stringify(unknown[0])}.`);
  }
  return growNext(
    v,
    ids.map((id) => byId.get(id)!),
  );
}
