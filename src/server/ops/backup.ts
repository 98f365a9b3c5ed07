import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { acquireDataLock } from '../db/data-lock';
import { type Env, isEmbedded } from '../env';
import { PRIVATE_FILE_MODE, privateFolder, restrictNewFiles } from '../lib/private-files';
import { isStorageKey, localFilesFolder, usesS3 } from '../storage';
import { isUnfinishedWrite } from '../storage/local';
import { entriesOf, readTar, type TarEntry, TarFormatError, type TarInput, writeTar } from './tar';

/**
 * Backups of the database and of the members' uploaded files, made and restored by the operator's
 * commands (`npm run backup`, `npm run restore`). One archive holds both when files are kept in
 * the local folder (DATA_DIR/files); files kept in S3 are not in any backup (the bucket's
 * versioning or replication keeps them), and the commands say so.
 *
 * - embedded PGlite: one gzipped tar, `.pglite.tar.gz`: a manifest, PGlite's own dump of its data
 *   folder (entries named "/…") and the files (entries "files/<storage key>", stored without
 *   compressing them again). It is taken under
 *   the data folder's lock — a running server holds that lock, so the command says to stop it
 *   first rather than copy a folder another process is writing.
 * - PostgreSQL with local files: one tar, `.pg.tar`: the manifest, `database.pgdump` (pg_dump's
 *   custom format, already compressed) and the files. With files in S3: pg_dump's file alone,
 *   `.pgdump`, as before, which pg_restore reads directly.
 *
 * A restore checks every entry before it is written: the files go to a new folder beside the live
 * one, which is swapped in only once the database restore has succeeded, so a restore that fails
 * or refuses leaves the database and the files as they were. The replaced folders are kept beside
 * the new ones (`*.before-restore-<time>`). Backups made before they carried files (no manifest,
 * or a plain `.pgdump`) still restore; the files are then left as they are.
 */
export type BackupKind = 'pglite' | 'postgres';

/** The settings backups read: where the data lives, and whether files are in S3. */
export type BackupEnv = Pick<Env, 'DATA_DIR' | 'DATABASE_URL'> &
  Partial<Pick<Env, 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>>;

/** What a backup did with the uploaded files. */
export type BackedUpFiles =
  | {
      stored: 'local';
      folder: string;
      count: number;
      bytes: number;
      /** Paths in the folder left out, with why: not a storage key, an unfinished write, not a file. */
      skipped: string[];
    }
  | { stored: 's3'; bucket: string };

export interface BackupResult {
  kind: BackupKind;
  file: string;
  bytes: number;
  ms: number;
  files: BackedUpFiles;
}

/** What a restore did with the uploaded files. */
export type RestoredFiles =
  /** The files folder now holds exactly the backup's files; the one it replaced is kept at `previous`. */
  | { outcome: 'restored'; folder: string; count: number; previous?: string }
  /** A backup made before backups carried files (or a plain pg_dump): the files were left alone. */
  | { outcome: 'not-in-backup' }
  /** Files were in S3 when the backup was made: not in it, left alone. */
  | { outcome: 'in-s3'; bucket?: string }
  /** The backup holds files, but this configuration keeps files in S3: they were not restored. */
  | { outcome: 'not-restored-s3-configured'; count: number };

export interface RestoreResult {
  kind: BackupKind;
  ms: number;
  /** The replaced embedded data folder, kept until the operator removes it. */
  previous?: string;
  files: RestoredFiles;
}

/** The first entry of a backup archive, saying what is in it. */
export interface BackupManifest {
  praxis: 'backup';
  version: 1;
  database: BackupKind;
  files: 'local' | 's3';
  bucket?: string;
  createdAt: string;
}

export class BackupRefusedError extends Error {
  constructor(file: string, reason: string) {
    super(`Refusing to restore ${file}: ${reason}. Nothing was changed.`);
    this.name = 'BackupRefusedError';
  }
}

const MANIFEST = 'praxis-backup.json';
const DUMP_ENTRY = 'database.pgdump';
const FILES_PREFIX = 'files/';
const PGLITE_SUFFIX = '.pglite.tar.gz';
const POSTGRES_ARCHIVE_SUFFIX = '.pg.tar';
const POSTGRES_DUMP_SUFFIX = '.pgdump';

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * Where a backup goes when no file is named: DATA_DIR/backups/praxis-<time> with .pglite.tar.gz
 * (embedded), .pg.tar (PostgreSQL with local files) or .pgdump (PostgreSQL with files in S3).
 */
