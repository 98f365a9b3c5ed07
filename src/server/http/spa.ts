import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../context';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { type PageMeta, publicPageMeta } from '../features/public/meta';
import type { Logger } from '../lib/logger';

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

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*>/;

/**
 * The head of a public page for link previews: title, description and Open Graph / Twitter tags,
 * every value escaped. Relative image addresses become absolute (previewers fetch them directly).
 */
export function renderMetaHead(
  html: string,
  meta: PageMeta,
  opts: { appName: string; appUrl: string; path: string },
) {
  const title = `${meta.title} | ${opts.appName}`;
  const image = meta.image ? new URL(meta.image, opts.appUrl).toString() : null;
  const tags = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', opts.appName],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', new URL(opts.path, opts.appUrl).toString()],
    ...(image ? [['property', 'og:image', image]] : []),
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    ...(image ? [['name', 'twitter:image', image]] : []),
  ]
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value!)}" />`)
    .join('\n    ');
  // Replacer functions: a `$&` in a title must stay text, not a replacement pattern.
  return html
    .replace(TITLE, () => `<title>${escapeHtml(title)}</title>\n    ${tags}`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(meta.description)}" />`);
}

/**
 * Serves the built single-page app: hashed assets with a year-long immutable cache, every other
 * path the index.html (never cached) so the client router can take it. Public content pages get
 * their title, description and preview image rendered into the head (see features/public/meta.ts).
 */
export function spa(clientDir: string, env: Env, db?: Db) {
  const app = new Hono<AppEnv>();
  const indexHtml = fs
    .readFileSync(path.join(clientDir, 'index.html'), 'utf8')
    .replace('<!--praxis-config-->', () => configScript(env))
    .replace(TITLE, () => `<title>${escapeHtml(env.APP_NAME)}</title>`);
  const root = path.resolve(clientDir);

  const renderIndex = async (pathname: string, log: Logger | undefined): Promise<string> => {
    if (!db) return indexHtml;
    try {
      const meta = await publicPageMeta(db, pathname, { appName: env.APP_NAME });
      return meta
        ? renderMetaHead(indexHtml, meta, { appName: env.APP_NAME, appUrl: env.APP_URL, path: pathname })
        : indexHtml;
    } catch (err) {
      // A preview is a nicety: the page itself must still load.
      log?.warn({ err, path: pathname }, 'could not render page meta');
      return indexHtml;
    }
  };

  app.get('*', async (c) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(c.req.path);
    } catch {
      decoded = c.req.path;
    }
    const requested = path.resolve(root, `.${decoded}`);
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
    return c.html(await renderIndex(c.req.path, c.get('log')), 200, { 'Cache-Control': 'no-cache' });
  });
  return app;
}
