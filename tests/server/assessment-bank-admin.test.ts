import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAuditLog,
  assessmentInstances,
  assessments,
  items,
  responses,
} from '../../src/server/db/schema';
import type { AdminBank, BankDocument } from '../../src/shared/contract/assessment-bank';
import { createTestApp, type TestApp } from '../setup/test-app';
import { api, type Person, person } from './assessment-fixtures';

/*
 * Administrators version the competency bank: edits go to a draft that survives reloads, publish
 * makes it the next version, results keep the version they were answered on, and members read
 * that version's texts. Export and import round-trip; a bad file changes nothing. On the bank
 * every install has (PGlite and PostgreSQL).
 */

let t: TestApp;
let admin: Person;
let member: Person;
const BANK = '/api/admin/assessment/bank';

beforeAll(async () => {
  t = await createTestApp();
  admin = await person(t, { role: 'admin' });
  member = await person(t, { team: 'Bank team' });
});
afterAll(() => t.close());

const clone = <T>(v: T): T => structuredClone(v);

async function readBank(): Promise<AdminBank> {
  const res = await api(t, admin).get(BANK);
  expect(res.status).toBe(200);
  return res.body as AdminBank;
}

async function saveDraft(bank: BankDocument, draftUpdatedAt: string | null) {
  return api(t, admin).put(`${BANK}/draft`, { bank, draftUpdatedAt });
}

/** The member answers every item of the bank as it is now (4 everywhere) and submits. */
async function submitSelfAssessment(who: Person): Promise<string> {
  const me = api(t, who);
  const bank = (await me.get('/api/assessment')).body as { competencies: { items: { id: string }[] }[] };
  const started = await me.start();
  expect(started.status).toBe(200);
  for (const c of bank.competencies) {
    for (const item of c.items) expect((await me.answer(started.body.id, item.id, 4)).status).toBe(200);
  }
  expect((await me.submit(started.body.id)).status).toBe(200);
  return started.body.id as string;
}

const auditActions = async () =>
  (await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetType, 'assessment'))).map(
    (e) => e.action,
  );

