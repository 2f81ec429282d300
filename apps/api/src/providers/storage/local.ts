import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, keyUnder, type Storage } from './storage.ts';

export const PUBLIC_MEDIA_PREFIX = '/media/';

/** Local disk under DATA_DIR: `media/` is served at /media, `private/` never is. */
export function localStorage(dataDir: string): Storage & { publicRoot: string } {
  const publicRoot = path.join(dataDir, 'media');
  const privateRoot = path.join(dataDir, 'private');
  async function write(root: string, key: string, body: Buffer) {
    assertSafeKey(key);
    const file = path.join(root, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, body);
  }
  async function remove(root: string, key: string) {
    assertSafeKey(key);
    await rm(path.join(root, key), { force: true });
  }
  return {
    publicRoot,
    async putPublic(key, body) {
      await write(publicRoot, key, body);
      return PUBLIC_MEDIA_PREFIX + key;
    },
    deletePublic: (key) => remove(publicRoot, key),
    publicKey: (url) => keyUnder(PUBLIC_MEDIA_PREFIX, url),
    async putPrivate(key, body) {
      await write(privateRoot, key, body);
    },
    async getPrivate(key) {
      assertSafeKey(key);
      try {
        return await readFile(path.join(privateRoot, key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    deletePrivate: (key) => remove(privateRoot, key),
  };
}
