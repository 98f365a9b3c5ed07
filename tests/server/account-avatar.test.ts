import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../src/server/db/schema';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-avatar-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const INVALID_TYPE = 'Invalid file type - Please select a JPEG, PNG, GIF, or WebP image.';
const TOO_LARGE = 'File too large - Please select an image smaller than 10MB.';

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

async function signedIn() {
  const m = await createMember(t.db);
  return { ...m, cookie: await t.signIn(m.email, m.password) };
}

function upload(cookie: string | undefined, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
  return t.request('/api/account/avatar', { method: 'POST', cookie, body: form });
}

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;
const avatarUrlOf = async (id: string) =>
  (await t.db.select({ url: profiles.avatarUrl }).from(profiles).where(eq(profiles.id, id)))[0]!.url;
const storedFile = (url: string) => path.join(dataDir, 'files', 'avatars', url.split('/').pop()!);

describe('POST /api/account/avatar', () => {
  it('re-encodes a PNG to a 512 px square WebP, stores it and serves it with safe headers', async () => {
    const m = await signedIn();
    const png = await solid(800, 600, '#3b1d6e').png().toBuffer();
    const res = await upload(m.cookie, png, 'me.png', 'image/png');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.avatarUrl).toMatch(/^\/files\/avatars\/[0-9a-f-]{36}\.webp$/);
    expect(await avatarUrlOf(m.id)).toBe(body.avatarUrl);
    expect(fs.existsSync(storedFile(body.avatarUrl))).toBe(true);

    const served = await t.request(body.avatarUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(served.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('strips EXIF, ICC and XMP from a JPEG', async () => {
    const m = await signedIn();
    const jpeg = await solid(1200, 900, '#1c7a43')
      .jpeg()
      .withExif({ IFD0: { Artist: 'Secret Photographer', Copyright: 'GPS and all' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(m.cookie, jpeg, 'photo.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    const bytes = fs.readFileSync(storedFile((await res.json()).avatarUrl));
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(bytes.includes(Buffer.from('Secret Photographer'))).toBe(false);
  });

  it('turns a photo the way its EXIF orientation says before dropping the EXIF', async () => {
    const m = await signedIn();
    // Left half red, right half blue; orientation 6 means "display rotated 90° clockwise", so the
    // member sees red on top and blue below.
    const left = await solid(500, 1000, '#ff0000').png().toBuffer();
    const jpeg = await solid(1000, 1000, '#0000ff')
      .composite([{ input: left, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(m.cookie, jpeg, 'phone.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    const stored = fs.readFileSync(storedFile((await res.json()).avatarUrl));
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return { r: data[i]!, b: data[i + 2]! };
    };
    expect(pixel(256, 40).r).toBeGreaterThan(200);
    expect(pixel(256, 40).b).toBeLessThan(60);
    expect(pixel(256, 470).b).toBeGreaterThan(200);
    expect(pixel(256, 470).r).toBeLessThan(60);
  });

  it('keeps only the first frame of an animated GIF, and never enlarges a small image', async () => {
    const m = await signedIn();
    const red = await solid(40, 30, '#ff0000').png().toBuffer();
    const blue = await solid(40, 30, '#0000ff').png().toBuffer();
    const gif = await sharp([red, blue], { join: { animated: true } })
      .gif({ delay: [100, 100] })
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);

    const res = await upload(m.cookie, gif, 'party.gif', 'image/gif');
    expect(res.status).toBe(200);
    const bytes = fs.readFileSync(storedFile((await res.json()).avatarUrl));
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 30, height: 30 });
    expect(meta.pages ?? 1).toBe(1);
    const { dominant } = await sharp(bytes).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(60);
  });

  it('accepts WebP', async () => {
    const m = await signedIn();
    const webp = await solid(600, 600, '#ece5fa').webp().toBuffer();
    expect((await upload(m.cookie, webp, 'a.webp', 'image/webp')).status).toBe(200);
  });

  it('judges the type by the bytes, not the name or declared type', async () => {
    const m = await signedIn();
    const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const tiff = await solid(20, 20, '#000').tiff().toBuffer();
    for (const [bytes, name] of [
      [pdfBytes, 'photo.png'],
      [svg, 'avatar.jpg'],
      [html, 'me.gif'],
      [tiff, 'me.webp'],
    ] as const) {
      const res = await upload(m.cookie, bytes, name, 'image/png');
      expect(res.status).toBe(415);
      expect(await errorOf(res)).toEqual({ code: 'invalid_file_type', message: INVALID_TYPE });
    }
    expect(await avatarUrlOf(m.id)).toBeNull();

    // A real PNG declared as something else is fine: the bytes decide.
    const png = await solid(64, 64, '#fff').png().toBuffer();
    expect((await upload(m.cookie, png, 'no-extension', 'application/octet-stream')).status).toBe(200);
  });

  it('refuses a corrupt image that only looks like one', async () => {
    const m = await signedIn();
    const png = await solid(64, 64, '#fff').png().toBuffer();
    const res = await upload(m.cookie, png.subarray(0, 40), 'broken.png', 'image/png');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('unreadable_image');
  });

  it('refuses a file cut short inside its PNG header (found by the API fuzzer: it was a 500)', async () => {
    const m = await signedIn();
    const header = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const res = await upload(m.cookie, Buffer.from(header), 'cut.png', 'image/png');
    expect(res.status).toBe(415);
    expect((await errorOf(res)).code).toBe('invalid_file_type');
    expect(await avatarUrlOf(m.id)).toBeNull();
  });

  it('refuses more than 10 MB with the spec message', async () => {
    const m = await signedIn();
    const png = await solid(64, 64, '#fff').png().toBuffer();
    // A valid PNG header followed by padding: 10 MB + 1 byte.
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length)]);
    const res = await upload(m.cookie, big, 'big.png', 'image/png');
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toEqual({ code: 'file_too_large', message: TOO_LARGE });

    // Far beyond: cut off by the body limit before the whole body is read.
    const huge = Buffer.alloc(12 * 1024 * 1024);
    const res2 = await upload(m.cookie, huge, 'huge.png', 'image/png');
    expect(res2.status).toBe(413);
    expect(await errorOf(res2)).toEqual({ code: 'file_too_large', message: TOO_LARGE });
    expect(await avatarUrlOf(m.id)).toBeNull();
  });

  it('answers a clear message without a file', async () => {
    const m = await signedIn();
    const res = await t.request('/api/account/avatar', {
      method: 'POST',
      cookie: m.cookie,
      body: new FormData(),
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'invalid_request',
      message: 'Please choose an image to upload.',
    });
  });

  it('needs a session', async () => {
    const png = await solid(64, 64, '#fff').png().toBuffer();
    const res = await upload(undefined, png, 'me.png', 'image/png');
    expect(res.status).toBe(401);
  });

  it('deletes the replaced file, and the removed one', async () => {
    const m = await signedIn();
    const first = (
      await (
        await upload(m.cookie, await solid(100, 100, '#f00').png().toBuffer(), 'a.png', 'image/png')
      ).json()
    ).avatarUrl as string;
    const second = (
      await (
        await upload(m.cookie, await solid(100, 100, '#0f0').png().toBuffer(), 'b.png', 'image/png')
      ).json()
    ).avatarUrl as string;
    expect(second).not.toBe(first);
    expect(fs.existsSync(storedFile(first))).toBe(false);
    expect((await t.request(first)).status).toBe(404);
    expect(fs.existsSync(storedFile(second))).toBe(true);

    const res = await t.request('/api/account/avatar', { method: 'DELETE', cookie: m.cookie });
    expect(res.status).toBe(200);
    expect((await res.json()).avatarUrl).toBeNull();
    expect(await avatarUrlOf(m.id)).toBeNull();
    expect(fs.existsSync(storedFile(second))).toBe(false);
    expect((await t.request(second)).status).toBe(404);

    // Removing when there is none is fine.
    expect((await t.request('/api/account/avatar', { method: 'DELETE', cookie: m.cookie })).status).toBe(200);
  });

  it("cannot touch another member's avatar", async () => {
    const owner = await signedIn();
    const url = (
      await (
        await upload(owner.cookie, await solid(80, 80, '#00f').png().toBuffer(), 'o.png', 'image/png')
      ).json()
    ).avatarUrl as string;
    const intruder = await signedIn();
    await upload(intruder.cookie, await solid(80, 80, '#0f0').png().toBuffer(), 'i.png', 'image/png');
    await t.request('/api/account/avatar', { method: 'DELETE', cookie: intruder.cookie });
    expect(await avatarUrlOf(owner.id)).toBe(url);
    expect((await t.request(url)).status).toBe(200);
  });
});

describe('GET /files/avatars/:file', () => {
  it('answers 404 for unknown and malformed names', async () => {
    expect((await t.request('/files/avatars/00000000-0000-4000-8000-000000000000.webp')).status).toBe(404);
    expect((await t.request('/files/avatars/..%2F..%2Fauth-secret')).status).toBe(404);
    expect((await t.request('/files/avatars/not-a-key.png')).status).toBe(404);
  });
});