describe('versioning the bank', () => {
  const NEW_TEXT = 'Knows the products, the customers and how the organisation is organised.';

  it('publishes an edited level text as version 2; earlier results keep reading version 1', async () => {
    const instanceId = await submitSelfAssessment(member);
    const before = await readBank();
    expect(before.assessment.version).toBe(1);
    expect(before.draft).toBeNull();
    expect(before.versions.map((v) => v.version)).toEqual([1]);
    const oldText = before.published.competencies[0]!.levels[0]!;

    const draft = clone(before.published);
    draft.competencies[0]!.levels[0] = NEW_TEXT;
    const saved = await saveDraft(draft, null);
    expect(saved.status).toBe(200);
    // The draft survives a reload; members still see version 1.
    const reloaded = await readBank();
    expect(reloaded.draft!.competencies[0]!.levels[0]).toBe(NEW_TEXT);
    expect(reloaded.draftUpdatedAt).not.toBeNull();
    expect((await api(t, member).get('/api/assessment')).body.competencies[0].levels[0]).toBe(oldText);

    // A save from a console that read the bank before this draft is refused.
    const stale = await saveDraft(draft, null);
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('draft_changed');

    const published = await api(t, admin).post(`${BANK}/publish`, {
      draftUpdatedAt: reloaded.draftUpdatedAt,
    });
    expect(published.status).toBe(200);
    expect(published.body.assessment.version).toBe(2);
    expect(published.body.draft).toBeNull();
    expect(published.body.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(published.body.versions[0].publishedBy).toBe(admin.email);

    const now = await api(t, member).get('/api/assessment');
    expect(now.body.assessment.version).toBe(2);
    expect(now.body.competencies[0].levels[0]).toBe(NEW_TEXT);

    const [instance] = await t.db
      .select({ bankVersion: assessmentInstances.bankVersion })
      .from(assessmentInstances)
      .where(eq(assessmentInstances.id, instanceId));
    expect(instance!.bankVersion).toBe(1);
    const results = await api(t, member).get('/api/assessment/results');
    expect(results.body.bankVersion).toBe(1);

    const v1 = await api(t, member).get('/api/assessment/versions/1');
    expect(v1.status).toBe(200);
    expect(v1.body.competencies[0].levels[0]).toBe(oldText);
    expect(v1.body.competencies).toHaveLength(15);
    expect((await api(t, member).get('/api/assessment/versions/2')).body.competencies[0].levels[0]).toBe(
      NEW_TEXT,
    );
    expect((await api(t, member).get('/api/assessment/versions/3')).status).toBe(404);
    expect((await api(t, member).get('/api/assessment/versions/zero')).status).toBe(400);

    // A redo is answered on version 2, and the results say the bank changed in between.
    await submitSelfAssessment(member);
    const redo = await api(t, member).get('/api/assessment/results');
    expect(redo.body).toMatchObject({ bankVersion: 2, previousBankVersion: 1 });
    expect(await auditActions()).toEqual(
      expect.arrayContaining(['assessment.draft.save', 'assessment.bank.publish']),
    );
  });

  it('retires an item (kept with its answers) and adds one, with its level and both wordings', async () => {
    const bank = await readBank();
    const draft = clone(bank.published);
    const competency = draft.competencies[1]!;
    const retired = competency.items.find((i) => i.level === 2)!;
    competency.items = competency.items.filter((i) => i !== retired);
    competency.items.push({
      level: 2,
      prompt: 'I test our learning priorities against the business plan every quarter.',
      peerPrompt: '{name} tests learning priorities against the business plan every quarter.',
    });
    // A level left without any item is refused, naming the competency.
    const empty = clone(draft);
    empty.competencies[1]!.items = empty.competencies[1]!.items.filter((i) => i.level !== 2);
    const refused = await saveDraft(empty, bank.draftUpdatedAt);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      'Competency 2 ("Shaping the Strategy"), items: have no item at level 2: every level needs at least one item.',
    );

    const saved = await saveDraft(draft, bank.draftUpdatedAt);
    expect(saved.status).toBe(200);
    const publish = await api(t, admin).post(`${BANK}/publish`, {
      draftUpdatedAt: saved.body.draftUpdatedAt,
    });
    expect(publish.status).toBe(200);
    expect(publish.body.assessment.version).toBe(3);

    const live = (await api(t, member).get('/api/assessment')).body.competencies[1].items as {
      id: string;
      prompt: string;
      peerPrompt: string;
      level: number;
    }[];
    expect(live.map((i) => i.id)).not.toContain(retired.id);
    expect(live).toContainEqual(
      expect.objectContaining({
        level: 2,
        prompt: 'I test our learning priorities against the business plan every quarter.',
        peerPrompt: '{name} tests learning priorities against the business plan every quarter.',
      }),
    );
    expect(live).toHaveLength(5);
    const [row] = await t.db.select().from(items).where(eq(items.id, retired.id!));
    expect(row!.active).toBe(false);
    expect(await t.db.select().from(responses).where(eq(responses.itemId, retired.id!))).not.toHaveLength(0);
  });

  it('discards a draft', async () => {
    const bank = await readBank();
    const draft = clone(bank.published);
    draft.competencies[2]!.description = 'A description nobody publishes.';
    expect((await saveDraft(draft, bank.draftUpdatedAt)).status).toBe(200);
    const discarded = await api(t, admin).delete(`${BANK}/draft`);
    expect(discarded.status).toBe(200);
    expect(discarded.body.draft).toBeNull();
    expect((await api(t, admin).delete(`${BANK}/draft`)).status).toBe(409);
    expect((await api(t, admin).post(`${BANK}/publish`, { draftUpdatedAt: null })).status).toBe(409);
    expect(await auditActions()).toContain('assessment.draft.discard');
  });
});

