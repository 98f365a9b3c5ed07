import type { ContentCard } from '../../../shared/content-card';

/** What a request reads: the cards held when it started, and their keys for the statement. */
export interface HeldCards {
  /** `<id>:<row version>` of every card held (the dashboard statement's `known` parameter). */
  readonly known: string[];
  get(id: string, version: string): ContentCard | undefined;
}

const key = (id: string, version: string) => `${id}:${version}`;

/**
 * Cards that look the same to every member (the dashboard's upcoming events and newest items),
 * held by this process and keyed by their row's version — PostgreSQL's `xmin`, which every update
 * of the row changes (an edit, a view count). The statement is told which versions are held and
 * sends only the cards that are not, so a held card is never older than its row.
 *
 * Copy on write: a request reads one snapshot (`held()`), so cards added or dropped by requests
 * running meanwhile never change what it was promised. At most `capacity` cards, oldest dropped.
 */
export class CardsByVersion {
  private snapshot: { known: string[]; cards: Map<string, ContentCard> } = { known: [], cards: new Map() };

  constructor(private readonly capacity = 64) {}

  held(): HeldCards {
    const { known, cards } = this.snapshot;
    return { known, get: (id, version) => cards.get(key(id, version)) };
  }

  /** Holds these cards (built from their rows at `version`), replacing older versions of them. */
  add(entries: Array<{ version: string; card: ContentCard }>): void {
    if (entries.length === 0) return;
    const ids = new Set(entries.map((e) => e.card.id));
    const kept = [...this.snapshot.cards].filter(([, card]) => !ids.has(card.id));
    const next = [...kept, ...entries.map((e) => [key(e.card.id, e.version), e.card] as const)];
    const cards = new Map(next.slice(Math.max(0, next.length - this.capacity)));
    this.snapshot = { known: [...cards.keys()], cards };
  }
}
