import { createRoute, z } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import { AdminMemberDetailSchema, AdminMemberPageSchema, InviteReportSchema, InviteRowInputSchema, type InviteReportRow, LAST_ACTIVE_FILTERS, MEMBER_SORTS } from '../../../../shared/contract/admin-members';
import { INVITE_BATCH_MAX, type InviteAccess, inviteRowProblem } from '../../../../shared/domain/invite-csv';
import { ASSIGNABLE_ROLES } from '../../../../shared/domain/roles';
import { SUBSCRIPTION_STATES } from '../../../../shared/domain/subscription';
import type { AppDeps } from '../../../context';
import { profiles, users } from '../../../db/schema';
import { access, withDeps } from '../../../http/access';
import { AppError, notFound } from '../../../lib/errors';
import { createRouter, errorResponse, json, jsonBody, OkSchema } from '../../../http/openapi';
import { rateLimit, throttleEmail } from '../../../lib/rate-limit';
import { closeAccount } from '../../account/close';
import { createStripeClient } from '../../../payments/stripe';
import { blankToUndefined, pagingFields } from '../../content/schemas';
import { createInvite, resendInvite, revokeInviteTokens, unknownTeamNames } from '../../invites/service';
import { recordAdminAction } from '../audit/service';
import {
  assertMayActOn,
  authorizeDelete,
  deactivateMember,
  invitePendingSql,
  listMembers,
  memberDetail,
  reactivateMember,
  setRole,
} from './service';

const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .preprocess(
      blankToUndefined,
      z.enum(values, { error: () => `Unknown ${label}: use one of ${values.join(', ')}` }).optional(),
    )
    .openapi({ type: 'string', enum: [...values] });

export const MEMBERS_MAX_PAGE_SIZE = 100;

const MemberListQuery = z.object({
  q: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()).openapi({
    type: 'string',
    description: 'Part of a name or email',
  }),
  role: optionalEnum(ASSIGNABLE_ROLES, 'role'),
  team: z
    .preprocess(blankToUndefined, z.union([z.uuid(), z.literal('none')]).optional())
    .openapi({ type: 'string', description: 'A team id, or none for members without a team' }),
  state: optionalEnum(SUBSCRIPTION_STATES, 'subscription state'),
  active: optionalEnum(LAST_ACTIVE_FILTERS, 'last-active filter'),
  status: optionalEnum(['active', 'invited', 'deactivated', 'waiting'] as const, 'account status'),
  sort: z.preprocess(blankToUndefined, z.enum(MEMBER_SORTS).default('name')).openapi({ type: 'string' }),
  dir: z.preprocess(blankToUndefined, z.enum(['asc', 'desc']).default('asc')).openapi({ type: 'string' }),
  ...pagingFields({ maxPage: 10_000, maxPageSize: MEMBERS_MAX_PAGE_SIZE, defaultPageSize: 25 }),
});

const IdParam = z.object({ id: z.uuid('Invalid member id') });

const denied = {
  400: errorResponse('Invalid request'),
  401: errorResponse('Not signed in'),
  403: errorResponse('Not an administrator, or the account rules refuse it'),
  404: errorResponse('No such member'),
};

const list = createRoute({
  method: 'get',
  path: '/',
  tags: ['Admin'],
  ...access('admin'),
  summary: 'Members, searched, filtered, sorted and paged',
  request: { query: MemberListQuery },
  responses: { 200: json(AdminMemberPageSchema, 'A page of members'), ...denied },
});

const detail = createRoute({
  method: 'get',
  path: '/{id}',
  tags: ['Admin'],
  ...access('admin'),
  summary: "A member's page: profile, team, membership, assessments, sign-ins and what you may change",
  request: { params: IdParam },
  responses: { 200: json(AdminMemberDetailSchema, 'The member'), ...denied },
});

const role = createRoute({
  method: 'post',
  path: '/{id}/role',
  tags: ['Admin'],
  ...access('admin'),
  summary: "Change a member's role (only super admins make or unmake administrators)",
  request: { params: IdParam, ...jsonBody(z.object({ role: z.enum(ASSIGNABLE_ROLES) })) },
  responses: { 200: json(AdminMemberDetailSchema, 'The member after the change'), ...denied },
});

const deactivate = createRoute({
  method: 'post',
  path: '/{id}/deactivate',
  tags: ['Admin'],
  ...access('admin'),
  summary: 'Deactivate an account: signed out everywhere, sign-in refused, data kept',
  request: { params: IdParam },
  responses: { 200: json(AdminMemberDetailSchema, 'The member after the change'), ...denied },
});

