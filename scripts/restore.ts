/**
 * npm run restore -- FILE --yes
 *
 * Replaces the configured database with a backup made by `npm run backup`. Without --yes it only
 * says what it would replace. With the embedded database, stop the server first; the replaced data
 * folder is kept beside the new one (pglite.before-restore-<time>).
 */
import 'dotenv/config';
import { DataFolderLockedError } from '../src/server/db/data-lock';
import { isEmbedded, loadEnv } from '../src/server/env';
import { restoreDatabase } from '../src/server/ops/backup';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('Usage: npm run restore -- FILE --yes');
  process.exit(1);
}
const env = loadEnv();
const target = isEmbedded(env)
  ? `the embedded database in ${env.DATA_DIR}`
  : 'the PostgreSQL database of DATABASE_URL';
if (!args.includes('--yes')) {
  console.log(`This replaces ${target} with ${file}. Run again with --yes to do it.`);
  process.exit(2);
}
try {
  const result = await restoreDatabase(env, file);
  console.log(`Restored ${target} from ${file} (${result.ms} ms)`);
  if (result.previous) console.log(`The data folder it replaced is kept at ${result.previous}`);
} catch (err) {
  if (err instanceof DataFolderLockedError) {
    console.error(`${err.message}\nStop the server before restoring the embedded database.`);
  } else {
    console.error(err instanceof Error ? err.message : err);
  }
  process.exit(1);
}
