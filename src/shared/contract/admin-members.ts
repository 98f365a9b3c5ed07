import { z } from 'zod';
import { INVITE_ACCESS } from '../domain/invite-csv';
import { ASSIGNABLE_ROLES } from '../domain/roles';
import { SUBSCRIPTION_STATES } from '../domain/subscription';
import { SubscriptionSchema } from './billing';

/** The console's Members section: the list, a member, invitations, a subscription set by hand. */

/** Who manages a membership: Stripe (read-only here), an administrator by hand, or nobody yet. */
export const MEMBERSHIP_MANAGERS = ['stripe', 'manual', 'none'] as const;

/** How long ago a member was last active, for the members table's filter. */
export const LAST_ACTIVE_FILTERS = ['7d', '30d', '90d', 'older', 'never'] as const;
export type LastActiveFilter = (typeof LAST_ACTIVE_FILTERS)[number];

export const MEMBER_SORTS = ['name', 'email', 'joined', 'lastActive'] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];

/** One row of the members table. */
export const AdminMemberRowSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ASSIGNABLE_ROLES),
  team: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  subscriptionState: z.enum(SUBSCRIPTION_STATES),
  /** Invited, and no password chosen yet. */
  invitePending: z.boolean(),
  deactivated: z.boolean(),
  /** When the person asked to become a member, while that request is open (null: none open). */
  waitingSince: z.string().nullable(),
  joinedAt: z.string(),
  lastActiveAt: z.string().nullable(),
});
export type AdminMemberRow = z.infer<typeof AdminMemberRowSchema>;

export const AdminMemberPageSchema = z
  .object({
    items: z.array(AdminMemberRowSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AdminMemberPage' });
export type AdminMemberPage = z.infer<typeof AdminMemberPageSchema>;

/** Whether the signed-in administrator may do each thing to this account, and why not. */
const PermissionSchema = z.object({ allowed: z.boolean(), reason: z.string().nullable() });

export const AdminMemberDetailSchema = AdminMemberRowSchema.extend({
  title: z.string().nullable(),
  company: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  onboardingCompleted: z.boolean(),
  deactivatedAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
  subscription: SubscriptionSchema.omit({ access: true }).extend({
    managedBy: z.enum(MEMBERSHIP_MANAGERS),
  }),
  invite: z.object({ expiresAt: z.string(), expired: z.boolean() }).nullable(),
  assessments: z.object({
    /** Self-assessments the member submitted. */
    selfSubmitted: z.number().int(),
    /** Ratings of teammates the member submitted (a count: never whom they rated). */
    peerSubmitted: z.number().int(),
    /** Teammates who submitted a rating of the member (a count: never who, nor what they gave). */
    ratedBy: z.number().int(),
    /** When the member last submitted a self-assessment. */
    lastSubmittedAt: z.string().nullable(),
  }),
  permissions: z.object({
    role: PermissionSchema.extend({ roles: z.array(z.enum(ASSIGNABLE_ROLES)) }),
    deactivate: PermissionSchema,
    delete: PermissionSchema,
    membership: PermissionSchema,
  }),
}).meta({ id: 'AdminMemberDetail' });
export type AdminMemberDetail = z.infer<typeof AdminMemberDetailSchema>;

/** One line of a bulk invite and what became of it. */
export const InviteReportRowSchema = z.object({
  line: z.number().int(),
  email: z.string(),
  status: z.enum(['invited', 'failed']),
  message: z.string(),
});
export type InviteReportRow = z.infer<typeof InviteReportRowSchema>;

export const InviteReportSchema = z
  .object({
    rows: z.array(InviteReportRowSchema),
    invited: z.number().int(),
    failed: z.number().int(),
  })
  .meta({ id: 'InviteReport' });
export type InviteReport = z.infer<typeof InviteReportSchema>;

export const InviteRowInputSchema = z.object({
  line: z.number().int().min(1),
  email: z.string().max(320),
  firstName: z.string().max(200).default(''),
  lastName: z.string().max(200).default(''),
  teamName: z.string().max(200).default(''),
  access: z.string().max(40).default(INVITE_ACCESS[0]),
});

/**
 * A member's subscription as an administrator sees it after setting it by hand: who, and the
 * subscription fields the member's own billing page shows (without the access level).
 */
export const MemberSubscriptionSchema = z
  .object({ id: z.uuid(), email: z.string() })
  .extend(SubscriptionSchema.omit({ access: true }).shape)
  .meta({ id: 'MemberSubscription' });
export type MemberSubscription = z.infer<typeof MemberSubscriptionSchema>;