const reactivate = createRoute({
  method: 'post',
  path: '/{id}/reactivate',
  tags: ['Admin'],
  ...access('admin'),
  summary: 'Reactivate a deactivated account',
  request: { params: IdParam },
  responses: { 200: json(AdminMemberDetailSchema, 'The member after the change'), ...denied },
});

const remove = createRoute({
  method: 'delete',
  path: '/{id}',
  tags: ['Admin'],
  ...access('admin'),
  summary:
    'Close an account for good (confirmed by typing its email), as the member could: card subscription canceled, personal data deleted, votes kept as counts, confirmation emailed',
  request: { params: IdParam, ...jsonBody(z.object({ confirmEmail: z.string().max(320) })) },
  responses: {
    200: json(OkSchema, 'Deleted'),
    ...denied,
    502: errorResponse('Stripe could not cancel the card subscription: nothing was deleted'),
  },
});

const bulkInvite = createRoute({
  method: 'post',
  path: '/',
  tags: ['Admin'],
  // However many rows each request holds, an administrator sends at most 50 requests an hour.
  ...access(
    'admin',
    withDeps((deps) => rateLimit(deps, 'invite', { window: 3600, max: 50 })),
  ),
  summary: 'Invite one or many people; every row is reported (invited, or why not)',
  request: {
    ...jsonBody(
      z.object({
        rows: z
          .array(InviteRowInputSchema)
          .min(1, 'Add at least one person')
          .max(INVITE_BATCH_MAX, `At most ${INVITE_BATCH_MAX} people at once`),
        /** Teams no one has yet are created only when the administrator confirmed them. */
        confirmNewTeams: z.boolean().default(false),
      }),
    ),
  },
  responses: {
    200: json(InviteReportSchema, 'What became of each row'),
    ...denied,
    409: errorResponse('Rows name teams that do not exist yet, and they were not confirmed'),
  },
});

const resend = createRoute({
  method: 'post',
  path: '/{id}/invite/resend',
  tags: ['Admin'],
  ...access('admin'),
  summary: 'Send an invited person a fresh link (earlier links stop working)',
  request: { params: IdParam },
  responses: {
    200: json(AdminMemberDetailSchema, 'The member'),
    ...denied,
    409: errorResponse('The person already accepted'),
    429: errorResponse('Too many invitation emails to this address'),
  },
});

const revoke = createRoute({
  method: 'post',
  path: '/{id}/invite/revoke',
  tags: ['Admin'],
  ...access('admin'),
  summary: 'Revoke an invite: its links stop working and the account, never used, is removed',
  request: { params: IdParam },
  responses: { 200: json(OkSchema, 'Revoked'), ...denied, 409: errorResponse('The person already accepted') },
});

/** Refused for someone who accepted or has ever signed in: deleting them asks a typed confirmation. */
const alreadyMember = () =>
  new AppError(
    409,
    'already_member',
    'This person has already signed in: this is no longer an invitation. Delete the account instead.',
  );

