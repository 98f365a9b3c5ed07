import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

/**
 * A loopback S3-compatible endpoint for the storage's tests: path-style PUT, GET and DELETE of
 * objects in one bucket, over real HTTP. Like S3 it refuses, with 403, a request whose SigV4
 * signature is not the one its own secret gives for the request as received, and a body whose
 * hash is not the signed one; a missing object is 404 (NoSuchKey) on GET and 204 on DELETE.
 */
export interface S3StandIn {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { bytes: Buffer; contentType: string }>;
  /** "METHOD /path status" of every request, in order, marked when its body hash was not signed. */
  log: string[];
  close(): Promise<void>;
}

const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/;

export async function startS3StandIn(): Promise<S3StandIn> {
  const stand: Omit<S3StandIn, 'endpoint' | 'close'> = {
    bucket: 'praxis-files',
    region: 'eu-west-1',
    accessKeyId: 'STANDINKEY',
    secretAccessKey: 'stand-in/secret+key',
    objects: new Map(),
    log: [],
  };

  async function signatureHolds(req: http.IncomingMessage, url: string): Promise<boolean> {
    const match = AUTH.exec(req.headers.authorization ?? '');
    if (!match || match[1] !== stand.accessKeyId || match[3] !== stand.region) return false;
    const [, , , , signedHeaders, signature] = match;
    const names = signedHeaders!.split(';');
    const headers: Record<string, string> = {};
    for (const name of names) if (name !== 'host') headers[name] = String(req.headers[name] ?? '');
    // Recomputed from what arrived, with the stand-in's own secret, and every header the client signed.
    const expected = await new AwsV4Signer({
      method: req.method,
      url,
      headers,
      accessKeyId: stand.accessKeyId,
      secretAccessKey: stand.secretAccessKey,
      service: 's3',
      region: stand.region,
      datetime: String(req.headers['x-amz-date'] ?? ''),
      allHeaders: true,
    }).sign();
    return (expected.headers.get('authorization') ?? '').endsWith(`Signature=${signature}`);
  }

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const answer = (status: number, text: string | Buffer = '', headers: Record<string, string> = {}) => {
      stand.log.push(`${req.method} ${req.url} ${status}${unsigned ? ' (unsigned payload)' : ''}`);
      res.writeHead(status, headers).end(text);
    };
    const claimed = req.headers['x-amz-content-sha256'];
    const unsigned = claimed === 'UNSIGNED-PAYLOAD';
    const url = `http://${req.headers.host}${req.url}`;
    if (!(await signatureHolds(req, url)))
      return answer(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>');
    if (!unsigned && claimed !== crypto.createHash('sha256').update(body).digest('hex')) {
      return answer(400, '<Error><Code>XAmzContentSHA256Mismatch</Code></Error>');
    }
    const prefix = `/${stand.bucket}/`;
    if (!req.url?.startsWith(prefix)) return answer(404, '<Error><Code>NoSuchBucket</Code></Error>');
    const key = decodeURIComponent(req.url.slice(prefix.length));
    if (req.method === 'PUT') {
      stand.objects.set(key, {
        bytes: body,
        contentType: req.headers['content-type'] ?? 'binary/octet-stream',
      });
      return answer(200);
    }
    if (req.method === 'DELETE') {
      stand.objects.delete(key);
      return answer(204);
    }
    if (req.method === 'GET') {
      const object = stand.objects.get(key);
      if (!object) return answer(404, '<Error><Code>NoSuchKey</Code></Error>');
      return answer(200, object.bytes, { 'content-type': object.contentType });
    }
    answer(405);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...stand,
    endpoint: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
