import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AdminMemberDetail, AdminMemberRow, LastActiveFilter, MemberSort } from '../../../../shared/contract/admin-members';
import {
  type AccountAction,
  ASSIGNABLE_ROLES,
  type AssignableRole,
  accountActionRefusal,
  canonicalRole,
} from '../../../../shared/domain/roles';
import { type SubscriptionState, UNKNOWN_STATUS } from '../../../../shared/domain/subscription';
import type { Db } from '../../../db/client';
import { assessmentInstances, invites, profiles, sessions, teamMembers, teams, users } from '../../../db/schema';
import { badRequest, forbidden, notFound } from '../../../lib/errors';
import type { SessionMember } from '../../../request-env';
import { billingSummary } from '../../billing/service';
import { recordAdminAction } from '../audit/service';
import { escapeLike } from '../../../lib/sql-like';

const DAY_MS = 864e5;
const SUPER_ROLES = ['super_admin', 'super-admin'] as const;

/**
 * The shared membership rule (deriveSubscriptionState) said in SQL, so the members table can filter
 * on the state while paging in the database. A test checks both agree on every kind of profile.
 */
export function subscriptionStateSql(now: Date): SQL<SubscriptionState> {
  const status = sql`lower(btrim(coalesce(${profiles.subscriptionStatus}, '')))`;
  const end = profiles.currentPeriodEnd;
  const noCustomer = sql`btrim(coalesce(${profiles.stripeCustomerId}, '')) = ''`;
  return sql<SubscriptionState>`case
    when ${status} = 'lifetime' then 'lifetime'
    when ${status} in ('active', 'trialing') then
      case when ${end} > ${now} or (${end} is null and ${noCustomer}) then 'active' else 'canceled' end
    when ${status} = 'past_due' then case when ${end} > ${now} then 'active' else 'canceled' end
    when ${end} is not null and ${end} <= ${now} then 'canceled'
    when ${status} = '' then 'none'
    when ${status} = ${UNKNOWN_STATUS} then 'unknown'
    else 'canceled' end`;
}

/**
 * An invitation still pending: the person has neither chosen a password nor ever signed in (a
 * member who signs in only by emailed link has no password, and is no invitation).
 */
export const invitePendingSql = and(eq(users.passwordSet, false), isNull(profiles.lastSignInAt))!;

/** A membership request still open: asked, neither refused nor answered by a membership. */
export function openRequestSql(now: Date): SQL {
  return and(
    isNotNull(profiles.membershipRequestedAt),
    isNull(profiles.membershipRefusedAt),
    isNull(profiles.deactivatedAt),
    eq(subscriptionStateSql(now), 'none'),
  )!;
}

/** The last time the member was seen: their last sign-in or the last refresh of any session. */
const lastActiveSql = sql<
  Date | string | null
>`greatest(${profiles.lastSignInAt}, (select max(${sessions.updatedAt}) from ${sessions} where ${sessions.userId} = ${profiles.id}))`;

const toIso = (v: Date | string | null | undefined): string | null =>
  v === null || v === undefined ? null : new Date(v).toISOString();

