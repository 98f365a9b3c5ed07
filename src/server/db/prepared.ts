import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * A value made once per database handle, on first use — typically a prepared statement, so that
 * a hot query is built by drizzle once and parsed and planned by PostgreSQL once per connection.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = build(db);
      made.set(db, value);
    }
    return value;
  };
}

/**
 * A constant LIMIT written into a prepared statement rather than sent as a parameter. PostgreSQL
 * switches a prepared statement to its one generic plan (no planning per call) only when that plan
 * looks as cheap as the per-call ones; with `LIMIT $n` it must guess the limit and never does.
 * drizzle embeds an SQL object given to `.limit()` as is.
 */
export function literalLimit(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a row limit: ${n}`);
  return sql.raw(String(n)) as unknown as number;
}
