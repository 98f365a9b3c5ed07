import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import {
  assessmentInstances,
  assessments,
  competencies,
  items,
  responses,
  teamMembers,
  teams,
} from '../../src/server/db/schema';
import { recountAssessment } from '../../src/server/features/assessment/averages';
import { shippedBank } from '../../src/server/features/assessment/bank/install';
import { createMember } from '../factories/members';
import type { TestApp } from '../setup/test-app';

/** Shared by the assessment and team tests: a small item bank, members, submissions written directly. */

export interface BankItem {
  id: string;
  competencyId: string;
  level: number;
}
export interface TestBank {
  assessmentId: string;
  competencies: { id: string; name: string; levels: string[]; items: BankItem[] }[];
  items: BankItem[];
}

/**
 * Replaces the bank every install has with a smaller one: an active assessment with the first
 * `size` competencies of the shipped bank (5 items, levels 1–5). Call it on a fresh test database
 * (the installed bank and anything answered on it go).
 */
export async function addBank(db: Db, size = 3): Promise<TestBank> {
  await db.delete(assessments);
  await db.delete(competencies);
  const assessmentId = crypto.randomUUID();
  await db.insert(assessments).values({ id: assessmentId, name: 'Test assessment', isActive: true });
  const chosen = shippedBank().competencies.slice(0, size);
  await db.insert(competencies).values(
    chosen.map((c, position) => ({
      id: c.id,
      name: c.name,
      category: c.category,
      description: c.description,
      levels: [...c.levels],
      position,
    })),
  );
  const bank: TestBank = { assessmentId, competencies: [], items: [] };
  for (const [ci, c] of chosen.entries()) {
    const rows = c.items.map((item, li) => ({
      id: crypto.randomUUID(),
      assessmentId,
      competencyId: c.id,
      prompt: item.prompt,
      peerPrompt: item.peerPrompt,
      level: item.level,
      position: ci * 10 + li,
    }));
    await db.insert(items).values(rows);
    const bankItems = rows.map((r) => ({ id: r.id, competencyId: c.id, level: r.level }));
    bank.competencies.push({ id: c.id, name: c.name, levels: [...c.levels], items: bankItems });
    bank.items.push(...bankItems);
  }
  return bank;
}

export interface Person {
  id: string;
  email: string;
  cookie: string;
}

/** A signed-in member, optionally in a team (created on first use) and with a role. */
export async function person(
  t: TestApp,
  opts: {
    team?: string;
    role?: 'member' | 'admin' | 'super_admin';
    firstName?: string;
    lastName?: string;
  } = {},
): Promise<Person> {
  const m = await createMember(t.db, {
    teamName: opts.team,
    role: opts.role ?? 'member',
    ...(opts.firstName === undefined ? {} : { firstName: opts.firstName }),
    ...(opts.lastName === undefined ? {} : { lastName: opts.lastName }),
  });
  return { id: m.id, email: m.email, cookie: await t.signIn(m.email, m.password) };
}

/** A member in no session (for populations): just the rows. */
export async function quietMember(db: Db, team?: string): Promise<string> {
  return (await createMember(db, { teamName: team })).id;
}

export async function leaveTeam(db: Db, userId: string) {
  await db.delete(teamMembers).where(eq(teamMembers.userId, userId));
}

export async function teamId(db: Db, name: string): Promise<string> {
  const [row] = await db.select({ id: teams.id }).from(teams).where(eq(teams.name, name));
  return row!.id;
}

type Answers = number | ((item: BankItem) => number);

/** A submitted (or open, with submittedAt null) instance with every item answered. */
export async function addSubmission(
  db: Db,
  bank: TestBank,
  opts: {
    target: string;
    rater?: string;
    mode?: 'self' | 'peer';
    answers: Answers;
    submittedAt?: Date | null;
    only?: BankItem[];
    /** The industry the member had when they submitted (counted under it too). */
    industry?: string | null;
  },
): Promise<string> {
  const id = crypto.randomUUID();
  await db.insert(assessmentInstances).values({
    id,
    assessmentId: bank.assessmentId,
    targetUserId: opts.target,
    raterUserId: opts.rater ?? opts.target,
    raterType: opts.mode ?? 'self',
    submittedAt: opts.submittedAt === undefined ? new Date() : opts.submittedAt,
    industry: opts.industry ?? null,
  });
  const answer = typeof opts.answers === 'number' ? () => opts.answers as number : opts.answers;
  const answered = opts.only ?? bank.items;
  if (answered.length > 0) {
    await db
      .insert(responses)
      .values(answered.map((item) => ({ instanceId: id, itemId: item.id, value: answer(item) })));
  }
  // Written directly, not through the submit statement: store its scores and recount.
  if (opts.submittedAt !== null) await recountAssessment(db, bank.assessmentId);
  return id;
}

// biome-ignore lint/suspicious/noExplicitAny: tests read response fields one by one and assert them.
type Body = any;

/** JSON calls as one member. */
export function api(t: TestApp, who: Person) {
  const call = async (method: string, path: string, json?: unknown) => {
    const res = await t.request(path, { method, json, cookie: who.cookie });
    return { status: res.status, body: (await res.json()) as Body };
  };
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, json?: unknown) => call('POST', path, json),
    put: (path: string, json: unknown) => call('PUT', path, json),
    delete: (path: string) => call('DELETE', path),
    start: (json: unknown = { mode: 'self' }) => call('POST', '/api/assessment/instances', json),
    answer: (instanceId: string, itemId: string, value: unknown) =>
      call('PUT', `/api/assessment/instances/${instanceId}/responses/${itemId}`, { value }),
    submit: (instanceId: string) => call('POST', `/api/assessment/instances/${instanceId}/submit`),
  };
}

export const DAY = 86_400_000;
export const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