export function defaultBackupFile(env: BackupEnv): string {
  const suffix = isEmbedded(env)
    ? PGLITE_SUFFIX
    : usesS3(env)
      ? POSTGRES_DUMP_SUFFIX
      : POSTGRES_ARCHIVE_SUFFIX;
  return path.resolve(env.DATA_DIR, 'backups', `praxis-${stamp()}${suffix}`);
}

/** A backup file's kind, from its name (the commands write these suffixes). */
export function backupKindOf(file: string): BackupKind {
  if (file.endsWith(PGLITE_SUFFIX) || file.endsWith('.tar.gz') || file.endsWith('.tgz')) return 'pglite';
  return 'postgres';
}

const pgliteDir = (env: Pick<Env, 'DATA_DIR'>) => path.join(env.DATA_DIR, 'pglite');

/** The live files folder; when it is a link to another disk, the folder it points to. */
function filesFolder(env: Pick<Env, 'DATA_DIR'>): string {
  const folder = path.resolve(localFilesFolder(env));
  return fs.existsSync(folder) ? fs.realpathSync(folder) : folder;
}

/**
 * How pg_dump and pg_restore reach the database: the address without its password on the command
 * line (which any local account reads in `ps`), the password in their environment (PGPASSWORD).
 */
export function pgConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

function run(command: string, args: string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'inherit', 'pipe'],
      env: { ...process.env, ...extraEnv },
    });
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

/**
 * The files a backup takes: every regular file under the folder whose path is a storage key (the
 * only names the app writes and the only ones a restore accepts), leaving out unfinished writes.
 * Links are not followed. Sorted, so two backups of the same folder list it alike.
 */
function listFiles(folder: string): { keys: string[]; skipped: string[] } {
  const keys: string[] = [];
  const skipped: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const key = prefix + entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${key}/`);
      else if (!entry.isFile()) skipped.push(`${key} (not a regular file)`);
      else if (isUnfinishedWrite(key)) skipped.push(`${key} (an unfinished write)`);
      else if (!isStorageKey(key)) skipped.push(`${key} (not a name the app writes)`);
      else keys.push(key);
    }
  };
  if (fs.existsSync(folder)) walk(folder, '');
  return { keys: keys.sort(), skipped };
}

function manifestEntry(manifest: BackupManifest): TarInput {
  return { name: MANIFEST, content: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) };
}

/** An entry of PGlite's dump of its data folder, to write again in another archive. */
function pgliteInput(entry: TarEntry, content: Buffer): TarInput {
  if (entry.type !== 'file' && entry.type !== 'directory') {
    throw new Error(`PGlite's dump holds ${JSON.stringify(entry.name)}, of type ${entry.type}`);
  }
  return { name: entry.name, type: entry.type, content, mode: entry.mode, mtime: entry.mtime };
}

/**
 * The files' entries, read one at a time. A file gone between listing and reading (PostgreSQL
 * backups run beside a live server) is left out and noted.
 */
