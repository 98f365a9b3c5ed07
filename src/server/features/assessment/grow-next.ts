import { inArray, sql } from 'drizzle-orm';
import type { ContentCard } from '../../../shared/content-card';
import type { GrowNext } from '../../../shared/contract/assessment';
import { type CompetencyCategory, GROW_NEXT_ITEMS } from '../../../shared/domain/assessment';
import type { Db } from '../../db/client';
import { assessments, competencies } from '../../db/schema';
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
  /**
   * The published version of the bank when it was read (null: no active bank). A ranking weighs the
   * competency's words against the rest of the bank, so a new version ranks again.
   */
  bankVersion: number | null;
}

/** The columns a CompetencyInfo is read from. */
const infoColumns = {
  id: competencies.id,
  name: competencies.name,
  category: competencies.category,
  description: competencies.description,
  levels: competencies.levels,
  bankVersion: sql<
    number | null
  >`(SELECT ${assessments.version} FROM ${assessments} WHERE ${assessments.isActive})`,
};

/** Items ranked per competency: enough for three competencies to share out. */
const RANKED = GROW_NEXT_ITEMS * 4;

interface Ranking {
  /** The content version it was ranked at (null: the library was empty). */
  version: number | null;
  ids: string[];
}

/** A competency's ranking, computing or computed; `done` once it is. */
interface Held {
  ranking: Promise<Ranking>;
  done?: Ranking;
}

const textKey = (c: CompetencyInfo) =>
  [c.id, c.name, c.description, ...c.levels, String(c.bankVersion)].join('\u0000');

/** Past this many held rankings, all are dropped (there is one per competency, text and bank version). */
const MAX_HELD = 100;

/**
 * Each competency's ranking as this app last computed it, or is computing it: made once per app
 * (createAppState) and carried in its deps; a caller outside an app (an evaluation) makes its own.
 * A ranking depends only on the bank's texts and the library: it is used while its content version
 * is the current one (read in the same statement as the cards) and the competency's texts and the
 * bank's published version are the ones it was computed for. While one request computes a ranking,
 * the others that need it wait for the same computation instead of starting their own: a cold app
 * under load computes each ranking once. A handful of entries: one per competency and text.
 */
export class GrowNextRankings {
  private readonly held = new Map<string, Held>();
  private readonly db: Db;

  /** `db`: the app's database, the one rankings are computed on (never a request's transaction). */
  constructor(db: Db) {
    this.db = db;
  }

  /**
   * The competency's ranking: the one held, unless it is known to be older than `current` (the
   * content version last read), or a new computation that every request can share.
   */
  of(c: CompetencyInfo, current: number | null | undefined): Promise<Ranking> {
    const held = this.held;
    const key = textKey(c);
    const known = held.get(key);
    const stale = known?.done !== undefined && current !== undefined && known.done.version !== current;
    if (known && !stale) return known.ranking;
    if (held.size >= MAX_HELD) held.clear();
    const entry: Held = {
      ranking: rankForCompetency(this.db, c.id, RANKED).then(
        (ranking) => {
          entry.done = ranking;
          return ranking;
        },
        (error: unknown) => {
          // A failed computation is not kept: the next request tries again.
          if (held.get(key) === entry) held.delete(key);
          throw error;
        },
      ),
    };
    held.set(key, entry);
    return entry.ranking;
  }
}

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
 * Up to GROW_NEXT_ITEMS items per competency, in the order given (weakest first). The picked cards
 * are read in one statement that also reads the content version; when a ranking turns out older
 * than that version, the stale rankings are computed again (one statement each) and the cards read
 * once more.
 */
export async function growNext(
  v: Viewer,
  held: GrowNextRankings,
  weakest: CompetencyInfo[],
): Promise<GrowNext[]> {
  let current: number | null | undefined;
  for (let attempt = 1; ; attempt++) {
    const rankings = await Promise.all(weakest.map((c) => held.of(c, current)));
    const picked = pick(rankings.map((r) => r.ids));
    const read = await cardsAtVersion(v.db, { ids: picked.flat(), userId: v.userId, now: v.now });
    // A second pass answers whatever it read: the content may move again while it ranks.
    if (attempt === 2 || rankings.every((r) => r.version === read.version)) {
      return groupsOf(weakest, picked, read.cards);
    }
    current = read.version;
  }
}

/**
 * GET /assessment/grow-next?competencies=: the picks for the competencies a member's results name
 * (their weakest, weakest first), each known competency once, in the order given.
 */
export async function growNextFor(
  v: Viewer,
  held: GrowNextRankings,
  competencyIds: readonly string[],
): Promise<GrowNext[]> {
  const ids = [...new Set(competencyIds)];
  const rows = await v.db.select(infoColumns).from(competencies).where(inArray(competencies.id, ids));
  const byId = new Map(rows.map((c) => [c.id, c]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length > 0) {
    throw new AppError(404, 'not_found', `No competency with the id ${JSON.stringify(unknown[0])}.`);
  }
  return growNext(
    v,
    held,
    ids.map((id) => byId.get(id)!),
  );
}

/**
 * Each competency's ranking (best first, the same ranking grow next picks from), computing the
 * ones not held or older than the content version `current`. The digest warms every competency's
 * ranking before it opens a transaction, then reads them from here without touching the database.
 */
export async function growthAreaRankings(
  held: GrowNextRankings,
  competencyInfos: readonly CompetencyInfo[],
  current?: number | null,
): Promise<string[][]> {
  const rankings = await Promise.all(competencyInfos.map((c) => held.of(c, current)));
  return rankings.map((r) => r.ids);
}

/** Shares ranked ids out as grow next does: a few per competency, each item for one competency only. */
export const shareOutPicks = pick;

/** Every competency of the bank as rankings read it. */
export async function bankCompetencies(db: Db): Promise<CompetencyInfo[]> {
  return db.select(infoColumns).from(competencies);
}
