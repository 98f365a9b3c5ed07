import { describe, expect, it } from 'vitest';
import { s3Storage } from '../../src/server/storage/s3';
import {
  amzDate,
  canonicalPath,
  EMPTY_PAYLOAD_HASH,
  sha256Hex,
  signingKey,
  signV4,
  uriEncode,
} from '../../src/server/storage/sigv4';

/*
 * The expected values are the worked examples of AWS's documentation: "Signature Version 4 signing
 * process" (IAM ListUsers, secret wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY) and Amazon S3's
 * "Examples: Signature Calculations in AWS Signature Version 4" (examplebucket, 24 May 2013).
 */

const S3_CREDENTIALS = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};
const S3_DAY = new Date('2013-05-24T00:00:00Z');

describe('SigV4: the general documentation example (IAM ListUsers)', () => {
  const signed = signV4(
    {
      method: 'GET',
      url: new URL('https://iam.amazonaws.com/?Action=ListUsers&Version=2010-05-08'),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
      payloadHash: EMPTY_PAYLOAD_HASH,
      now: new Date('2015-08-30T12:36:00Z'),
    },
    {
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      service: 'iam',
    },
  );

  it('builds the documented canonical request', () => {
    expect(signed.canonicalRequest).toBe(
      [
        'GET',
        '/',
        'Action=ListUsers&Version=2010-05-08',
        'content-type:application/x-www-form-urlencoded; charset=utf-8',
        'host:iam.amazonaws.com',
        'x-amz-date:20150830T123600Z',
        '',
        'content-type;host;x-amz-date',
        EMPTY_PAYLOAD_HASH,
      ].join('\n'),
    );
    expect(sha256Hex(signed.canonicalRequest)).toBe(
      'f536975d06c0309214f805bb90ccff089219ecd68b2577efef23edd43b7e1a59',
    );
  });

  it('builds the documented string to sign, signing key and signature', () => {
    expect(signed.stringToSign).toBe(
      'AWS4-HMAC-SHA256\n20150830T123600Z\n20150830/us-east-1/iam/aws4_request\nf536975d06c0309214f805bb90ccff089219ecd68b2577efef23edd43b7e1a59',
    );
    expect(
      signingKey('wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', '20150830', 'us-east-1', 'iam').toString('hex'),
    ).toBe('c4afb1cc5771d871763a393e44b703571b55cc28424d1a5e86da6ed3c154a4b9');
    expect(signed.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/iam/aws4_request, SignedHeaders=content-type;host;x-amz-date, Signature=5d672d79c15b13162d9279b0855cfba6789a8edb4c82c400e06b5924a6f2b5d7',
    );
    expect(signed.headers).toMatchObject({ host: 'iam.amazonaws.com', 'x-amz-date': '20150830T123600Z' });
  });
});

