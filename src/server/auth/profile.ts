import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles, users } from '../db/schema';

/*
 * The profile row behind every account: made on sign-up or first sign-in, loaded with each session.
 * It lives with the sessions (lower layer) so auth never reaches up into a feature for it.
 */

export type ProfileRow = typeof profiles.$inferSelect;

/** Creates the default profile for a user who has none; returns the profile. */
export async function ensureProfile(db: Db, userId: string): Promise<ProfileRow> {
  const existing = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  if (existing[0]) return existing[0];
  const [user] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`No user ${userId}`);
  const [first = '', ...rest] = user.name.trim().split(/\s+/);
  await db
    .insert(profiles)
    .values({ id: userId, email: user.email, firstName: first, lastName: rest.join(' ') })
    .onConflictDoNothing();
  const [created] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return created!;
}

/** The member's profile, created with the defaults if they have none yet. */
export async function loadProfile(db: Db, userId: string): Promise<ProfileRow> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId)).limit(1);
  return profile ?? ensureProfile(db, userId);
}

/**
 * The profile of an account just created by signing up, with the names given there (the sign-up
 * check made sure both are there). Nothing happens when the account already has one.
 */
export async function createSignUpProfile(
  db: Db,
  user: { id: string; email: string },
  names: { firstName: string; lastName: string },
): Promise<void> {
  await db
    .insert(profiles)
    .values({ id: user.id, email: user.email, firstName: names.firstName, lastName: names.lastName })
    .onConflictDoNothing();
}
