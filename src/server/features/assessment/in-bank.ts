import { and, eq, type SQL, sql } from 'drizzle-orm';
import { assessments, items } from '../../db/schema';

/** The active assessment's id, as a subquery. */
const activeAssessmentId = sql`(SELECT ${assessments.id} FROM ${assessments} WHERE ${assessments.isActive})`;

/**
 * The bank members are assessed on: the items that are active in the assessment given (by default
 * the active one). A competency is in the bank when it has such an item; a retired item, or one of
 * an assessment a publish replaced, is kept for the results that read it but is asked no more.
 */
export const isBankItem = (assessmentId: string | SQL = activeAssessmentId): SQL =>
  and(eq(items.assessmentId, assessmentId), eq(items.active, true))!;
