import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertSafeKey, keyUnder, type Storage } from './storage.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, …), addressed path-style; AWS when absent. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where the bucket's `media/` prefix is publicly readable: a CDN or bucket URL, or a path on this site. */
  publicUrl: string;
}

/** Object key prefixes: only `media/` may be made public (decision 012); `private/` never is. */
export const S3_PUBLIC_PREFIX = 'media/';
export const S3_PRIVATE_PREFIX = 'private/';

/** Same as the local /media route: a new upload gets a new name, so long caching is safe. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=2592000';

/** S3-compatible object storage: public media under `media/`, private documents under `private/`. */
export function s3Storage(settings: S3Settings): Storage & { close(): void } {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer
    // default (CRC32 headers and trailers) on plain uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const base = `${settings.publicUrl.replace(/\/+$/, '')}/`;
  const objectKey = (prefix: string, key: string) => {
    assertSafeKey(key);
    return prefix + key;
  };

  return {
    async putPublic(key, body, contentType) {
      const Key = objectKey(S3_PUBLIC_PREFIX, key);
      await client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentType: contentType, CacheControl: PUBLIC_CACHE_CONTROL }));
      return base + key;
    },
    async deletePublic(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(S3_PUBLIC_PREFIX, key) }));
    },
    publicKey: (url) => keyUnder(base, url),
    async putPrivate(key, body) {
      const Key = objectKey(S3_PRIVATE_PREFIX, key);
      await client.send(new PutObjectCommand({ Bucket, Key, Body: body, ContentType: 'application/octet-stream' }));
    },
    async getPrivate(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(S3_PRIVATE_PREFIX, key) }));
        if (!res.Body) return null;
        return Buffer.from(await res.Body.transformToByteArray());
      } catch (err) {
        if (err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404)) return null;
        throw err;
      }
    },
    async deletePrivate(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(S3_PRIVATE_PREFIX, key) }));
    },
    close: () => client.destroy(),
  };
}
