/**
 * The console's audit log: every administrator action, newest first, each with the names a
 * person reads (the administrator's, the record's) resolved here, so the console can write it as
 * a sentence (shared/domain/audit-log.ts).
 */
import { createRoute, z } from '@hono/zod-openapi';
import { and, count, desc, eq, gte, ilike, inArray, lte, type SQL } from 'drizzle-orm';
import { AuditPageSchema } from '../../../../shared/contract/admin-audit';
import type { AppDeps } from '../../../context';
import type { Db } from '../../../db/client';
import {
  adminAuditLog,
  profiles,
  resources,
  roadmapFeatures,
  teams,
  vocabularyGroups,
} from '../../../db/schema';
import { access } from '../../../http/access';
import { createRouter, errorResponse, json } from '../../../http/openapi';
import { escapeLike } from '../../../lib/sql-like';
import { blankToUndefined, pagingFields } from '../../content/schemas';

const optionalText = (description: string) =>
  z
    .preprocess(blankToUndefined, z.string().trim().max(200).optional())
    .openapi({ type: 'string', description });
const optionalDate = (description: string) =>
  z
    .preprocess(blankToUndefined, z.iso.date('Dates are YYYY-MM-DD').optional())
    .openapi({ type: 'string', description });

const AuditQuery = z.object({
  actor: optionalText("The administrator's email, or part of it"),
  action: optionalText('An action, e.g. member.role.set'),
  targetType: optionalText('member, team, content, …'),
  targetId: optionalText('The id of the record acted on'),
  from: optionalDate('First day (UTC), inclusive'),
  to: optionalDate('Last day (UTC), inclusive'),
  ...pagingFields({ maxPage: 10_000, maxPageSize: 100, defaultPageSize: 25 }),
});

const audit = createRoute({
  method: 'get',
  path: '/',
  tags: ['Admin'],
  ...access('admin'),
  summary: 'The audit log, newest first, filtered by actor, action, record and period',
  request: { query: AuditQuery },
  responses: {
    200: json(AuditPageSchema, 'A page of the audit log'),
    400: errorResponse('Invalid request'),
    401: errorResponse('Not signed in'),
    403: errorResponse('Not an administrator'),
  },
});

const personName = (p: { firstName: string; lastName: string; email: string }) =>
  `${p.firstName} ${p.lastName}`.trim() || p.email;

/** Where each kind of record keeps its name now. */
const CURRENT_NAMES: Record<string, (db: Db, ids: string[]) => Promise<{ id: string; name: string }[]>> = {
  member: async (db, ids) =>
    (
      await db
        .select({
          id: profiles.id,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          email: profiles.email,
        })
        .from(profiles)
        .where(inArray(profiles.id, ids))
    ).map((p) => ({ id: p.id, name: personName(p) })),
  team: (db, ids) => db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, ids)),
  content: (db, ids) =>
    db.select({ id: resources.id, name: resources.title }).from(resources).where(inArray(resources.id, ids)),
  feature: (db, ids) =>
    db
      .select({ id: roadmapFeatures.id, name: roadmapFeatures.title })
      .from(roadmapFeatures)
      .where(inArray(roadmapFeatures.id, ids)),
  vocabulary_group: (db, ids) =>
    db
      .select({ id: vocabularyGroups.id, name: vocabularyGroups.label })
      .from(vocabularyGroups)
      .where(inArray(vocabularyGroups.id, ids)),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Record kinds whose ids are uuids (a malformed id would make the lookup fail). */
const UUID_KINDS = new Set(['member', 'team', 'feature', 'vocabulary_group']);

/** The name the entry recorded for its record (after the change, else before), if any. */
function recordedName(before: unknown, after: unknown): string | null {
  for (const side of [after, before]) {
    if (!side || typeof side !== 'object') continue;
    const fields = side as Record<string, unknown>;
    for (const key of ['title', 'name', 'label']) {
      if (typeof fields[key] === 'string' && fields[key]) return fields[key] as string;
    }
    const person = [fields.firstName, fields.lastName].filter((v) => typeof v === 'string' && v).join(' ');
    if (person) return person;
    if (typeof fields.email === 'string' && fields.email) return fields.email;
  }
  return null;
}

