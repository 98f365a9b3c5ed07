import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { vi } from 'vitest';
import type { Db } from '../../src/server/db/client';

const dialect = new PgDialect();

/**
 * Starts watching `db` for the full search statement (it alone holds the `every_word` step, so it
 * runs only when the in-process index did not answer); the function returned stops watching and
 * says whether it ran meanwhile.
 */
export function fullStatementRuns(db: Db): () => boolean {
  const execute = vi.spyOn(db, 'execute');
  return () => {
    const ran = execute.mock.calls.some(([query]) =>
      dialect.sqlToQuery(query as SQL).sql.includes('every_word'),
    );
    execute.mockRestore();
    return ran;
  };
}
