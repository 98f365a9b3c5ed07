import fs from 'node:fs';
import path from 'node:path';

export class DataFolderLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data folder is in use by another Praxis process (pid ${ownerPid}). ` +
        `Stop that process first, or point DATA_DIR at another folder. Lock file: ${lockFile}`,
    );
    this.name = 'DataFolderLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock on the embedded database's data folder. PGlite has no lock between
 * processes, so a second process must refuse to open the folder. A lock left by a process that
 * no longer runs is taken over.
 */
export function acquireDataLock(dataDir: string): { release(): void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'praxis.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockFile, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          try {
            if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockFile);
          } catch {
            // already gone
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number.parseInt(fs.readFileSync(lockFile, 'utf8').trim(), 10);
      if (Number.isFinite(owner) && owner !== process.pid && isAlive(owner)) {
        throw new DataFolderLockedError(lockFile, owner);
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}
