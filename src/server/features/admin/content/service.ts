import crypto from 'node:crypto';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type {
  AdminContentInput,
  AdminContentItem,
  AdminContentPage,
  AdminContentRow,
  AdminContentSort,
} from '../../../../shared/contract/admin-content';
import { STALE_REVISION_MESSAGE } from '../../../../shared/contract/admin-content';
import { type ContentStatus, contentTypeFromMedia, type ResourceType } from '../../../../shared/domain/content';
import { storedBlockData } from '../../../../shared/domain/content-editing';
import type { Db } from '../../../db/client';
import { resourceBlocks, resources } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/errors';
import { recordAdminAction } from '../audit/service';
import type { Admin, Tx } from './types';
import { recordVersion, type VersionKind } from './versions';

export const ITEM_NOT_FOUND = 'Content item not found';

export type { Admin, Tx };

export interface AdminListQuery {
  q?: string;
  type?: ResourceType;
  topic?: string;
  status?: ContentStatus;
  sort: AdminContentSort;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** `%` and `_` typed in the search box are matched as themselves. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The orders of the console's table, each with the id as a tie-breaker, so a page is stable. The
 * updated and title orders walk their own indexes; type and status walk (type, status, updated).
 */
function orderOf(sort: AdminContentSort, dir: 'asc' | 'desc'): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  switch (sort) {
    case 'updated':
      return [by(resources.updatedAt), by(resources.id)];
    case 'created':
      return [by(resources.createdAt), by(resources.id)];
    case 'title':
      return [by(resources.title), by(resources.id)];
    case 'type':
      return [by(resources.type), by(resources.status), desc(resources.updatedAt), desc(resources.id)];
    case 'status':
      return [by(resources.status), desc(resources.updatedAt), desc(resources.id)];
  }
}

const rowColumns = {
  id: resources.id,
  type: resources.type,
  title: resources.title,
  status: resources.status,
  topics: resources.topics,
  isPraxisCase: resources.isPraxisCase,
  date: resources.date,
  viewCount: resources.viewCount,
  revision: resources.revision,
  createdAt: resources.createdAt,
  updatedAt: resources.updatedAt,
};