export interface MemberListQuery {
  q?: string;
  role?: AssignableRole;
  /** A team id, or 'none' for members without a team. */
  team?: string;
  state?: SubscriptionState;
  active?: LastActiveFilter;
  status?: 'active' | 'invited' | 'deactivated' | 'waiting';
  sort: MemberSort;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

function roleCondition(role: AssignableRole): SQL {
  if (role === 'super_admin') return inArray(profiles.role, [...SUPER_ROLES]);
  return eq(profiles.role, role);
}

/** The members table: searched, filtered, sorted and paged in the database. */
export async function listMembers(db: Db, query: MemberListQuery, now: Date = new Date()) {
  const stateSql = subscriptionStateSql(now);
  const conditions: SQL[] = [];
  const q = query.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    conditions.push(
      or(
        ilike(profiles.email, like),
        ilike(profiles.firstName, like),
        ilike(profiles.lastName, like),
        ilike(sql`${profiles.firstName} || ' ' || ${profiles.lastName}`, like),
      )!,
    );
  }
  if (query.role) conditions.push(roleCondition(query.role));
  if (query.team === 'none') conditions.push(isNull(teamMembers.teamId));
  else if (query.team) conditions.push(eq(teamMembers.teamId, query.team));
  if (query.state) conditions.push(eq(stateSql, query.state));
  if (query.status === 'waiting') conditions.push(openRequestSql(now));
  if (query.status === 'deactivated') conditions.push(isNotNull(profiles.deactivatedAt));
  if (query.status === 'invited') conditions.push(and(invitePendingSql, isNull(profiles.deactivatedAt))!);
  if (query.status === 'active') conditions.push(and(not(invitePendingSql), isNull(profiles.deactivatedAt))!);
  if (query.active) {
    const since = (days: number) => new Date(now.getTime() - days * DAY_MS);
    if (query.active === 'never') conditions.push(sql`${lastActiveSql} is null`);
    else if (query.active === 'older') conditions.push(lt(lastActiveSql, since(90)));
    else conditions.push(gt(lastActiveSql, since(Number.parseInt(query.active, 10))));
  }
  const where = conditions.length ? and(...conditions) : undefined;

  const direction = query.dir === 'desc' ? desc : asc;
  const order: SQL[] = (() => {
    switch (query.sort) {
      case 'email':
        return [direction(sql`lower(${profiles.email})`)];
      case 'joined':
        return [direction(profiles.createdAt)];
      case 'lastActive':
        return [sql`${lastActiveSql} ${query.dir === 'desc' ? sql`desc` : sql`asc`} nulls last`];
      default:
        return [direction(sql`lower(${profiles.lastName})`), direction(sql`lower(${profiles.firstName})`)];
    }
  })();

