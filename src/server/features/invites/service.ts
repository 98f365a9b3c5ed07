import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { passwordProblem } from '../../auth/password-policy';
import type { Db } from '../../db/client';
import { accounts, invites, profiles, teamMembers, teams, users } from '../../db/schema';
import { AppError, badRequest, forbidden } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/tokens';
import type { Mailer } from '../../mail/mailer';
import { type InviteContext, inviteEmail } from '../../mail/templates';
import type { InviteAccess } from '../../../shared/domain/invite-csv';
import { type AccountActor, accountActionRefusal } from '../../../shared/domain/roles';
import { newTeamNames } from '../../../shared/domain/teams';
import { type ManualSubscription, manualSubscriptionFields } from '../billing/service';

/** The names among `names` that no team has yet, whatever the capitals (each once, as first given). */
export async function unknownTeamNames(db: Db, names: readonly string[]): Promise<string[]> {
  const given = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
  if (given.length === 0) return [];
  const existing = await db
    .select({ name: teams.name })
    .from(teams)
    .where(
      inArray(
        sql`lower(btrim(${teams.name}))`,
        given.map((n) => sql`lower(${n})`),
      ),
    );
  return newTeamNames(existing, given);
}

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const INVALID_INVITE = 'Invalid or expired invitation link.';

/**
 * The membership an inviting administrator chooses: paid by wire transfer (active), lifetime, or a
 * Stripe subscription to follow (no access until the person joins by card on /join).
 */
export { INVITE_ACCESS, type InviteAccess } from '../../../shared/domain/invite-csv';

const INVITE_MEMBERSHIP: Record<InviteAccess, ManualSubscription> = {
  wire: { kind: 'wire' },
  lifetime: { kind: 'lifetime' },
  stripe: { kind: 'clear' },
};

export interface InviteInput {
  email: string;
  access: InviteAccess;
  firstName?: string;
  lastName?: string;
  teamName?: string;
  invitedBy?: string | null;
  /**
   * The administrator inviting (the console); absent for the operator's command line. Inviting
   * again someone who has not accepted yet sets their membership and team anew, so it follows the
   * account rules: a plain admin never changes an administrator's account this way.
   */
  actor?: AccountActor;
}

/**
 * Invites a person: their account and profile exist from now on (without a password, so they can
 * sign in only after choosing one through the link), holding the membership the administrator
 * chose; any earlier unused invite stops working.
 */
export async function createInvite(
  opts: { db: Db; mailer: Mailer; appName: string; appUrl: string },
  input: InviteInput,
  /** Runs in the invite's transaction (the admin console records the action there). */
  inTransaction?: (tx: Db, userId: string) => Promise<void>,
): Promise<{ email: string; userId: string; link: string; expiresAt: Date }> {
  const { db } = opts;
  const email = input.email.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id, passwordSet: users.passwordSet, role: profiles.role })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (existing?.passwordSet) throw new AppError(409, 'already_member', 'This person already has an account.');
  const refusal =
    existing && input.actor
      ? accountActionRefusal(input.actor, existing, 'membership', { activeSuperAdmins: 1 })
      : null;
  if (refusal) throw forbidden(refusal);

  let token = '';
  let expiresAt = new Date();
  const userId = await db.transaction(async (tx) => {
    let userId = existing?.id;
    const membership = {
      ...manualSubscriptionFields(INVITE_MEMBERSHIP[input.access]),
      billingSyncedAt: new Date(),
    };
    if (userId) {
      await tx
        .update(profiles)
        .set({ ...membership, updatedAt: new Date() })
        .where(eq(profiles.id, userId));
    } else {
      const [created] = await tx
        .insert(users)
        .values({
          email,
          name: [input.firstName, input.lastName].filter(Boolean).join(' '),
          passwordSet: false,
        })
        .returning({ id: users.id });
      userId = created!.id;
      await tx.insert(profiles).values({
        id: userId,
        email,
        firstName: input.firstName?.trim() ?? '',
        lastName: input.lastName?.trim() ?? '',
        ...membership,
      });
    }
    if (input.teamName?.trim()) {
      // The team of that name whatever its capitals; a new one only when no team has the name.
      const name = input.teamName.trim();
      await tx.insert(teams).values({ name }).onConflictDoNothing();
      const [team] = await tx
        .select({ id: teams.id })
        .from(teams)
        .where(eq(sql`lower(btrim(${teams.name}))`, sql`lower(btrim(${name}))`));
      await tx
        .insert(teamMembers)
        .values({ teamId: team!.id, userId })
        .onConflictDoUpdate({ target: teamMembers.userId, set: { teamId: team!.id } });
    }
    ({ token, expiresAt } = await issueInviteToken(tx, email, input.invitedBy ?? null));
    await inTransaction?.(tx, userId);
    return userId;
  });

  const link = inviteLink(opts.appUrl, token, email);
  await opts.mailer.send(
    inviteEmail(opts.appName, email, link, await inviteContext(db, input.invitedBy, userId)),
  );
  return { email, userId, link, expiresAt };
}

