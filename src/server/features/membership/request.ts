import { and, eq, inArray, isNull } from 'drizzle-orm';
import { deriveSubscriptionState } from '../../../shared/domain/subscription';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import type { Env } from '../../env';
import type { Mailer } from '../../mail/mailer';
import { membershipRequestEmail } from '../../mail/templates';
import { joinOptions } from '../billing/join-options';

/*
 * Joining without card payments: a person without a membership who signs in is asking to become a
 * member. The request reaches every administrator by email (only once the person has proven their
 * address: no session exists before), waits in the Waiting view of Members, and ends when an
 * administrator activates the membership or refuses it (service.ts).
 */

export interface MembershipDeps {
  db: Db;
  mailer: Mailer;
  env: Pick<
    Env,
    'APP_NAME' | 'APP_URL' | 'SUPPORT_EMAIL' | 'STRIPE_SECRET_KEY' | 'STRIPE_PRICE_ID' | 'MEMBERSHIP_PRICE'
  >;
}

export const WAITING_PATH = '/admin/members?status=waiting';
const ADMIN_ROLES = ['admin', 'super_admin', 'super-admin'] as const;

export const appBase = (env: Pick<Env, 'APP_URL'>) => env.APP_URL.replace(/\/$/, '');

/**
 * Records the membership request of a person signing in without any membership, when joining by
 * card is not offered, and mails the administrators. Once per person: a request already made, or
 * refused, is left as it is; administrators and lapsed members never become requests.
 */
export async function requestMembershipOnSignIn(deps: MembershipDeps, userId: string): Promise<void> {
  if (joinOptions(deps.env).cardAvailable) return;
  const [profile] = await deps.db.select().from(profiles).where(eq(profiles.id, userId));
  if (
    !profile ||
    profile.membershipRequestedAt ||
    profile.membershipRefusedAt ||
    profile.deactivatedAt ||
    profile.role !== 'member' ||
    deriveSubscriptionState(profile) !== 'none'
  ) {
    return;
  }
  // Conditional: of two sign-ins at once, one records the request and mails.
  const [person] = await deps.db
    .update(profiles)
    .set({ membershipRequestedAt: new Date() })
    .where(and(eq(profiles.id, userId), isNull(profiles.membershipRequestedAt)))
    .returning({ email: profiles.email, firstName: profiles.firstName, lastName: profiles.lastName });
  if (!person) return;
  const admins = await deps.db
    .select({ email: profiles.email })
    .from(profiles)
    .where(and(inArray(profiles.role, [...ADMIN_ROLES]), isNull(profiles.deactivatedAt)));
  const name = `${person.firstName} ${person.lastName}`.trim();
  for (const admin of admins) {
    await deps.mailer.send(
      membershipRequestEmail({
        appName: deps.env.APP_NAME,
        to: admin.email,
        person: { name, email: person.email },
        link: `${appBase(deps.env)}${WAITING_PATH}`,
      }),
    );
  }
}
