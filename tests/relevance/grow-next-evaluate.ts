import { readFileSync } from 'node:fs';
import { asc } from 'drizzle-orm';
import { GROW_NEXT_ITEMS } from '../../src/shared/domain/assessment';
import type { Db } from '../../src/server/db/client';
import { competencies, users } from '../../src/server/db/schema';
import { adminBank, importBank, publishDraft } from '../../src/server/features/admin/assessment/service';
import { GrowNextRankings, growNextFor } from '../../src/server/features/assessment/grow-next';

/**
 * How well "Grow next" picks teach each competency (grow-next-labels.json): precision of the
 * picks = picks in the competency's labelled set / GROW_NEXT_ITEMS, so a competency that gets
 * fewer picks counts the missing ones as misses.
 */

export interface GrowNextLabels {
  split: { tuning: string[]; heldOut: string[] };
  /** Per competency id: the labelled item ids, each with its reason. */
  labels: Record<string, Record<string, string>>;
}

export interface CompetencyOutcome {
  competencyId: string;
  half: 'tuning' | 'heldOut';
  picks: string[];
  hits: string[];
  precision: number;
}

export interface GrowNextReport {
  labelled: number;
  tuning: number;
  heldOut: number;
  overall: number;
  outcomes: CompetencyOutcome[];
}

/**
 * The labelled sets: `first`, 7 to 10 items per competency chosen by reading the library
 * (grow-next-labels.json); `exhaustive`, every item of the library judged for every competency by
 * a judge who saw neither the engine nor the first set (grow-next-labels-exhaustive.json).
 */
export const GROW_NEXT_LABEL_SETS = {
  first: 'grow-next-labels.json',
  exhaustive: 'grow-next-labels-exhaustive.json',
} as const;

/** A file of this folder, parsed. */
const readRelevanceJson = (file: string): unknown =>
  JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'));

export function loadGrowNextLabels(set: keyof typeof GROW_NEXT_LABEL_SETS = 'first'): GrowNextLabels {
  return readRelevanceJson(GROW_NEXT_LABEL_SETS[set]) as GrowNextLabels;
}

const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;

/**
 * Asks the engine (the route's own service) for each competency of the bank on its own, as a
 * member whose weakest competency it is, and scores its picks against the labels.
 */
export async function evaluateGrowNext(
  db: Db,
  set: GrowNextLabels,
  userId: string,
  /** Only these competencies (another framework's, published over the shipped bank); all by default. */
  only?: readonly string[],
): Promise<GrowNextReport> {
  const bank = (
    await db.select({ id: competencies.id }).from(competencies).orderBy(asc(competencies.position))
  ).filter((c) => !only || only.includes(c.id));
  const viewer = { db, userId, role: 'member' };
  // Rankings held for this evaluation alone, as an app holds its own.
  const rankings = new GrowNextRankings(db);
  const outcomes: CompetencyOutcome[] = [];
  for (const { id } of bank) {
    const half = set.split.tuning.includes(id) ? 'tuning' : set.split.heldOut.includes(id) ? 'heldOut' : null;
    if (half === null) throw new Error(`The competency ${id} is in neither half of the split.`);
    const labelled = set.labels[id] ?? {};
    const [group] = await growNextFor(viewer, rankings, [id]);
    const picks = (group?.items ?? []).map((item) => item.id);
    const hits = picks.filter((p) => p in labelled);
    outcomes.push({ competencyId: id, half, picks, hits, precision: hits.length / GROW_NEXT_ITEMS });
  }
  const of = (half: CompetencyOutcome['half']) =>
    mean(outcomes.filter((o) => o.half === half).map((o) => o.precision));
  return {
    labelled: Object.values(set.labels).reduce((n, items) => n + Object.keys(items).length, 0),
    tuning: of('tuning'),
    heldOut: of('heldOut'),
    overall: mean(outcomes.map((o) => o.precision)),
    outcomes,
  };
}

/**
 * Other competency frameworks (bank documents) and their labels, each written and judged without the
 * library's engine: tests/relevance/grow-next-framework*.json.
 */
export const FRAMEWORKS = {
  /** A corporate L&D function's framework. */
  corporate: { bank: 'grow-next-framework.json', labels: 'grow-next-framework-labels.json' },
  /** A healthcare group's L&D team's framework. */
  healthcare: { bank: 'grow-next-framework-2.json', labels: 'grow-next-framework-2-labels.json' },
} as const;

/**
 * Grow next on another framework, as a fellowship with its own would have it: the bank document is
 * imported and published over the bank by an administrator (publishBank), then each of its
 * competencies is scored against the labels. The database's bank is replaced.
 */
export async function evaluateFramework(
  db: Db,
  userId: string,
  framework: keyof typeof FRAMEWORKS | { bank: unknown; labels: GrowNextLabels } = 'corporate',
): Promise<GrowNextReport> {
  const { bank, labels } =
    typeof framework === 'string'
      ? {
          bank: readRelevanceJson(FRAMEWORKS[framework].bank),
          labels: readRelevanceJson(FRAMEWORKS[framework].labels) as GrowNextLabels,
        }
      : framework;
  await publishBank(db, bank);
  return evaluateGrowNext(db, labels, userId, [...labels.split.tuning, ...labels.split.heldOut]);
}

/**
 * A bank document imported and published as the console does it, by an administrator created for
 * the purpose: the bank becomes the next version.
 */
export async function publishBank(db: Db, bank: unknown): Promise<void> {
  const [admin] = await db
    .insert(users)
    .values({ email: `bank-publisher-${crypto.randomUUID()}@praxis.test`, name: 'Bank publisher' })
    .returning();
  if (!admin) throw new Error('Could not create the administrator who publishes the bank.');
  const actor = { user: admin };
  await importBank(db, actor, bank);
  await publishDraft(db, actor, (await adminBank(db)).draftUpdatedAt);
}
