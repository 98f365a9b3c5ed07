import type { ContentCard } from '../../../shared/content-card';

/** The dashboard's sections that look the same to every member, as built at one content version. */
export interface SharedSections {
  /** content_state.version the cards were read at. */
  version: number;
  upcomingEvents: ContentCard[];
  justAdded: ContentCard[];
}

/**
 * The shared sections this process built last. They stay right while the content version is
 * unchanged (the dashboard statement reads it and compares) and until the soonest upcoming event
 * starts: events leave "Upcoming events" (and may enter "Just added") only as time passes, the
 * soonest first. Saved states and view counts are never held: they are read live on every request.
 */
export class SharedSectionsHolder {
  private held: { sections: SharedSections; validUntil: number } | null = null;

  /** The held sections, unless time has moved an event out of "Upcoming events" since. */
  current(now: Date): SharedSections | null {
    if (!this.held || now.getTime() >= this.held.validUntil) return null;
    return this.held.sections;
  }

  keep(sections: SharedSections): void {
    const soonest = sections.upcomingEvents[0]?.date;
    // Never replace newer sections by older ones (requests finish out of order).
    if (this.held && this.held.sections.version > sections.version) return;
    this.held = { sections, validUntil: soonest ? Date.parse(soonest) : Number.POSITIVE_INFINITY };
  }
}