async function* fileEntries(
  folder: string,
  keys: string[],
  files: BackedUpFiles & { stored: 'local' },
): AsyncIterable<TarInput> {
  for (const key of keys) {
    let bytes: Buffer;
    try {
      bytes = await fs.promises.readFile(path.join(folder, key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      files.skipped.push(`${key} (deleted while the backup ran)`);
      continue;
    }
    files.count += 1;
    files.bytes += bytes.length;
    yield { name: `${FILES_PREFIX}${key}`, content: bytes };
  }
}

/** Writes a backup of the configured database, and of local files, to `file` (or the default place). */
export async function backupDatabase(env: BackupEnv, file = defaultBackupFile(env)): Promise<BackupResult> {
  const started = performance.now();
  const kind: BackupKind = isEmbedded(env) ? 'pglite' : 'postgres';
  const s3 = usesS3(env);
  if (!isEmbedded(env)) {
    // The name says what the file is: pg_restore reads a .pgdump, a .pg.tar holds one with the files.
    if (s3 && file.endsWith(POSTGRES_ARCHIVE_SUFFIX)) {
      throw new Error(
        `Files are kept in S3, so this backup is a plain pg_dump file: name it …${POSTGRES_DUMP_SUFFIX}`,
      );
    }
    if (!s3 && file.endsWith(POSTGRES_DUMP_SUFFIX)) {
      throw new Error(
        `This backup holds the database and the files folder in one tar: name it …${POSTGRES_ARCHIVE_SUFFIX}`,
      );
    }
  }
  const folder = filesFolder(env);
  const files: BackedUpFiles = s3
    ? { stored: 's3', bucket: env.S3_BUCKET! }
    : { stored: 'local', folder, count: 0, bytes: 0, skipped: [] };
  const manifest: BackupManifest = {
    praxis: 'backup',
    version: 1,
    database: kind,
    files: files.stored,
    ...(files.stored === 's3' ? { bucket: files.bucket } : {}),
    createdAt: new Date().toISOString(),
  };
  // A backup holds everything the database does: readable by its owner alone, in a folder of theirs.
  restrictNewFiles();
  privateFolder(path.dirname(path.resolve(file)));
  // Written beside its final name and renamed when complete: a half-written backup never looks whole.
  const partial = `${file}.partial`;
  try {
    if (kind === 'pglite') {
      const lock = acquireDataLock(env.DATA_DIR);
      try {
        if (!fs.existsSync(pgliteDir(env))) throw new Error(`No embedded database in ${pgliteDir(env)}`);
        const client = await PGlite.create(pgliteDir(env), { extensions: { pg_trgm } });
        let database: Buffer;
        try {
          const dump = await client.dumpDataDir('none');
          database = Buffer.from(await dump.arrayBuffer());
        } finally {
          await client.close();
        }
        // The files are listed under the lock too: with the server stopped, nothing changes them.
        const { keys, skipped } = files.stored === 'local' ? listFiles(folder) : { keys: [], skipped: [] };
        if (files.stored === 'local') files.skipped.push(...skipped);
        // Two gzip members, which gunzip reads as one stream: the database compressed, the files
        // stored as they are. Uploads are images, compressed already; compressing them again took
        // most of the backup's time (and the server is stopped meanwhile) for no smaller file.
        async function* databasePart() {
          yield manifestEntry(manifest);
          for await (const { entry, content } of entriesOf(database)) yield pgliteInput(entry, content);
        }
        async function* filesPart() {
          if (files.stored === 'local') yield* fileEntries(folder, keys, files);
        }
        // The first part's entries go on in the second: no end blocks between them.
        await pipeline(
          Readable.from(writeTar(databasePart(), false)),
          zlib.createGzip(),
          fs.createWriteStream(partial),
        );
        await pipeline(
          Readable.from(writeTar(filesPart())),
          zlib.createGzip({ level: zlib.constants.Z_NO_COMPRESSION }),
          fs.createWriteStream(partial, { flags: 'a' }),
        );
      } finally {
        lock.release();
      }
    } else {
      const dumpFile = files.stored === 's3' ? partial : `${partial}.pgdump`;
      try {
        const connection = pgConnection(env.DATABASE_URL!);
        await run(
          'pg_dump',
          ['--format=custom', '--no-owner', '--no-privileges', `--file=${dumpFile}`, connection.url],
          connection.env,
        );
        if (files.stored === 'local') {
          // The files are read after the dump: one uploaded meanwhile is in the archive without a
          // row pointing at it, which is harmless.
          const { keys, skipped } = listFiles(folder);
          files.skipped.push(...skipped);
          const dumpSize = fs.statSync(dumpFile).size;
          async function* archive(): AsyncIterable<TarInput> {
            yield manifestEntry(manifest);
            yield { name: DUMP_ENTRY, content: { size: dumpSize, stream: fs.createReadStream(dumpFile) } };
            yield* fileEntries(folder, keys, files as BackedUpFiles & { stored: 'local' });
          }
          await pipeline(Readable.from(writeTar(archive())), fs.createWriteStream(partial));
        }
      } finally {
        if (dumpFile !== partial) fs.rmSync(dumpFile, { force: true });
      }
    }
    fs.renameSync(partial, file);
    fs.chmodSync(file, PRIVATE_FILE_MODE);
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  }
  return {
    kind,
    file: path.resolve(file),
    bytes: fs.statSync(file).size,
    ms: Math.round(performance.now() - started),
    files,
  };
}

/** The bytes of a file's start. */
function head(file: string, count: number): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    const bytes = Buffer.alloc(count);
    return bytes.subarray(0, fs.readSync(fd, bytes, 0, count, 0));
  } finally {
    fs.closeSync(fd);
  }
}

