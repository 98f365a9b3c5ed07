import type { Column } from 'drizzle-orm';

/** The row drizzle would give for `columns`, whatever their nullability (as for a left join). */
export type DecodedRow<C extends Record<string, Column>> = {
  [K in keyof C]: C[K]['_']['notNull'] extends true ? C[K]['_']['data'] : C[K]['_']['data'] | null;
};

/**
 * A row that PostgreSQL sent as JSON (`row_to_json`, `json_agg`), decoded as drizzle decodes a
 * selected row: each value read under its column's name and passed through the column's own
 * decoder (timestamps become Dates, and so on).
 */
export function decodeJsonRow<C extends Record<string, Column>>(
  columns: C,
  json: Record<string, unknown>,
): DecodedRow<C> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(columns)) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as DecodedRow<C>;
}
