import { cardCoverImage } from '@shared/domain/covers';
import { usableLink } from '../components/content/links';

/**
 * How wide a card's cover is drawn, for the browser to pick an uploaded image's width: one column
 * on a phone, two from 640 px, three (at most about 360 px each) from 1024 px.
 */
export const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';
/** A compact card on a phone shows its cover as a 7rem thumbnail. */
export const COMPACT_CARD_SIZES = `(max-width: 639px) 112px, ${CARD_SIZES}`;

export type CardImageSource = { src: string } | { src: string; srcSet: string; sizes: string };

/**
 * The attributes of a card's cover: its address, and the widths to choose from when it has them.
 * The card and the early fetch of a page's first covers (app/route-data.ts) both read it, so the
 * browser asks once. Outside the member frame: the app's entry reads it.
 */
export function cardImageSource(image: string | null | undefined, sizes: string = CARD_SIZES): CardImageSource | null {
  const link = usableLink(image);
  if (!link) return null;
  const { src, srcSet } = cardCoverImage(link);
  return srcSet ? { src, srcSet, sizes } : { src };
}
