import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';

/**
 * Every table of the app's schemas (ours and drizzle's migration journal) with its row count and a
 * digest of its rows in a fixed order: two databases with the same fingerprint hold the same data.
 */
export async function databaseFingerprint(db: Db): Promise<Record<string, { rows: number; digest: string }>> {
  const rowsOf = async <Row>(statement: ReturnType<typeof sql>) =>
    ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
  const tables = await rowsOf<{ schema: string; name: string }>(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
    order by 1, 2`);
  const out: Record<string, { rows: number; digest: string }> = {};
  for (const { schema, name } of tables) {
    const table = sql`${sql.identifier(schema)}.${sql.identifier(name)}`;
    const [row] = await rowsOf<{ rows: number; digest: string }>(sql`
      select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
      from ${table} t`);
    out[`${schema}.${name}`] = row!;
  }
  return out;
}
