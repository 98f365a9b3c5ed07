import crypto from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { assertStorageKey, type FileStorage, type StoredFile } from './types';

export interface S3Options {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** S3-compatible endpoint (MinIO, R2, …), addressed path-style; empty: AWS, virtual-hosted style. */
  endpoint?: string;
  fetch?: typeof fetch;
}

/**
 * S3-compatible storage: PUT, GET and DELETE of one object, signed (AWS Signature Version 4) by
 * aws4fetch. Each request signs the hash of its body (aws4fetch would send S3 "UNSIGNED-PAYLOAD"),
 * so a store that received other bytes refuses it.
 */
export function s3Storage(opts: S3Options): FileStorage {
  const doFetch = opts.fetch ?? fetch;
  const aws = new AwsClient({
    accessKeyId: opts.accessKeyId,
    secretAccessKey: opts.secretAccessKey,
    region: opts.region,
    service: 's3',
  });

  // Keys are plain segments of letters, digits, ".", "_" and "-" (assertStorageKey): nothing to encode.
  const urlFor = (key: string): string => {
    if (opts.endpoint) {
      return `${opts.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(opts.bucket)}/${key}`;
    }
    return `https://${opts.bucket}.s3.${opts.region}.amazonaws.com/${key}`;
  };

  async function send(method: string, key: string, body?: Uint8Array, contentType?: string) {
    assertStorageKey(key);
    const headers: Record<string, string> = {
      'x-amz-content-sha256': crypto
        .createHash('sha256')
        .update(body ?? '')
        .digest('hex'),
    };
    if (contentType) headers['content-type'] = contentType;
    const signed = await aws.sign(urlFor(key), {
      method,
      headers,
      body: body as Uint8Array<ArrayBuffer> | undefined,
    });
    return doFetch(signed);
  }

  return {
    async put(key, bytes, contentType) {
      const res = await send('PUT', key, bytes, contentType);
      if (!res.ok) throw new Error(`S3 PUT ${key} failed: ${res.status} ${await res.text().catch(() => '')}`);
    },
    async get(key): Promise<StoredFile | null> {
      const res = await send('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET ${key} failed: ${res.status}`);
      return {
        bytes: new Uint8Array(await res.arrayBuffer()),
        contentType: res.headers.get('content-type') ?? 'application/octet-stream',
      };
    },
    async delete(key) {
      const res = await send('DELETE', key);
      if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key} failed: ${res.status}`);
    },
  };
}
