import path from 'node:path';
import type { Env } from '../../env.ts';
import { localStorage } from './local.ts';
import type { Storage } from './storage.ts';

/**
 * The storage STORAGE names, and the folder /media serves (empty with S3, whose media has its own
 * URL). The S3 client is loaded only when it is used: the AWS SDK is most of a local start's time.
 */
export async function createStorage(
  env: Pick<Env, 'dataDir' | 'storage'>,
): Promise<{ storage: Storage; mediaRoot: string; close(): void }> {
  if (env.storage.kind === 's3') {
    const { s3Storage } = await import('./s3.ts');
    const storage = s3Storage(env.storage);
    return { storage, mediaRoot: path.join(env.dataDir, 'media'), close: () => storage.close() };
  }
  const storage = localStorage(env.dataDir);
  return { storage, mediaRoot: storage.publicRoot, close: () => {} };
}