describe('export and import', () => {
  it('exports the published bank as a file that imports back into the draft unchanged', async () => {
    const res = await t.request(`${BANK}/export`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const version = (await readBank()).assessment.version;
    expect(res.headers.get('content-disposition')).toContain(
      `attachment; filename="Praxis-competency-bank-v${version}.json"`,
    );
    const file = (await res.json()) as BankDocument;
    expect(file).toEqual((await readBank()).published);

    file.competencies[3]!.description = 'Imported description.';
    // A competency of one of the five categories may be added; one left out has its items retired.
    const added = clone(file.competencies[0]!);
    added.id = 'coaching-leaders';
    added.name = 'Coaching Leaders';
    added.category = 'LEADING';
    added.items = added.items.map(({ id: _id, ...item }) => item);
    const leftOut = file.competencies.splice(14, 1)[0]!;
    file.competencies.push(added);
    const imported = await api(t, admin).post(`${BANK}/import`, file);
    expect(imported.status).toBe(200);
    const draft = imported.body.draft as BankDocument;
    expect(draft.competencies[3]!.description).toBe('Imported description.');
    expect(draft.competencies.at(-1)!.items.every((i) => i.id === undefined)).toBe(true);
    expect(await auditActions()).toContain('assessment.bank.import');

    const published = await api(t, admin).post(`${BANK}/publish`, {
      draftUpdatedAt: imported.body.draftUpdatedAt,
    });
    expect(published.status).toBe(200);
    const names = (await api(t, member).get('/api/assessment')).body.competencies.map(
      (c: { name: string }) => c.name,
    );
    expect(names).toContain('Coaching Leaders');
    expect(names).not.toContain(leftOut.name);
    const retired = await t.db.select().from(items).where(eq(items.competencyId, leftOut.id));
    expect(retired.every((i) => !i.active)).toBe(true);
  });

  it('refuses an invalid file with a message naming the field, and changes nothing', async () => {
    const before = await readBank();
    const [assessmentBefore] = await t.db.select().from(assessments).where(eq(assessments.isActive, true));
    const file = clone(before.published);
    file.competencies[0]!.items[1]!.peerPrompt = 'Their team relies on {name} for metrics.';
    const cases: Array<[unknown, string]> = [
      [
        file,
        'Competency 1 ("Knowing the Business"), item 2, peer wording (peerPrompt): uses the pronoun "their"; write it without pronouns, with {name} for the teammate\'s first name.',
      ],
      [{ name: 'Bank', competencies: 'none' }, 'Competencies: must be a list of competencies.'],
      [[1, 2], 'A bank file must be a JSON object with a name and competencies.'],
      [
        {
          ...before.published,
          competencies: [{ ...before.published.competencies[0]!, category: 'SELLING' }],
        },
        'Competency 1 ("Knowing the Business"), category: must be one of STRATEGIZING, CONSULTING, DESIGNING, IMPLEMENTING, LEADING.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await api(t, admin).post(`${BANK}/import`, body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    // An item cannot move to another competency.
    const moved = clone(before.published);
    const first = moved.competencies[0]!;
    const movedItem = first.items.find((i) => i.level === 1)!;
    first.items = first.items.map((i) => (i === movedItem ? { ...i, id: undefined } : i));
    moved.competencies[1]!.items.push(movedItem);
    const res = await api(t, admin).post(`${BANK}/import`, moved);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(
      /^Competency 2 \("[^"]+"\), item 6, id: is an item of the competency "[a-z-]+"; an item cannot move/,
    );
    // Malformed JSON is refused before anything is read.
    const raw = await t.request(`${BANK}/import`, {
      method: 'POST',
      cookie: admin.cookie,
      headers: { 'Content-Type': 'application/json' },
      body: '{"name": "Bank", "competencies": [',
    });
    expect(raw.status).toBe(400);

    const after = await readBank();
    expect(after).toEqual(before);
    const [assessmentAfter] = await t.db.select().from(assessments).where(eq(assessments.isActive, true));
    expect(assessmentAfter).toEqual(assessmentBefore);
  });
});

describe('access', () => {
  it('refuses members who are not administrators on every console bank route, and visitors', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', BANK],
      ['PUT', `${BANK}/draft`, { bank: {}, draftUpdatedAt: null }],
      ['DELETE', `${BANK}/draft`],
      ['POST', `${BANK}/publish`, { draftUpdatedAt: null }],
      ['GET', `${BANK}/export`],
      ['POST', `${BANK}/import`, { name: 'x', competencies: [] }],
    ];
    for (const [method, path, json] of calls) {
      const asMember = await t.request(path, { method, cookie: member.cookie, json });
      expect(asMember.status, `${method} ${path}`).toBe(403);
      const asVisitor = await t.request(path, { method, json });
      expect(asVisitor.status, `${method} ${path}`).toBe(401);
    }
    expect((await t.request('/api/assessment/versions/1')).status).toBe(401);
  });
});
