import { inArray } from 'drizzle-orm';
import type { ContentCard } from '../../../shared/content-card';
import type { GrowNext } from '../../../shared/contract/assessment';
import { type CompetencyCategory, GROW_NEXT_ITEMS } from '../../../shared/domain/assessment';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/prepared';
import { competencies } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { cardsAtVersion } from '../search/service';
import { rankForCompetency } from './grow-next-rank';
import type { Viewer } from './service';

/**
 * "Grow next": for each of the member's weakest competencies, the library items that best teach
 * it, as grow-next-rank.ts scores them against the competency's own texts (read from the bank).
 * An item goes to one competency only (the weakest first), so each competency's ranking holds a
 * few more items than it shows.
 */

/** A competency as results read it: enough to label a row and to rank the library for it. */
export interface CompetencyInfo {
  id: string;
  name: string;
  category: CompetencyCategory;
  description: string;
  levels: string[];
}

/** Items ranked per competency: enough for three competencies to share out. */
const RANKED = GROW_NEXT_ITEMS * 4;

interface Ranking {
  version: number;
  ids: string[];
}

/**
 * Each competency's ranking as this process last computed it, with the content version it was
 * computed at. A ranking depends only on the bank's texts and the library: it is used only while
 * the version is current (read in the same statement as the cards) and the competency's texts are
 * the ones it was computed for. A handful of entries: one per competency and text.
 */
const rankingsOf = perDatabase((_db: Db) => new Map<string, Ranking>());
const textKey = (c: CompetencyInfo) => [c.id, c.name, c.description, ...c.levels].join('\u0000');

/** Up to GROW_NEXT_ITEMS ids per competency, in the order given, an item for one competency only. */
function pick(rankings: string[][]): string[][] {
  const taken = new Set<string>();
  return rankings.map((ids) => {
    const picked: string[] = [];
    for (const id of ids) {
      if (picked.length >= GROW_NEXT_ITEMS) break;
      if (taken.has(id)) continue;
      taken.add(id);
      picked.push(id);
    }
    return picked;
  });
}

/** The groups as the route answers them: the picked cards, in the order picked. */
function groupsOf(
  weakest: CompetencyInfo[],
  picked: string[][],
  cards: Map<string, ContentCard>,
): GrowNext[] {
  return weakest.map((c, i) => ({
    competencyId: c.id,
    competencyName: c.name,
    items: (picked[i] ?? []).flatMap((id) => cards.get(id) ?? []),
  }));
}

/**
 * Up to GROW_NEXT_ITEMS items per competency, in the order given (weakest first). When the process
 * holds every competency's ranking at one content version, the picked cards are read in one
 * statement that also reads the version; otherwise, or when the version moved, the rankings are
 * computed again (one statement per competency) before the cards are read.
 */
export async function growNext(v: Viewer, weakest: CompetencyInfo[]): Promise<GrowNext[]> {
  const held = rankingsOf(v.db);
  const cards = (ids: string[]) => cardsAtVersion(v.db, { ids, userId: v.userId, now: v.now });
  const known = weakest.map((c) => held.get(textKey(c)));
  const version = known[0]?.version;
  if (version !== undefined && known.every((r) => r?.version === version)) {
    const picked = pick(known.map((r) => r?.ids ?? []));
    const read = await cards(picked.flat());
    if (read.version === version) return groupsOf(weakest, picked, read.cards);
  }
  const rankings: string[][] = [];
  for (const c of weakest) {
    const ranking = await rankForCompetency(v.db, c.id, RANKED);
    if (ranking.version !== null) {
      if (held.size >= 100) held.clear();
      held.set(textKey(c), { version: ranking.version, ids: ranking.ids });
    }
    rankings.push(ranking.ids);
  }
  const picked = pick(rankings);
  return groupsOf(weakest, picked, (await cards(picked.flat())).cards);
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
