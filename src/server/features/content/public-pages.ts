import { sql } from 'drizzle-orm';
import type { ContentCard } from '../../../shared/content-card';
import type { Db } from '../../db/client';
import { contentState, resources } from '../../db/schema';
import { cardAsSeen, isSavedColumn } from './card';

/**
 * Pages of cards as every member sees them — a list's page, the dashboard's shared sections — kept
 * per content version. Reading a page of a large library costs more than serving it, and its
 * public part changes only when the content does; what one member sees differently (whether they
 * saved a card) and what moves with every visit (view counts) is never kept: it is read live, with
 * the content version, by one statement on the cards' ids (`PublicPages.readLive`).
 *
 * A page may also end with time (`validUntil`): events move from upcoming to past as their start
 * passes, at the same content version.
 */
export interface PublicPage<X = unknown> {
  /** content_state.version read before the page was built. */
  version: number;
  /** The page's cards by section (a list has one, "items"), built without a member's saved state. */
  sections: Record<string, ContentCard[]>;
  /** Whatever else the page tells (a total, the research years). */
  extra: X;
  /** Epoch ms after which the page may be wrong even at the same version. */
  validUntil: number;
}

/** Someone reading pages: the member's id (null for a visitor), the time, and the pages their app keeps. */
export interface ListViewer {
  db: Db;
  userId: string | null;
  now: Date;
  pages: PublicPages;
}

/** The viewer of a request by a signed-in member, now. */
export function listViewer(app: { db: Db; publicPages: PublicPages }, userId: string): ListViewer {
  return { db: app.db, userId, now: new Date(), pages: app.publicPages };
}

/**
 * Filters and pages differ without bound: beyond this many entries (pages and totals), or this many
 * cards in all (2,000 pages of 12; a page may hold up to 48), the least recently used go first.
 */
const MAX_ENTRIES = 2000;
const MAX_CARDS = 24_000;

const cardsIn = (page: PublicPage) => Object.values(page.sections).reduce((n, cards) => n + cards.length, 0);

/** A card's live part: its view count and whether the member saved it. */
export type Live = Map<string, { viewCount: number; isSaved: boolean }>;

/** What a request reads live: the content version, the cards' live part, and whatever else it asks. */
export interface LiveRead<A> {
  version: number;
  live: Live;
  also: A;
}

/**
 * What is live about a page's cards, with the content version, in one statement by primary key:
 * prepared once per app, as it runs on every list request.
 */
function liveStatement(db: Db) {
  return db
    .select({
      version: contentState.version,
      id: resources.id,
      viewCount: resources.viewCount,
      isSaved: isSavedColumn(sql.placeholder('userId')),
    })
    .from(contentState)
    .leftJoin(resources, sql`${resources.id} = any(${sql.placeholder('ids')}::text[])`)
    .prepare('public_page_live');
}

/** The pages this app built, by key (the list, its filters and the page). */
export class PublicPages {
  private readonly pages = new Map<string, PublicPage>();
  /** Cards held by all the pages. */
  private cards = 0;
  private readonly live: ReturnType<typeof liveStatement>;
  /**
   * The newest content version a request of this app has read. A page built now may be marked with
   * it instead of reading the version again: the content it reads is at least that new, so the mark
   * is never ahead of the page; a mark behind it only costs one rebuild when the page is next read.
   */
  private versionSeen: number | undefined;

  constructor(db: Db) {
    this.live = liveStatement(db);
  }

  /** Notes a content version read from the database. */
  saw(version: number): void {
    if (this.versionSeen === undefined || version > this.versionSeen) this.versionSeen = version;
  }

  /** A version to mark a page built now with: the newest seen, or read when none was. */
  async versionForBuild(db: Db): Promise<number> {
    if (this.versionSeen === undefined) this.saw(await readContentVersion(db));
    return this.versionSeen!;
  }

