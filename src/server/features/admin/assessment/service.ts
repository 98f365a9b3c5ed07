import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  type AdminBank,
  type BankDocument,
  bankIssuePlace,
  parseBank,
} from '../../../../shared/contract/assessment-bank';
import { bankChanges } from '../../../../shared/domain/assessment-bank';
import type { Db } from '../../../db/client';
import { assessmentBankVersions, assessments, competencies, items, users } from '../../../db/schema';
import { AppError, badRequest } from '../../../lib/errors';
import type { SessionMember } from '../../../request-env';
import { publishedDocument, writeCompetencies } from '../../assessment/bank/install';
import { noActiveAssessment } from '../../assessment/service';
import { recordAdminAction } from '../audit/service';

/**
 * The console's competency bank: administrators edit a draft (the whole bank as a document, kept
 * on the assessment until published or discarded), publish it as the next version, export the
 * published bank and import a file into the draft. Items are never deleted (submitted answers
 * point at them): an item left out of the bank is retired. Every change is in the audit log.
 */

type Admin = Pick<SessionMember, 'user'>;

const draftChanged = () =>
  new AppError(
    409,
    'draft_changed',
    'The draft was changed in another window or by another administrator. Reload the page to see it.',
  );
const noDraft = (what: string) => new AppError(409, 'no_draft', `There is no draft to ${what}.`);

const stampOf = (at: Date | null) => (at ? at.toISOString() : null);

async function activeRow(db: Db, lock: boolean) {
  const query = db
    .select({
      id: assessments.id,
      name: assessments.name,
      version: assessments.version,
      draft: assessments.draft,
      draftUpdatedAt: assessments.draftUpdatedAt,
    })
    .from(assessments)
    .where(eq(assessments.isActive, true))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw noActiveAssessment();
  return row;
}

/** GET: the published bank, the draft and the versions, newest first. */
export async function adminBank(db: Db): Promise<AdminBank> {
  const row = await activeRow(db, false);
  const [published, versions] = await Promise.all([
    publishedDocument(db),
    db
      .select({
        version: assessmentBankVersions.version,
        publishedAt: assessmentBankVersions.publishedAt,
        publishedBy: users.email,
      })
      .from(assessmentBankVersions)
      .leftJoin(users, eq(users.id, assessmentBankVersions.publishedBy))
      .where(eq(assessmentBankVersions.assessmentId, row.id))
      .orderBy(desc(assessmentBankVersions.version)),
  ]);
  return {
    assessment: { id: row.id, name: row.name, version: row.version },
    published,
    draft: (row.draft as BankDocument | null) ?? null,
    draftUpdatedAt: stampOf(row.draftUpdatedAt),
    versions: versions.map((v) => ({ ...v, publishedAt: v.publishedAt.toISOString() })),
  };
}

/**
 * A document checked as a draft of this bank: a valid bank document (its first problem named),
 * whose known items stay in their competency and at their level (an item is the same question
 * only then), and whose competency names are not those of competencies it leaves out. An item id
 * this bank does not have (a file from another install) is a new item.
 */
async function asDraft(db: Db, assessmentId: string, input: unknown): Promise<BankDocument> {
  const parsed = parseBank(input);
  if (!parsed.ok) throw badRequest(parsed.message, 'invalid_bank');
  const bank = parsed.bank;
  const known = new Map(
    (
      await db
        .select({ id: items.id, competencyId: items.competencyId, level: items.level })
        .from(items)
        .where(eq(items.assessmentId, assessmentId))
    ).map((i) => [i.id, i]),
  );
  bank.competencies.forEach((c, ci) => {
    c.items.forEach((item, ii) => {
      const was = item.id ? known.get(item.id) : undefined;
      if (!was) {
        delete item.id;
        return;
      }
      const place = bankIssuePlace(['competencies', ci, 'items', ii, 'id'], bank);
      if (was.competencyId !== c.id) {
        throw badRequest(
          `${place}: is an item of the competency "${was.competencyId}"; an item cannot move to another competency (leave its id out to add it as a new item).`,
          'invalid_bank',
        );
      }
      if (was.level !== item.level) {
        throw badRequest(
          `${place}: is an item of level ${was.level}; an item keeps its level (leave its id out to add it as a new item).`,
          'invalid_bank',
        );
      }
    });
  });
  const ids = bank.competencies.map((c) => c.id);
  const others = await db
    .select({ id: competencies.id, name: competencies.name })
    .from(competencies)
    .where(notInArray(competencies.id, ids));
  const taken = new Map(others.map((o) => [o.name.toLowerCase(), o.id]));
  bank.competencies.forEach((c, ci) => {
    const owner = taken.get(c.name.toLowerCase());
    if (owner) {
      throw badRequest(
        `${bankIssuePlace(['competencies', ci, 'name'], bank)}: is the name of the competency "${owner}", which this bank leaves out; choose another name.`,
        'invalid_bank',
      );
    }
  });
  return bank;
}

