/**
 * npm run restore -- FILE --yes
 *
 * Replaces the configured database with a backup made by `npm run backup`, and the uploaded files
 * in DATA_DIR/files with the backup's when it holds them (files kept in S3 are never in a backup).
 * Without --yes it only says what it would replace. Stop the server first (the embedded database
 * requires it). What is replaced is kept beside the new one: pglite.before-restore-<time>,
 * files.before-restore-<time> (files added after the backup are there).
 */
import 'dotenv/config';
import fs from 'node:fs';
import { DataFolderLockedError } from '../src/server/db/data-lock';
import { isEmbedded, loadEnv } from '../src/server/env';
import { readBackupManifest, restoreDatabase } from '../src/server/ops/backup';
import { localFilesFolder, usesS3 } from '../src/server/storage';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
if (!file) {
  console.error('Usage: npm run restore -- FILE --yes');
  process.exit(1);
}
if (!fs.existsSync(file)) {
  console.error(`No backup file at ${file}`);
  process.exit(1);
}
const env = loadEnv();
const target = isEmbedded(env)
  ? `the embedded database in ${env.DATA_DIR}`
  : 'the PostgreSQL database of DATABASE_URL';
const folder = localFilesFolder(env);
if (!args.includes('--yes')) {
  const manifest = await readBackupManifest(file).catch(() => null);
  const files =
    manifest?.files === 'local' && !usesS3(env)
      ? ` and the uploaded files in ${folder}`
      : ' (the uploaded files are not in this backup and stay as they are)';
  console.log(`This replaces ${target}${files} with ${file}. Run again with --yes to do it.`);
  process.exit(2);
}
try {
  const result = await restoreDatabase(env, file);
  console.log(`Restored ${target} from ${file} (${result.ms} ms)`);
  if (result.previous) console.log(`The data folder it replaced is kept at ${result.previous}`);
  const files = result.files;
  switch (files.outcome) {
    case 'restored':
      console.log(`Restored the backup's ${files.count} uploaded files to ${files.folder}.`);
      if (files.previous) {
        console.log(
          `The files folder it replaced (with any file added after the backup) is kept at ${files.previous}`,
        );
      }
      break;
    case 'not-in-backup':
      console.log(
        `Note: this backup holds only the database (made before backups carried the uploaded files, ` +
          `or a plain pg_dump file). The uploaded files in ${folder} were left as they are.`,
      );
      break;
    case 'in-s3':
      console.log(
        `Note: uploaded files were kept in S3${files.bucket ? ` (bucket ${files.bucket})` : ''} when this ` +
          `backup was made, so they are not in it; nothing was done to files. Use the bucket's versioning ` +
          `or replication to bring them back to the same moment.`,
      );
      break;
    case 'not-restored-s3-configured':
      console.log(
        `Note: this backup holds ${files.count} uploaded files, but this configuration keeps files in S3: ` +
          `they were NOT restored. They are under files/ in the archive (tar -xf ${file} files/).`,
      );
      break;
  }
} catch (err) {
  if (err instanceof DataFolderLockedError) {
    console.error(`${err.message}\nStop the server before restoring the embedded database.`);
  } else {
    console.error(err instanceof Error ? err.message : err);
  }
  process.exit(1);
}
