import { z } from 'zod';
import { INVITE_ACCESS } from '../domain/invite-csv';
import { ASSIGNABLE_ROLES } from '../domain/roles';
import { SUBSCRIPTION_STATES } from '../domain/subscription';
import { SubscriptionSchema } from './billing';

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

/** A team as the console lists it, with its self-assessment coverage. */
export const AdminTeamSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  memberCount: z.number().int(),
  /** Members who submitted at least one self-assessment. */
  selfAssessed: z.number().int(),
});
export type AdminTeam = z.infer<typeof AdminTeamSchema>;

export const AdminTeamListSchema = z
  .object({ items: z.array(AdminTeamSchema) })
  .meta({ id: 'AdminTeamList' });
export type AdminTeamList = z.infer<typeof AdminTeamListSchema>;

export const AdminTeamDetailSchema = AdminTeamSchema.extend({
  members: z.array(
    z.object({
      id: z.uuid(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      selfAssessedAt: z.string().nullable(),
    }),
  ),
}).meta({ id: 'AdminTeamDetail' });
export type AdminTeamDetail = z.infer<typeof AdminTeamDetailSchema>;

/** The answer to adding a member to a team: which team they left, if any (one team per member). */
export const TeamMoveSchema = z
  .object({ team: AdminTeamDetailSchema, movedFrom: z.object({ id: z.uuid(), name: z.string() }).nullable() })
  .meta({ id: 'TeamMove' });
export type TeamMove = z.infer<typeof TeamMoveSchema>;

export const AuditEntrySchema = z.object({
  id: z.uuid(),
  actorUserId: z.string().nullable(),
  actorEmail: z.string(),
  /** The administrator's name (their email when they gave none). */
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The record's name now, or as the log last recorded it; null when it never had one. */
  targetName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z
  .object({
    items: z.array(AuditEntrySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Every action recorded so far, for the filter. */
    actions: z.array(z.string()),
    targetTypes: z.array(z.string()),
    /** Everyone who acted so far, for the filter. */
    actors: z.array(z.object({ email: z.string(), name: z.string() })),
  })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof AuditPageSchema>;

export const INSIGHT_PERIODS = [7, 30, 90, 365] as const;

const CountedItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.string(),
  count: z.number().int(),
});

const WeekPairSchema = z.object({ current: z.number().int(), previous: z.number().int() });

export const InsightSchema = z
  .object({
    periodDays: z.number().int(),
    from: z.string(),
    to: z.string(),
    activeMembers: z.object({
      last7: z.number().int(),
      last30: z.number().int(),
      /** Accounts that can sign in (not deactivated, password chosen). */
      total: z.number().int(),
    }),
    mostViewed: z.array(CountedItemSchema),
    mostSaved: z.array(CountedItemSchema),
    searchMisses: z.array(z.object({ query: z.string(), count: z.number().int(), days: z.number().int() })),
    savesByType: z.array(z.object({ type: z.string(), count: z.number().int() })),
    /** The last 7 days (current) beside the 7 days before them (previous). */
    weekOverWeek: z.object({
      views: WeekPairSchema,
      saves: WeekPairSchema,
      missedSearches: WeekPairSchema,
      newMembers: WeekPairSchema,
    }),
  })
  .meta({ id: 'Insight' });
export type Insight = z.infer<typeof InsightSchema>;
