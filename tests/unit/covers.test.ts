import { describe, expect, it } from 'vitest';
import { cardCoverImage, IMAGE_WIDTHS, isImageWidth } from '../../src/shared/domain/covers';

const UPLOADED = '/files/content/0b7f5c3e-1d2a-4c8e-9f00-123456789abc.webp';

describe("a card's cover", () => {
  it('asks for an uploaded image at the card widths, the 640 one as the plain address', () => {
    expect(cardCoverImage(UPLOADED)).toEqual({
      src: `${UPLOADED}?w=640`,
      srcSet: `${UPLOADED}?w=320 320w, ${UPLOADED}?w=480 480w, ${UPLOADED}?w=640 640w, ${UPLOADED}?w=960 960w`,
    });
  });

  it('asks for a generated cover untitled, as WebP at the card widths; a speaker as it is', () => {
    expect(cardCoverImage('/files/covers/res_837.svg')).toEqual({
      src: '/files/covers/res_837.webp?w=640',
      srcSet: [320, 480, 640, 960].map((w) => `/files/covers/res_837.webp?w=${w} ${w}w`).join(', '),
    });
    expect(cardCoverImage('/files/covers/speaker-amara-okafor.svg')).toEqual({
      src: '/files/covers/speaker-amara-okafor.svg',
    });
  });

  it('leaves any other address as it is (another host, a name that is not ours, a query)', () => {
    for (const url of [
      'https://images.example.org/cover.webp',
      '/files/content/not-a-file.webp',
      `${UPLOADED}?w=320`,
      '/files/content/0B7F5C3E-1D2A-4C8E-9F00-123456789ABC.webp',
    ]) {
      expect(cardCoverImage(url), url).toEqual({ src: url });
    }
  });

  it('knows the widths the server serves, and no other', () => {
    for (const w of IMAGE_WIDTHS) expect(isImageWidth(w)).toBe(true);
    for (const w of [0, 1, 319, 321, 1600, Number.NaN, -320]) expect(isImageWidth(w), String(w)).toBe(false);
  });
});
