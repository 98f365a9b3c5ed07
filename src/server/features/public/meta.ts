import { and, asc, eq, gt } from 'drizzle-orm';
import { displayTitle, isOpenToVisitors, resolveImage } from '../../../shared/domain/content';
import type { Db } from '../../db/client';
import { resources } from '../../db/schema';
import type { PageMeta } from '../../http/spa';
import { kindOf } from '../content/detail';
import { isEvent, isPublished } from '../content/where';

const MAX_DESCRIPTION = 200;

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= MAX_DESCRIPTION) return flat;
  const cut = flat.slice(0, MAX_DESCRIPTION - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > MAX_DESCRIPTION / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const PUBLIC_ITEM = /^\/(public-case-studies|resources)\/([^/]+)\/?$/;

async function itemMeta(db: Db, id: string, kind: 'case-study' | 'resource'): Promise<PageMeta | null> {
  const [row] = await db
    .select({
      id: resources.id,
      type: resources.type,
      isPraxisCase: resources.isPraxisCase,
      title: resources.title,
      blurb: resources.blurb,
      description: resources.description,
      imageUrl: resources.imageUrl,
    })
    .from(resources)
    .where(and(eq(resources.id, id), isPublished))
    .limit(1);
  if (!row || kindOf(row) !== kind) return null;
  if (kind === 'resource' && !isOpenToVisitors(row)) return null;
  return {
    title: displayTitle(row.title),
    description: shorten(row.blurb ?? row.description ?? ''),
    image: resolveImage(row.imageUrl),
  };
}

/**
 * The preview of a public page (/public-events, /public-case-studies/{id}, /resources/{id}), or
 * null for any other path or a missing item (the page then keeps the default head).
 */
export async function publicPageMeta(
  db: Db,
  pathname: string,
  opts: { appName: string; now?: Date },
): Promise<PageMeta | null> {
  if (pathname === '/public-events' || pathname === '/public-events/') {
    const [next] = await db
      .select({ imageUrl: resources.imageUrl })
      .from(resources)
      .where(and(isEvent, gt(resources.date, opts.now ?? new Date())))
      .orderBy(asc(resources.date))
      .limit(1);
    return {
      title: 'Live sessions and recordings',
      description: `Upcoming live sessions and featured recordings from the ${opts.appName} fellowship of Learning & Development practitioners.`,
      image: resolveImage(next?.imageUrl),
    };
  }
  const match = PUBLIC_ITEM.exec(pathname);
  if (!match) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
  return itemMeta(db, id, match[1] === 'resources' ? 'resource' : 'case-study');
}
