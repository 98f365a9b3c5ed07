import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The SQL functions and triggers of the schema, as the migrated database holds them: one file
 * per function under db/functions/ (`<name>.sql`), holding the function as PostgreSQL prints it
 * and the triggers that run it, under a comment saying what it is for. The migrations remain what
 * changes the database; these files are where today's definition is read, and a test holds them
 * to a freshly migrated database (scripts/db-functions.ts writes them from one).
 */

/** Where the files are, from the repository's root. */
export const FUNCTIONS_DIR = 'src/server/db/functions';

/** A function's definition: the function and each trigger that runs it, as statements. */
export interface FunctionDefinition {
  name: string;
  definition: string;
}

/** Each line without trailing spaces, without blank lines at either end. */
const tidy = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();

/**
 * The functions of the current schema (not an extension's, such as pg_trgm's), each with the
 * triggers that run it, by name.
 */
export async function databaseDefinitions(db: Db): Promise<FunctionDefinition[]> {
  const result = await db.execute(sql`
    SELECT p.proname AS name, pg_get_functiondef(p.oid) AS function,
      (SELECT string_agg(pg_get_triggerdef(t.oid) || ';', E'\n' ORDER BY t.tgname)
       FROM pg_trigger t WHERE t.tgfoid = p.oid AND NOT t.tgisinternal) AS triggers
    FROM pg_proc p
    WHERE p.pronamespace = current_schema()::regnamespace
      AND NOT EXISTS (
        SELECT 1 FROM pg_depend d
        WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
    ORDER BY p.proname, p.oid`);
  const rows = (result as unknown as { rows: { name: string; function: string; triggers: string | null }[] })
    .rows;
  return rows.map((r) => ({
    name: r.name,
    definition: tidy(`${tidy(r.function)};\n${r.triggers ?? ''}`),
  }));
}

/** Triggers of the current schema that run a function from elsewhere (none expected). */
export async function triggersWithoutFile(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT t.tgname AS name FROM pg_trigger t
    JOIN pg_class c ON c.oid = t.tgrelid
    JOIN pg_proc p ON p.oid = t.tgfoid
    WHERE c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal
      AND p.pronamespace <> current_schema()::regnamespace
    ORDER BY 1`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
}

/** A file's leading comment lines: what the function is for. */
export function headerOf(file: string): string {
  const lines = file.split('\n');
  const end = lines.findIndex((line) => !line.startsWith('--'));
  return lines.slice(0, end === -1 ? lines.length : end).join('\n');
}

/** A file's definition: everything after its leading comment. */
export function definitionOf(file: string): string {
  const header = headerOf(file);
  return tidy(file.slice(header.length));
}

/** A file's text: the comment, then the definition. */
export const fileText = (header: string, definition: string) => `${header.trimEnd()}\n${definition}\n`;