  const base = () =>
    db
      .select({
        id: profiles.id,
        email: profiles.email,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        role: profiles.role,
        teamId: teams.id,
        teamName: teams.name,
        state: stateSql,
        invitePending: sql<boolean>`${invitePendingSql}`,
        deactivatedAt: profiles.deactivatedAt,
        waitingSince: sql<
          Date | string | null
        >`case when ${openRequestSql(now)} then ${profiles.membershipRequestedAt} end`,
        createdAt: profiles.createdAt,
        lastActiveAt: lastActiveSql,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .leftJoin(teamMembers, eq(teamMembers.userId, profiles.id))
      .leftJoin(teams, eq(teams.id, teamMembers.teamId));

  const [rows, [totalRow]] = await Promise.all([
    base()
      .where(where)
      .orderBy(...order, asc(profiles.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .leftJoin(teamMembers, eq(teamMembers.userId, profiles.id))
      .where(where),
  ]);

  const items: AdminMemberRow[] = rows.map((r) => ({
    id: r.id,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    role: canonicalRole(r.role),
    team: r.teamId && r.teamName ? { id: r.teamId, name: r.teamName } : null,
    subscriptionState: r.state,
    invitePending: r.invitePending,
    deactivated: r.deactivatedAt !== null,
    waitingSince: toIso(r.waitingSince),
    joinedAt: r.createdAt.toISOString(),
    lastActiveAt: toIso(r.lastActiveAt),
  }));
  return { items, total: Number(totalRow?.n ?? 0), page: query.page, pageSize: query.pageSize };
}

/** Active super admins (a deactivated one cannot run anything). */
export async function activeSuperAdmins(tx: Db, lock = false): Promise<number> {
  const select = tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(inArray(profiles.role, [...SUPER_ROLES]), isNull(profiles.deactivatedAt)));
  // Locked in a change, so two super admins demoting each other at once cannot both succeed.
  const rows = lock ? await select.for('update') : await select;
  return rows.length;
}

type Actor = Pick<SessionMember, 'user' | 'profile'>;

const actorOf = (admin: Actor) => ({ id: admin.user.id, role: admin.profile.role });

/** A member's page in the console. */
export async function memberDetail(
  db: Db,
  admin: Actor,
  id: string,
  now: Date = new Date(),
): Promise<AdminMemberDetail> {
  const [row] = await db
    .select({
      profile: profiles,
      invitePending: sql<boolean>`${invitePendingSql}`,
      teamId: teams.id,
      teamName: teams.name,
      lastActiveAt: lastActiveSql,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(teamMembers, eq(teamMembers.userId, profiles.id))
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(profiles.id, id))
    .limit(1);
  if (!row) throw notFound('Member not found');
  const p = row.profile;

  const [[invite], [assessed], superAdmins] = await Promise.all([
    !row.invitePending
      ? Promise.resolve([])
      : db
          .select({ expiresAt: invites.expiresAt })
          .from(invites)
          .where(and(eq(sql`lower(${invites.email})`, p.email.toLowerCase()), isNull(invites.usedAt)))
          .orderBy(desc(invites.createdAt))
          .limit(1),
    // Counts only: never who rated whom, nor when a rating was given (its date could be matched
    // to when a teammate's average moved).
    db
      .select({
        self: sql<number>`count(*) filter (where ${assessmentInstances.raterType} = 'self')`.mapWith(Number),
        peer: sql<number>`count(*) filter (where ${assessmentInstances.raterType} = 'peer' and ${assessmentInstances.raterUserId} = ${id})`.mapWith(
          Number,
        ),
        ratedBy:
          sql<number>`count(distinct ${assessmentInstances.raterUserId}) filter (where ${assessmentInstances.raterType} = 'peer' and ${assessmentInstances.targetUserId} = ${id})`.mapWith(
            Number,
          ),
        last: sql<
          Date | string | null
        >`max(${assessmentInstances.submittedAt}) filter (where ${assessmentInstances.raterType} = 'self')`,
      })
      .from(assessmentInstances)
      .where(
        and(
          or(eq(assessmentInstances.raterUserId, id), eq(assessmentInstances.targetUserId, id)),
          isNotNull(assessmentInstances.submittedAt),
        ),
      ),
    activeSuperAdmins(db),
  ]);

  const summary = billingSummary(p, now);
  const target = { id, role: p.role };
  const permission = (action: AccountAction, newRole?: AssignableRole) => {
    const reason = accountActionRefusal(actorOf(admin), target, action, {
      activeSuperAdmins: superAdmins,
      newRole,
    });
    return { allowed: reason === null, reason };
  };
  const roles = ASSIGNABLE_ROLES.filter((r) => permission('role', r).allowed);
  const currentRole = canonicalRole(p.role);
  const roleReason = roles.some((r) => r !== currentRole)
    ? null
    : (ASSIGNABLE_ROLES.map((r) => permission('role', r).reason).find((r) => r !== null) ?? null);

  return {
    id,
    email: p.email,
    firstName: p.firstName,
    lastName: p.lastName,
    role: currentRole,
    team: row.teamId && row.teamName ? { id: row.teamId, name: row.teamName } : null,
    subscriptionState: summary.state,
    invitePending: row.invitePending,
    deactivated: p.deactivatedAt !== null,
    waitingSince:
      p.membershipRequestedAt && !p.membershipRefusedAt && !p.deactivatedAt && summary.state === 'none'
        ? p.membershipRequestedAt.toISOString()
        : null,
    joinedAt: p.createdAt.toISOString(),
    lastActiveAt: toIso(row.lastActiveAt),
    title: p.title,
    company: p.company,
    avatarUrl: p.avatarUrl,
    onboardingCompleted: p.onboardingCompleted,
    deactivatedAt: toIso(p.deactivatedAt),
    lastSignInAt: toIso(p.lastSignInAt),
    subscription: {
      state: summary.state,
      status: summary.status,
      currentPeriodEnd: summary.currentPeriodEnd,
      cancelAtPeriodEnd: summary.cancelAtPeriodEnd,
      hasCustomer: summary.hasCustomer,
      managedBy: p.stripeCustomerId ? 'stripe' : p.subscriptionStatus ? 'manual' : 'none',
    },
    invite: invite
      ? { expiresAt: invite.expiresAt.toISOString(), expired: invite.expiresAt.getTime() <= now.getTime() }
      : null,
    assessments: {
      selfSubmitted: assessed?.self ?? 0,
      peerSubmitted: assessed?.peer ?? 0,
      ratedBy: assessed?.ratedBy ?? 0,
      lastSubmittedAt: toIso(assessed?.last),
    },
    permissions: {
      role: { allowed: roleReason === null, reason: roleReason, roles },
      deactivate: permission('deactivate'),
      delete: permission('delete'),
      membership: permission('membership'),
    },
  };
}

/** The target of a change, locked for the transaction; refused with 403 when the rules say no. */
async function lockTarget(tx: Db, admin: Actor, id: string, action: AccountAction, newRole?: AssignableRole) {
  const superAdmins = await activeSuperAdmins(tx, true);
  const [target] = await tx.select().from(profiles).where(eq(profiles.id, id)).for('update');
  if (!target) throw notFound('Member not found');
  const reason = accountActionRefusal(actorOf(admin), { id, role: target.role }, action, {
    activeSuperAdmins: superAdmins,
    newRole,
  });
  if (reason) throw forbidden(reason);
  return target;
}

/** Checks the account rules for a change made elsewhere (a membership set by hand). */
export async function assertMayActOn(tx: Db, admin: Actor, id: string, action: AccountAction): Promise<void> {
  await lockTarget(tx, admin, id, action);
}

export async function setRole(db: Db, admin: Actor, id: string, role: AssignableRole): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await lockTarget(tx, admin, id, 'role', role);
    const before = canonicalRole(target.role);
    if (before === role) return;
    await tx.update(profiles).set({ role, updatedAt: new Date() }).where(eq(profiles.id, id));
    await recordAdminAction(tx, admin, {
      action: 'member.role.set',
      targetType: 'member',
      targetId: id,
      before: { role: before },
      after: { role },
    });
  });
}

/**
 * Deactivates an account: every session ends now (signed out everywhere), sign-in is refused from
 * then on, and everything the member has is kept for a reactivation.
 */
export async function deactivateMember(db: Db, admin: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await lockTarget(tx, admin, id, 'deactivate');
    if (target.deactivatedAt) return;
    const at = new Date();
    await tx.update(profiles).set({ deactivatedAt: at, updatedAt: at }).where(eq(profiles.id, id));
    const ended = await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id });
    await recordAdminAction(tx, admin, {
      action: 'member.deactivate',
      targetType: 'member',
      targetId: id,
      before: { deactivated: false },
      after: { deactivated: true, sessionsEnded: ended.length },
    });
  });
}

export async function reactivateMember(db: Db, admin: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await lockTarget(tx, admin, id, 'deactivate');
    if (!target.deactivatedAt) return;
    await tx.update(profiles).set({ deactivatedAt: null, updatedAt: new Date() }).where(eq(profiles.id, id));
    await recordAdminAction(tx, admin, {
      action: 'member.reactivate',
      targetType: 'member',
      targetId: id,
      before: { deactivated: true },
      after: { deactivated: false },
    });
  });
}

/**
 * Whether this administrator may delete the account, and has typed its email to confirm: the
 * member's profile, locked in `tx`; refused with 403 (account rules) or 400 (confirmation). The
 * deletion itself is the same as a member closing their own account (account/close.ts).
 */
export async function authorizeDelete(
  tx: Db,
  admin: Actor,
  id: string,
  confirmEmail: string,
): Promise<typeof profiles.$inferSelect> {
  const target = await lockTarget(tx, admin, id, 'delete');
  if (confirmEmail.trim().toLowerCase() !== target.email.toLowerCase()) {
    throw badRequest('Type the member’s email exactly to confirm.', 'confirmation_mismatch');
  }
  return target;
}
