import { EMPTY_PAYLOAD_HASH, sha256Hex, signV4, uriEncode } from './sigv4';
import { assertStorageKey, type FileStorage, type StoredFile } from './types';

export interface S3Options {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** S3-compatible endpoint (MinIO, R2, …), addressed path-style; empty: AWS, virtual-hosted style. */
  endpoint?: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

/** S3-compatible storage through plain SigV4-signed requests. */
export function s3Storage(opts: S3Options): FileStorage {
  const doFetch = opts.fetch ?? fetch;
  const now = opts.now ?? (() => new Date());
  const credentials = {
    accessKeyId: opts.accessKeyId,
    secretAccessKey: opts.secretAccessKey,
    region: opts.region,
    service: 's3',
  };

  const urlFor = (key: string): URL => {
    const path = key.split('/').map(uriEncode).join('/');
    if (opts.endpoint) {
      const base = opts.endpoint.replace(/\/+$/, '');
      return new URL(`${base}/${uriEncode(opts.bucket)}/${path}`);
    }
    return new URL(`https://${opts.bucket}.s3.${opts.region}.amazonaws.com/${path}`);
  };

  async function send(
    method: string,
    key: string,
    body?: Uint8Array,
    contentType?: string,
  ): Promise<Response> {
    assertStorageKey(key);
    const url = urlFor(key);
    const payloadHash = body ? sha256Hex(body) : EMPTY_PAYLOAD_HASH;
    const headers: Record<string, string> = { 'x-amz-content-sha256': payloadHash };
    if (contentType) headers['content-type'] = contentType;
    const signed = signV4({ method, url, headers, payloadHash, now: now() }, credentials);
    // host is set by fetch itself from the URL; sending it explicitly is refused by undici.
    const { host: _host, ...sendHeaders } = signed.headers;
    return doFetch(url, { method, headers: sendHeaders, body: body as Uint8Array<ArrayBuffer> | undefined });
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
