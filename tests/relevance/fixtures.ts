import type { Db } from '../../src/server/db/client';
import { resourceBlocks, resources, savedResources } from '../../src/server/db/schema';
import { createMember } from '../factories/members';
import type { TestApp } from '../setup/test-app';

/** Shared by the library, home and search tests: small, explicit content and signed-in members. */

export type ItemInput = Partial<typeof resources.$inferInsert> & {
  id: string;
  blocks?: Array<{ type: string; data: Record<string, unknown> }>;
};

const DAY = 86_400_000;
export const daysFromNow = (days: number, now = Date.now()) => new Date(now + days * DAY);

/** Inserts items (title defaults to the id) and their blocks, as the seed and the admin would. */
export async function addItems(db: Db, items: ItemInput[]) {
  if (items.length === 0) return;
  await db
    .insert(resources)
    .values(items.map(({ blocks: _blocks, ...item }) => ({ title: item.id, ...item })));
  const blocks = items.flatMap((item) =>
    (item.blocks ?? []).map((b, position) => ({ resourceId: item.id, type: b.type, data: b.data, position })),
  );
  if (blocks.length > 0) await db.insert(resourceBlocks).values(blocks);
}

/** A saved row written directly (for ordering and limit tests that need exact times). */
export async function addSaved(
  db: Db,
  rows: Array<{ userId: string; resourceId: string; savedAt: Date; collectionId?: string }>,
) {
  await db.insert(savedResources).values(rows.map((r) => ({ ...r, collectionId: r.collectionId ?? null })));
}

export interface SignedIn {
  id: string;
  email: string;
  cookie: string;
}

/** A member with an active subscription, signed in through the real endpoint. */
export async function signedInMember(t: TestApp): Promise<SignedIn> {
  const m = await createMember(t.db, { subscriptionStatus: 'lifetime' });
  return { id: m.id, email: m.email, cookie: await t.signIn(m.email, m.password) };
}

// biome-ignore lint/suspicious/noExplicitAny: tests read response fields one by one and assert them.
type Body = any;

/** JSON helpers bound to one member. */
export function as(t: TestApp, member: SignedIn) {
  const call = async (method: string, path: string, json?: unknown) => {
    const res = await t.request(path, { method, json, cookie: member.cookie });
    return { status: res.status, body: (await res.json()) as Body };
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, json: unknown) => call('POST', path, json),
    patch: (path: string, json: unknown) => call('PATCH', path, json),
    delete: (path: string) => call('DELETE', path),
  };
}
