import { randomUUID } from 'node:crypto';
import type { Db, DesignFileRow } from '@kanak/db';
import {
  DESIGN_IMAGE_MAX_BYTES,
  DESIGN_MAX_IMAGES,
  DESIGN_MESSAGES,
  DESIGN_MODEL_MAX_BYTES,
  DESIGN_VIDEO_MAX_BYTES,
  PHOTOS_MAX_FILES,
  type DesignFileKind,
} from '@kanak/domain';
import sharp from 'sharp';
import { HttpError, unprocessable } from '../../http-error.ts';
import { discardPrivateUploads, putPrivateTracked } from '../../providers/storage/private-uploads.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import type { UploadForm } from '../admin/media.ts';
import { sniffImage } from '../requests/image-upload.ts';

/*
 * The files of a design round and the photos from the bench (ARCHITECTURE §10, decision 053):
 * judged by their bytes, never their names; kept in private storage under random keys and
 * served only to the order's customer and the shop.
 */

/** A file judged acceptable, ready to store. */
interface Accepted {
  kind: DesignFileKind;
  bytes: Buffer;
}

/** The largest side a stored picture keeps: enough for a phone held sideways, or a laptop. */
const IMAGE_MAX_SIDE = 2000;

/** MP4 (ISO base media): `ftyp` at byte 4. */
const isMp4 = (bytes: Buffer) => bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp';
/** Binary glTF 2.0: magic `glTF`, version 2, and the length the header declares is the file's. */
const isGlb = (bytes: Buffer) =>
  bytes.length >= 20 && bytes.toString('latin1', 0, 4) === 'glTF' && bytes.readUInt32LE(4) === 2 && bytes.readUInt32LE(8) === bytes.length;

function kindOf(bytes: Buffer): DesignFileKind | null {
  if (sniffImage(bytes)) return 'image';
  if (isMp4(bytes)) return 'video';
  if (isGlb(bytes)) return 'model';
  return null;
}

const LIMITS: Record<DesignFileKind, { max: number; message: string }> = {
  image: { max: DESIGN_IMAGE_MAX_BYTES, message: DESIGN_MESSAGES.imageTooLarge },
  video: { max: DESIGN_VIDEO_MAX_BYTES, message: DESIGN_MESSAGES.videoTooLarge },
  model: { max: DESIGN_MODEL_MAX_BYTES, message: DESIGN_MESSAGES.modelTooLarge },
};

const filesOf = (form: UploadForm, field: string) => form.files.filter((f) => f.field === field || f.field === `${field}[]`);

/**
 * The `files` of POST admin/orders/{id}/designs: images (at most DESIGN_MAX_IMAGES), at most one MP4
 * and at most one `.glb`. Anything else is 415; too big 413; none, or too many, 422.
 */
export function acceptDesignFiles(form: UploadForm): Accepted[] {
  const files = filesOf(form, 'files');
  if (files.length === 0) throw unprocessable(DESIGN_MESSAGES.noFiles, { files: [DESIGN_MESSAGES.noFiles] });
  const accepted = files.map(({ bytes }) => {
    const kind = kindOf(bytes);
    if (!kind) throw new HttpError(415, DESIGN_MESSAGES.badFile);
    if (bytes.length > LIMITS[kind].max) throw new HttpError(413, LIMITS[kind].message);
    return { kind, bytes };
  });
  const count = (kind: DesignFileKind) => accepted.filter((f) => f.kind === kind).length;
  const refuse = (message: string) => unprocessable(message, { files: [message] });
  if (count('image') > DESIGN_MAX_IMAGES) throw refuse(DESIGN_MESSAGES.tooManyImages);
  if (count('video') > 1) throw refuse(DESIGN_MESSAGES.oneVideo);
  if (count('model') > 1) throw refuse(DESIGN_MESSAGES.oneModel);
  return accepted;
}

/** The `photos` of POST admin/orders/{id}/photos: JPEG, PNG or WebP only. */
export function acceptPhotos(form: UploadForm): Buffer[] {
  const photos = filesOf(form, 'photos');
  if (photos.length === 0) throw unprocessable(DESIGN_MESSAGES.noPhotos, { photos: [DESIGN_MESSAGES.noPhotos] });
  if (photos.length > PHOTOS_MAX_FILES) throw unprocessable(DESIGN_MESSAGES.tooManyPhotos, { photos: [DESIGN_MESSAGES.tooManyPhotos] });
  for (const { bytes } of photos) {
    if (!sniffImage(bytes)) throw new HttpError(415, DESIGN_MESSAGES.badPhoto);
    if (bytes.length > DESIGN_IMAGE_MAX_BYTES) throw new HttpError(413, DESIGN_MESSAGES.imageTooLarge);
  }
  return photos.map((p) => p.bytes);
}

/**
 * A picture re-encoded as WebP no larger than IMAGE_MAX_SIDE: turned upright by its EXIF
 * orientation, and with no metadata copied (a phone photo's location stays in the workshop).
 */
async function pictureOf(bytes: Buffer, badMessage: string): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: 60_000_000 })
      .rotate()
      .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Bytes that start like an image but do not decode.
    throw new HttpError(415, badMessage);
  }
}

const CONTENT_TYPES: Record<DesignFileKind, string> = { image: 'image/webp', video: 'video/mp4', model: 'model/gltf-binary' };
const EXTENSIONS: Record<DesignFileKind, string> = { image: 'webp', video: 'mp4', model: 'glb' };

/**
 * Writes files to private storage, each tracked until the row naming it commits (`settlePrivateUploads`
 * in that transaction). Pictures are encoded before anything is written, so an undecodable one
 * stores nothing. On a failure the files written so far are removed.
 */
async function storeAll(db: Db, storage: Storage, items: { key: string; body: Buffer }[]): Promise<void> {
  const written: string[] = [];
  try {
    for (const item of items) {
      await putPrivateTracked(db, storage, item.key, item.body);
      written.push(item.key);
    }
  } catch (error) {
    await discardPrivateUploads(db, storage, written);
    throw error;
  }
}

export async function storeDesignFiles(db: Db, storage: Storage, orderId: number, files: Accepted[]): Promise<DesignFileRow[]> {
  const bodies: Buffer[] = [];
  // One at a time: a round of full-size renders decoded at once would hold them all in memory.
  for (const f of files) bodies.push(f.kind === 'image' ? await pictureOf(f.bytes, DESIGN_MESSAGES.badFile) : f.bytes);
  const rows = files.map((f, i) => ({
    kind: f.kind,
    storageKey: `designs/${orderId}/${randomUUID()}.${EXTENSIONS[f.kind]}`,
    contentType: CONTENT_TYPES[f.kind],
    sizeBytes: bodies[i]?.length ?? 0,
  }));
  await storeAll(db, storage, rows.map((r, i) => ({ key: r.storageKey, body: bodies[i] ?? Buffer.alloc(0) })));
  return rows;
}

export async function storePhotos(db: Db, storage: Storage, orderId: number, photos: Buffer[]): Promise<{ storageKey: string; contentType: string }[]> {
  const bodies: Buffer[] = [];
  for (const p of photos) bodies.push(await pictureOf(p, DESIGN_MESSAGES.badPhoto));
  const rows = bodies.map(() => ({ storageKey: `photos/${orderId}/${randomUUID()}.webp`, contentType: 'image/webp' }));
  await storeAll(db, storage, rows.map((r, i) => ({ key: r.storageKey, body: bodies[i] ?? Buffer.alloc(0) })));
  return rows;
}
