// Bundles the server into dist/server (dependencies stay in node_modules) and copies migrations beside it.
import fs from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/index.ts'],
  outdir: 'dist/server',
  // Dynamic imports (the demo seed) become chunks of their own, loaded only when used.
  splitting: true,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
fs.rmSync('dist/server/migrations', { recursive: true, force: true });
fs.cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
console.log('server built: dist/server/index.js');