type RowData = Omit<AdminContentRow, 'date' | 'createdAt' | 'updatedAt'> & {
  date: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

const toRow = (r: RowData): AdminContentRow => ({
  ...r,
  date: r.date?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** One page of every item of every type, drafts included, filtered and sorted in SQL. */
export async function listAdminContent(db: Db, q: AdminListQuery): Promise<AdminContentPage> {
  const text = q.q?.trim();
  const where = and(
    text ? or(ilike(resources.title, likePattern(text)), eq(resources.id, text)) : undefined,
    q.type ? eq(resources.type, q.type) : undefined,
    q.status ? eq(resources.status, q.status) : undefined,
    // Topics compared ignoring case, through the lower-cased topics' index.
    q.topic ? sql`${resources.topicsLower} @> ARRAY[lower(${q.topic})]` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(resources)
      .where(where)
      .orderBy(...orderOf(q.sort, q.dir))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(resources).where(where),
  ]);
  return { items: rows.map(toRow), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** Every topic in use, drafts included (the console's topic filter and suggestions). */
export async function adminTopics(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ value: sql<string>`unnest(${resources.topics})`.as('topic') })
    .from(resources);
  const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return [...new Set(rows.map((r) => r.value.trim()).filter((s) => s !== ''))].sort(byName.compare);
}

const itemColumns = {
  ...rowColumns,
  blurb: resources.blurb,
  description: resources.description,
  industry: resources.industry,
  headcount: resources.headcount,
  source: resources.source,
  publisher: resources.publisher,
  mediaType: resources.mediaType,
  contentType: resources.contentType,
  url: resources.url,
  recordingUrl: resources.recordingUrl,
  imageUrl: resources.imageUrl,
  pdfUrl: resources.pdfUrl,
  speaker: resources.speaker,
  speakerPhotoUrl: resources.speakerPhotoUrl,
  timeZone: resources.timeZone,
  year: resources.year,
  purpose: resources.purpose,
  challenge: resources.challenge,
  solution: resources.solution,
  results: resources.results,
  publishAt: resources.publishAt,
};

export async function readItem(db: Db | Tx, id: string): Promise<AdminContentItem | null> {
  const [row] = await db.select(itemColumns).from(resources).where(eq(resources.id, id)).limit(1);
  if (!row) return null;
  const blocks = await db
    .select({
      id: resourceBlocks.id,
      type: resourceBlocks.type,
      data: resourceBlocks.data,
      position: resourceBlocks.position,
    })
    .from(resourceBlocks)
    .where(eq(resourceBlocks.resourceId, id))
    .orderBy(asc(resourceBlocks.position));
  return { ...row, ...toRowDates(row), publishAt: row.publishAt?.toISOString() ?? null, blocks };
}

const toRowDates = (r: Pick<RowData, 'date' | 'createdAt' | 'updatedAt'>) => ({
  date: r.date?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function getAdminItem(db: Db, id: string): Promise<AdminContentItem> {
  const item = await readItem(db, id);
  if (!item) throw notFound(ITEM_NOT_FOUND);
  return item;
}

/** Empty text is no value. */
const clean = (v: string | null | undefined): string | null => {
  const t = v?.trim() ?? '';
  return t === '' ? null : t;
};

/** The item's columns from the editor's input (the content type follows the media type). */
function columnsOf(input: AdminContentInput) {
  return {
    type: input.type,
    title: input.title.trim(),
    blurb: clean(input.blurb),
    description: clean(input.description),
    topics: [...new Set(input.topics.map((t) => t.trim()).filter((t) => t !== ''))],
    industry: clean(input.industry),
    headcount: clean(input.headcount),
    source: clean(input.source),
    publisher: clean(input.publisher),
    mediaType: clean(input.mediaType),
    contentType: contentTypeFromMedia(input.mediaType),
    url: clean(input.url),
    recordingUrl: clean(input.recordingUrl),
    imageUrl: clean(input.imageUrl),
    pdfUrl: clean(input.pdfUrl),
    speaker: clean(input.speaker),
    speakerPhotoUrl: clean(input.speakerPhotoUrl),
    date: input.date ? new Date(input.date) : null,
    timeZone: input.date ? clean(input.timeZone) : null,
    year: input.year,
    isPraxisCase: input.isPraxisCase,
    purpose: clean(input.purpose),
    challenge: clean(input.challenge),
    solution: clean(input.solution),
    results: clean(input.results),
  };
}

/** Blocks as stored (see storedBlockData), in the given order. */
function blockRows(resourceId: string, blocks: AdminContentInput['blocks']) {
  return blocks.map((b, position) => ({
    resourceId,
    type: b.type,
    data: storedBlockData(b.type, b.data),
    position,
  }));
}

async function replaceBlocks(tx: Tx, id: string, blocks: AdminContentInput['blocks']) {
  await tx.delete(resourceBlocks).where(eq(resourceBlocks.resourceId, id));
  if (blocks.length > 0) await tx.insert(resourceBlocks).values(blockRows(id, blocks));
}

/** What the audit log keeps of an item: its fields and its body's size (not every block). */
const auditView = (item: AdminContentItem) => {
  const { blocks, ...fields } = item;
  return { ...fields, blockCount: blocks.length };
};

const newId = () => `res_${crypto.randomBytes(6).toString('hex')}`;

/** A new item, a draft until it is published. */
export async function createAdminItem(db: Db, admin: Admin, input: AdminContentInput) {
  return db.transaction(async (tx) => {
    const id = newId();
    await tx.insert(resources).values({ id, ...columnsOf(input), status: 'draft' });
    if (input.blocks.length > 0) await tx.insert(resourceBlocks).values(blockRows(id, input.blocks));
    const item = (await readItem(tx, id))!;
    await recordVersion(tx, admin, item, 'create');
    await recordAdminAction(tx, admin, {
      action: 'content.create',
      targetType: 'content',
      targetId: id,
      after: auditView(item),
    });
    return item;
  });
}

/**
 * The item as it is, locked for the change, which must be made from its current revision: a save
 * from an older one (another admin saved in between) is refused with 409.
 */
export async function lockedAt(tx: Tx, id: string, revision: number): Promise<AdminContentItem> {
  await tx.select({ id: resources.id }).from(resources).where(eq(resources.id, id)).for('update');
  const before = await readItem(tx, id);
  if (!before) throw notFound(ITEM_NOT_FOUND);
  if (before.revision !== revision) throw new AppError(409, 'stale_revision', STALE_REVISION_MESSAGE);
  return before;
}

export const bumped = { revision: sql`${resources.revision} + 1`, updatedAt: sql`now()` };

const UPDATE_ACTIONS: Record<VersionKind, string> = {
  create: 'content.update',
  save: 'content.update',
  autosave: 'content.autosave',
  restore: 'content.version.restore',
};

/**
 * Saves the whole item from `revision` and keeps the result as a version (`kind` says whether the
 * admin saved, the editor autosaved or an earlier version was restored).
 */
export async function updateAdminItem(
  db: Db,
  admin: Admin,
  id: string,
  revision: number,
  input: AdminContentInput,
  kind: VersionKind = 'save',
) {
  return db.transaction(async (tx) => {
    const before = await lockedAt(tx, id, revision);
    await tx
      .update(resources)
      .set({ ...columnsOf(input), ...bumped })
      .where(eq(resources.id, id));
    await replaceBlocks(tx, id, input.blocks);
    const after = (await readItem(tx, id))!;
    await recordVersion(tx, admin, after, kind, before);
    await recordAdminAction(tx, admin, {
      action: UPDATE_ACTIONS[kind],
      targetType: 'content',
      targetId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
}

/** Publishing shows the item to members at once (lists, search, pages); unpublishing hides it. */
export async function setAdminItemStatus(
  db: Db,
  admin: Admin,
  id: string,
  revision: number,
  status: ContentStatus,
) {
  return db.transaction(async (tx) => {
    const before = await lockedAt(tx, id, revision);
    // Publishing or unpublishing by hand replaces any schedule.
    await tx
      .update(resources)
      .set({ status, publishAt: null, publishAtBy: null, ...bumped })
      .where(eq(resources.id, id));
    const after = (await readItem(tx, id))!;
    await recordAdminAction(tx, admin, {
      action: status === 'published' ? 'content.publish' : 'content.unpublish',
      targetType: 'content',
      targetId: id,
      before: { status: before.status, revision: before.revision },
      after: { status: after.status, revision: after.revision },
    });
    return after;
  });
}

/** Deletes the item, its blocks, its search entry and every member's save of it. */
export async function deleteAdminItem(db: Db, admin: Admin, id: string, revision: number) {
  await db.transaction(async (tx) => {
    const before = await lockedAt(tx, id, revision);
    await tx.delete(resources).where(eq(resources.id, id));
    await recordAdminAction(tx, admin, {
      action: 'content.delete',
      targetType: 'content',
      targetId: id,
      before: auditView(before),
    });
  });
}
