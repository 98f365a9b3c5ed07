import type { Column } from 'drizzle-orm';

/** The row drizzle would give for `columns`, whatever their nullability (as for a left join). */
export type DecodedRow<C extends Record<string, Column>> = {
  [K in keyof C]: C[K]['_']['notNull'] extends true ? C[K]['_']['data'] : C[K]['_']['data'] | null;
};

/**
 * A row read without drizzle's select — a raw statement's row, or one PostgreSQL sent as JSON
 * (`json_agg`, `to_json`) — decoded as drizzle decodes a selected row: each value read under its
 * column's own name and passed through the column's decoder (timestamps become Dates, and so on).
 */
export function decodeColumns<C extends Record<string, Column>>(
  columns: C,
  raw: Record<string, unknown>,
): DecodedRow<C> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as DecodedRow<C>;
}
