import { randomUUID } from 'node:crypto';
import type { AfterSaleMedia } from '@kanak/db';
import { AFTER_SALE_MESSAGES } from '@kanak/domain';
import { HttpError } from '../../http-error.ts';
import { putPrivateTracked } from '../../providers/storage/private-uploads.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import type { Db } from '@kanak/db';
import { openDocument, sealDocument } from '../orders/documents.ts';
import { sniffImage } from '../requests/image-upload.ts';

/** Videos judged by their first bytes: MP4 and MOV (ISO base media, `ftyp` at byte 4) and WebM (EBML). */
export function sniffVideo(bytes: Buffer): { mime: string } | null {
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    return { mime: bytes.toString('latin1', 8, 10) === 'qt' ? 'video/quicktime' : 'video/mp4' };
  }
  // No length check: a byte past the end is `undefined`, never a signature byte.
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return { mime: 'video/webm' };
  return null;
}

export interface AcceptedMedia {
  kind: AfterSaleMedia['kind'];
  mime: string;
  bytes: Buffer;
}

/** Photos must be images and the video a video, whatever their names say (415 otherwise). */
export function acceptMedia(files: { field: string; bytes: Buffer }[]): AcceptedMedia[] {
  return files.map(({ field, bytes }) => {
    if (field === 'video') {
      const video = sniffVideo(bytes);
      if (!video) throw new HttpError(415, AFTER_SALE_MESSAGES.badVideo);
      return { kind: 'video', mime: video.mime, bytes };
    }
    const image = sniffImage(bytes);
    if (!image) throw new HttpError(415, AFTER_SALE_MESSAGES.badPhoto);
    return { kind: 'photo', mime: image.mime, bytes };
  });
}

/** Encrypts each file into private storage; the rows naming them are written in the request's transaction. */
export async function storeMedia(db: Db, storage: Storage, key: Buffer, userId: number, media: AcceptedMedia[]): Promise<AfterSaleMedia[]> {
  return Promise.all(
    media.map(async (m) => {
      const sealed = sealDocument(key, m.bytes);
      const storageKey = `after-sale/${userId}/${randomUUID()}.bin`;
      await putPrivateTracked(db, storage, storageKey, sealed.ciphertext);
      return { kind: m.kind, mime: m.mime, sizeBytes: m.bytes.length, storageKey, iv: sealed.iv, authTag: sealed.authTag };
    }),
  );
}

export async function readMedia(storage: Storage, key: Buffer, media: AfterSaleMedia): Promise<Buffer | null> {
  const ciphertext = await storage.getPrivate(media.storageKey);
  return ciphertext ? openDocument(key, { ciphertext, iv: media.iv, authTag: media.authTag }) : null;
}
