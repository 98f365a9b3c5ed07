import { and, gt, inArray } from 'drizzle-orm';
import { isOpenToVisitors } from '../../../shared/domain/content';
import { resources } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { type PublicCard, toPublicCard, withoutLinks } from '../content/card';
import {
  type DetailItem,
  findItem,
  NOT_FOUND_TEXT,
  loadBlocks,
  relatedCaseStudies,
  relatedResources,
  toDetailItem,
} from '../content/detail';
import { type ListViewer, type PublicPages, publicPage } from '../content/public-pages';
import { cardsOf, type Viewer } from '../content/service';
import { isEvent, isPublished, SOONEST_FIRST } from '../content/where';

/** The three recordings the public events page features. */
export const FEATURED_RECORDINGS = ['res_837', 'res_832', 'res_820'] as const;
/** How many upcoming events the public events page lists. */
export const PUBLIC_UPCOMING_LIMIT = 12;

/**
 * A visitor is anyone without full access (not signed in, or a restricted subscription). For a
 * visitor the viewer carries no user id, so nothing member-specific is computed either.
 */
export type PublicViewer = Viewer & { visitor: boolean };

/**
 * The public events page: the next upcoming events and the featured recordings, kept as a public
 * page per content version (one for visitors, links withheld, one for members) until the soonest
 * of those events starts.
 */
export async function publicEvents(v: PublicViewer & { pages: PublicPages }) {
  const viewer: ListViewer = { db: v.db, userId: v.userId, now: v.now, pages: v.pages };
  const key = v.visitor ? 'public-events:visitor' : 'public-events:member';
  const { sections } = await publicPage(viewer, key, async () => {
    const [upcoming, featured] = await Promise.all([
      cardsOf(
        v.db,
        and(isEvent, gt(resources.date, v.now)),
        SOONEST_FIRST,
        { offset: 0, limit: PUBLIC_UPCOMING_LIMIT },
        v.now,
      ),
      cardsOf(
        v.db,
        and(inArray(resources.id, [...FEATURED_RECORDINGS]), isPublished),
        SOONEST_FIRST,
        { offset: 0, limit: FEATURED_RECORDINGS.length },
        v.now,
      ),
    ]);
    const order = (id: string) => FEATURED_RECORDINGS.indexOf(id as (typeof FEATURED_RECORDINGS)[number]);
    const soonest = upcoming[0]?.date ? Date.parse(upcoming[0].date) : Number.POSITIVE_INFINITY;
    return {
      sections: {
        // Upcoming sessions are open to visitors, but joining links stay with members.
        upcoming: v.visitor ? upcoming.map((card) => withoutLinks(card)) : upcoming,
        featured: featured
          .sort((a, b) => order(a.id) - order(b.id))
          .map((card) => toPublicCard(card, v.visitor)),
      },
      extra: undefined,
      validUntil: soonest,
    };
  });
  return { upcoming: sections.upcoming!, featured: sections.featured! as PublicCard[] };
}

/** For visitors: the teaser only (title, badges, blurb, image); the case itself stays with members. */
function lockedItem(item: DetailItem): DetailItem & { locked: true } {
  return {
    ...withoutLinks(item),
    challenge: null,
    solution: null,
    results: null,
    purpose: null,
    calendarInvite: null,
    locked: true,
  };
}

export async function publicCaseStudy(v: PublicViewer, id: string) {
  const row = await findItem(v, id, 'case-study');
  const item = toDetailItem(row, v.now);
  const [blocks, related] = await Promise.all([
    v.visitor ? Promise.resolve([]) : loadBlocks(v, row.id),
    relatedCaseStudies(v, row),
  ]);
  return {
    item: v.visitor ? lockedItem(item) : { ...item, locked: false },
    blocks,
    related: related.map((card) => toPublicCard(card, v.visitor)),
  };
}

/** Resources are public: the whole resource, its blocks and up to 6 related resources. Any other type is 404. */
export async function publicResource(v: PublicViewer, id: string) {
  const row = await findItem(v, id, 'resource');
  if (!isOpenToVisitors(row)) throw notFound(NOT_FOUND_TEXT.resource);
  const [blocks, related] = await Promise.all([loadBlocks(v, row.id), relatedResources(v, row)]);
  return { item: toDetailItem(row, v.now), blocks, related };
}
