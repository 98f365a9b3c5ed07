import path from 'node:path';
import type { Env } from '../env';
import { folderStorage } from './local';
import { s3Storage } from './s3';
import type { FileStorage } from './types';

export type { FileStorage, StoredFile } from './types';
export { isStorageKey } from './types';

type StorageSettings = Pick<Env, 'DATA_DIR'> &
  Partial<Pick<Env, 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>>;

/** Files go to S3-compatible storage when the bucket and keys are set (env validation requires all or none). */
export function usesS3(env: StorageSettings): boolean {
  return Boolean(env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY);
}

/** Otherwise they go to this folder. */
export function localFilesFolder(env: Pick<Env, 'DATA_DIR'>): string {
  return path.join(env.DATA_DIR, 'files');
}

export function createStorage(env: Env): FileStorage {
  if (usesS3(env)) {
    return s3Storage({
      bucket: env.S3_BUCKET!,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      endpoint: env.S3_ENDPOINT,
    });
  }
  return folderStorage(localFilesFolder(env));
}

