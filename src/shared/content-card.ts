import type { ContentType, PresentedType, ResourceType } from './domain/content';

/** The one shape every content list, related list, home section, saved list and search result uses. */
export interface ContentCard {
  id: string;
  type: ResourceType;
  presentedType: PresentedType;
  title: string;
  shortDescription: string | null;
  topics: string[];
  industry: string | null;
  headcount: string | null;
  image: string | null;
  source: string | null;
  contentType: ContentType;
  mediaType: string | null;
  url: string | null;
  recordingUrl: string | null;
  pdfUrl: string | null;
  date: string | null;
  timeline: 'upcoming' | 'past' | null;
  speaker: string | null;
  year: number | null;
  publisher: string | null;
  viewCount: number;
  isPraxisCase: boolean;
  isSaved: boolean;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
