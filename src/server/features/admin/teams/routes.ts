import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { AdminTeamDetailSchema, AdminTeamListSchema, type AdminTeamDetail, TeamMoveSchema } from '../../../../shared/contract/admin-teams';
import type { AppDeps } from '../../../context';
import type { Db } from '../../../db/client';
import { assessmentInstances, profiles, teamMembers, teams } from '../../../db/schema';
import { access } from '../../../http/access';
import { AppError, badRequest, notFound } from '../../../lib/errors';
import { createRouter, errorResponse, json, jsonBody, OkSchema } from '../../../http/openapi';
import { TEAM_NAME_MAX } from '../../../../shared/domain/teams';
import { recordAdminAction } from '../audit/service';
import { assertMayActOn } from '../members/service';

const TeamName = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the team a name')
    .max(TEAM_NAME_MAX, `Team names are at most ${TEAM_NAME_MAX} characters`),
});
const MergeBody = z.object({ intoId: z.uuid('Choose the team to merge into') });
const IdParam = z.object({ id: z.uuid('Invalid team id') });
const MemberParam = z.object({ id: z.uuid('Invalid team id'), userId: z.uuid('Invalid member id') });

const denied = {
  400: errorResponse('Invalid request'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator'),
  404: errorResponse('No such team or member'),
};

/** When the self-assessment counts as done: the member submitted one. */
const selfAssessedAt = sql<
  Date | string | null
>`(select max(${assessmentInstances.submittedAt}) from ${assessmentInstances}
  where ${assessmentInstances.raterUserId} = ${teamMembers.userId} and ${assessmentInstances.raterType} = 'self'
  and ${assessmentInstances.submittedAt} is not null)`;

const toIso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

async function listTeams(db: Db) {
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      createdAt: teams.createdAt,
      memberCount: sql<number>`count(${teamMembers.userId})`.mapWith(Number),
      selfAssessed:
        sql<number>`count(${teamMembers.userId}) filter (where ${selfAssessedAt} is not null)`.mapWith(
          Number,
        ),
    })
    .from(teams)
    .leftJoin(teamMembers, eq(teamMembers.teamId, teams.id))
    .groupBy(teams.id)
    .orderBy(asc(sql`lower(${teams.name})`));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

async function teamDetail(db: Db, id: string): Promise<AdminTeamDetail> {
  const [team] = await db.select().from(teams).where(eq(teams.id, id));
  if (!team) throw notFound('Team not found');
  const members = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      selfAssessedAt,
    })
    .from(teamMembers)
    .innerJoin(profiles, eq(profiles.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, id))
    .orderBy(asc(sql`lower(${profiles.lastName})`), asc(sql`lower(${profiles.firstName})`));
  return {
    id: team.id,
    name: team.name,
    createdAt: team.createdAt.toISOString(),
    memberCount: members.length,
    selfAssessed: members.filter((m) => m.selfAssessedAt !== null).length,
    members: members.map((m) => ({ ...m, selfAssessedAt: toIso(m.selfAssessedAt) })),
  };
}

const nameTaken = () => new AppError(409, 'team_exists', 'A team with this name already exists.');

/** Whether a database error is a unique violation (a team name taken). */
const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

