import { and, eq } from 'drizzle-orm';
import type { BankDocument, BankVersionTexts } from '../../../../shared/contract/assessment-bank';
import type { Db } from '../../../db/client';
import { assessmentBankVersions } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { activeAssessment } from '../service';

/**
 * GET /assessment/versions/{version}: the competency texts of one published version of the active
 * bank, as results answered on that version read them (names, descriptions, level texts).
 */
export async function bankVersionTexts(db: Db, version: number): Promise<BankVersionTexts> {
  const assessment = await activeAssessment(db);
  const [row] = await db
    .select({ bank: assessmentBankVersions.bank, publishedAt: assessmentBankVersions.publishedAt })
    .from(assessmentBankVersions)
    .where(
      and(
        eq(assessmentBankVersions.assessmentId, assessment.id),
        eq(assessmentBankVersions.version, version),
      ),
    );
  if (!row) throw notFound('No such version of the assessment');
  const bank = row.bank as BankDocument;
  return {
    version,
    publishedAt: row.publishedAt.toISOString(),
    competencies: bank.competencies.map((c) => ({
      id: c.id,
      name: c.name,
      category: c.category,
      description: c.description,
      levels: [...c.levels],
    })),
  };
}
