import type { Collection, SavedState } from '../../../shared/contract/library';
import { and, asc, desc, eq, inArray, min, type SQL, sql } from 'drizzle-orm';
import type { ContentCard } from '../../../shared/content-card';
import { collectionName, collectionNameProblem } from '../../../shared/domain/collections';
import { isSavable, NOT_SAVABLE } from '../../../shared/domain/saving';
import type { Db } from '../../db/client';
import { collections, resources, savedResources } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { cardColumns, toCard } from '../content/card';
import { isPublished } from '../content/where';

/**
 * The member's library: a resource is saved while the member has any
 * saved_resources row for it. The row without a collection is the plain save; a row with a
 * collection puts the item in that collection. Every write here keeps the plain save next to the
 * memberships, so leaving a collection (or deleting it) never unsaves an item, and unsaving removes
 * every row (the library and all collections).
 */

/** The saved list holds the 100 most recent saves. */
export const SAVED_LIMIT = 100;
/** The collection page is not paged; this bounds its answer. */
export const COLLECTION_ITEMS_LIMIT = 500;

export const RESOURCE_NOT_FOUND = 'Resource not found';
export const COLLECTION_NOT_FOUND = 'Collection not found';

export interface Member {
  db: Db;
  userId: string;
  now?: Date;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The name to store, or a 400 with the rule's message. */
function validCollectionName(raw: string): string {
  const problem = collectionNameProblem(raw);
  if (problem !== null) throw badRequest(problem);
  return collectionName(raw);
}

/** The item, which must exist and be savable (upcoming events have no save control). */
async function savableResource(db: Conn, resourceId: string, now: Date) {
  const [item] = await db
    .select({ id: resources.id, type: resources.type, date: resources.date })
    .from(resources)
    .where(and(eq(resources.id, resourceId), isPublished));
  if (!item) throw notFound(RESOURCE_NOT_FOUND);
  if (!isSavable(item, now)) throw new AppError(400, 'not_savable', NOT_SAVABLE);
  return item;
}

async function assertResource(db: Conn, resourceId: string) {
  const [item] = await db
    .select({ id: resources.id })
    .from(resources)
    .where(and(eq(resources.id, resourceId), isPublished));
  if (!item) throw notFound(RESOURCE_NOT_FOUND);
}

/** The member's own collection, or 404 — another member's collection is indistinguishable from none. */
async function ownCollection(db: Conn, userId: string, collectionId: string) {
  if (!UUID.test(collectionId)) throw notFound(COLLECTION_NOT_FOUND);
  const [row] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.id, collectionId), eq(collections.userId, userId)));
  if (!row) throw notFound(COLLECTION_NOT_FOUND);
  return row;
}

/** Inserts the plain save and, with a collection, the membership; existing rows stay as they are. */
async function insertSave(db: Conn, userId: string, resourceId: string, collectionId: string | null) {
  const rows: Array<typeof savedResources.$inferInsert> = [{ userId, resourceId, collectionId: null }];
  if (collectionId) rows.push({ userId, resourceId, collectionId });
  await db.insert(savedResources).values(rows).onConflictDoNothing();
}

export async function savedState(db: Conn, userId: string, resourceId: string): Promise<SavedState> {
  const rows = await db
    .select({ collectionId: savedResources.collectionId, savedAt: savedResources.savedAt })
    .from(savedResources)
    .leftJoin(collections, eq(collections.id, savedResources.collectionId))
    .where(and(eq(savedResources.userId, userId), eq(savedResources.resourceId, resourceId)))
    .orderBy(asc(collections.createdAt), asc(collections.id));
  const first = rows.reduce<Date | null>((a, r) => (a === null || r.savedAt < a ? r.savedAt : a), null);
  return {
    resourceId,
    isSaved: rows.length > 0,
    savedAt: first ? first.toISOString() : null,
    collectionIds: rows.flatMap((r) => (r.collectionId ? [r.collectionId] : [])),
  };
}

export async function getSavedState(m: Member, resourceId: string): Promise<SavedState> {
  await assertResource(m.db, resourceId);
  return savedState(m.db, m.userId, resourceId);
}

/** Saves an item, optionally into one of the member's collections. Idempotent. */
export async function saveResource(
  m: Member,
  input: { resourceId: string; collectionId?: string | null },
): Promise<SavedState> {
  const now = m.now ?? new Date();
  return m.db.transaction(async (tx) => {
    await savableResource(tx, input.resourceId, now);
    if (input.collectionId) await ownCollection(tx, m.userId, input.collectionId);
    await insertSave(tx, m.userId, input.resourceId, input.collectionId ?? null);
    return savedState(tx, m.userId, input.resourceId);
  });
}

