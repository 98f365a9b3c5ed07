/**
 * Writes src/server/db/functions/ from a freshly migrated database (in-memory PGlite): one file
 * per SQL function, holding the function as the database prints it and the triggers that run it.
 * Run it after a migration that creates, changes or drops a function or trigger:
 *
 *   npx tsx scripts/db-functions.ts
 *
 * A file keeps its leading comment (what the function is for); a new one gets a placeholder to
 * replace. Files of functions the database no longer has are deleted. tests/server/db-functions.test.ts
 * fails while the files and the migrations disagree.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client';
import {
  databaseDefinitions,
  FUNCTIONS_DIR,
  fileText,
  headerOf,
} from '../src/server/db/function-definitions';

const database = await openDatabase({});
try {
  await database.migrate();
  const definitions = await databaseDefinitions(database.db);
  fs.mkdirSync(FUNCTIONS_DIR, { recursive: true });
  const kept = new Set<string>();
  for (const { name, definition } of definitions) {
    const file = path.join(FUNCTIONS_DIR, `${name}.sql`);
    const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
    const header = (before && headerOf(before)) || `-- ${name}: say what it is for and which rule it keeps.`;
    const text = fileText(header, definition);
    if (text !== before) {
      fs.writeFileSync(file, text);
      console.log(`${before === null ? 'added' : 'updated'} ${file}`);
    }
    kept.add(`${name}.sql`);
  }
  for (const file of fs.readdirSync(FUNCTIONS_DIR)) {
    if (file.endsWith('.sql') && !kept.has(file)) {
      fs.rmSync(path.join(FUNCTIONS_DIR, file));
      console.log(`deleted ${path.join(FUNCTIONS_DIR, file)} (no such function any more)`);
    }
  }
} finally {
  await database.close();
}
