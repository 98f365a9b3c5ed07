import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, type FileStorage } from './types';

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
};

/** A file being written is named `<final name>.<12 hex digits>.tmp` until it is renamed whole. */
const temporaryName = (file: string): string => `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;

/** A name of that form: a write that never finished (a crash between writing and renaming). */
export function isUnfinishedWrite(name: string): boolean {
  return /\.[0-9a-f]{12}\.tmp$/.test(name);
}

/** Files in a folder (DATA_DIR/files by default); the content type follows the key's extension. */
export function folderStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileFor = (key: string): string => {
    assertStorageKey(key);
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error(`Storage key escapes the folder: ${key}`);
    return file;
  };

  return {
    async put(key, bytes) {
      const file = fileFor(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside, then renamed: a reader never sees half a file.
      const temp = temporaryName(file);
      await fs.writeFile(temp, bytes);
      await fs.rename(temp, file);
    },
    async get(key) {
      try {
        const bytes = await fs.readFile(fileFor(key));
        return {
          bytes: new Uint8Array(bytes),
          contentType: TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileFor(key), { force: true });
    },
  };
}
