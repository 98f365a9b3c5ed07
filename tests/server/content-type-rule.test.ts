import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PDF_KINDS,
  type PdfKind,
  PRESENTED_TYPES,
  presentType,
  RESOURCE_TYPES,
  searchKind,
} from '../../src/shared/domain/content';
import { resourceSearch, resources } from '../../src/server/db/schema';
import { searchKindFunctionBody } from '../../src/server/db/search-kind-sql';
import { presentedAs } from '../../src/server/features/content/where';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * Every place that restates the content-type rule in SQL — the list conditions, the search kind
 * function and the PDF route — answers like `presentType` for every stored type, with and without
 * the Praxis-case flag. The search kind function is also held to its rendering from the shared
 * rule (db/search-kind-sql.ts): the migrations must leave exactly that text in the database.
 */
const ROWS = RESOURCE_TYPES.flatMap((type) =>
  [false, true].map((isPraxisCase) => ({
    id: `res_rule_${type}_${isPraxisCase ? 'case' : 'plain'}`,
    type,
    isPraxisCase,
    title: `Rule ${type} ${isPraxisCase}`,
  })),
);
const IDS = ROWS.map((r) => r.id);

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(resources).values(ROWS);
  const m = await createMember(t.db);
  cookie = await t.signIn(m.email, m.password);
});
afterAll(async () => {
  await t.close();
});

const sorted = (ids: string[]) => [...ids].sort();

describe('the content-type rule, in SQL and in TypeScript', () => {
  it.each(PRESENTED_TYPES)(
    'the list condition of %s selects exactly the items presentType presents so',
    async (presented) => {
      const rows = await t.db
        .select({ id: resources.id })
        .from(resources)
        .where(sql`${inArray(resources.id, IDS)} AND ${presentedAs(presented)}`);
      const expected = ROWS.filter((r) => presentType(r) === presented).map((r) => r.id);
      expect(sorted(rows.map((r) => r.id))).toEqual(sorted(expected));
    },
  );

  it('every item is presented as exactly one type by the SQL conditions', async () => {
    for (const row of ROWS) {
      const matches: string[] = [];
      for (const presented of PRESENTED_TYPES) {
        const [hit] = await t.db
          .select({ id: resources.id })
          .from(resources)
          .where(sql`${resources.id} = ${row.id} AND ${presentedAs(presented)}`);
        if (hit) matches.push(presented);
      }
      expect(matches, row.id).toEqual([presentType(row)]);
    }
  });

  it('the search kind function and the stored search rows agree with searchKind', async () => {
    const stored = await t.db
      .select({ id: resourceSearch.resourceId, kind: resourceSearch.kind })
      .from(resourceSearch)
      .where(inArray(resourceSearch.resourceId, IDS));
    expect(stored).toHaveLength(ROWS.length);
    for (const row of ROWS) {
      const result = await t.db.execute(
        sql`SELECT praxis_search_kind(${row.type}, ${row.isPraxisCase}) AS kind`,
      );
      const [fn] = (result as unknown as { rows: Array<{ kind: string }> }).rows;
      expect(fn?.kind, row.id).toBe(searchKind(row));
      expect(stored.find((s) => s.id === row.id)?.kind, row.id).toBe(searchKind(row));
    }
  });

  it('the search kind function the migrations leave is the one rendered from searchKind', async () => {
    const result = await t.db.execute(
      sql`SELECT p.prosrc AS body FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
          WHERE p.proname = 'praxis_search_kind' AND n.nspname = current_schema()`,
    );
    const functions = (result as unknown as { rows: Array<{ body: string }> }).rows;
    expect(functions, 'one praxis_search_kind, no overloads').toHaveLength(1);
    expect(
      functions[0]?.body,
      'praxis_search_kind differs from the shared rule: add a migration written by ' +
        'searchKindMigration() in src/server/db/search-kind-sql.ts',
    ).toBe(searchKindFunctionBody());
  });

  it('the PDF route serves an item under the address of its presented type only', async () => {
    for (const kind of Object.keys(PDF_KINDS) as PdfKind[]) {
      for (const row of ROWS) {
        const res = await t.request(`/files/${kind}/${row.id}.pdf`, { cookie });
        const served = (PDF_KINDS[kind] as readonly string[]).includes(presentType(row));
        expect(res.status, `${kind} ${row.id}`).toBe(served ? 200 : 404);
        await res.arrayBuffer();
      }
    }
  });
});
