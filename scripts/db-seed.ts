/**
 * npm run db:seed            seed the demo library when the database is empty
 * npm run db:reset           (--reset) empty every app and auth table, then seed
 *
 * Database: DATABASE_URL (PostgreSQL) when set, otherwise the embedded PGlite in
 * `${DATA_DIR ?? './data'}/pglite` (locked first, so a running server is never opened twice).
 */
import 'dotenv/config';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { acquireDataLock, DataFolderLockedError } from '../src/server/db/data-lock';
import {
  countRows,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  isLibraryEmpty,
  resetDatabase,
  seedDemoLibrary,
} from '../src/server/seed';

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const reset = args.includes('--reset');
  const unknown = args.filter((a) => a !== '--reset');
  if (unknown.length > 0) {
    console.error(`Unknown argument(s): ${unknown.join(' ')}\nUsage: tsx scripts/db-seed.ts [--reset]`);
    return 2;
  }

  // The demo accounts share a published password: never in production.
  if (process.env.NODE_ENV === 'production') {
    console.error('Refusing to seed the demo library with NODE_ENV=production.');
    return 1;
  }

  const url = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = process.env.DATA_DIR?.trim() || './data';
  let lock: { release(): void } | undefined;
  if (!url) {
    try {
      lock = acquireDataLock(dataDir);
    } catch (err) {
      if (err instanceof DataFolderLockedError) {
        console.error(`Cannot seed: ${err.message}`);
        return 1;
      }
      throw err;
    }
  }

  const where = url ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite at ${path.resolve(dataDir, 'pglite')}`;
  const database = await openDatabase(url ? { url } : { dataDir: path.join(dataDir, 'pglite') });
  try {
    console.log(`Database: ${where}`);
    await database.migrate();

    if (reset) {
      console.log('Resetting: emptying every app and auth table…');
      await resetDatabase(database.db);
    } else if (!(await isLibraryEmpty(database.db))) {
      const counts = await countRows(database.db);
      console.log(
        `Already seeded (${counts.resources} content items, ${counts.users} users): nothing to do. ` +
          'Use `npm run db:reset` to start over.',
      );
      return 0;
    }

    const summary = await seedDemoLibrary(database.db);
    const types = Object.entries(summary.byType)
      .map(([type, n]) => `${n} ${type}`)
      .join(', ');
    console.log(`Seeded ${summary.resources} content items (${types}) with ${summary.blocks} blocks;`);
    console.log(
      `  ${summary.caseStudies} case studies, ${summary.upcomingEvents} upcoming events, ` +
        `${summary.members} members in ${summary.teams} teams, ${summary.competencies} competencies, ` +
        `${summary.items} assessment items, ${summary.submittedAssessments} submitted self-assessments, ` +
        `${summary.roadmapFeatures} roadmap features, ${summary.savedItems} saved items — in ${summary.durationMs} ms.`,
    );
    if (!url) {
      console.log(`\nDemo accounts (password: ${DEMO_PASSWORD}):`);
      for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(24)} ${a.role.padEnd(12)} ${a.note}`);
    } else {
      console.log(`\nDemo accounts: ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')} (shared demo password).`);
    }
    return 0;
  } finally {
    await database.close();
    lock?.release();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
