import { and, desc, eq, notInArray } from 'drizzle-orm';
import {
  type AdminContentInput,
  AdminContentInputSchema,
  type AdminContentItem,
  type AdminVersion,
  type AdminVersionRow,
  type CONTENT_VERSION_KINDS,
} from '../../../../shared/contract/admin-content';
import { inputOfItem, KEPT_VERSIONS } from '../../../../shared/domain/content-versions';
import type { Db } from '../../../db/client';
import { contentVersions } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import type { Admin, Tx } from './types';

export type VersionKind = (typeof CONTENT_VERSION_KINDS)[number];

export const VERSION_NOT_FOUND = 'This version of the item no longer exists';

/** Autosaves by the same admin within this time make one version, not one per pause in typing. */
export const AUTOSAVE_MERGE_MS = 10 * 60 * 1000;

const versionRow = (v: typeof contentVersions.$inferSelect): AdminVersionRow => ({
  id: v.id,
  revision: v.revision,
  kind: v.kind,
  authorEmail: v.authorEmail,
  title: typeof v.item.title === 'string' ? v.item.title : '',
  createdAt: v.createdAt.toISOString(),
});

/**
 * Keeps the item as it now is as a version, in the transaction of the change. An item edited
 * for the first time since versions exist keeps its state from before too, so the first edit
 * can be undone. An autosave right after an autosave of the same admin replaces it. Only the
 * newest KEPT_VERSIONS are kept.
 */
export async function recordVersion(
  tx: Tx,
  admin: Admin,
  item: AdminContentItem,
  kind: VersionKind,
  before?: AdminContentItem,
): Promise<void> {
  const [latest] = await tx
    .select()
    .from(contentVersions)
    .where(eq(contentVersions.resourceId, item.id))
    .orderBy(desc(contentVersions.createdAt), desc(contentVersions.revision))
    .limit(1);
  const author = { authorUserId: admin.user.id, authorEmail: admin.user.email };
  const snapshot = inputOfItem(item) as unknown as Record<string, unknown>;
  if (
    kind === 'autosave' &&
    latest?.kind === 'autosave' &&
    latest.authorUserId === admin.user.id &&
    Date.now() - latest.createdAt.getTime() < AUTOSAVE_MERGE_MS
  ) {
    await tx
      .update(contentVersions)
      .set({ revision: item.revision, item: snapshot })
      .where(eq(contentVersions.id, latest.id));
    return;
  }
  if (!latest && before) {
    await tx.insert(contentVersions).values({
      resourceId: item.id,
      revision: before.revision,
      item: inputOfItem(before) as unknown as Record<string, unknown>,
      authorEmail: '(before versions were kept)',
      kind: 'save',
      createdAt: new Date(before.updatedAt),
    });
  }
  await tx
    .insert(contentVersions)
    .values({ resourceId: item.id, revision: item.revision, item: snapshot, kind, ...author });
  const kept = tx
    .select({ id: contentVersions.id })
    .from(contentVersions)
    .where(eq(contentVersions.resourceId, item.id))
    .orderBy(desc(contentVersions.createdAt), desc(contentVersions.revision))
    .limit(KEPT_VERSIONS);
  await tx
    .delete(contentVersions)
    .where(and(eq(contentVersions.resourceId, item.id), notInArray(contentVersions.id, kept)));
}

/** The kept versions of an item, newest first. */
export async function listVersions(db: Db, id: string): Promise<AdminVersionRow[]> {
  const rows = await db
    .select()
    .from(contentVersions)
    .where(eq(contentVersions.resourceId, id))
    .orderBy(desc(contentVersions.createdAt), desc(contentVersions.revision))
    .limit(KEPT_VERSIONS);
  return rows.map(versionRow);
}

/** One version with the item it holds (re-read through the shared schema). */
export async function getVersion(db: Db | Tx, id: string, versionId: string): Promise<AdminVersion> {
  const [row] = await db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.resourceId, id), eq(contentVersions.id, versionId)))
    .limit(1);
  if (!row) throw notFound(VERSION_NOT_FOUND);
  // A version kept from before the rules of today may not meet them: it is shown as it is, and
  // restoring it is refused with the rule's message like any save.
  const parsed = AdminContentInputSchema.safeParse(row.item);
  const item = parsed.success ? parsed.data : (row.item as unknown as AdminContentInput);
  return { ...versionRow(row), item };
}
