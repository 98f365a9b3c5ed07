// Measures the JavaScript the /login page loads on first visit (gzipped bytes), in Debian's Chromium,
// against the built app (run `npm run build` first). Usage: node scripts/bench-login-js.mjs
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

const port = 3150;
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/e2e-server.ts'], {
  env: { ...process.env, E2E_PORT: String(port) },
  stdio: 'ignore',
});
try {
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname);
  });
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await browser.close();
  let total = 0;
  const rows = [...scripts].sort().map((p) => {
    const bytes = fs.readFileSync(path.join('dist/client', p));
    const gz = zlib.gzipSync(bytes, { level: 9 }).length;
    total += gz;
    return `| ${p} | ${bytes.length} | ${gz} |`;
  });
  console.log('| script | raw bytes | gzip bytes |\n|---|---|---|');
  console.log(rows.join('\n'));
  console.log(`| **total** | | **${total}** (${(total / 1024).toFixed(1)} KiB) |`);
} finally {
  server.kill('SIGTERM');
}
