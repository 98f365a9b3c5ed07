/**
 * npm run backup [-- FILE]
 *
 * Backs up the configured database (DATABASE_URL, or the embedded one in DATA_DIR) and, when files
 * are kept in the local folder (no S3 settings), the members' uploaded files in DATA_DIR/files, to
 * FILE, by default DATA_DIR/backups/praxis-<time> with .pglite.tar.gz (embedded), .pg.tar
 * (PostgreSQL with local files) or .pgdump (PostgreSQL with files in S3, which no backup holds).
 * The embedded database is backed up with the server stopped (the command refuses while it runs).
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
  if (result.files.stored === 'local') {
    console.log(
      `It holds the ${result.files.count} uploaded files of ${result.files.folder} (${result.files.bytes} bytes).`,
    );
    if (result.files.skipped.length) {
      console.log(`Left out of the backup (${result.files.skipped.length}):`);
      for (const line of result.files.skipped) console.log(`  ${line}`);
    }
  } else {
    console.log(
      `Uploaded files are kept in the S3 bucket ${result.files.bucket} and are NOT in this backup: ` +
        `the bucket's versioning or replication is what keeps them.`,
    );
  }
} catch (err) {
  if (err instanceof DataFolderLockedError) {
    console.error(`${err.message}\nThe embedded database is backed up with the server stopped.`);
  } else {
    console.error(err instanceof Error ? err.message : err);
  }
  process.exit(1);
}
