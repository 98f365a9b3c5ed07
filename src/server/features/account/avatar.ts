import crypto from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ACCOUNT_MESSAGES, AVATAR_MIME_TYPES } from '../../../shared/domain/account';
import { AppError, badRequest } from '../../lib/errors';

/** Every avatar is re-encoded to a square of at most this many pixels a side. */
export const AVATAR_SIZE = 512;
/** Refuse decompression bombs before decoding (a 10 MB PNG can claim billions of pixels). */
const MAX_INPUT_PIXELS = 50_000_000;

export const AVATAR_URL_PREFIX = '/files/avatars/';
/** The public file name of an avatar: random, so every upload has its own URL (cached forever). */
export const AVATAR_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

export const newAvatarFile = (): string => `${crypto.randomUUID()}.webp`;
export const avatarStorageKey = (file: string): string => `avatars/${file}`;
export const avatarUrl = (file: string): string => `${AVATAR_URL_PREFIX}${file}`;

/** The stored file behind one of our avatar URLs; null for anything else (e.g. an external URL). */
export function avatarFileFromUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(AVATAR_URL_PREFIX)) return null;
  const file = url.slice(AVATAR_URL_PREFIX.length);
  return AVATAR_FILE.test(file) ? file : null;
}

/**
 * Checks the real type from the bytes (never the name or the declared type), then re-encodes: EXIF
 * orientation applied, cover-cropped to a square (never enlarged), first frame only for animations,
 * WebP, all metadata (EXIF, GPS, ICC, XMP) dropped.
 */
export async function processAvatar(bytes: Uint8Array): Promise<Buffer> {
  // A file cut short inside its header makes the detector throw: it is no image we take.
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (!detected || !(AVATAR_MIME_TYPES as readonly string[]).includes(detected.mime)) {
    throw new AppError(415, 'invalid_file_type', ACCOUNT_MESSAGES.invalidFileType);
  }
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 });
    const { width, height } = await image.metadata();
    if (!width || !height) throw new Error('no dimensions');
    const side = Math.min(AVATAR_SIZE, width, height);
    return await image
      .rotate()
      .resize(side, side, { fit: 'cover', position: 'attention' })
      .webp({ quality: 85, effort: 4 })
      .toBuffer();
  } catch {
    throw badRequest(ACCOUNT_MESSAGES.unreadableImage, 'unreadable_image');
  }
}
