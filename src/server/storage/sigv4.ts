import crypto from 'node:crypto';

/**
 * AWS Signature Version 4 for header-signed requests (no AWS SDK is installed; S3-compatible
 * storage only needs PUT, GET and DELETE). Follows the steps of AWS's documentation: canonical
 * request → string to sign → derived signing key → signature.
 */

export const EMPTY_PAYLOAD_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
}

export interface SigV4Request {
  method: string;
  url: URL;
  /** Headers to send and sign (host and x-amz-date are added). */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body (EMPTY_PAYLOAD_HASH for none). */
  payloadHash: string;
  now: Date;
}

export interface SigV4Result {
  /** Every header to send, including host, x-amz-date and authorization. */
  headers: Record<string, string>;
  authorization: string;
  signature: string;
  canonicalRequest: string;
  stringToSign: string;
}

export const sha256Hex = (data: string | Uint8Array): string =>
  crypto.createHash('sha256').update(data).digest('hex');

const hmac = (key: crypto.BinaryLike, data: string): Buffer =>
  crypto.createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A–Z a–z 0–9 - _ . ~ is percent-encoded. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Each path segment encoded once (the S3 rule), slashes kept. */
export function canonicalPath(pathname: string): string {
  if (pathname === '') return '/';
  return pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
}

export function canonicalQuery(params: URLSearchParams): string {
  return [...params]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : av > bv ? 1 : 0) : ak < bk ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** 2013-05-24T00:00:00.000Z → 20130524T000000Z */
export function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export function signingKey(secretAccessKey: string, date: string, region: string, service: string): Buffer {
  const kDate = hmac(`AWS4${secretAccessKey}`, date);
  const kRegion = hmac(kDate, region);
  const kService = hmac(kRegion, service);
  return hmac(kService, 'aws4_request');
}

export function signV4(request: SigV4Request, credentials: SigV4Credentials): SigV4Result {
  const stamp = amzDate(request.now);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = { ...request.headers, host: request.url.host, 'x-amz-date': stamp };

  const canonical = new Map<string, string>();
  for (const [name, value] of Object.entries(headers)) {
    canonical.set(name.toLowerCase(), value.trim().replace(/\s+/g, ' '));
  }
  const names = [...canonical.keys()].sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath(request.url.pathname),
    canonicalQuery(request.url.searchParams),
    names.map((n) => `${n}:${canonical.get(n)}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');

  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = hmac(
    signingKey(credentials.secretAccessKey, day, credentials.region, credentials.service),
    stringToSign,
  ).toString('hex');
  const authorization = `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return { headers: { ...headers, authorization }, authorization, signature, canonicalRequest, stringToSign };
}
