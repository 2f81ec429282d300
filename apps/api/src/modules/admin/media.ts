import { randomUUID } from 'node:crypto';
import {
  ADMIN_IMAGE_MAX_BYTES,
  ADMIN_VIDEO_MAX_BYTES,
  BANNER_WIDTHS,
  DEFAULT_IMAGE_WIDTH,
  IMAGE_WIDTHS,
  MESSAGES,
} from '@kanak/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { HttpError } from '../../http-error.ts';
import { readMultipart, type MultipartForm, type MultipartOptions } from '../../http-multipart.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { sniffImage, type ImageKind } from '../requests/image-upload.ts';

/** A multipart upload read into memory: text fields and files by field name. */
export type UploadForm = Pick<MultipartForm, 'fields' | 'files'>;

/** At most this many files in one upload (a product's gallery for one colour, plus its video). */
const MAX_FILES = 12;

/**
 * Reads an admin's upload within the route's body limit. The per-file limit is the video's (the
 * largest); images are held to their own limit when accepted, so a big photo gets its own message.
 */
export async function readUpload(request: FastifyRequest, options: Pick<MultipartOptions, 'beforeFiles'> = {}): Promise<UploadForm> {
  return readMultipart(request, { files: { '*': MAX_FILES }, fileSize: ADMIN_VIDEO_MAX_BYTES, fileTooLarge: MESSAGES.admin.videoTooLarge, ...options });
}

/** Images an admin may upload (or, for the SPEC §5 test form, only PNG and JPEG). */
export function acceptImage(bytes: Buffer, allowed: readonly ImageKind['ext'][] = ['jpg', 'png', 'webp']): void {
  const kind = sniffImage(bytes);
  // Judged by content, never the file name: a renamed text file or an SVG (script) is refused.
  if (!kind || !allowed.includes(kind.ext)) throw new HttpError(415, MESSAGES.admin.badImage);
  if (bytes.length > ADMIN_IMAGE_MAX_BYTES) throw new HttpError(413, MESSAGES.admin.imageTooLarge);
}

/** MP4 (ISO base media): `ftyp` at byte 4. */
export function acceptVideo(bytes: Buffer): void {
  if (bytes.length < 12 || bytes.toString('latin1', 4, 8) !== 'ftyp') throw new HttpError(415, MESSAGES.admin.badVideo);
  if (bytes.length > ADMIN_VIDEO_MAX_BYTES) throw new HttpError(413, MESSAGES.admin.videoTooLarge);
}

type ImageShape = 'square' | 'banner';

const WIDTHS: Record<ImageShape, readonly number[]> = { square: IMAGE_WIDTHS, banner: BANNER_WIDTHS };
/** Height per width: product and category images are square, banners 16:6 (decision 002). */
const HEIGHT: Record<ImageShape, (w: number) => number> = { square: (w) => w, banner: (w) => Math.round((w * 6) / 16) };

/**
 * Encodes an accepted image as WebP at every width of its shape, cover-cropped, and stores the
 * files as `<prefix><uuid>-<w>.webp`. Returns the URL of the DEFAULT_IMAGE_WIDTH file, from which
 * the web app derives the srcset.
 */
export async function storeImage(storage: Storage, prefix: string, bytes: Buffer, shape: ImageShape): Promise<string> {
  const base = `${prefix}${randomUUID()}`;
  let url = '';
  try {
    // `rotate()` applies the EXIF orientation of phone photos; metadata is not copied across.
    const source = sharp(bytes, { limitInputPixels: 60_000_000 }).rotate();
    for (const w of WIDTHS[shape]) {
      const body = await source.clone().resize(w, HEIGHT[shape](w), { fit: 'cover', position: 'attention' }).webp({ quality: 80 }).toBuffer();
      const written = await storage.putPublic(`${base}-${w}.webp`, body, 'image/webp');
      if (w === DEFAULT_IMAGE_WIDTH) url = written;
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // Bytes that start like an image but do not decode.
    throw new HttpError(415, MESSAGES.admin.badImage);
  }
  return url;
}

/** Stores an accepted MP4 as it is. */
export function storeVideo(storage: Storage, prefix: string, bytes: Buffer): Promise<string> {
  return storage.putPublic(`${prefix}${randomUUID()}.mp4`, bytes, 'video/mp4');
}

/** Every width an image may have been stored at (square or banner), for removal. */
const ALL_WIDTHS = [...new Set([...IMAGE_WIDTHS, ...BANNER_WIDTHS])];

/**
 * Deletes the files behind a media URL this storage handed out: every width of an image, or the
 * file itself (a video). URLs from elsewhere are left alone.
 */
async function discardMedia(storage: Storage, url: string): Promise<void> {
  const key = storage.publicKey(url);
  if (!key) return;
  const image = /^(.+)-\d+\.webp$/.exec(key);
  const keys = image ? ALL_WIDTHS.map((w) => `${image[1]}-${w}.webp`) : [key];
  await Promise.all(keys.map((k) => storage.deletePublic(k)));
}

/** Deletes the files of URLs nothing names any more; one left behind by a storage hiccup costs only space. */
export async function discardUnused(storage: Storage, urls: readonly string[], log: FastifyBaseLogger): Promise<void> {
  for (const url of urls) {
    await discardMedia(storage, url).catch((err: unknown) => log.warn({ err, url }, 'removing media files failed'));
  }
}
