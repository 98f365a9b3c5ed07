import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMAGE_TOO_LARGE,
  INVALID_IMAGE_TYPE,
  UNREADABLE_IMAGE,
} from '../../src/server/features/admin/content/images';
import { ACCOUNT_MESSAGES } from '../../src/shared/domain/account';
import { createMember } from '../factories/members';
import { createTestApp, type TestApp } from '../setup/test-app';

/**
 * A hostile upload set sent to every upload route: each file is either refused with a clear 4xx
 * message or stored re-encoded, as a plain image without any metadata or smuggled markup.
 *
 * Routes and files are tables: a new upload route or a new nasty file is one more line.
 */

let t: TestApp;
let dataDir: string;
let memberCookie: string;
let adminCookie: string;

// ---- the files ------------------------------------------------------------------------------------

const crc32 = (buf: Buffer) => zlib.crc32(buf);

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/** A PNG whose header declares width × height, with a tiny (far too short) pixel stream. */
function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(64 * 1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG with a text chunk smuggling markup. */
async function pngWithText(): Promise<Buffer> {
  const png = await solid(64, 64).png().toBuffer();
  const iend = png.length - 12;
  const text = pngChunk('tEXt', Buffer.from('Comment\0<script>__xss(1)</script>', 'latin1'));
  return Buffer.concat([png.subarray(0, iend), text, png.subarray(iend)]);
}

/** A GIF whose logical screen declares 65535 × 65535 pixels. */
function gifFlood(): Buffer {
  const gif = Buffer.from(
    'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', // a valid 1×1 GIF
    'base64',
  );
  gif.writeUInt16LE(0xffff, 6);
  gif.writeUInt16LE(0xffff, 8);
  // The one frame claims the whole screen too.
  const frame = gif.indexOf(0x2c, 13);
  gif.writeUInt16LE(0xffff, frame + 5);
  gif.writeUInt16LE(0xffff, frame + 7);
  return gif;
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2f6f9f' } });

const HTML = '<!doctype html><html><body><script>__xss(1)</script><img src=x onerror=__xss(2)></body></html>';
const MARKUP = /<script|onerror|<svg|<html/i;

interface HostileFile {
  name: string;
  /** The name and declared type the browser sends. */
  fileName: string;
  type: string;
  bytes: () => Promise<Buffer>;
  /** 'refuse': must be refused; 'either': refused, or stored clean. */
  expect: 'refuse' | 'either';
}

const FILES: HostileFile[] = [
  {
    name: 'polyglot: a JPEG with HTML and script after its end and in a comment',
    fileName: 'polyglot.jpg',
    type: 'image/jpeg',
    expect: 'either',
    bytes: async () => {
      const jpeg = await solid(120, 90).jpeg().toBuffer();
      // A comment segment right after the start marker, and the page after the end marker.
      const com = Buffer.from(HTML, 'latin1');
      const seg = Buffer.alloc(4);
      seg.writeUInt16BE(0xfffe, 0);
      seg.writeUInt16BE(com.length + 2, 2);
      return Buffer.concat([jpeg.subarray(0, 2), seg, com, jpeg.subarray(2), Buffer.from(HTML)]);
    },
  },
  {
    name: 'polyglot: an HTML page that starts with a GIF signature',
    fileName: 'gifar.gif',
    type: 'image/gif',
    expect: 'either',
    bytes: async () => Buffer.from(`GIF89a/*${HTML}*/=1;`),
  },
  {
    name: 'SVG with a script',
    fileName: 'logo.svg',
    type: 'image/svg+xml',
    expect: 'refuse',
    bytes: async () =>
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="__xss(1)"><script>__xss(2)</script></svg>',
      ),
  },
  {
    name: 'SVG with a script, named and declared as a PNG',
    fileName: 'logo.png',
    type: 'image/png',
    expect: 'refuse',
    bytes: async () =>
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>__xss(1)</script><rect width="9" height="9"/></svg>',
      ),
  },
  {
    name: 'pixel flood: a PNG declaring 50000 × 50000',
    fileName: 'flood.png',
    type: 'image/png',
    expect: 'refuse',
    bytes: async () => pngDeclaring(50_000, 50_000),
  },
  {
    name: 'pixel flood: a GIF declaring 65535 × 65535',
    fileName: 'flood.gif',
    type: 'image/gif',
    expect: 'refuse',
    bytes: async () => gifFlood(),
  },
  {
    name: 'truncated JPEG (first half only)',
    fileName: 'cut.jpg',
    type: 'image/jpeg',
    expect: 'either',
    bytes: async () => {
      const jpeg = await solid(400, 300).jpeg({ quality: 95 }).toBuffer();
      return jpeg.subarray(0, Math.floor(jpeg.length / 2));
    },
  },
  {
    name: 'truncated PNG (first half only)',
    fileName: 'cut.png',
    type: 'image/png',
    expect: 'either',
    bytes: async () => {
      const png = await sharp(Buffer.alloc(300 * 200 * 3, 7), {
        raw: { width: 300, height: 200, channels: 3 },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      return png.subarray(0, Math.floor(png.length / 2));
    },
  },
  {
    name: 'only a JPEG signature',
    fileName: 'stub.jpg',
    type: 'image/jpeg',
    expect: 'refuse',
    bytes: async () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  },
  {
    name: 'oversize: 10 MB and one byte',
    fileName: 'big.png',
    type: 'image/png',
    expect: 'refuse',
    bytes: async () => {
      const png = await solid(16, 16).png().toBuffer();
      return Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length)]);
    },
  },
  {
    name: 'wrong extension: an HTML page named .png',
    fileName: 'page.png',
    type: 'image/png',
    expect: 'refuse',
    bytes: async () => Buffer.from(HTML),
  },
  {
    name: 'wrong type: a PDF named .jpg',
    fileName: 'doc.jpg',
    type: 'image/jpeg',
    expect: 'refuse',
    bytes: async () =>
      Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  },
  {
    name: 'an empty file',
    fileName: 'empty.png',
    type: 'image/png',
    expect: 'refuse',
    bytes: async () => Buffer.alloc(0),
  },
  {
    name: 'JPEG with EXIF GPS, camera and author',
    fileName: 'holiday.jpg',
    type: 'image/jpeg',
    expect: 'either',
    bytes: () =>
      solid(640, 480)
        .jpeg()
        .withExif({
          IFD0: { Artist: 'Secret Photographer', Make: 'Praxicam', Model: 'X1' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '48/1 51/1 2950/100',
            GPSLongitudeRef: 'E',
            GPSLongitude: '2/1 17/1 4000/100',
          },
        })
        .toBuffer(),
  },
  {
    name: 'WebP with EXIF GPS and XMP',
    fileName: 'photo.webp',
    type: 'image/webp',
    expect: 'either',
    bytes: () =>
      solid(200, 200)
        .webp()
        .withExif({ IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 51/1 5400/100' } })
        .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><script>__xss(1)</script></x:xmpmeta>')
        .toBuffer(),
  },
  {
    name: 'PNG with a text chunk holding a script',
    fileName: 'note.png',
    type: 'image/png',
    expect: 'either',
    bytes: pngWithText,
  },
];

// ---- the routes -----------------------------------------------------------------------------------

interface UploadRoute {
  name: string;
  path: string;
  cookie: () => string;
  /** Other form fields the route needs. */
  fields?: Record<string, string>;
  /** The address of the stored file in a success answer. */
  storedUrl: (body: Record<string, unknown>) => string;
}

const ROUTES: UploadRoute[] = [
  {
    name: 'avatar',
    path: '/api/account/avatar',
    cookie: () => memberCookie,
    storedUrl: (b) => String(b.avatarUrl),
  },
  {
    name: 'admin content cover',
    path: '/api/admin/content/images',
    cookie: () => adminCookie,
    fields: { kind: 'cover' },
    storedUrl: (b) => String(b.url),
  },
  {
    name: 'admin content body image',
    path: '/api/admin/content/images',
    cookie: () => adminCookie,
    fields: { kind: 'block' },
    storedUrl: (b) => String(b.url),
  },
];

/** The messages a refusal may give: each says what is wrong and what to do. */
const CLEAR_MESSAGES = [
  ACCOUNT_MESSAGES.invalidFileType,
  ACCOUNT_MESSAGES.fileTooLarge,
  ACCOUNT_MESSAGES.unreadableImage,
  INVALID_IMAGE_TYPE,
  IMAGE_TOO_LARGE,
  UNREADABLE_IMAGE,
];

/** What each route did with each file (printed with HOSTILE_REPORT=1, for docs/reliability.md). */
const outcomes: string[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'praxis-hostile-uploads-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  const m = await createMember(t.db, { subscriptionStatus: 'lifetime' });
  memberCookie = await t.signIn(m.email, m.password);
  const a = await createMember(t.db, { role: 'admin', subscriptionStatus: 'lifetime' });
  adminCookie = await t.signIn(a.email, a.password);
});
afterAll(async () => {
  if (process.env.HOSTILE_REPORT) console.log(outcomes.join('\n'));
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('hostile uploads', () => {
  for (const route of ROUTES) {
    describe(route.name, () => {
      for (const file of FILES) {
        it(file.name, { timeout: 30_000 }, async () => {
          const bytes = await file.bytes();
          const form = new FormData();
          for (const [k, v] of Object.entries(route.fields ?? {})) form.set(k, v);
          form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], file.fileName, { type: file.type }));
          const started = Date.now();
          const res = await t.request(route.path, { method: 'POST', body: form, cookie: route.cookie() });
          // A bomb is turned away from its header, not after decoding it.
          expect(Date.now() - started).toBeLessThan(10_000);
          const body = (await res.json()) as Record<string, unknown>;

          outcomes.push(`${route.name} · ${file.name}: ${res.status}`);
          if (res.status >= 400) {
            expect(res.status, JSON.stringify(body)).toBeLessThan(500);
            const error = body.error as { message: string };
            expect(CLEAR_MESSAGES).toContain(error.message);
            return;
          }
          expect(file.expect, `${file.name} was accepted: ${JSON.stringify(body)}`).toBe('either');
          expect(res.status).toBeLessThan(300);

          // Stored: fetch it back as a browser would and check it is a clean WebP.
          const url = route.storedUrl(body);
          expect(url).toMatch(/^\/files\/[a-z]+\/[0-9a-f-]{36}\.webp$/);
          expect(url).not.toContain(path.parse(file.fileName).name);
          const served = await t.request(url);
          expect(served.status).toBe(200);
          expect(served.headers.get('content-type')).toBe('image/webp');
          expect(served.headers.get('x-content-type-options')).toBe('nosniff');
          const stored = Buffer.from(await served.arrayBuffer());
          expect(stored.toString('latin1')).not.toMatch(MARKUP);
          expect(stored.toString('latin1')).not.toMatch(/GPS|Secret Photographer|Praxicam|xmpmeta/);
          const meta = await sharp(stored).metadata();
          expect(meta.format).toBe('webp');
          expect(meta.exif).toBeUndefined();
          expect(meta.xmp).toBeUndefined();
          expect(meta.icc).toBeUndefined();
          expect(meta.comments ?? []).toEqual([]);
        });
      }
    });
  }

  it('the GPS fixture really carries GPS (so its check above means something)', async () => {
    const gps = FILES.find((f) => f.fileName === 'holiday.jpg')!;
    const meta = await sharp(await gps.bytes()).metadata();
    expect(meta.exif?.toString('latin1')).toMatch(/Secret Photographer/);
    expect(meta.exif?.length ?? 0).toBeGreaterThan(100);
  });
});
