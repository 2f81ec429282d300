import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db, DocumentKind, DocumentRow, schema } from '@kanak/db';
import { ORDER_MESSAGES, type DocumentKindName } from '@kanak/domain';
import { HttpError, notFound } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import type { AuthUser } from '../../plugins/session-cookie.ts';
import { findDocument, recordDocumentRead } from './documents.repository.ts';
import { findOrder } from './orders.repository.ts';
import { putPrivateTracked } from '../../providers/storage/private-uploads.ts';
import type { Storage } from '../../providers/storage/storage.ts';

/** Identity documents: JPEG, PNG, WebP or PDF judged by content (ARCHITECTURE §4). */
export function sniffDocument(bytes: Buffer): { mime: string } | null {
  const starts = (sig: number[]) => bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);
  if (starts([0xff, 0xd8, 0xff])) return { mime: 'image/jpeg' };
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png' };
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return { mime: 'image/webp' };
  }
  if (bytes.toString('latin1', 0, 5) === '%PDF-') return { mime: 'application/pdf' };
  return null;
}

export interface Sealed {
  ciphertext: Buffer;
  iv: string;
  authTag: string;
}

/** AES-256-GCM with a fresh 12-byte nonce per document; the tag makes tampering detectable. */
export function sealDocument(key: Buffer, plain: Buffer): Sealed {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { ciphertext, iv: iv.toString('base64'), authTag: cipher.getAuthTag().toString('base64') };
}

export function openDocument(key: Buffer, sealed: Sealed): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(sealed.authTag, 'base64'));
  return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]);
}

export interface UploadedDocument {
  kind: DocumentKind;
  bytes: Buffer;
  mime: string;
}

/** Checks an upload's type by its bytes; 415 otherwise (a renamed text file is refused). */
export function acceptDocument(kind: DocumentKind, bytes: Buffer): UploadedDocument {
  const type = sniffDocument(bytes);
  if (!type) throw new HttpError(415, ORDER_MESSAGES.badFileType);
  return { kind, bytes, mime: type.mime };
}

/** Encrypts and writes to private storage; the row is inserted later, inside the order's transaction. */
export async function storeDocument(db: Db, storage: Storage, key: Buffer, userId: number, doc: UploadedDocument) {
  const sealed = sealDocument(key, doc.bytes);
  const storageKey = `documents/${userId}/${randomUUID()}.bin`;
  // Tracked: if the order's transaction never commits, the hourly sweep removes the file.
  await putPrivateTracked(db, storage, storageKey, sealed.ciphertext);
  return {
    userId,
    kind: doc.kind,
    mimeType: doc.mime,
    sizeBytes: doc.bytes.length,
    sha256: createHash('sha256').update(doc.bytes).digest('hex'),
    storageKey,
    iv: sealed.iv,
    authTag: sealed.authTag,
  } satisfies typeof schema.documents.$inferInsert;
}

/** The decrypted bytes of a stored document, or null when the file is gone. */
export async function readDocument(storage: Storage, key: Buffer, row: DocumentRow): Promise<Buffer | null> {
  const ciphertext = await storage.getPrivate(row.storageKey);
  if (!ciphertext) return null;
  return openDocument(key, { ciphertext, iv: row.iv, authTag: row.authTag });
}

/**
 * An order's identity document for its owner or an admin (ARCHITECTURE §4 identity documents):
 * another customer's order answers like an unknown one, and each read is audited.
 */
export async function readOrderDocument(
  deps: Pick<ServiceDeps, 'database' | 'storage' | 'config'>,
  reader: AuthUser,
  read: { orderId: number; kind: DocumentKindName; ip: string },
): Promise<{ orderId: number; mimeType: string; bytes: Buffer }> {
  const { db } = deps.database;
  const order = await findOrder(db, read.orderId, reader.role === 'admin' ? null : reader.id);
  const documentId = read.kind === 'pan' ? order?.panDocumentId : order?.otherDocumentId;
  if (!order || !documentId) throw notFound(ORDER_MESSAGES.documentNotFound);
  const row = await findDocument(db, documentId);
  const bytes = row ? await readDocument(deps.storage, deps.config.documentKey, row) : null;
  if (!row || !bytes) throw notFound(ORDER_MESSAGES.documentNotFound);
  await recordDocumentRead(db, { actorUserId: reader.id, document: row, orderId: order.id, ip: read.ip });
  return { orderId: order.id, mimeType: row.mimeType, bytes };
}
