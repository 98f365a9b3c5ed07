// Applies pending migrations to the configured database (the server also does this at start-up).
// Usage: npm run db:migrate   (DATABASE_URL for PostgreSQL, otherwise the embedded DATA_DIR/pglite)
import 'dotenv/config';
import { openConfiguredDatabase } from '../src/server/boot';
import { DataFolderLockedError } from '../src/server/db/data-lock';
import { EnvError, loadEnv } from '../src/server/env';
import { installShippedBank } from '../src/server/features/assessment/bank/install';
import { installShippedVocabulary } from '../src/server/features/vocabulary/install';

try {
  const env = loadEnv();
  const { database, release } = await openConfiguredDatabase(env);
  try {
    await database.migrate();
    // The competency bank is part of every install (the server does the same at start-up).
    const bank = await installShippedBank(database.db);
    const vocabulary = await installShippedVocabulary(database.db);
    console.log(`Migrations applied (${database.kind}); competency bank ${bank}; vocabulary ${vocabulary}.`);
  } finally {
    await database.close();
    release();
  }
} catch (err) {
  if (err instanceof EnvError || err instanceof DataFolderLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