const list = createRoute({
  method: 'get',
  path: '/',
  tags: ['Admin'],
  ...access('admin'),
  summary: 'Every team with its size and self-assessment coverage',
  responses: { 200: json(AdminTeamListSchema, 'The teams'), ...denied },
});
const create = createRoute({
  method: 'post',
  path: '/',
  tags: ['Admin'],
  ...access('admin'),
  summary: 'Create a team',
  request: jsonBody(TeamName),
  responses: { 201: json(AdminTeamDetailSchema, 'Created'), ...denied, 409: errorResponse('Name taken') },
});
const detail = createRoute({
  method: 'get',
  path: '/{id}',
  tags: ['Admin'],
  ...access('admin'),
  summary: 'A team and its members, with who submitted a self-assessment',
  request: { params: IdParam },
  responses: { 200: json(AdminTeamDetailSchema, 'The team'), ...denied },
});
const rename = createRoute({
  method: 'patch',
  path: '/{id}',
  tags: ['Admin'],
  ...access('admin'),
  summary: 'Rename a team',
  request: { params: IdParam, ...jsonBody(TeamName) },
  responses: { 200: json(AdminTeamDetailSchema, 'Renamed'), ...denied, 409: errorResponse('Name taken') },
});
const remove = createRoute({
  method: 'delete',
  path: '/{id}',
  tags: ['Admin'],
  ...access('admin'),
  summary: 'Delete a team (its members stay, without a team)',
  request: { params: IdParam },
  responses: { 200: json(OkSchema, 'Deleted'), ...denied },
});
const merge = createRoute({
  method: 'post',
  path: '/{id}/merge',
  tags: ['Admin'],
  ...access('admin'),
  summary: "Merge a team into another: its members and their assessments' team move, and it goes",
  request: { params: IdParam, ...jsonBody(MergeBody) },
  responses: { 200: json(AdminTeamDetailSchema, 'The team merged into'), ...denied },
});

const addMember = createRoute({
  method: 'put',
  path: '/{id}/members/{userId}',
  tags: ['Admin'],
  ...access('admin'),
  summary: 'Put a member in this team (a member has one team: they leave their previous one)',
  request: { params: MemberParam },
  responses: { 200: json(TeamMoveSchema, 'The team, and the team the member left'), ...denied },
});
const removeMember = createRoute({
  method: 'delete',
  path: '/{id}/members/{userId}',
  tags: ['Admin'],
  ...access('admin'),
  summary: 'Take a member out of this team',
  request: { params: MemberParam },
  responses: { 200: json(AdminTeamDetailSchema, 'The team'), ...denied },
});