  /** The cards' live part and the content version (a visitor, `null`, has saved nothing). */
  async readLive(userId: string | null, ids: string[]): Promise<{ version: number; live: Live }> {
    const rows = await this.live.execute({ userId, ids });
    const live: Live = new Map();
    for (const row of rows) {
      if (row.id !== null) live.set(row.id, { viewCount: row.viewCount ?? 0, isSaved: row.isSaved === true });
    }
    return { version: rows[0]?.version ?? 0, live };
  }

  get(key: string, now: Date): PublicPage | undefined {
    const page = this.pages.get(key);
    if (!page || now.getTime() >= page.validUntil) return undefined;
    // Used again: to the end of the line, last to go.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  keep(key: string, page: PublicPage): void {
    const held = this.pages.get(key);
    // Requests finish out of order: never replace a page built later by one built earlier.
    if (held && held.version > page.version) return;
    this.forget(key);
    this.pages.set(key, page);
    this.cards += cardsIn(page);
    while (this.pages.size > MAX_ENTRIES || this.cards > MAX_CARDS)
      this.forget(this.pages.keys().next().value!);
  }

  private forget(key: string): void {
    const held = this.pages.get(key);
    if (!held) return;
    this.pages.delete(key);
    this.cards -= cardsIn(held);
  }

  /**
   * A value of the content at `version` that several pages share (a list's total is the same for
   * all its pages): the one kept under `key` when it was computed at that version and its time is
   * not up, otherwise computed and kept.
   */
  async keptAt<T>(
    key: string,
    version: number,
    now: Date,
    compute: () => Promise<{ value: T; validUntil?: number }>,
  ): Promise<T> {
    const held = this.get(key, now);
    if (held?.version === version) return held.extra as T;
    const { value, validUntil = Number.POSITIVE_INFINITY } = await compute();
    this.keep(key, { version, sections: {}, extra: value, validUntil });
    return value;
  }
}

/** The current content version. */
export async function readContentVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: contentState.version }).from(contentState);
  return row?.version ?? 0;
}

const idsOf = (page: PublicPage) => [
  ...new Set(Object.values(page.sections).flatMap((cards) => cards.map((card) => card.id))),
];

/** The page's cards with the member's saved states, the live view counts and timelines at `now`. */
function seenWith(page: PublicPage, live: Live, now: Date): Record<string, ContentCard[]> {
  const seen: Record<string, ContentCard[]> = {};
  for (const [name, cards] of Object.entries(page.sections)) {
    seen[name] = cards.map((card) => {
      const state = live.get(card.id);
      return cardAsSeen(card, {
        now,
        isSaved: state?.isSaved ?? false,
        viewCount: state?.viewCount ?? card.viewCount,
      });
    });
  }
  return seen;
}

/**
 * The page under `key` as the member sees it: the kept one while it is the current content's (and
 * every card of it still exists), otherwise built again (`build`, given the content version it was
 * read at, reads the library without any member's saved state) and kept. `readLive` reads the live
 * part of the page's cards (by default the app's prepared statement); a page that needs something
 * more of the member on every request (the dashboard's recently saved) reads it in the same
 * statement and gets it back as `also`.
 */
export async function publicPage<X, A = undefined>(
  viewer: ListViewer,
  key: string,
  build: (version: number) => Promise<Omit<PublicPage<X>, 'version'>>,
  readLive?: (ids: string[]) => Promise<LiveRead<A>>,
): Promise<{ sections: Record<string, ContentCard[]>; extra: X; also: A }> {
  const { db, userId, now, pages } = viewer;
  const read =
    readLive ?? (async (ids: string[]) => ({ ...(await pages.readLive(userId, ids)), also: undefined as A }));
  const held = pages.get(key, now) as PublicPage<X> | undefined;
  if (held) {
    const ids = idsOf(held);
    const { version, live, also } = await read(ids);
    pages.saw(version);
    if (version === held.version && live.size === ids.length) {
      return { sections: seenWith(held, live, now), extra: held.extra, also };
    }
  }
  const version = await pages.versionForBuild(db);
  const page: PublicPage<X> = { version, ...(await build(version)) };
  pages.keep(key, page);
  const { version: current, live, also } = await read(idsOf(page));
  pages.saw(current);
  return { sections: seenWith(page, live, now), extra: page.extra, also };
}