describe('SigV4: the Amazon S3 documentation examples', () => {
  it('GET Object with a Range header', () => {
    const signed = signV4(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_PAYLOAD_HASH },
        payloadHash: EMPTY_PAYLOAD_HASH,
        now: S3_DAY,
      },
      S3_CREDENTIALS,
    );
    expect(signed.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('PUT Object with a body and a key that needs encoding', () => {
    const body = 'Welcome to Amazon S3.';
    const payloadHash = sha256Hex(body);
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const signed = signV4(
      {
        method: 'PUT',
        url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
        headers: {
          Date: 'Fri, 24 May 2013 00:00:00 GMT',
          'x-amz-storage-class': 'REDUCED_REDUNDANCY',
          'x-amz-content-sha256': payloadHash,
        },
        payloadHash,
        now: S3_DAY,
      },
      S3_CREDENTIALS,
    );
    expect(signed.canonicalRequest.split('\n').slice(0, 2)).toEqual(['PUT', '/test%24file.text']);
    expect(signed.signature).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('GET Bucket (list objects) with a query string to sort', () => {
    const signed = signV4(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/?prefix=J&max-keys=2'),
        headers: { 'x-amz-content-sha256': EMPTY_PAYLOAD_HASH },
        payloadHash: EMPTY_PAYLOAD_HASH,
        now: S3_DAY,
      },
      S3_CREDENTIALS,
    );
    expect(signed.signature).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });
});

describe('SigV4 details', () => {
  it('encodes the RFC 3986 way', () => {
    expect(uriEncode("a b+c!'()*~_.-")).toBe('a%20b%2Bc%21%27%28%29%2A~_.-');
    expect(uriEncode('é')).toBe('%C3%A9');
    expect(canonicalPath('/bucket/avatars/a%20b.webp')).toBe('/bucket/avatars/a%20b.webp');
    expect(canonicalPath('/test$file.text')).toBe('/test%24file.text');
  });

  it('formats the date without separators or milliseconds', () => {
    expect(amzDate(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});

describe('s3Storage', () => {
  function recorder(answer: (req: Request) => Response) {
    const requests: Request[] = [];
    const fetchStub = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      requests.push(req.clone());
      return answer(req);
    }) as typeof fetch;
    return { requests, fetchStub };
  }

  it('PUTs path-style to an S3-compatible endpoint with a signed body hash', async () => {
    const { requests, fetchStub } = recorder(() => new Response(null, { status: 200 }));
    const storage = s3Storage({
      ...S3_CREDENTIALS,
      bucket: 'praxis-files',
      endpoint: 'http://127.0.0.1:9000/',
      fetch: fetchStub,
      now: () => S3_DAY,
    });
    const bytes = new TextEncoder().encode('avatar bytes');
    await storage.put('avatars/abc.webp', bytes, 'image/webp');
    const [req] = requests;
    expect(req!.method).toBe('PUT');
    expect(req!.url).toBe('http://127.0.0.1:9000/praxis-files/avatars/abc.webp');
    expect(req!.headers.get('content-type')).toBe('image/webp');
    expect(req!.headers.get('x-amz-content-sha256')).toBe(sha256Hex(bytes));
    expect(req!.headers.get('x-amz-date')).toBe('20130524T000000Z');
    expect(new Uint8Array(await req!.arrayBuffer())).toEqual(bytes);

    // The signature is the one SigV4 gives for exactly this request.
    const expected = signV4(
      {
        method: 'PUT',
        url: new URL(req!.url),
        headers: { 'content-type': 'image/webp', 'x-amz-content-sha256': sha256Hex(bytes) },
        payloadHash: sha256Hex(bytes),
        now: S3_DAY,
      },
      S3_CREDENTIALS,
    );
    expect(req!.headers.get('authorization')).toBe(expected.authorization);
    expect(req!.headers.get('authorization')).toContain(
      'SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date',
    );
  });

  it('uses the virtual-hosted AWS address without an endpoint; GET answers bytes or null; DELETE tolerates 404', async () => {
    const { requests, fetchStub } = recorder((req) => {
      if (req.method === 'GET' && req.url.endsWith('/there.webp')) {
        return new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'image/webp' } });
      }
      return new Response('<Error><Code>NoSuchKey</Code></Error>', { status: 404 });
    });
    const storage = s3Storage({ ...S3_CREDENTIALS, region: 'eu-west-1', bucket: 'b', fetch: fetchStub });
    expect(await storage.get('avatars/there.webp')).toEqual({
      bytes: new Uint8Array([1, 2, 3]),
      contentType: 'image/webp',
    });
    expect(await storage.get('avatars/gone.webp')).toBeNull();
    await expect(storage.delete('avatars/gone.webp')).resolves.toBeUndefined();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET https://b.s3.eu-west-1.amazonaws.com/avatars/there.webp',
      'GET https://b.s3.eu-west-1.amazonaws.com/avatars/gone.webp',
      'DELETE https://b.s3.eu-west-1.amazonaws.com/avatars/gone.webp',
    ]);
    expect(requests[0]!.headers.get('authorization')).toContain('/eu-west-1/s3/aws4_request');
  });

  it('fails loudly when the store refuses, and refuses keys that could escape', async () => {
    const { fetchStub } = recorder(
      () => new Response('<Error><Code>AccessDenied</Code></Error>', { status: 403 }),
    );
    const storage = s3Storage({ ...S3_CREDENTIALS, bucket: 'b', fetch: fetchStub });
    await expect(storage.put('avatars/x.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(/403/);
    await expect(storage.get('../secret')).rejects.toThrow(/Invalid storage key/);
  });
});
