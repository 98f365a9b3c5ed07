import { and, eq, inArray, isNull } from 'drizzle-orm';
import { accessLevel, deriveSubscriptionState } from '../../../shared/domain/subscription';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import type { Env } from '../../env';
import { AppError, notFound } from '../../lib/errors';
import type { Mailer } from '../../mail/mailer';
import { membershipRefusedEmail, membershipRequestEmail, welcomeEmail } from '../../mail/templates';
import type { SessionMember } from '../../request-env';
import { recordAdminAction } from '../admin/audit';
import { assertMayActOn, openRequestSql, subscriptionStateSql } from '../admin/members';
import { joinOptions } from '../billing/checkout';
import type { ProfileRow } from '../me/profile-service';

/*
 * Joining without card payments: a person without a membership who signs in is asking to become a
 * member. The request reaches every administrator by email (only once the person has proven their
 * address: no session exists before), waits in the Waiting view of Members, and ends when an
 * administrator activates the membership (the person is welcomed by email) or refuses it (the
 * person is told by email, and not asked again).
 */

export interface MembershipDeps {
  db: Db;
  mailer: Mailer;
  env: Pick<
    Env,
    'APP_NAME' | 'APP_URL' | 'SUPPORT_EMAIL' | 'STRIPE_SECRET_KEY' | 'STRIPE_PRICE_ID' | 'MEMBERSHIP_PRICE'
  >;
}

export const NO_OPEN_REQUEST = 'This person has no open membership request.';
export const WAITING_PATH = '/admin/members?status=waiting';

const ADMIN_ROLES = ['admin', 'super_admin', 'super-admin'] as const;
const base = (env: MembershipDeps['env']) => env.APP_URL.replace(/\/$/, '');
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/**
 * Records the membership request of a person signing in without any membership, when joining by
 * card is not offered, and mails the administrators. Once per person: a request already made, or
 * refused, is left as it is; administrators and lapsed members never become requests.
 */
export async function requestMembershipOnSignIn(deps: MembershipDeps, userId: string): Promise<void> {
  if (joinOptions(deps.env).cardAvailable) return;
  const now = new Date();
  const [person] = await deps.db
    .update(profiles)
    .set({ membershipRequestedAt: now })
    .where(
      and(
        eq(profiles.id, userId),
        isNull(profiles.membershipRequestedAt),
        isNull(profiles.membershipRefusedAt),
        eq(profiles.role, 'member'),
        isNull(profiles.deactivatedAt),
        eq(subscriptionStateSql(now), 'none'),
      ),
    )
    .returning({ email: profiles.email, firstName: profiles.firstName, lastName: profiles.lastName });
  if (!person) return;
  const admins = await deps.db
    .select({ email: profiles.email })
    .from(profiles)
    .where(and(inArray(profiles.role, [...ADMIN_ROLES]), isNull(profiles.deactivatedAt)));
  for (const admin of admins) {
    await deps.mailer.send(
      membershipRequestEmail({
        appName: deps.env.APP_NAME,
        to: admin.email,
        person: { name: fullName(person), email: person.email },
        link: `${base(deps.env)}${WAITING_PATH}`,
      }),
    );
  }
}

/** An administrator refuses an open request: recorded, audited, and the person is told by email. */
export async function refuseMembershipRequest(
  deps: MembershipDeps,
  admin: Pick<SessionMember, 'user' | 'profile'>,
  id: string,
): Promise<void> {
  const now = new Date();
  const email = await deps.db.transaction(async (tx) => {
    await assertMayActOn(tx, admin, id, 'membership');
    const [refused] = await tx
      .update(profiles)
      .set({ membershipRefusedAt: now, updatedAt: now })
      .where(and(eq(profiles.id, id), openRequestSql(now)))
      .returning({ email: profiles.email });
    if (!refused) throw new AppError(409, 'no_open_request', NO_OPEN_REQUEST);
    await recordAdminAction(tx, admin, {
      action: 'member.request.refuse',
      targetType: 'member',
      targetId: id,
      before: { requested: true },
      after: { refused: true },
    });
    return refused.email;
  });
  await deps.mailer.send(
    membershipRefusedEmail({ appName: deps.env.APP_NAME, to: email, supportEmail: deps.env.SUPPORT_EMAIL }),
  );
}

type AccessFields = Pick<ProfileRow, 'role' | 'subscriptionStatus' | 'currentPeriodEnd' | 'stripeCustomerId'>;

/** Whether a change of membership opened the library to someone who had no access before. */
export function gainedAccess(before: AccessFields, after: AccessFields, now: Date = new Date()): boolean {
  const has = (p: AccessFields) => accessLevel(deriveSubscriptionState(p, now), p.role) === 'FULL_ACCESS';
  return !has(before) && has(after);
}

/** The profile's membership fields, read under a lock within an administrator's change. */
export async function lockedMembership(tx: Db, id: string): Promise<AccessFields> {
  const [row] = await tx
    .select({
      role: profiles.role,
      subscriptionStatus: profiles.subscriptionStatus,
      currentPeriodEnd: profiles.currentPeriodEnd,
      stripeCustomerId: profiles.stripeCustomerId,
    })
    .from(profiles)
    .where(eq(profiles.id, id))
    .for('update');
  if (!row) throw notFound('Member not found');
  return row;
}

/** Membership begins now (the survey waits 14 days from here); run in the activating transaction. */
export async function markMemberSince(tx: Db, id: string, now: Date = new Date()): Promise<void> {
  await tx.update(profiles).set({ memberSince: now }).where(eq(profiles.id, id));
}

/** The welcome email of a newly activated member. */
export async function sendWelcome(
  deps: MembershipDeps,
  member: Pick<ProfileRow, 'email' | 'firstName'>,
): Promise<void> {
  await deps.mailer.send(
    welcomeEmail({
      appName: deps.env.APP_NAME,
      to: member.email,
      firstName: member.firstName.trim(),
      link: `${base(deps.env)}/`,
    }),
  );
}