/** Writes the draft (saved or imported) and its audit entry, in one transaction. */
async function writeDraft(
  db: Db,
  admin: Admin,
  input: unknown,
  opts: { action: string; expected?: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await activeRow(tx, true);
    if (opts.expected !== undefined && stampOf(row.draftUpdatedAt) !== opts.expected) throw draftChanged();
    const bank = await asDraft(tx, row.id, input);
    await tx
      .update(assessments)
      .set({ draft: bank, draftUpdatedAt: new Date() })
      .where(eq(assessments.id, row.id));
    await recordAdminAction(tx, admin, {
      action: opts.action,
      targetType: 'assessment',
      targetId: row.id,
      after: { version: row.version, changes: bankChanges(await publishedDocument(tx), bank) },
    });
  });
}

/** PUT draft: saves the whole draft, unless it changed since the console read it (409). */
export function saveDraft(db: Db, admin: Admin, body: { bank: unknown; draftUpdatedAt: string | null }) {
  return writeDraft(db, admin, body.bank, { action: 'assessment.draft.save', expected: body.draftUpdatedAt });
}

/** POST import: a bank file becomes the draft (replacing any draft); nothing changes when it is invalid. */
export function importBank(db: Db, admin: Admin, input: unknown) {
  return writeDraft(db, admin, input, { action: 'assessment.bank.import' });
}

/** DELETE draft: forgets the draft. */
export async function discardDraft(db: Db, admin: Admin): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await activeRow(tx, true);
    if (!row.draft) throw noDraft('discard');
    await tx.update(assessments).set({ draft: null, draftUpdatedAt: null }).where(eq(assessments.id, row.id));
    await recordAdminAction(tx, admin, {
      action: 'assessment.draft.discard',
      targetType: 'assessment',
      targetId: row.id,
      before: { changes: bankChanges(await publishedDocument(tx), row.draft as BankDocument) },
    });
  });
}

/** The draft's items applied to the tables: known ones reworded, new ones inserted, the rest retired. */
async function applyItems(tx: Db, assessmentId: string, bank: BankDocument): Promise<void> {
  const kept = bank.competencies.flatMap((c) =>
    c.items.flatMap((item, position) => (item.id ? [{ ...item, id: item.id, position }] : [])),
  );
  await tx
    .update(items)
    .set({ active: false })
    .where(
      and(
        eq(items.assessmentId, assessmentId),
        kept.length > 0
          ? notInArray(
              items.id,
              kept.map((i) => i.id),
            )
          : undefined,
      ),
    );
  if (kept.length > 0) {
    const rows = kept.map((i) => sql`(${i.id}::uuid, ${i.prompt}, ${i.peerPrompt}, ${i.position}::int)`);
    await tx.execute(sql`
      UPDATE ${items} SET prompt = v.prompt, peer_prompt = v.peer_prompt, position = v.position, active = true
      FROM (VALUES ${sql.join(rows, sql`, `)}) AS v(id, prompt, peer_prompt, position)
      WHERE ${items.id} = v.id AND ${items.assessmentId} = ${assessmentId}`);
  }
  const added = bank.competencies.flatMap((c) =>
    c.items.flatMap((item, position) =>
      item.id
        ? []
        : [
            {
              assessmentId,
              competencyId: c.id,
              prompt: item.prompt,
              peerPrompt: item.peerPrompt,
              level: item.level,
              position,
            },
          ],
    ),
  );
  if (added.length > 0) await tx.insert(items).values(added);
}

/**
 * POST publish: the draft becomes version N+1 in one transaction — competencies written, items
 * applied, the version counted up, its document kept (what results of that version read).
 */
export async function publishDraft(db: Db, admin: Admin, expected: string | null): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await activeRow(tx, true);
    if (!row.draft) throw noDraft('publish');
    if (stampOf(row.draftUpdatedAt) !== expected) throw draftChanged();
    const bank = await asDraft(tx, row.id, row.draft);
    const changes = bankChanges(await publishedDocument(tx), bank);
    // Names are unique: the bank's own competencies give theirs up first, so two may swap names.
    const ids = bank.competencies.map((c) => c.id);
    await tx
      .update(competencies)
      .set({ name: sql`'~' || ${competencies.id} || '~' || ${competencies.name}` })
      .where(inArray(competencies.id, ids));
    await writeCompetencies(tx, bank);
    await applyItems(tx, row.id, bank);
    const version = row.version + 1;
    await tx
      .update(assessments)
      .set({ version, name: bank.name, draft: null, draftUpdatedAt: null })
      .where(eq(assessments.id, row.id));
    await tx.insert(assessmentBankVersions).values({
      assessmentId: row.id,
      version,
      bank: await publishedDocument(tx),
      publishedBy: admin.user.id,
    });
    await recordAdminAction(tx, admin, {
      action: 'assessment.bank.publish',
      targetType: 'assessment',
      targetId: row.id,
      before: { version: row.version },
      after: { version, changes },
    });
    return version;
  });
}

/** GET export: the published bank and its version (the file is named after it). */
export async function exportBank(db: Db): Promise<{ version: number; bank: BankDocument }> {
  const row = await activeRow(db, false);
  return { version: row.version, bank: await publishedDocument(db) };
}