/** Unsaves an item: it leaves the library and every collection of the member. Idempotent. */
export async function unsaveResource(m: Member, resourceId: string): Promise<SavedState> {
  const removed = await m.db
    .delete(savedResources)
    .where(and(eq(savedResources.userId, m.userId), eq(savedResources.resourceId, resourceId)))
    .returning({ id: savedResources.id });
  if (removed.length === 0) await assertResource(m.db, resourceId);
  return { resourceId, isSaved: false, savedAt: null, collectionIds: [] };
}

/** Each saved item once, with the time it entered the library. */
function library(db: Db, userId: string) {
  return db
    .select({
      resourceId: savedResources.resourceId,
      savedAt: min(savedResources.savedAt).as('saved_at'),
    })
    .from(savedResources)
    .where(eq(savedResources.userId, userId))
    .groupBy(savedResources.resourceId);
}

const savedCard = { ...cardColumns, isSaved: sql<boolean>`true` };

/** The most recently saved items, newest first (cards are saved by definition). */
export async function recentlySaved(
  m: Member,
  opts: { limit: number; topic?: string },
): Promise<ContentCard[]> {
  const lib = library(m.db, m.userId).as('lib');
  const rows = await m.db
    .select(savedCard)
    .from(lib)
    .innerJoin(resources, and(eq(resources.id, lib.resourceId), isPublished))
    .where(opts.topic === undefined ? undefined : sql`${opts.topic} = ANY(${resources.topics})`)
    .orderBy(desc(lib.savedAt), asc(resources.id))
    .limit(opts.limit);
  const now = m.now ?? new Date();
  return rows.map((r) => toCard(r, now));
}

/** The /saved grid: newest first (at most 100), filtered by topic, plus the topics of all saved items. */
export async function listSaved(m: Member, opts: { topic?: string }) {
  const [items, topicRows] = await Promise.all([
    recentlySaved(m, { limit: SAVED_LIMIT, topic: opts.topic }),
    m.db
      .selectDistinct({ topic: sql<string>`unnest(${resources.topics})`.as('topic') })
      .from(resources)
      .where(
        and(
          isPublished,
          inArray(
            resources.id,
            m.db
              .select({ id: savedResources.resourceId })
              .from(savedResources)
              .where(eq(savedResources.userId, m.userId)),
          ),
        ),
      )
      .orderBy(sql`1`),
  ]);
  return { items, topics: topicRows.map((t) => t.topic) };
}

// ---- collections ---------------------------------------------------------------------------

// Built with eq(): drizzle drops table names from top-level columns of single-table selects.
const resourceCount = sql<number>`(select count(*)::int from ${savedResources} where ${eq(
  savedResources.collectionId,
  collections.id,
)})`;

const summaryColumns = {
  id: collections.id,
  name: collections.name,
  createdAt: collections.createdAt,
  resourceCount,
};

type SummaryRow = { id: string; name: string; createdAt: Date; resourceCount: number; hasResource?: boolean };

const toSummary = (r: SummaryRow): Collection => ({
  id: r.id,
  name: r.name,
  createdAt: r.createdAt.toISOString(),
  resourceCount: Number(r.resourceCount),
  ...(r.hasResource === undefined ? {} : { hasResource: r.hasResource === true }),
});

async function collectionSummary(db: Conn, userId: string, id: string): Promise<Collection> {
  const [row] = await db
    .select(summaryColumns)
    .from(collections)
    .where(and(eq(collections.id, id), eq(collections.userId, userId)));
  if (!row) throw notFound(COLLECTION_NOT_FOUND);
  return toSummary(row);
}

/** The member's collections, oldest first, with their counts (and whether each holds `resourceId`). */
export async function listCollections(m: Member, opts: { resourceId?: string } = {}): Promise<Collection[]> {
  const { resourceId } = opts;
  const rows = await m.db
    .select({
      ...summaryColumns,
      ...(resourceId === undefined
        ? {}
        : {
            hasResource: sql<boolean>`exists (select 1 from ${savedResources} where ${and(
              eq(savedResources.collectionId, collections.id),
              eq(savedResources.resourceId, resourceId),
            )})`,
          }),
    })
    .from(collections)
    .where(eq(collections.userId, m.userId))
    .orderBy(asc(collections.createdAt), asc(collections.id));
  return rows.map(toSummary);
}

