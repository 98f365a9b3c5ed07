import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** A row of a raw statement: its columns by name, as the driver gives them. */
export type Row = Record<string, unknown>;

/** The rows of a raw statement (`db.execute`), whichever driver answers. */
export const rowsOf = async (db: Pick<Db, 'execute'>, statement: SQL): Promise<Row[]> =>
  ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
