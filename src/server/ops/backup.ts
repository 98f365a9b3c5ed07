import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { acquireDataLock } from '../db/data-lock';
import { type Env, isEmbedded } from '../env';

/**
 * Backups of either database, made and restored by the operator's commands (`npm run backup`,
 * `npm run restore`):
 *
 * - embedded PGlite: a gzipped tarball of its data folder (PGlite's own dump), taken under the data
 *   folder's lock — a running server holds that lock, so the command says to stop it first rather
 *   than copy a folder another process is writing;
 * - PostgreSQL: pg_dump's custom format, restored with pg_restore (objects dropped and re-created,
 *   in one transaction, so a failed restore leaves the database as it was).
 */
export type BackupKind = 'pglite' | 'postgres';

export interface BackupResult {
  kind: BackupKind;
  file: string;
  bytes: number;
  ms: number;
}

const PGLITE_SUFFIX = '.pglite.tar.gz';
const POSTGRES_SUFFIX = '.pgdump';

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/** Where a backup goes when no file is named: DATA_DIR/backups/praxis-<time><suffix>. */
export function defaultBackupFile(env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>): string {
  const suffix = isEmbedded(env) ? PGLITE_SUFFIX : POSTGRES_SUFFIX;
  return path.resolve(env.DATA_DIR, 'backups', `praxis-${stamp()}${suffix}`);
}

/** A backup file's kind, from its name (the commands write these suffixes). */
export function backupKindOf(file: string): BackupKind {
  if (file.endsWith(PGLITE_SUFFIX) || file.endsWith('.tar.gz') || file.endsWith('.tgz')) return 'pglite';
  return 'postgres';
}

const pgliteDir = (env: Pick<Env, 'DATA_DIR'>) => path.join(env.DATA_DIR, 'pglite');

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr += String(d);
    });
    child.on('error', (err) =>
      reject(
        (err as NodeJS.ErrnoException).code === 'ENOENT'
          ? new Error(`${command} is not installed (Debian: apt-get install postgresql-client)`)
          : err,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** Writes a backup of the configured database to `file` (or the default place) and says where. */
export async function backupDatabase(
  env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>,
  file = defaultBackupFile(env),
): Promise<BackupResult> {
  const started = performance.now();
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  // Written beside its final name and renamed when complete: a half-written backup never looks whole.
  const partial = `${file}.partial`;
  if (isEmbedded(env)) {
    const lock = acquireDataLock(env.DATA_DIR);
    try {
      if (!fs.existsSync(pgliteDir(env))) throw new Error(`No embedded database in ${pgliteDir(env)}`);
      const client = await PGlite.create(pgliteDir(env), { extensions: { pg_trgm } });
      try {
        const dump = await client.dumpDataDir('gzip');
        fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      } finally {
        await client.close();
      }
    } finally {
      lock.release();
    }
  } else {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${partial}`,
      env.DATABASE_URL!,
    ]);
  }
  fs.renameSync(partial, file);
  return {
    kind: isEmbedded(env) ? 'pglite' : 'postgres',
    file: path.resolve(file),
    bytes: fs.statSync(file).size,
    ms: Math.round(performance.now() - started),
  };
}

/**
 * Replaces the configured database with the backup in `file`. The embedded folder being replaced is
 * kept beside it (pglite.before-restore-<time>) until the operator removes it.
 */
export async function restoreDatabase(
  env: Pick<Env, 'DATA_DIR' | 'DATABASE_URL'>,
  file: string,
): Promise<{ kind: BackupKind; ms: number; previous?: string }> {
  const started = performance.now();
  if (!fs.existsSync(file)) throw new Error(`No backup file at ${file}`);
  const kind = backupKindOf(file);
  if (kind !== (isEmbedded(env) ? 'pglite' : 'postgres')) {
    throw new Error(
      `${file} is a ${kind} backup, but the configured database is ${isEmbedded(env) ? 'the embedded PGlite' : 'PostgreSQL'}`,
    );
  }
  if (kind === 'postgres') {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${env.DATABASE_URL!}`,
      file,
    ]);
    return { kind, ms: Math.round(performance.now() - started) };
  }
  const lock = acquireDataLock(env.DATA_DIR);
  try {
    const dir = pgliteDir(env);
    const incoming = `${dir}.restoring`;
    fs.rmSync(incoming, { recursive: true, force: true });
    const tarball = new Blob([fs.readFileSync(file)]);
    const client = await PGlite.create(incoming, { loadDataDir: tarball, extensions: { pg_trgm } });
    await client.query('select 1');
    await client.close();
    let previous: string | undefined;
    if (fs.existsSync(dir)) {
      previous = `${dir}.before-restore-${stamp()}`;
      fs.renameSync(dir, previous);
    }
    fs.renameSync(incoming, dir);
    return { kind, ms: Math.round(performance.now() - started), previous };
  } finally {
    lock.release();
  }
}