/** The admin console's Teams section. */
export function adminTeamRoutes(deps: AppDeps) {
  const app = createRouter();
  const { db } = deps;

  app.openapi(list, async (c) => c.json({ items: await listTeams(db) }, 200));

  app.openapi(create, async (c) => {
    const { name } = c.req.valid('json');
    const admin = c.get('member');
    const id = await db
      .transaction(async (tx) => {
        const [team] = await tx.insert(teams).values({ name }).returning();
        await recordAdminAction(tx, admin, {
          action: 'team.create',
          targetType: 'team',
          targetId: team!.id,
          after: { name },
        });
        return team!.id;
      })
      .catch((err) => {
        throw isUniqueViolation(err) ? nameTaken() : err;
      });
    return c.json(await teamDetail(db, id), 201);
  });

  app.openapi(detail, async (c) => c.json(await teamDetail(db, c.req.valid('param').id), 200));

  app.openapi(rename, async (c) => {
    const { id } = c.req.valid('param');
    const { name } = c.req.valid('json');
    const admin = c.get('member');
    await db
      .transaction(async (tx) => {
        const [before] = await tx.select().from(teams).where(eq(teams.id, id)).for('update');
        if (!before) throw notFound('Team not found');
        if (before.name === name) return;
        await tx.update(teams).set({ name }).where(eq(teams.id, id));
        await recordAdminAction(tx, admin, {
          action: 'team.rename',
          targetType: 'team',
          targetId: id,
          before: { name: before.name },
          after: { name },
        });
      })
      .catch((err) => {
        throw isUniqueViolation(err) ? nameTaken() : err;
      });
    return c.json(await teamDetail(db, id), 200);
  });

  app.openapi(remove, async (c) => {
    const { id } = c.req.valid('param');
    const admin = c.get('member');
    await db.transaction(async (tx) => {
      const [before] = await tx.select().from(teams).where(eq(teams.id, id)).for('update');
      if (!before) throw notFound('Team not found');
      const members = await tx
        .select({ id: teamMembers.userId })
        .from(teamMembers)
        .where(eq(teamMembers.teamId, id));
      await tx.delete(teams).where(eq(teams.id, id));
      await recordAdminAction(tx, admin, {
        action: 'team.delete',
        targetType: 'team',
        targetId: id,
        before: { name: before.name, members: members.length },
      });
    });
    return c.json({ ok: true as const }, 200);
  });

  app.openapi(merge, async (c) => {
    const { id } = c.req.valid('param');
    const { intoId } = c.req.valid('json');
    if (intoId === id) throw badRequest('Choose another team to merge into.', 'same_team');
    const admin = c.get('member');
    await db.transaction(async (tx) => {
      // Both rows locked in one order, so two merges at once never wait on each other.
      const locked = await tx
        .select()
        .from(teams)
        .where(inArray(teams.id, [id, intoId]))
        .orderBy(asc(teams.id))
        .for('update');
      const from = locked.find((t) => t.id === id);
      const into = locked.find((t) => t.id === intoId);
      if (!from || !into) throw notFound('Team not found');
      // Moving an administrator between teams is a super admin's to do, in a merge as one by one.
      const members = await tx
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .where(eq(teamMembers.teamId, id));
      for (const m of members) await assertMayActOn(tx, admin, m.userId, 'team');
      const moved = await tx
        .update(teamMembers)
        .set({ teamId: intoId })
        .where(eq(teamMembers.teamId, id))
        .returning({ userId: teamMembers.userId });
      await tx.update(assessmentInstances).set({ teamId: intoId }).where(eq(assessmentInstances.teamId, id));
      await tx.delete(teams).where(eq(teams.id, id));
      await recordAdminAction(tx, admin, {
        action: 'team.merge',
        targetType: 'team',
        targetId: id,
        before: { name: from.name },
        after: { into: into.name, movedMembers: moved.length },
      });
    });
    return c.json(await teamDetail(db, intoId), 200);
  });

  app.openapi(addMember, async (c) => {
    const { id, userId } = c.req.valid('param');
    const admin = c.get('member');
    const movedFrom = await db.transaction(async (tx) => {
      const [team] = await tx.select().from(teams).where(eq(teams.id, id));
      if (!team) throw notFound('Team not found');
      await assertMayActOn(tx, admin, userId, 'team');
      const [previous] = await tx
        .select({ id: teams.id, name: teams.name })
        .from(teamMembers)
        .innerJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(eq(teamMembers.userId, userId));
      if (previous?.id === id) return null;
      // One team per member: joining this one leaves the previous.
      await tx
        .insert(teamMembers)
        .values({ teamId: id, userId })
        .onConflictDoUpdate({ target: teamMembers.userId, set: { teamId: id, joinedAt: new Date() } });
      await recordAdminAction(tx, admin, {
        action: 'member.team.set',
        targetType: 'member',
        targetId: userId,
        before: { team: previous?.name ?? null },
        after: { team: team.name },
      });
      return previous ?? null;
    });
    return c.json({ team: await teamDetail(db, id), movedFrom }, 200);
  });

  app.openapi(removeMember, async (c) => {
    const { id, userId } = c.req.valid('param');
    const admin = c.get('member');
    await db.transaction(async (tx) => {
      const [team] = await tx.select().from(teams).where(eq(teams.id, id));
      if (!team) throw notFound('Team not found');
      await assertMayActOn(tx, admin, userId, 'team');
      const gone = await tx
        .delete(teamMembers)
        .where(and(eq(teamMembers.teamId, id), eq(teamMembers.userId, userId)))
        .returning({ userId: teamMembers.userId });
      if (gone.length === 0) throw notFound('This member is not in this team');
      await recordAdminAction(tx, admin, {
        action: 'member.team.set',
        targetType: 'member',
        targetId: userId,
        before: { team: team.name },
        after: { team: null },
      });
    });
    return c.json(await teamDetail(db, id), 200);
  });

  return app;
}
