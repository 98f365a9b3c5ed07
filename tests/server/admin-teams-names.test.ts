import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../src/shared/contract/admin-audit';
import type { AdminTeamDetail, AdminTeamList } from '../../src/shared/contract/admin-teams';
import { auditSentenceText } from '../../src/shared/domain/audit-log';
import { MIGRATIONS_FOLDER, openDatabase } from '../../src/server/db/client';
import { assessmentInstances, profiles, teamMembers, teams } from '../../src/server/db/schema';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';
import { addBank, addSubmission } from './assessment-fixtures';

let t: TestApp;
let adminCookie: string;
let superCookie: string;
let memberCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  const adm = await createMember(t.db, { role: 'admin', firstName: 'Ana', lastName: 'Ruiz' });
  adminCookie = await t.signIn(adm.email, adm.password);
  const sup = await createMember(t.db, { role: 'super_admin' });
  superCookie = await t.signIn(sup.email, sup.password);
  const m = await createMember(t.db);
  memberCookie = await t.signIn(m.email, m.password);
});
afterAll(() => t.close());

const call = (method: string, p: string, json?: unknown, cookie = adminCookie) =>
  t.request(`/api/admin${p}`, { method, cookie, ...(json === undefined ? {} : { json }) });
const newTeam = async (name: string) =>
  (await (await call('POST', '/teams', { name })).json()) as AdminTeamDetail;
const teamCount = async () => ((await (await call('GET', '/teams')).json()) as AdminTeamList).items.length;
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

describe('one team per name, whatever the capitals', () => {
  it('refuses creating or renaming a team to a name another team has in other capitals', async () => {
    await newTeam('Helix Bank Learning Team');
    const other = await newTeam('Helix Retail');
    const created = await call('POST', '/teams', { name: '  helix bank learning team ' });
    expect(created.status).toBe(409);
    expect(await errorOf(created)).toBe('A team with this name already exists.');
    const renamed = await call('PATCH', `/teams/${other.id}`, { name: 'HELIX BANK LEARNING TEAM' });
    expect(renamed.status).toBe(409);
    // A team may change its own capitals.
    expect((await call('PATCH', `/teams/${other.id}`, { name: 'HELIX RETAIL' })).status).toBe(200);
  });

  it('invites into the existing team when its name is typed in other capitals', async () => {
    const before = await teamCount();
    const res = await call('POST', '/invites', {
      rows: [
        { line: 1, email: 'capitals@example.test', teamName: 'helix bank LEARNING team', access: 'wire' },
      ],
    });
    expect(res.status).toBe(200);
    expect(await teamCount()).toBe(before);
    const [row] = await t.db
      .select({ team: teams.name })
      .from(profiles)
      .innerJoin(teamMembers, eq(teamMembers.userId, profiles.id))
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(eq(profiles.email, 'capitals@example.test'));
    expect(row?.team).toBe('Helix Bank Learning Team');
  });

  it('creates a team no one has only once the administrator confirmed it, and changes nothing before', async () => {
    const before = await teamCount();
    const rows = [
      { line: 1, email: 'first.new@example.test', teamName: 'Brand New Team', access: 'wire' },
      { line: 2, email: 'second.new@example.test', teamName: 'brand new team', access: 'wire' },
    ];
    const refused = await call('POST', '/invites', { rows });
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toBe('No team is called “Brand New Team” yet. Confirm to create it.');
    expect(await teamCount()).toBe(before);
    expect(await t.db.select().from(profiles).where(eq(profiles.email, 'first.new@example.test'))).toEqual(
      [],
    );

    const confirmed = await call('POST', '/invites', { rows, confirmNewTeams: true });
    expect(confirmed.status).toBe(200);
    expect(await teamCount()).toBe(before + 1);
    const members = await t.db
      .select({ team: teams.name })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(sql`lower(${teams.name}) = 'brand new team'`);
    expect(members.map((m) => m.team)).toEqual(['Brand New Team', 'Brand New Team']);
  });
});

