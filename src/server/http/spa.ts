import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { AppEnv } from '../context';
import type { Env } from '../env';
import type { Logger } from '../lib/logger';
import { ASSETS_PREFIX, staticFiles } from './static-files';

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

/** What a shared link of a public page previews as (only what a visitor may see anyway). */
export interface PageMeta {
  title: string;
  description: string;
  image: string | null;
}

/** The preview of the page at a path, or null for a page without one (the app passes it in). */
export type PageMetaLookup = (pathname: string) => Promise<PageMeta | null>;

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

const MEMBER_CHUNKS = /[ \t]*<!--praxis-member-chunks ([^>]*)-->\n?/;
const PAGE_CHUNKS = /[ \t]*<!--praxis-page-chunks ([^>]*)-->\n?/;

/** A page's address pattern ('/resources/:id') against a path: a ':name' segment matches any one. */
function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = (pathname.replace(/\/+$/, '') || '/').split('/');
  if (pattern === '/') return pathname === '/' || pathname === '';
  return (
    want.length === have.length &&
    want.every((seg, i) => (seg.startsWith(':') ? have[i] !== '' : seg === have[i]))
  );
}

/**
 * The build names, in a comment, the chunks of the pages most often opened first (see
 * vite.config.ts). For a member asking for one of those pages, they become modulepreload links
 * too, so the page's code arrives with the entry; every other page (and every visitor) gets none.
 */
export function withPageChunks(html: string, pathname: string | null): string {
  return html.replace(PAGE_CHUNKS, (_all, list: string) => {
    if (pathname === null) return '';
    for (const entry of list.split(' ')) {
      const at = entry.indexOf('=');
      if (at < 0 || !matchesPattern(entry.slice(0, at), pathname)) continue;
      return assetFiles(entry.slice(at + 1).replaceAll(',', ' '))
        .map((file) => `    <link rel="modulepreload" crossorigin href="${file}">\n`)
        .join('');
    }
    return '';
  });
}
const MEMBER_EARLY = /[ \t]*<!--praxis-member-early ([^>]*)-->\n?/;

const assetFiles = (list: string) =>
  list.split(' ').filter((file) => file.startsWith(ASSETS_PREFIX) && !/["<>\s]/.test(file));

/**
 * The build names, in comments (see vite.config.ts), the chunk holding the member frame with the
 * chunks it imports, and a tiny script that asks for /api/me at once. For a browser that holds a
 * session the first become modulepreload links and the second a script, so all of it starts with
 * the entry instead of after it has run; a visitor (on /login, say) gets neither.
 */
export function withMemberChunks(html: string, member: boolean): string {
  return (
    html
      .replace(MEMBER_EARLY, (_all, list: string) =>
        member
          ? assetFiles(list)
              .map((file) => `    <script type="module" async crossorigin src="${file}"></script>\n`)
              .join('')
          : '',
      )
      .replace(MEMBER_CHUNKS, (_all, list: string) =>
        member
          ? assetFiles(list)
              .map((file) => `    <link rel="modulepreload" crossorigin href="${file}">\n`)
              .join('')
          : '',
      )
  );
}

/** Whether the request carries a better-auth session cookie (signed in, as far as a hint needs to know). */
const holdsSession = (cookieHeader: string | undefined): boolean =>
  cookieHeader !== undefined &&
  Object.keys(parseCookies(cookieHeader)).some((name) => /(^|\.)session_token$/.test(name));

/** A path naming a file of the build (it has an extension), other than the page itself. */
const namesFile = (pathname: string) =>
  path.posix.extname(pathname) !== '' && path.posix.basename(pathname) !== 'index.html';

/**
 * Serves the built single-page app: the files of the build (see static-files.ts), a real 404 for
 * anything else under /assets, and index.html (revalidated on every use) for every other path so
 * the client router can take it — a client route may hold a dot (a tag like "L&D 2.0"), so only
 * /assets is sure to be a file. Public content pages get their title, description and preview
 * image rendered into the head (the app passes in features/public/meta.ts).
 */
export function spa(clientDir: string, env: Env, pageMeta?: PageMetaLookup) {
  const app = new Hono<AppEnv>();
  const builtHtml = fs
    .readFileSync(path.join(clientDir, 'index.html'), 'utf8')
    .replace('<!--praxis-config-->', () => configScript(env))
    .replace(TITLE, () => `<title>${escapeHtml(env.APP_NAME)}</title>`);
  const pages = { visitor: withMemberChunks(builtHtml, false), member: withMemberChunks(builtHtml, true) };

  const renderIndex = async (pathname: string, log: Logger | undefined, member: boolean): Promise<string> => {
    const indexHtml = withPageChunks(member ? pages.member : pages.visitor, member ? pathname : null);
    if (!pageMeta) return indexHtml;
    try {
      const meta = await pageMeta(pathname);
      return meta
        ? renderMetaHead(indexHtml, meta, { appName: env.APP_NAME, appUrl: env.APP_URL, path: pathname })
        : indexHtml;
    } catch (err) {
      // A preview is a nicety: the page itself must still load.
      log?.warn({ err, path: pathname }, 'could not render page meta');
      return indexHtml;
    }
  };

  const files = staticFiles(clientDir);
  // If-None-Match answers 304: for a file by its content tag, for the page by a digest of it.
  app.use('*', etag());
  app.get(`${ASSETS_PREFIX}*`, files, (c) => c.text('Not found', 404));
  app.get(
    '*',
    (c, next) => (namesFile(c.req.path) ? files(c, next) : next()),
    async (c) => {
      const member = holdsSession(c.req.header('cookie'));
      // The page differs with the session cookie (the member chunks' links): a cache must know.
      return c.html(await renderIndex(c.req.path, c.get('log'), member), 200, {
        'Cache-Control': 'no-cache',
        Vary: 'Cookie',
      });
    },
  );
  return app;
}
