/**
 * npm run backup [-- FILE]
 *
 * Backs up the configured database (DATABASE_URL, or the embedded one in DATA_DIR) to FILE, by
 * default DATA_DIR/backups/praxis-<time>.pglite.tar.gz (embedded) or .pgdump (PostgreSQL). The
 * embedded database is backed up with the server stopped (the command refuses while it runs).
 */
import 'dotenv/config';
import { DataFolderLockedError } from '../src/server/db/data-lock';
import { loadEnv } from '../src/server/env';
import { backupDatabase } from '../src/server/ops/backup';

const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
try {
  const result = await backupDatabase(loadEnv(), file);
  console.log(
    `Backed up the ${result.kind} database to ${result.file} (${result.bytes} bytes, ${result.ms} ms)`,
  );
} catch (err) {
  if (err instanceof DataFolderLockedError) {
    console.error(`${err.message}\nThe embedded database is backed up with the server stopped.`);
  } else {
    console.error(err instanceof Error ? err.message : err);
  }
  process.exit(1);
}
