import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/prepared';
import { type Population, populationColumn, populationOf } from './scores';

/**
 * The populations results compare with (all members, and each industry), kept by this process per
 * database until the assessment's population version moves: every change of the counts moves it,
 * in the transaction that changes them (the submit, the recount, a deleted instance). A results
 * statement is told which assessment, version and industries are kept here, and sends only the
 * populations that are not; each is sent in full, so what is kept is never a patched copy. Every
 * process keeps its own, at the version of the last answer it read, and the database checks that
 * version on every read.
 */

/** What a results statement is told is kept here (its placeholders, by these names). */
export interface HeldPopulations {
  heldAssessment: string;
  heldVersion: number;
  heldIndustries: string[];
}

const NOTHING_HELD: HeldPopulations = {
  heldAssessment: '00000000-0000-0000-0000-000000000000',
  heldVersion: -1,
  heldIndustries: [],
};

/**
 * The population of `industry` (an SQL expression: '' for all members, an industry, null for none)
 * of the assessment `a` (the statement's CTE of the active assessment: id, population_version), as
 * one JSON column ({} when empty), or NULL when this process keeps it at that version.
 */
export const populationUnlessHeld = (industry: SQL) => sql`CASE WHEN NOT coalesce((
    (SELECT id FROM a) = ${sql.placeholder('heldAssessment')}::uuid
    AND (SELECT population_version FROM a) = ${sql.placeholder('heldVersion')}::int
    AND ${industry} = ANY(${sql.placeholder('heldIndustries')}::text[])), false)
  THEN coalesce(${populationColumn(sql`(SELECT id FROM a)`, industry)}, '{}'::json) END`;

/** The population columns of a results row, as the statement sends them (null: kept here). */
export interface PopulationColumns {
  assessment_id?: unknown;
  /** The member's submissions: without one, results compare nothing and no population is sent. */
  submissions?: unknown;
  population_version?: unknown;
  industry?: unknown;
  population?: unknown;
  industry_population?: unknown;
}

export interface Populations {
  members: Population;
  inIndustry: Population;
}

class KeptPopulations {
  private assessmentId: string | null = null;
  private version = -1;
  private readonly byIndustry = new Map<string, Population>();

  held(): HeldPopulations {
    if (this.assessmentId === null) return NOTHING_HELD;
    return {
      heldAssessment: this.assessmentId,
      heldVersion: this.version,
      heldIndustries: [...this.byIndustry.keys()],
    };
  }

  /**
   * The row's populations: those it sent (kept, at the row's version) and those kept here. Null
   * when a population the statement left out is no longer kept (another request's answer, at
   * another version, came in between): read again with nothing held.
   */
  take(row: PopulationColumns): Populations | null {
    const assessmentId = row.assessment_id;
    if (Number(row.submissions ?? 0) === 0 || typeof assessmentId !== 'string') return noPopulations();
    const version = Number(row.population_version);
    // Whatever the database answered last is what is kept: a version that moved back (a restored
    // backup) is as different as one that moved on, and the database checks it on every read.
    if (assessmentId !== this.assessmentId || version !== this.version) {
      this.assessmentId = assessmentId;
      this.version = version;
      this.byIndustry.clear();
    }
    const industry = typeof row.industry === 'string' && row.industry !== '' ? row.industry : null;
    const members = this.population(row.population, '');
    const inIndustry = industry === null ? new Map() : this.population(row.industry_population, industry);
    if (!members || !inIndustry) return null;
    return { members, inIndustry };
  }

  /** The population the statement sent (now kept), else the one kept here, if it still is. */
  private population(sent: unknown, industry: string): Population | undefined {
    if (sent === null || sent === undefined) return this.byIndustry.get(industry);
    const population = populationOf(sent);
    this.byIndustry.set(industry, population);
    return population;
  }
}

/** Results without a submission compare nothing. */
const noPopulations = (): Populations => ({ members: new Map(), inIndustry: new Map() });

const keptPopulations = perDatabase((_db: Db) => new KeptPopulations());

/**
 * Runs a results statement with what this process keeps, and gives its first row with the
 * populations; reads again with nothing held in the rare case described at `take`.
 */
export async function withPopulations<R>(
  db: Db,
  run: (held: HeldPopulations) => Promise<R>,
  rowOf: (result: R) => PopulationColumns | undefined,
): Promise<{ result: R; populations: Populations }> {
  const kept = keptPopulations(db);
  const result = await run(kept.held());
  const row = rowOf(result) ?? {};
  const populations = kept.take(row);
  if (populations) return { result, populations };
  const again = await run(NOTHING_HELD);
  const sent = kept.take(rowOf(again) ?? {});
  if (!sent) throw new Error('A results statement with nothing held left a population out');
  return { result: again, populations: sent };
}