/** The invitation's sender by name (their email when they gave none) and the invitee's team. */
async function inviteContext(
  db: Db,
  invitedBy: string | null | undefined,
  inviteeId: string | null,
): Promise<InviteContext> {
  const [inviter] = invitedBy
    ? await db
        .select({ firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email })
        .from(profiles)
        .where(eq(profiles.id, invitedBy))
    : [];
  const [team] = inviteeId
    ? await db
        .select({ name: teams.name })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(eq(teamMembers.userId, inviteeId))
    : [];
  const name = inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.email : null;
  return { inviter: name, team: team?.name ?? null };
}

/** A fresh invite token for `email`; any earlier unused one stops working. */
async function issueInviteToken(
  tx: Db,
  email: string,
  invitedBy: string | null,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + INVITE_TTL_MS);
  await revokeInviteTokens(tx, email);
  await tx.insert(invites).values({ email, tokenHash: hashToken(token), invitedBy, expiresAt });
  return { token, expiresAt };
}

/** Every unused invite link of `email` stops working. */
export async function revokeInviteTokens(tx: Db, email: string): Promise<void> {
  await tx
    .update(invites)
    .set({ usedAt: new Date() })
    .where(and(eq(sql`lower(${invites.email})`, email.toLowerCase()), isNull(invites.usedAt)));
}

function inviteLink(appUrl: string, token: string, email: string): string {
  const base = appUrl.replace(/\/$/, '');
  return `${base}/setup-password?type=invite&token=${token}&email=${encodeURIComponent(email)}`;
}

/**
 * Sends an invited person who has not chosen a password yet a fresh link (the earlier ones stop
 * working); their membership and team stay as they are.
 */
export async function resendInvite(
  opts: { db: Db; mailer: Mailer; appName: string; appUrl: string },
  input: { email: string; invitedBy: string | null },
  inTransaction?: (tx: Db) => Promise<void>,
): Promise<{ email: string; expiresAt: Date }> {
  const email = input.email.toLowerCase();
  const { token, expiresAt } = await opts.db.transaction(async (tx) => {
    const issued = await issueInviteToken(tx, email, input.invitedBy);
    await inTransaction?.(tx);
    return issued;
  });
  const [invitee] = await opts.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  const context = await inviteContext(opts.db, input.invitedBy, invitee?.id ?? null);
  await opts.mailer.send(inviteEmail(opts.appName, email, inviteLink(opts.appUrl, token, email), context));
  return { email, expiresAt };
}

/** The email of a usable invite (the token is not spent). */
export async function inspectInvite(db: Db, token: string): Promise<{ email: string }> {
  const [row] = await db
    .select({ email: invites.email })
    .from(invites)
    .where(
      and(eq(invites.tokenHash, hashToken(token)), isNull(invites.usedAt), gt(invites.expiresAt, new Date())),
    )
    .limit(1);
  if (!row) throw badRequest(INVALID_INVITE, 'invalid_invite');
  return row;
}

/**
 * Spends the invite and gives the account its password, hashed by `hash` (the app's auth's own);
 * the caller signs the member in.
 */
export async function acceptInvite(
  db: Db,
  input: { token: string; password: string },
  hash: (password: string) => Promise<string>,
): Promise<{ email: string }> {
  const problem = passwordProblem(input.password);
  if (problem) throw badRequest(problem, 'weak_password');
  const passwordHash = await hash(input.password);
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .update(invites)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(invites.tokenHash, hashToken(input.token)),
          isNull(invites.usedAt),
          gt(invites.expiresAt, new Date()),
        ),
      )
      .returning({ email: invites.email });
    if (!invite) throw badRequest(INVALID_INVITE, 'invalid_invite');
    const [user] = await tx
      .update(users)
      .set({ passwordSet: true, emailVerified: true, updatedAt: new Date() })
      .where(eq(sql`lower(${users.email})`, invite.email.toLowerCase()))
      .returning({ id: users.id, email: users.email });
    if (!user) throw badRequest(INVALID_INVITE, 'invalid_invite');
    await tx.delete(accounts).where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')));
    await tx
      .insert(accounts)
      .values({ userId: user.id, accountId: user.id, providerId: 'credential', password: passwordHash });
    return { email: user.email };
  });
}