/** pg_dump's custom format starts with these bytes. */
const isPlainDump = (file: string) => head(file, 5).toString('latin1') === 'PGDMP';

/** The archive's bytes as a stream: gunzipped for PGlite's. */
function archiveStream(file: string, kind: BackupKind): AsyncIterable<Uint8Array> {
  const input = fs.createReadStream(file);
  if (kind === 'postgres') return input;
  const gunzip = zlib.createGunzip();
  input.on('error', (err) => gunzip.destroy(err));
  return input.pipe(gunzip);
}

/** A name of plain segments: nothing empty, no "." or "..", so it cannot climb out of a folder. */
const isPlainPath = (name: string) =>
  name !== '' && name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');

function parseManifest(bytes: Buffer): BackupManifest | null {
  try {
    const manifest = JSON.parse(bytes.toString('utf8')) as BackupManifest;
    const valid =
      manifest.praxis === 'backup' &&
      manifest.version === 1 &&
      (manifest.database === 'pglite' || manifest.database === 'postgres') &&
      (manifest.files === 'local' || manifest.files === 's3');
    return valid ? manifest : null;
  } catch {
    return null;
  }
}

async function readAll(content: AsyncIterable<Buffer>, limit: number): Promise<Buffer | null> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const piece of content) {
    size += piece.length;
    if (size > limit) return null;
    parts.push(piece);
  }
  return Buffer.concat(parts);
}

/** What reading an archive left ready for the swap. */
interface Staged {
  manifest: BackupManifest | null;
  /** PGlite: its data-folder entries, as a tar of their own. */
  pgliteTar?: Blob;
  /** PostgreSQL: where the dump was written. */
  dumpFile?: string;
  /** Local files written to `filesStage`, or counted without being written. */
  fileCount: number;
  filesStage?: string;
}

/**
 * Reads the whole archive, checking every entry before anything is written, and stages what it
 * holds: the database part in memory (PGlite) or in `work` (PostgreSQL), the files in a new folder
 * beside the live one. The live database and folder are not touched. Throws BackupRefusedError for
 * an archive that is damaged, cut short, or holds anything it should not — a name that climbs out
 * of its folder or is absolute, a link, a device — after removing what it staged.
 */
