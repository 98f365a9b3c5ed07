import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from '../../src/server/storage/s3';
import { type S3StandIn, startS3StandIn } from '../setup/s3-stand-in';

/*
 * The storage on S3-compatible storage: requests signed by aws4fetch, sent over real HTTP to a
 * loopback endpoint that checks every signature and body hash as S3 does. And aws4fetch's signer
 * gives the signatures of Amazon S3's own worked examples ("Examples: Signature Calculations in
 * AWS Signature Version 4", examplebucket, 24 May 2013), so what the stand-in accepts is SigV4.
 */

const EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
  datetime: '20130524T000000Z',
};
const EMPTY_PAYLOAD_HASH = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const signatureOf = async (signer: AwsV4Signer) =>
  /Signature=([0-9a-f]+)$/.exec((await signer.sign()).headers.get('authorization')!)![1];

describe("aws4fetch signs as Amazon S3's documentation does", () => {
  it('PUT Object with a key that needs encoding', async () => {
    const signer = new AwsV4Signer({
      ...EXAMPLE,
      method: 'PUT',
      url: 'https://examplebucket.s3.amazonaws.com/test$file.text',
      headers: {
        Date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        'x-amz-content-sha256': '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
      },
      body: 'Welcome to Amazon S3.',
    });
    expect(await signatureOf(signer)).toBe(
      '98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it('GET Bucket (list objects) with a query string to sort', async () => {
    const signer = new AwsV4Signer({
      ...EXAMPLE,
      url: 'https://examplebucket.s3.amazonaws.com/?prefix=J&max-keys=2',
      headers: { 'x-amz-content-sha256': EMPTY_PAYLOAD_HASH },
    });
    expect(await signatureOf(signer)).toBe(
      '34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7',
    );
  });
});

describe('s3Storage on a loopback S3-compatible endpoint', () => {
  let stand: S3StandIn;
  beforeAll(async () => {
    stand = await startS3StandIn();
  });
  afterAll(() => stand.close());
  const storageWith = (secretAccessKey = stand.secretAccessKey) =>
    s3Storage({
      bucket: stand.bucket,
      region: stand.region,
      accessKeyId: stand.accessKeyId,
      secretAccessKey,
      endpoint: stand.endpoint,
    });

  it('puts, gets and deletes objects path-style, with the body hash signed', async () => {
    const storage = storageWith();
    const bytes = new TextEncoder().encode('avatar bytes');
    await storage.put('avatars/abc.webp', bytes, 'image/webp');
    expect(stand.objects.get('avatars/abc.webp')).toEqual({
      bytes: Buffer.from(bytes),
      contentType: 'image/webp',
    });
    expect(await storage.get('avatars/abc.webp')).toEqual({ bytes, contentType: 'image/webp' });
    expect(await storage.get('avatars/gone.webp')).toBeNull();
    await storage.delete('avatars/abc.webp');
    await expect(storage.delete('avatars/abc.webp')).resolves.toBeUndefined();
    expect(await storage.get('avatars/abc.webp')).toBeNull();
    expect(stand.log).toEqual([
      'PUT /praxis-files/avatars/abc.webp 200',
      'GET /praxis-files/avatars/abc.webp 200',
      'GET /praxis-files/avatars/gone.webp 404',
      'DELETE /praxis-files/avatars/abc.webp 204',
      'DELETE /praxis-files/avatars/abc.webp 204',
      'GET /praxis-files/avatars/abc.webp 404',
    ]);
  });

  it('fails loudly when the store refuses the signature, and refuses keys that could escape', async () => {
    const storage = storageWith('not-the-secret');
    await expect(storage.put('avatars/x.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(
      /403.*SignatureDoesNotMatch/,
    );
    await expect(storage.get('avatars/x.webp')).rejects.toThrow(/403/);
    expect(stand.objects.has('avatars/x.webp')).toBe(false);
    await expect(storageWith().get('../secret')).rejects.toThrow(/Invalid storage key/);
  });
});

describe('s3Storage on AWS', () => {
  it('addresses the bucket virtual-hosted style in its region, with no endpoint', async () => {
    const sent: Request[] = [];
    const storage = s3Storage({
      ...EXAMPLE,
      region: 'eu-west-1',
      bucket: 'b',
      fetch: (async (request: Request) => {
        sent.push(request);
        return new Response(null, { status: 404 });
      }) as typeof fetch,
    });
    expect(await storage.get('avatars/there.webp')).toBeNull();
    expect(sent.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET https://b.s3.eu-west-1.amazonaws.com/avatars/there.webp',
    ]);
    expect(sent[0]!.headers.get('authorization')).toContain('/eu-west-1/s3/aws4_request');
  });
});
