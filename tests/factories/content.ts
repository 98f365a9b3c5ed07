import type { Db } from '../../src/server/db/client';
import { resourceBlocks, resources, savedResources } from '../../src/server/db/schema';

export type ItemInsert = typeof resources.$inferInsert;

const DAY = 86_400_000;
let counter = 0;

/** A date `days` from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY);

function itemRow(overrides: Partial<ItemInsert>): ItemInsert & { id: string } {
  counter += 1;
  return {
    id: `t_${process.pid}_${counter}`,
    type: 'resource' as const,
    title: `Item ${counter}`,
    topics: [] as string[],
    createdAt: new Date(Date.UTC(2025, 0, 1) + counter * 60_000),
    ...overrides,
  };
}

/**
 * A content item; options override the row. Ids are unique per process, and each new item is
 * created one minute after the previous one unless `createdAt` is given, so "newest first" is the
 * reverse of creation order.
 */
export async function createItem(db: Db, overrides: Partial<ItemInsert> = {}) {
  const row = itemRow(overrides);
  await db.insert(resources).values(row);
  return row;
}

/** `n` items sharing `overrides`, oldest first, in one insert. */
export async function createItems(db: Db, n: number, overrides: Partial<ItemInsert> = {}) {
  const rows = Array.from({ length: n }, () => itemRow(overrides));
  await db.insert(resources).values(rows);
  return rows;
}

export async function addBlocks(
  db: Db,
  resourceId: string,
  blocks: Array<{ type: string; data: Record<string, unknown> }>,
) {
  await db.insert(resourceBlocks).values(blocks.map((b, position) => ({ resourceId, position, ...b })));
}

export async function saveItem(db: Db, userId: string, resourceId: string) {
  await db.insert(savedResources).values({ userId, resourceId });
}