/** Creates a collection; with `resourceId` the item is saved into it in the same transaction. */
export async function createCollection(
  m: Member,
  input: { name: string; resourceId?: string },
): Promise<Collection> {
  const name = validCollectionName(input.name);
  const now = m.now ?? new Date();
  return m.db.transaction(async (tx) => {
    if (input.resourceId !== undefined) await savableResource(tx, input.resourceId, now);
    const [created] = await tx
      .insert(collections)
      .values({ userId: m.userId, name })
      .returning({ id: collections.id });
    if (!created) throw new Error('collection insert returned nothing');
    if (input.resourceId !== undefined) await insertSave(tx, m.userId, input.resourceId, created.id);
    return collectionSummary(tx, m.userId, created.id);
  });
}

/** Renames; the same name after trimming changes nothing. */
export async function renameCollection(m: Member, id: string, rawName: string): Promise<Collection> {
  const name = validCollectionName(rawName);
  await ownCollection(m.db, m.userId, id);
  await m.db
    .update(collections)
    .set({ name })
    .where(
      and(eq(collections.id, id), eq(collections.userId, m.userId), sql`${collections.name} <> ${name}`),
    );
  return collectionSummary(m.db, m.userId, id);
}

/**
 * Gives the memberships matched by `where` a plain save when they have none, so that taking an
 * item out of a collection never unsaves it (older data may hold memberships without one).
 */
async function keepInLibrary(tx: Tx, where: SQL | undefined) {
  await tx
    .insert(savedResources)
    .select(
      tx
        .select({
          // insert … select wants every column, in table order.
          id: sql<string>`gen_random_uuid()`.as('id'),
          userId: savedResources.userId,
          resourceId: savedResources.resourceId,
          collectionId: sql<string | null>`null::uuid`.as('collection_id'),
          savedAt: savedResources.savedAt,
        })
        .from(savedResources)
        .where(where),
    )
    .onConflictDoNothing();
}

/** Deletes the collection and its memberships; its items stay saved. */
export async function deleteCollection(m: Member, id: string): Promise<void> {
  await m.db.transaction(async (tx) => {
    await ownCollection(tx, m.userId, id);
    await keepInLibrary(tx, and(eq(savedResources.collectionId, id), eq(savedResources.userId, m.userId)));
    await tx.delete(collections).where(and(eq(collections.id, id), eq(collections.userId, m.userId)));
  });
}

/** One collection with its items, most recently added first. */
export async function getCollection(m: Member, id: string) {
  if (!UUID.test(id)) throw notFound(COLLECTION_NOT_FOUND);
  // The collection first: a 404 must not leave a query behind.
  const collection = await collectionSummary(m.db, m.userId, id);
  const rows = await m.db
    .select(savedCard)
    .from(savedResources)
    .innerJoin(collections, eq(collections.id, savedResources.collectionId))
    .innerJoin(resources, and(eq(resources.id, savedResources.resourceId), isPublished))
    .where(and(eq(savedResources.collectionId, id), eq(collections.userId, m.userId)))
    .orderBy(desc(savedResources.savedAt), asc(resources.id))
    .limit(COLLECTION_ITEMS_LIMIT);
  const now = m.now ?? new Date();
  return { collection, items: rows.map((r) => toCard(r, now)) };
}

/** Adds an item to a collection (saving it too). Idempotent. */
export async function addToCollection(m: Member, id: string, resourceId: string): Promise<Collection> {
  const now = m.now ?? new Date();
  return m.db.transaction(async (tx) => {
    await ownCollection(tx, m.userId, id);
    await savableResource(tx, resourceId, now);
    await insertSave(tx, m.userId, resourceId, id);
    return collectionSummary(tx, m.userId, id);
  });
}

/** Takes an item out of a collection only: it stays saved. Idempotent. */
export async function removeFromCollection(m: Member, id: string, resourceId: string): Promise<Collection> {
  return m.db.transaction(async (tx) => {
    await ownCollection(tx, m.userId, id);
    const membership = and(
      eq(savedResources.userId, m.userId),
      eq(savedResources.collectionId, id),
      eq(savedResources.resourceId, resourceId),
    );
    await keepInLibrary(tx, membership);
    const removed = await tx.delete(savedResources).where(membership).returning({ id: savedResources.id });
    if (removed.length === 0) await assertResource(tx, resourceId);
    return collectionSummary(tx, m.userId, id);
  });
}
