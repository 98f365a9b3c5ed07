import { and, eq } from 'drizzle-orm';
import { accessLevel, deriveSubscriptionState } from '../../../shared/domain/subscription';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { membershipRefusedEmail, welcomeEmail } from '../../mail/templates';
import type { SessionMember } from '../../request-env';
import { recordAdminAction } from '../admin/audit/service';
import { assertMayActOn, openRequestSql } from '../admin/members/service';
import type { ProfileRow } from '../../auth/profile';
import { appBase, type MembershipDeps } from './request';

export type { MembershipDeps } from './request';

/*
 * The administrators' answer to a membership request (see request.ts): activation welcomes the
 * person by email, refusal tells them (and they are not asked again).
 */

export const NO_OPEN_REQUEST = 'This person has no open membership request.';

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
      link: `${appBase(deps.env)}/`,
    }),
  );
}