/** The admin console's Members section. */
export function adminMemberRoutes(deps: AppDeps) {
  const app = createRouter();
  const mail = { db: deps.db, mailer: deps.mailer, appName: deps.env.APP_NAME, appUrl: deps.env.APP_URL };
  const closeDeps = { ...mail, stripe: createStripeClient(deps.env), storage: deps.storage };

  app.openapi(list, async (c) => c.json(await listMembers(deps.db, c.req.valid('query')), 200));

  app.openapi(detail, async (c) =>
    c.json(await memberDetail(deps.db, c.get('member'), c.req.valid('param').id), 200),
  );

  app.openapi(role, async (c) => {
    const { id } = c.req.valid('param');
    await setRole(deps.db, c.get('member'), id, c.req.valid('json').role);
    return c.json(await memberDetail(deps.db, c.get('member'), id), 200);
  });

  app.openapi(deactivate, async (c) => {
    const { id } = c.req.valid('param');
    await deactivateMember(deps.db, c.get('member'), id);
    return c.json(await memberDetail(deps.db, c.get('member'), id), 200);
  });

  app.openapi(reactivate, async (c) => {
    const { id } = c.req.valid('param');
    await reactivateMember(deps.db, c.get('member'), id);
    return c.json(await memberDetail(deps.db, c.get('member'), id), 200);
  });

  app.openapi(remove, async (c) => {
    const admin = c.get('member');
    const { id } = c.req.valid('param');
    const { confirmEmail } = c.req.valid('json');
    await closeAccount(
      { ...closeDeps, log: c.get('log') },
      {
        userId: id,
        closer: { by: 'admin', admin },
        authorize: (tx) => authorizeDelete(tx, admin, id, confirmEmail),
      },
    );
    return c.json({ ok: true as const }, 200);
  });

  /** The pending invitee's email, or 404/409 (someone who has signed in is no invitation any more). */
  const pendingInvitee = async (id: string) => {
    const [row] = await deps.db
      .select({ email: profiles.email, pending: sql<boolean>`${invitePendingSql}` })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(eq(profiles.id, id));
    if (!row) throw notFound('Member not found');
    if (!row.pending) throw alreadyMember();
    return row.email;
  };

  app.openapi(resend, async (c) => {
    const { id } = c.req.valid('param');
    const admin = c.get('member');
    const email = await pendingInvitee(id);
    await throttleEmail(deps, 'invite', email);
    await resendInvite(mail, { email, invitedBy: admin.user.id }, (tx) =>
      recordAdminAction(tx, admin, { action: 'member.invite.resend', targetType: 'member', targetId: id }),
    );
    return c.json(await memberDetail(deps.db, admin, id), 200);
  });

  app.openapi(revoke, async (c) => {
    const { id } = c.req.valid('param');
    const admin = c.get('member');
    await deps.db.transaction(async (tx) => {
      await assertMayActOn(tx, admin, id, 'delete');
      // Checked again under the lock: they may have accepted or signed in since the page loaded.
      const [row] = await tx
        .select({ email: profiles.email, pending: sql<boolean>`${invitePendingSql}` })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(eq(profiles.id, id))
        .for('update');
      if (!row) throw notFound('Member not found');
      if (!row.pending) throw alreadyMember();
      await revokeInviteTokens(tx, row.email);
      // The account was never used: nothing of the person's is lost with it.
      await tx.delete(users).where(eq(users.id, id));
      await recordAdminAction(tx, admin, {
        action: 'member.invite.revoke',
        targetType: 'member',
        targetId: id,
        before: { invited: true },
      });
    });
    return c.json({ ok: true as const }, 200);
  });

  return app;
}

/** The console's invitations, sent from the Members section: one or many people at once. */
export function adminInviteRoutes(deps: AppDeps) {
  const app = createRouter();
  const mail = { db: deps.db, mailer: deps.mailer, appName: deps.env.APP_NAME, appUrl: deps.env.APP_URL };

  app.openapi(bulkInvite, async (c) => {
    const admin = c.get('member');
    const { rows, confirmNewTeams } = c.req.valid('json');
    const unknown = await unknownTeamNames(
      deps.db,
      rows.map((r) => r.teamName),
    );
    if (unknown.length > 0 && !confirmNewTeams) {
      const names = unknown.map((n) => `“${n}”`).join(', ');
      throw new AppError(
        409,
        'new_teams',
        `No team is called ${names} yet. Confirm to create ${unknown.length === 1 ? 'it' : 'them'}.`,
      );
    }
    const report: InviteReportRow[] = [];
    // One by one: each person gets their own account, mail and audit entry, and one failure never
    // stops the rest.
    for (const row of rows) {
      const email = row.email.trim().toLowerCase();
      const problem = inviteRowProblem({ ...row, email });
      if (problem) {
        report.push({ line: row.line, email, status: 'failed', message: problem });
        continue;
      }
      try {
        await throttleEmail(deps, 'invite', email);
        await createInvite(
          mail,
          {
            email,
            access: row.access as InviteAccess,
            firstName: row.firstName || undefined,
            lastName: row.lastName || undefined,
            teamName: row.teamName || undefined,
            invitedBy: admin.user.id,
            actor: { id: admin.user.id, role: admin.profile.role },
          },
          (tx, userId) =>
            recordAdminAction(tx, admin, {
              action: 'member.invite',
              targetType: 'member',
              targetId: userId,
              after: { email, access: row.access, team: row.teamName || null },
            }),
        );
        report.push({ line: row.line, email, status: 'invited', message: 'Invitation sent.' });
      } catch (err) {
        if (!(err instanceof AppError)) {
          c.get('log').error({ err, line: row.line }, 'bulk invite row failed');
        }
        const message =
          err instanceof AppError
            ? err.status === 429
              ? 'Too many invitations to this address lately; try again later.'
              : err.message
            : 'The invitation could not be sent.';
        report.push({ line: row.line, email, status: 'failed', message });
      }
    }
    const invited = report.filter((r) => r.status === 'invited').length;
    return c.json({ rows: report, invited, failed: report.length - invited }, 200);
  });
  return app;
}
