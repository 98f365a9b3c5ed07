import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type BankDocument, parseBank } from '../../../../shared/contract/assessment-bank';
import type { Db } from '../../../db/client';
import { assessmentBankVersions, assessments, competencies, items } from '../../../db/schema';
import { publishAverages } from '../averages';
import { loadBank } from '../service';
import { SHIPPED_BANK } from './shipped-bank';

/**
 * The competency bank is product data: every install has it, production included, demo or not.
 * Right after the migrations (server start, `npm run db:migrate`, the demo seed, test databases):
 *
 * - a database without any assessment gets the shipped bank as its active assessment, version 1,
 *   with the version-1 snapshot of the document;
 * - an install that has one already (a demo bank seeded before items had a peer wording) gets the
 *   peer wording of each item whose self wording the shipped bank has, and the snapshot of its
 *   published version when it is missing.
 *
 * Two processes starting at once take turns on a transaction-scoped advisory lock, so the bank
 * is installed once; running it again changes nothing.
 */

/** The advisory lock key of the bank's installation (any constant the app uses for nothing else). */
const INSTALL_LOCK = 72_616_001;

export type InstallOutcome = 'installed' | 'completed' | 'unchanged';

/** The shipped bank, checked against the bank document's schema (a broken edit fails here, loudly). */
export function shippedBank(): BankDocument {
  const parsed = parseBank(SHIPPED_BANK);
  if (!parsed.ok) throw new Error(`The shipped competency bank is not valid: ${parsed.message}`);
  return parsed.bank;
}

/** The active assessment's published bank, as a document with its items' ids. */
export async function publishedDocument(db: Db): Promise<BankDocument> {
  const bank = await loadBank(db);
  return {
    name: bank.assessment.name,
    competencies: bank.competencies.map((c) => ({
      id: c.id,
      name: c.name,
      category: c.category,
      description: c.description,
      levels: [...c.levels],
      items: c.items.map((i) => ({ id: i.id, level: i.level, prompt: i.prompt, peerPrompt: i.peerPrompt })),
    })),
  };
}

/** Writes the competencies of a document (new ones inserted, known ones updated), in its order. */
export async function writeCompetencies(db: Db, bank: BankDocument): Promise<void> {
  if (bank.competencies.length === 0) return;
  await db
    .insert(competencies)
    .values(
      bank.competencies.map((c, position) => ({
        id: c.id,
        name: c.name,
        category: c.category,
        description: c.description,
        levels: [...c.levels],
        position,
      })),
    )
    .onConflictDoUpdate({
      target: competencies.id,
      set: {
        name: sql`excluded.name`,
        category: sql`excluded.category`,
        description: sql`excluded.description`,
        levels: sql`excluded.levels`,
        position: sql`excluded.position`,
      },
    });
}

async function install(tx: Db, bank: BankDocument): Promise<void> {
  const [assessment] = await tx
    .insert(assessments)
    .values({ name: bank.name, isActive: true, version: 1 })
    .returning({ id: assessments.id });
  await writeCompetencies(tx, bank);
  await tx.insert(items).values(
    bank.competencies.flatMap((c) =>
      c.items.map((item, position) => ({
        assessmentId: assessment!.id,
        competencyId: c.id,
        prompt: item.prompt,
        peerPrompt: item.peerPrompt,
        level: item.level,
        position,
      })),
    ),
  );
  await tx
    .insert(assessmentBankVersions)
    .values({ assessmentId: assessment!.id, version: 1, bank: await publishedDocument(tx) });
}

/**
 * An existing install: peer wordings filled from the shipped bank, the published snapshot written.
 * An install from before published averages also gets its peers' and team averages published from
 * the ratings it holds, once, with the snapshot: otherwise members rated before the upgrade would
 * see no peers' average until new ratings arrived.
 */
async function complete(tx: Db, bank: BankDocument, assessmentId: string, version: number): Promise<boolean> {
  const pairs = bank.competencies.flatMap((c) => c.items.map((i) => sql`(${i.prompt}, ${i.peerPrompt})`));
  const filled = await tx.execute(sql`
    UPDATE ${items} SET peer_prompt = shipped.peer_prompt
    FROM (VALUES ${sql.join(pairs, sql`, `)}) AS shipped(prompt, peer_prompt)
    WHERE ${items.peerPrompt} = '' AND ${items.prompt} = shipped.prompt`);
  const [snapshot] = await tx
    .select({ version: assessmentBankVersions.version })
    .from(assessmentBankVersions)
    .where(
      and(eq(assessmentBankVersions.assessmentId, assessmentId), eq(assessmentBankVersions.version, version)),
    );
  if (!snapshot) {
    await tx
      .insert(assessmentBankVersions)
      .values({ assessmentId, version, bank: await publishedDocument(tx) });
    await publishAverages(tx, assessmentId);
  }
  const changed = filled as unknown as { rowCount?: number; affectedRows?: number };
  return !snapshot || (changed.rowCount ?? changed.affectedRows ?? 0) > 0;
}

/** Installs the shipped bank, or completes an existing one; see the comment at the top. */
export async function installShippedBank(db: Db): Promise<InstallOutcome> {
  const bank = shippedBank();
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${INSTALL_LOCK})`);
    const [existing] = await tx
      .select({ id: assessments.id, version: assessments.version, isActive: assessments.isActive })
      .from(assessments)
      .orderBy(desc(assessments.isActive), asc(assessments.createdAt))
      .limit(1);
    if (!existing) {
      await install(tx, bank);
      return 'installed';
    }
    if (!existing.isActive) return 'unchanged';
    return (await complete(tx, bank, existing.id, existing.version)) ? 'completed' : 'unchanged';
  });
}
