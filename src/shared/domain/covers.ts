/**
 * Generated covers (`/files/covers/<id>.svg`) print the item's title. A card prints the title
 * below its cover, so a card asks for the cover without it; where the cover stands alone (a
 * shared link's preview, the item's own page) it keeps the title.
 */
const GENERATED_COVER = /^\/files\/covers\/(?!speaker-)[^/?#]+\.svg$/;

/** The query that asks a generated cover for its untitled form. */
export const UNTITLED_COVER_QUERY = 'title=none';

/** The image a card shows: a generated cover without its title, any other image as it is. */
export const cardCoverUrl = (url: string): string =>
  GENERATED_COVER.test(url) ? `${url}?${UNTITLED_COVER_QUERY}` : url;
