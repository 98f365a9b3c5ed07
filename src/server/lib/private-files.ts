import fs from 'node:fs';

/**
 * What Praxis writes to disk (the embedded database, uploads, backups) holds password hashes,
 * sessions and members' data: only the account that runs the server may read it. Files are
 * created 0600 and folders 0700 (the process umask, which PGlite's own files follow too).
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_FOLDER_MODE = 0o700;

/** New files and folders of this process are readable by its own account alone. */
export function restrictNewFiles(): void {
  process.umask(0o077);
}

/** A folder of ours, created if missing, closed to other accounts (an existing one too). */
export function privateFolder(folder: string): void {
  fs.mkdirSync(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  fs.chmodSync(folder, PRIVATE_FOLDER_MODE);
}
