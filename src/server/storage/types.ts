export interface StoredFile {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/** Where uploaded files live: a local folder by default, S3-compatible storage when configured. */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a missing file is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Keys are relative paths of plain segments: no "..", no leading slash, nothing to escape with. */
export function isStorageKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key) && !key.split('/').some((s) => s === '.' || s === '..');
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
