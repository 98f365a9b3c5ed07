import crypto from 'node:crypto';
import { passwordHasher } from '../../src/server/auth/password-hash';
import type { Db } from '../../src/server/db/client';
import { accounts, profiles, teamMembers, teams, users } from '../../src/server/db/schema';

export const TEST_PASSWORD = 'correct-horse-battery';
/**
 * The scrypt cost test apps hash and check passwords at (TEST_PASSWORD_COST), and members made here
 * are hashed at: at the production cost every sign-in costs a noticeable fraction of a second of
 * CPU, and the suites sign in thousands of times. password-hash.test.ts checks the production cost.
 */
export const TEST_PASSWORD_COST = 16;
let hashed: Promise<string> | undefined;

type ProfileInsert = Partial<typeof profiles.$inferInsert>;

/** A member with a password account and a profile; options override the profile. */
export async function createMember(
  db: Db,
  opts: ProfileInsert & {
    email?: string;
    passwordSet?: boolean;
    withProfile?: boolean;
    teamName?: string;
  } = {},
) {
  const { email: givenEmail, passwordSet = true, withProfile = true, teamName, ...profile } = opts;
  const id = crypto.randomUUID();
  const email = givenEmail ?? `member-${id.slice(0, 8)}@example.test`;
  hashed ??= passwordHasher(TEST_PASSWORD_COST).hash(TEST_PASSWORD);
  await db.insert(users).values({ id, email, name: 'Test Member', emailVerified: true, passwordSet });
  await db
    .insert(accounts)
    .values({ accountId: id, providerId: 'credential', userId: id, password: await hashed });
  if (withProfile) {
    // A member by default (paid by wire transfer); pass subscriptionStatus: null for no membership.
    await db
      .insert(profiles)
      .values({ id, email, firstName: 'Test', lastName: 'Member', subscriptionStatus: 'active', ...profile });
  }
  if (teamName) {
    const [team] = await db.insert(teams).values({ name: teamName }).onConflictDoNothing().returning();
    const teamId =
      team?.id ?? (await db.query.teams.findFirst({ where: (t, { eq }) => eq(t.name, teamName) }))!.id;
    await db.insert(teamMembers).values({ teamId, userId: id });
  }
  return { id, email, password: TEST_PASSWORD };
}