async function stageArchive(
  env: BackupEnv,
  file: string,
  kind: BackupKind,
  filesStage: string,
  work?: string,
): Promise<Staged> {
  const refuse = (reason: string) => new BackupRefusedError(file, reason);
  const staged: Staged = { manifest: null, fileCount: 0 };
  const pgliteEntries: TarInput[] = [];
  let first = true;
  let restoreFiles = false;
  const visit = async (entry: TarEntry, content: AsyncIterable<Buffer>) => {
    const shown = JSON.stringify(entry.name);
    if (entry.name === MANIFEST) {
      if (!first) throw refuse('its manifest is not its first entry');
      first = false;
      const bytes = entry.type === 'file' ? await readAll(content, 64 * 1024) : null;
      staged.manifest = bytes && parseManifest(bytes);
      if (!staged.manifest) throw refuse(`its manifest (${MANIFEST}) is not one this version reads`);
      if (staged.manifest.database !== kind) {
        throw refuse(`it holds a ${staged.manifest.database} database, but its name says ${kind}`);
      }
      restoreFiles = staged.manifest.files === 'local' && !usesS3(env);
      if (restoreFiles) {
        fs.rmSync(filesStage, { recursive: true, force: true });
        fs.mkdirSync(filesStage, { recursive: true });
        staged.filesStage = filesStage;
      }
      return;
    }
    first = false;
    if (entry.type !== 'file' && entry.type !== 'directory') {
      const what =
        entry.type === 'link' || entry.type === 'symlink'
          ? `a link (to ${JSON.stringify(entry.linkName)})`
          : `an entry of type ${JSON.stringify(entry.type)}`;
      throw refuse(`${shown} is ${what}; a backup holds only files and folders`);
    }
    const isFilesEntry = entry.name === 'files' || entry.name.startsWith(FILES_PREFIX);
    if (isFilesEntry && staged.manifest?.files !== 'local') {
      throw refuse(`${shown} is an uploaded file, but the backup's manifest does not list local files`);
    }
    if (isFilesEntry) {
      const key = entry.name.slice(FILES_PREFIX.length).replace(/\/$/, '');
      if (entry.type === 'directory' && key === '') return;
      // Only the names the app writes: relative, plain segments, nothing that climbs out.
      if (!isStorageKey(key)) {
        throw refuse(`${shown} is not a file name the app writes (it could land outside the files folder)`);
      }
      if (!restoreFiles) {
        if (entry.type === 'file') staged.fileCount += 1;
        return;
      }
      const target = path.resolve(filesStage, key);
      if (!target.startsWith(filesStage + path.sep)) throw refuse(`${shown} lands outside the files folder`);
      if (entry.type === 'directory') {
        fs.mkdirSync(target, { recursive: true });
        return;
      }
      fs.mkdirSync(path.dirname(target), { recursive: true });
      try {
        // 'wx': never through something already there (the folder is new, so nothing should be).
        await pipeline(Readable.from(content), fs.createWriteStream(target, { flags: 'wx', mode: 0o644 }));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'EEXIST') throw refuse(`it holds ${shown} twice`);
        throw err;
      }
      staged.fileCount += 1;
      return;
    }
    if (kind === 'postgres') {
      if (!staged.manifest) throw refuse('it is neither a pg_dump file nor a backup archive with a manifest');
      if (entry.name !== DUMP_ENTRY || entry.type !== 'file' || staged.dumpFile) {
        throw refuse(`${shown} is not part of a PostgreSQL backup`);
      }
      staged.dumpFile = path.join(work!, DUMP_ENTRY);
      await pipeline(Readable.from(content), fs.createWriteStream(staged.dumpFile, { flags: 'wx' }));
      return;
    }
    // PGlite's data-folder entries ("/PG_VERSION", "/base/1/112", …) are handed to PGlite in an
    // archive of their own: plain ustar names (no pax header), none that climbs.
    if (entry.extended || !isPlainPath(entry.name.replace(/^\//, ''))) {
      throw refuse(`${shown} is not an entry of PGlite's data folder`);
    }
    const parts: Buffer[] = [];
    for await (const piece of content) parts.push(piece);
    pgliteEntries.push(pgliteInput(entry, Buffer.concat(parts)));
  };
  try {
    try {
      await readTar(archiveStream(file, kind), visit);
    } catch (err) {
      if (err instanceof TarFormatError) throw refuse(`it is not a whole backup archive (${err.message})`);
      if ((err as NodeJS.ErrnoException).code === 'Z_DATA_ERROR') throw refuse('it is not a gzipped archive');
      throw err;
    }
    if (kind === 'pglite') {
      if (pgliteEntries.length === 0) throw refuse('it holds no PGlite data folder');
      const parts: Buffer[] = [];
      for await (const piece of writeTar(pgliteEntries)) parts.push(piece);
      staged.pgliteTar = new Blob(parts as Uint8Array<ArrayBuffer>[]);
    } else if (!staged.dumpFile) {
      throw refuse(`it holds no ${DUMP_ENTRY}`);
    }
    return staged;
  } catch (err) {
    fs.rmSync(filesStage, { recursive: true, force: true });
    throw err;
  }
}

/** Renames `incoming` to `live`, keeping what was there as `<live>.before-restore-<when>`. */
function swapIn(live: string, incoming: string, when: string): string | undefined {
  let previous: string | undefined;
  if (fs.existsSync(live)) {
    previous = `${live}.before-restore-${when}`;
    fs.renameSync(live, previous);
  }
  fs.renameSync(incoming, live);
  return previous;
}

/** What happened to the files, once the database is back. */
function settleFiles(env: BackupEnv, staged: Staged, folder: string, when: string): RestoredFiles {
  const manifest = staged.manifest;
  if (!manifest) return { outcome: 'not-in-backup' };
  if (manifest.files === 's3') return { outcome: 'in-s3', bucket: manifest.bucket };
  if (usesS3(env)) return { outcome: 'not-restored-s3-configured', count: staged.fileCount };
  try {
    const previous = swapIn(folder, staged.filesStage!, when);
    return { outcome: 'restored', folder, count: staged.fileCount, previous };
  } catch (err) {
    throw new Error(
      `The database was restored, but the files folder could not be swapped in (${(err as Error).message}). ` +
        `The backup's files are in ${staged.filesStage}: move it to ${folder} by hand.`,
    );
  }
}

/**
 * Replaces the configured database, and the local files folder when the backup holds it, with the
 * backup in `file`. The embedded data folder and the files folder being replaced are kept beside
 * the new ones (`pglite.before-restore-<time>`, `files.before-restore-<time>`) until the operator
 * removes them: files added after the backup are there, not lost.
 */
export async function restoreDatabase(env: BackupEnv, file: string): Promise<RestoreResult> {
  const started = performance.now();
  if (!fs.existsSync(file)) throw new Error(`No backup file at ${file}`);
  const kind = backupKindOf(file);
  if (kind !== (isEmbedded(env) ? 'pglite' : 'postgres')) {
    throw new Error(
      `${file} is a ${kind} backup, but the configured database is ${isEmbedded(env) ? 'the embedded PGlite' : 'PostgreSQL'}`,
    );
  }
  const ms = () => Math.round(performance.now() - started);
  const folder = filesFolder(env);
  const filesStage = `${folder}.restoring`;
  const when = stamp();
  if (kind === 'postgres') {
    if (isPlainDump(file)) {
      await pgRestore(env, file);
      return { kind, ms: ms(), files: { outcome: 'not-in-backup' } };
    }
    // The dump is taken out of the archive into DATA_DIR (the backup's own folder may be read-only).
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    const work = fs.mkdtempSync(path.join(env.DATA_DIR, 'restore-'));
    try {
      const staged = await stageArchive(env, file, kind, filesStage, work);
      try {
        await pgRestore(env, staged.dumpFile!);
      } catch (err) {
        fs.rmSync(filesStage, { recursive: true, force: true });
        throw err;
      }
      return { kind, ms: ms(), files: settleFiles(env, staged, folder, when) };
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }
  const lock = acquireDataLock(env.DATA_DIR);
  try {
    const staged = await stageArchive(env, file, kind, filesStage);
    const dir = pgliteDir(env);
    const incoming = `${dir}.restoring`;
    try {
      fs.rmSync(incoming, { recursive: true, force: true });
      const client = await PGlite.create(incoming, {
        loadDataDir: staged.pgliteTar,
        extensions: { pg_trgm },
      });
      await client.query('select 1');
      await client.close();
    } catch (err) {
      fs.rmSync(incoming, { recursive: true, force: true });
      fs.rmSync(filesStage, { recursive: true, force: true });
      throw err;
    }
    const previous = swapIn(dir, incoming, when);
    return { kind, ms: ms(), previous, files: settleFiles(env, staged, folder, when) };
  } finally {
    lock.release();
  }
}

function pgRestore(env: BackupEnv, dumpFile: string): Promise<void> {
  const connection = pgConnection(env.DATABASE_URL!);
  return run(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${connection.url}`,
      dumpFile,
    ],
    connection.env,
  );
}

/**
 * What a backup holds, from its first entry, without reading the rest: the manifest, or null for a
 * backup made before backups carried files (or a plain pg_dump file).
 */
export async function readBackupManifest(file: string): Promise<BackupManifest | null> {
  const kind = backupKindOf(file);
  if (kind === 'postgres' && isPlainDump(file)) return null;
  let manifest: BackupManifest | null = null;
  const stop = new Error('stop');
  try {
    await readTar(archiveStream(file, kind), async (entry, content) => {
      if (entry.name === MANIFEST)
        manifest = parseManifest((await readAll(content, 64 * 1024)) ?? Buffer.alloc(0));
      throw stop;
    });
  } catch (err) {
    if (err !== stop) return null;
  }
  return manifest;
}
