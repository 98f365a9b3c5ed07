// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the built client,
// so the server sends them as they are instead of compressing on each request.
// Usage: node scripts/compress-assets.mjs [dir]   (default dist/client; run after `vite build`)
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Text formats worth compressing (images and fonts are compressed already). Not .html: the server
 * reads index.html once and renders it per request.
 */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.map',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ico',
]);
/** Below this the server sends files as they are (the same threshold as http/compress.ts). */
const MIN_BYTES = 1024;

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** A copy that would not be smaller than the file is not written (the file is served as it is). */
async function compressFile(file) {
  const body = fs.readFileSync(file);
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const written = { original: body.byteLength, br: 0, gz: 0 };
  if (br.byteLength < body.byteLength) {
    fs.writeFileSync(`${file}.br`, br);
    written.br = br.byteLength;
  }
  if (gz.byteLength < body.byteLength) {
    fs.writeFileSync(`${file}.gz`, gz);
    written.gz = gz.byteLength;
  }
  return written;
}

const dir = process.argv[2] ?? 'dist/client';
const files = [...filesUnder(dir)].filter(
  (file) => COMPRESSIBLE.has(path.extname(file)) && fs.statSync(file).size >= MIN_BYTES,
);
const results = await Promise.all(files.map(compressFile));
const kb = (key) => `${(results.reduce((total, r) => total + r[key], 0) / 1024).toFixed(0)} KB`;
console.log(
  `compressed ${files.length} files in ${dir}: ${kb('original')} -> brotli ${kb('br')}, gzip ${kb('gz')}`,
);
