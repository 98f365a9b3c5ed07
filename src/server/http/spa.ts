import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import type { Env } from '../env';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/** Public settings the browser needs, injected into index.html (no extra request on the sign-in path). */
export function publicConfig(env: Env) {
  return {
    appName: env.APP_NAME,
    communityUrl: env.COMMUNITY_URL,
    supportEmail: env.SUPPORT_EMAIL,
    marketingUrl: env.MARKETING_URL,
    signUpEnabled: env.SIGNUP_ENABLED,
  };
}

function configScript(env: Env): string {
  // `<` is escaped so the JSON can never close the script element.
  const json = JSON.stringify(publicConfig(env)).replace(/</g, '\\u003c');
  return `<script id="praxis-config" type="application/json">${json}</script>`;
}

/**
 * Serves the built single-page app: hashed assets with a year-long immutable cache, every other
 * path the index.html (never cached) so the client router can take it.
 */
export function spa(clientDir: string, env: Env) {
  const app = new Hono();
  const indexHtml = fs
    .readFileSync(path.join(clientDir, 'index.html'), 'utf8')
    .replace('<!--praxis-config-->', configScript(env))
    .replace(/<title>[^<]*<\/title>/, `<title>${env.APP_NAME.replace(/[<&>"]/g, '')}</title>`);
  const root = path.resolve(clientDir);

  app.get('*', async (c) => {
    const requested = path.resolve(root, `.${decodeURIComponent(c.req.path)}`);
    const ext = path.extname(requested);
    if (requested.startsWith(root + path.sep) && ext && TYPES[ext]) {
      try {
        const body = await fs.promises.readFile(requested);
        const immutable = c.req.path.startsWith('/assets/');
        return c.body(body, 200, {
          'Content-Type': TYPES[ext]!,
          'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        });
      } catch {
        if (c.req.path.startsWith('/assets/')) return c.text('Not found', 404);
      }
    }
    return c.html(indexHtml, 200, { 'Cache-Control': 'no-cache' });
  });
  return app;
}