describe('merging teams', () => {
  it('moves the members and their assessments into the other team, removes the merged one and logs it', async () => {
    const from = await newTeam('helix bank learning');
    const into = await newTeam('Helix Learning');
    const bank = await addBank(t.db);
    const a = await createMember(t.db);
    const b = await createMember(t.db);
    for (const m of [a, b]) await call('PUT', `/teams/${from.id}/members/${m.id}`);
    const submitted = await addSubmission(t.db, bank, { target: a.id, answers: 3 });
    await t.db
      .update(assessmentInstances)
      .set({ teamId: from.id })
      .where(eq(assessmentInstances.id, submitted));

    const res = await call('POST', `/teams/${from.id}/merge`, { intoId: into.id });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminTeamDetail).members.map((m) => m.id).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    expect((await call('GET', `/teams/${from.id}`)).status).toBe(404);
    const instances = await t.db
      .select({ teamId: assessmentInstances.teamId })
      .from(assessmentInstances)
      .where(eq(assessmentInstances.targetUserId, a.id));
    expect(instances.map((i) => i.teamId)).toEqual([into.id]);

    const log = (await (
      await call('GET', `/audit?targetId=${from.id}&action=team.merge`)
    ).json()) as AuditPage;
    expect(log.items.map(auditSentenceText)).toEqual([
      'Ana Ruiz merged the team helix bank learning into Helix Learning',
    ]);
    expect(log.items[0]!.after).toEqual({ into: 'Helix Learning', movedMembers: 2 });
  });

  it('refuses a merge into itself, into a team that is not there, by a member, and of administrators by a plain admin', async () => {
    const one = await newTeam('Merge One');
    const two = await newTeam('Merge Two');
    expect((await call('POST', `/teams/${one.id}/merge`, { intoId: one.id })).status).toBe(400);
    expect(
      (await call('POST', `/teams/${one.id}/merge`, { intoId: '00000000-0000-4000-8000-000000000000' }))
        .status,
    ).toBe(404);
    expect((await call('POST', `/teams/${one.id}/merge`, { intoId: 'nope' })).status).toBe(400);
    expect((await call('POST', `/teams/${one.id}/merge`, { intoId: two.id }, memberCookie)).status).toBe(403);
    expect(
      (await t.request(`/api/admin/teams/${one.id}/merge`, { method: 'POST', json: { intoId: two.id } }))
        .status,
    ).toBe(401);

    const admin = await createMember(t.db, { role: 'admin' });
    expect((await call('PUT', `/teams/${one.id}/members/${admin.id}`, undefined, superCookie)).status).toBe(
      200,
    );
    const refused = await call('POST', `/teams/${one.id}/merge`, { intoId: two.id });
    expect(refused.status).toBe(403);
    expect((await call('GET', `/teams/${one.id}`)).status).toBe(200);
    expect((await call('POST', `/teams/${one.id}/merge`, { intoId: two.id }, superCookie)).status).toBe(200);
  });
});

describe('upgrading a database that holds teams differing only in capitals', () => {
  // Two migration runs of a fresh embedded database: slow on a busy machine.
  it('keeps the oldest team, with every member of the others', { timeout: 180_000 }, async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
    const at = journal.entries.findIndex((e: { tag: string }) => e.tag === '0033_team_names_ignore_case');
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-before-0033-'));
    fs.mkdirSync(path.join(folder, 'meta'));
    const entries = journal.entries.slice(0, at);
    fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const e of entries)
      fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));

    const database = await openDatabase({});
    try {
      await database.migrate(folder);
      const db = database.db;
      const [older] = await db
        .insert(teams)
        .values({ name: 'Navy', createdAt: new Date('2026-01-01') })
        .returning();
      const [newer] = await db
        .insert(teams)
        .values({ name: 'navy ', createdAt: new Date('2026-02-01') })
        .returning();
      const inOlder = await createMember(db);
      const inNewer = await createMember(db);
      await db.insert(teamMembers).values([
        { teamId: older!.id, userId: inOlder.id },
        { teamId: newer!.id, userId: inNewer.id },
      ]);
      await database.migrate();
      const left = await db.select({ id: teams.id, name: teams.name }).from(teams);
      expect(left).toEqual([{ id: older!.id, name: 'Navy' }]);
      const members = await db
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .where(eq(teamMembers.teamId, older!.id));
      expect(members.map((m) => m.userId).sort()).toEqual([inOlder.id, inNewer.id].sort());
    } finally {
      await database.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
