import { and, asc, eq } from 'drizzle-orm';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { isOpenToVisitors, PDF_KINDS, type PdfKind } from '../../../shared/domain/content';
import { safeFileName } from '../../../shared/domain/ics';
import type { AppDeps, AppEnv } from '../../context';
import { access } from '../../http/access';
import { resourceBlocks, resources } from '../../db/schema';
import { attachment } from '../../lib/attachment';
import { notFound } from '../../lib/errors';
import { createRouter, errorResponse, plainRoute } from '../../http/openapi';
import { isPublished, presentedAsAny } from '../content/where';
import { memberReader } from '../public/reader';
import { IMAGE_WIDTHS } from '../../../shared/domain/covers';
import { IMAGE_WIDTH_MESSAGE, imageWidth } from '../../http/webp-files';
import { type CardCovers, cardCovers } from './card-cover';
import { renderCoverSvg, renderSpeakerSvg } from './covers';
import { renderContentPdf } from './pdf';

/**
 * The PDF addresses, as one group: without it the router reads the alternatives as alternatives of
 * the whole path, and /case-studies/<an id containing "research"> was served as research.
 */
const PDF_KIND_PATTERN = `(?:${Object.keys(PDF_KINDS).join('|')})`;

const SHARED_CACHE = { 'Cache-Control': 'public, max-age=86400' };

/** An SVG locked down to itself (no scripts, no outside resources). */
function svgResponse(c: Context<AppEnv>, svg: string, headers: Record<string, string>) {
  return c.body(svg, 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    ...headers,
  });
}

/** The published item a generated cover is of, or a 404. */
async function coveredItem(deps: AppDeps, id: string) {
  const [row] = await deps.db
    .select({ id: resources.id, title: resources.title, type: resources.type })
    .from(resources)
    .where(and(eq(resources.id, id), isPublished))
    .limit(1);
  if (!row) throw notFound('File not found');
  return row;
}

/** A card's cover as WebP (`<id>.webp?w=`): no title, the same for everyone. */
async function cardCoverResponse(c: Context<AppEnv>, deps: AppDeps, covers: CardCovers, id: string) {
  const width = imageWidth(c.req.query('w') ?? '640');
  const bytes = await covers(await coveredItem(deps, id), width);
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': 'image/webp',
    'Content-Length': String(bytes.byteLength),
    'X-Content-Type-Options': 'nosniff',
    ...SHARED_CACHE,
  });
}

/**
 * Generated files: cover images (public, used by shared links; members-only items show their
 * title to members only) and members-only PDFs.
 */
export function fileRoutes(deps: AppDeps) {
  const app = createRouter();
  const covers = cardCovers();

  plainRoute(
    app,
    {
      method: 'get',
      path: '/covers/:file',
      tags: ['Files'],
      summary: 'Cover image of an item (members-only items show their title to members only)',
      ...access('public'),
      request: {
        params: z.object({ file: z.string().openapi({ example: 'res_837.svg' }) }),
        query: z.object({
          title: z
            .enum(['none'])
            .optional()
            .openapi({ description: "none: without the title (a card's cover)" }),
          w: z
            .enum(IMAGE_WIDTHS.map(String) as [string, ...string[]])
            .optional()
            .openapi({
              description: "For `<id>.webp`, a card's cover: its width in pixels (640 if not given)",
            }),
        }),
      },
      responses: {
        200: {
          description: "An SVG image, or for `<id>.webp` a card's cover (no title) as WebP",
          content: { 'image/svg+xml': { schema: z.string() }, 'image/webp': { schema: z.string() } },
        },
        400: errorResponse(IMAGE_WIDTH_MESSAGE),
        404: errorResponse('File not found'),
      },
    },
    async (c) => {
      const file = c.req.param('file');
      if (file.endsWith('.webp')) return cardCoverResponse(c, deps, covers, file.slice(0, -5));
      if (!file.endsWith('.svg')) throw notFound('File not found');
      const name = file.slice(0, -4);
      if (name.startsWith('speaker-')) {
        return svgResponse(
          c,
          renderSpeakerSvg(name.slice('speaker-'.length).replace(/-/g, ' ')),
          SHARED_CACHE,
        );
      }
      const row = await coveredItem(deps, name);
      // A card's cover: neither title nor type (the card prints both), the same for everyone.
      if (c.req.query('title') === 'none') {
        return svgResponse(c, renderCoverSvg({ ...row, title: null, bare: true }), SHARED_CACHE);
      }
      if (isOpenToVisitors(row)) return svgResponse(c, renderCoverSvg(row), SHARED_CACHE);
      // A members-only item's title is for members: a visitor's cover has none. The answer differs
      // by session, so only the browser may keep it.
      const reader = await memberReader(deps, c.req.raw.headers);
      return svgResponse(c, renderCoverSvg(reader ? row : { ...row, title: null }), {
        'Cache-Control': 'private, max-age=86400',
        Vary: 'Cookie',
      });
    },
  );

  plainRoute(
    app,
    {
      method: 'get',
      path: `/:kind{${PDF_KIND_PATTERN}}/:file`,
      tags: ['Files'],
      summary: 'A canvas, research or case study as a PDF (members only)',
      ...access('member'),
      request: {
        params: z.object({
          kind: z.enum(Object.keys(PDF_KINDS) as [PdfKind]),
          file: z.string().openapi({ example: 'res_837.pdf' }),
        }),
      },
      responses: {
        200: { description: 'A PDF file', content: { 'application/pdf': { schema: z.string() } } },
        401: errorResponse('Not signed in'),
        403: errorResponse('No membership, or it ended'),
        404: errorResponse('File not found'),
      },
    },
    async (c) => {
      const kind = c.req.param('kind') as PdfKind;
      const file = c.req.param('file');
      if (!file.endsWith('.pdf')) throw notFound('File not found');
      const id = file.slice(0, -4);
      const [row] = await deps.db
        .select({ id: resources.id, title: resources.title, blurb: resources.blurb })
        .from(resources)
        .where(and(eq(resources.id, id), presentedAsAny(PDF_KINDS[kind])))
        .limit(1);
      if (!row) throw notFound('File not found');
      const blocks = await deps.db
        .select({ type: resourceBlocks.type, data: resourceBlocks.data })
        .from(resourceBlocks)
        .where(eq(resourceBlocks.resourceId, id))
        .orderBy(asc(resourceBlocks.position));
      const pdf = await renderContentPdf({ title: row.title, subtitle: row.blurb, blocks });
      return c.body(pdf, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': attachment(safeFileName(row.title, 'pdf', 'document')),
        'Cache-Control': 'private, max-age=3600',
      });
    },
  );

  return app;
}
