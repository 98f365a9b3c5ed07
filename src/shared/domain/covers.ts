/**
 * Generated covers (`/files/covers/<id>.svg`) print the item's title. A card prints the title
 * below its cover, so a card asks for the cover without it (as WebP, see cardCoverImage); where
 * the cover stands alone (a shared link's preview, the item's own page) it keeps the title.
 */
const GENERATED_COVER = /^\/files\/covers\/(?!speaker-)[^/?#]+\.svg$/;

/** The image types the console takes for covers and body images (each is stored as WebP). */
export const CONTENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** Images uploaded in the console are stored once, as WebP, under a random name in this folder. */
export const CONTENT_IMAGE_URL_PREFIX = '/files/content/';
export const CONTENT_IMAGE_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/**
 * The widths (in image pixels) an uploaded image is also served at (`?w=`): a card is at most
 * about 360 CSS pixels wide, so these cover a phone's 1× to 3× screens and the desktop grid without
 * sending the 1600-pixel original to any card. The server makes each on first request and keeps it.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const isImageWidth = (value: number): value is ImageWidth =>
  (IMAGE_WIDTHS as readonly number[]).includes(value);

const isUploadedImage = (url: string): boolean =>
  url.startsWith(CONTENT_IMAGE_URL_PREFIX) &&
  CONTENT_IMAGE_FILE.test(url.slice(CONTENT_IMAGE_URL_PREFIX.length));

/** An image served at the widths above: the 640 one as the plain `src`, all of them as `srcset`. */
const atCardWidths = (url: string) => ({
  src: `${url}?w=640`,
  srcSet: IMAGE_WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(', '),
});

/**
 * What a card's <img> asks for: an uploaded image at the widths above (the browser picks by the
 * card's size and the screen's density); a generated cover likewise, untitled and as WebP
 * (`/files/covers/<id>.webp`): a browser draws an SVG image on the page's main thread, a WebP it
 * decodes aside, and at card widths both weigh a kilobyte or two; any other address as it is.
 */
export function cardCoverImage(url: string): { src: string; srcSet?: string } {
  if (isUploadedImage(url)) return atCardWidths(url);
  if (GENERATED_COVER.test(url)) return atCardWidths(`${url.slice(0, -'.svg'.length)}.webp`);
  return { src: url };
}
