/** The card every list shows, and a page of a list: part of the API contract. */
export type { ContentCard, Page } from './contract/content';
