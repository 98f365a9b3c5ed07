import type { ResourceType } from '../../shared/domain/content';

export type { ResourceType };

/**
 * One ordered content block (stored in resource_blocks.data). Conventions used by the seed:
 * - heading:   { title?: string, level?: 1 | 2 | 3 }   (no title reads "Untitled Section", level defaults to 2)
 * - paragraph: { text: string }
 * - list:      { items: string[], style: 'unordered' | 'ordered' }
 * - image:     { url: string, caption?: string, alt: string }
 * - pdf:       { url: string, title: string }
 * - video:     { url: string, caption?: string }
 * - url:       { url: string, title: string }
 */
export interface SeedBlock {
  type: string;
  data: Record<string, unknown>;
}

/** A content item as written in the data modules; index.ts turns it into a resources row. */
export interface SeedItem {
  id: string;
  type: ResourceType;
  title: string;
  blurb?: string | null;
  description?: string | null;
  topics: string[];
  industry?: string | null;
  headcount?: string | null;
  source?: string | null;
  /** Omitted: the generated cover `/files/covers/<id>.svg`; 'x' or null exercise the missing-image rule. */
  image?: 'x' | null;
  mediaType?: string | null;
  url?: string | null;
  recordingUrl?: string | null;
  /** Events: days relative to the seeding time (negative = past); the time of day is `hourUtc`. */
  dayOffset?: number;
  hourUtc?: number;
  durationMinutes?: number;
  speaker?: string | null;
  /** When true and a speaker is set, speaker_photo_url is `/files/covers/speaker-<slug>.svg`. */
  speakerPhoto?: boolean;
  /** Research: years before the seeding year (0 = this year). */
  yearsAgo?: number;
  publisher?: string | null;
  pdfUrl?: string | null;
  purpose?: string | null;
  isPraxisCase?: boolean;
  challenge?: string | null;
  solution?: string | null;
  results?: string | null;
  viewCount?: number;
  /** How long ago the item was added to the library (drives "Just added"). */
  addedDaysAgo?: number;
  blocks?: SeedBlock[];
}
