import crypto from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { CONTENT_IMAGE_TYPES, CONTENT_IMAGE_URL_PREFIX } from '../../../../shared/domain/covers';
import { AppError, badRequest } from '../../../lib/errors';

/** Images of the library: covers and the pictures inside an item's body. */
export const CONTENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const INVALID_IMAGE_TYPE = 'Invalid file type - Please select a JPEG, PNG, GIF, or WebP image.';
export const IMAGE_TOO_LARGE = 'File too large - Please select an image smaller than 10MB.';
export const UNREADABLE_IMAGE = 'The image could not be read. Please try another file.';

/** Covers are shown as wide cards and banners; body images at most the reading column's width × 2. */
const MAX_WIDTH = { cover: 1600, block: 1600 } as const;
const MAX_HEIGHT = { cover: 1200, block: 2400 } as const;
/** Refuse decompression bombs before decoding. */
const MAX_INPUT_PIXELS = 50_000_000;

export type ContentImageKind = keyof typeof MAX_WIDTH;

export { CONTENT_IMAGE_FILE, CONTENT_IMAGE_URL_PREFIX } from '../../../../shared/domain/covers';
export const newContentImageFile = (): string => `${crypto.randomUUID()}.webp`;
export const contentImageKey = (file: string): string => `content/${file}`;
/** The copy of an image `width` pixels wide (made on first request, see webpFileRoutes). */
export const contentImageWidthKey = (file: string, width: number): string => `content/w${width}/${file}`;
export const contentImageUrl = (file: string): string => `${CONTENT_IMAGE_URL_PREFIX}${file}`;

/**
 * The real type is read from the bytes (never the name or the declared type); the image is then
 * re-encoded: orientation applied, shrunk to fit (never enlarged), first frame only, WebP, every
 * metadata block (EXIF, GPS, ICC, XMP) dropped.
 */
export async function processContentImage(
  bytes: Uint8Array,
  kind: ContentImageKind,
): Promise<{ bytes: Buffer; width: number; height: number }> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(CONTENT_IMAGE_TYPES as readonly string[]).includes(detected.mime)) {
    throw new AppError(415, 'invalid_file_type', INVALID_IMAGE_TYPE);
  }
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 })
      .rotate()
      .resize(MAX_WIDTH[kind], MAX_HEIGHT[kind], { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw badRequest(UNREADABLE_IMAGE, 'unreadable_image');
  }
}