type Row = typeof adminAuditLog.$inferSelect;

/** Administrators by name, keyed by id (their email stands in when they gave no name). */
async function actorNames(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const known = [...new Set(ids.filter((id): id is string => id !== null))];
  if (known.length === 0) return new Map();
  const people = await CURRENT_NAMES.member!(db, known);
  return new Map(people.map((p) => [p.id, p.name]));
}

/** Each record on the page by name: one statement per kind of record. */
async function targetNames(db: Db, rows: Row[]): Promise<(r: Row) => string | null> {
  const byKind = new Map<string, Set<string>>();
  for (const r of rows) {
    if (!r.targetId || !CURRENT_NAMES[r.targetType]) continue;
    if (UUID_KINDS.has(r.targetType) && !UUID.test(r.targetId)) continue;
    const ids = byKind.get(r.targetType) ?? new Set<string>();
    ids.add(r.targetId);
    byKind.set(r.targetType, ids);
  }
  const kinds = await Promise.all(
    [...byKind].map(async ([kind, ids]) => ({ kind, names: await CURRENT_NAMES[kind]!(db, [...ids]) })),
  );
  const names = new Map(kinds.flatMap(({ kind, names }) => names.map((n) => [`${kind}:${n.id}`, n.name])));
  // The name the entry itself recorded reads true to its moment ("created the team Navy", even if
  // it is called Ocean now); the record's current name stands in where the entry recorded none.
  return (r) =>
    recordedName(r.before, r.after) ?? ((r.targetId && names.get(`${r.targetType}:${r.targetId}`)) || null);
}

async function auditPage(db: Db, q: z.infer<typeof AuditQuery>) {
  const conditions: SQL[] = [];
  if (q.actor) conditions.push(ilike(adminAuditLog.actorEmail, `%${escapeLike(q.actor)}%`));
  if (q.action) conditions.push(eq(adminAuditLog.action, q.action));
  if (q.targetType) conditions.push(eq(adminAuditLog.targetType, q.targetType));
  if (q.targetId) conditions.push(eq(adminAuditLog.targetId, q.targetId));
  if (q.from) conditions.push(gte(adminAuditLog.createdAt, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) conditions.push(lte(adminAuditLog.createdAt, new Date(`${q.to}T23:59:59.999Z`)));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total], actions, targetTypes, actors] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(adminAuditLog).where(where),
    db.selectDistinct({ v: adminAuditLog.action }).from(adminAuditLog).orderBy(adminAuditLog.action),
    db.selectDistinct({ v: adminAuditLog.targetType }).from(adminAuditLog).orderBy(adminAuditLog.targetType),
    db
      .selectDistinct({ email: adminAuditLog.actorEmail, userId: adminAuditLog.actorUserId })
      .from(adminAuditLog)
      .orderBy(adminAuditLog.actorEmail),
  ]);
  const [targetName, actorName] = await Promise.all([
    targetNames(db, rows),
    actorNames(db, [...rows.map((r) => r.actorUserId), ...actors.map((a) => a.userId)]),
  ]);
  const nameOf = (a: { actorUserId: string | null; actorEmail: string }) =>
    (a.actorUserId && actorName.get(a.actorUserId)) || a.actorEmail;
  const seen = new Set<string>();
  return {
    items: rows.map((r) => ({
      ...r,
      actorName: nameOf(r),
      targetName: targetName(r),
      createdAt: r.createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page: q.page,
    pageSize: q.pageSize,
    actions: actions.map((a) => a.v),
    targetTypes: targetTypes.map((a) => a.v),
    actors: actors
      .filter((a) => !seen.has(a.email) && seen.add(a.email))
      .map((a) => ({
        email: a.email,
        name: nameOf({ actorUserId: a.userId, actorEmail: a.email }),
      })),
  };
}

export function adminAuditRoutes(deps: AppDeps) {
  const app = createRouter();
  app.openapi(audit, async (c) => c.json(await auditPage(deps.db, c.req.valid('query')), 200));
  return app;
}
