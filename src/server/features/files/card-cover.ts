import sharp from 'sharp';
import type { ImageWidth } from '../../../shared/domain/covers';
import { renderCoverSvg } from './covers';

/**
 * A card's generated cover (no title, no type label) as WebP at a card width. A browser draws an
 * SVG image on the page's main thread (each one is a small document to parse, lay out and paint),
 * which on a phone delayed the first screen by as much as the app's own start-up; a WebP is
 * decoded off the main thread and, at these sizes, weighs about what the SVG does (1–3 KB).
 *
 * The bytes follow from the item's id and type alone, so each app makes them once per width and
 * keeps them in memory: the most recently asked-for covers, a few kilobytes each.
 */
const KEPT = 2000;

/** A card's cover as WebP bytes, for an item at a width. */
export type CardCovers = (item: { id: string; type: string }, width: ImageWidth) => Promise<Buffer>;

export function cardCovers(): CardCovers {
  const made = new Map<string, Promise<Buffer>>();
  return (item, width) => {
    const key = `${item.id}\n${item.type}\n${width}`;
    const kept = made.get(key);
    if (kept) {
      // Most recently used last, so the oldest is the first to go.
      made.delete(key);
      made.set(key, kept);
      return kept;
    }
    const svg = renderCoverSvg({ ...item, title: null, bare: true });
    const bytes = sharp(Buffer.from(svg)).resize({ width }).webp({ quality: 75 }).toBuffer();
    made.set(key, bytes);
    // A failure is not kept: the next request tries again.
    bytes.catch(() => made.delete(key));
    if (made.size > KEPT) made.delete(made.keys().next().value as string);
    return bytes;
  };
}
