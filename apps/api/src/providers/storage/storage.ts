/** One storage interface for public media and private documents (ARCHITECTURE §1). */
export interface Storage {
  /** Stores a public file and returns the URL it is served at. */
  putPublic(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes a public file; a missing file is not an error. */
  deletePublic(key: string): Promise<void>;
  /** The key of a URL that putPublic returned, or undefined for a URL this storage did not hand out. */
  publicKey(url: string): string | undefined;
  /** Stores a private file; never reachable under a public URL. */
  putPrivate(key: string, body: Buffer): Promise<void>;
  getPrivate(key: string): Promise<Buffer | null>;
  deletePrivate(key: string): Promise<void>;
}

/** Keys are relative paths of safe segments only (stops path traversal through a key). */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i.test(key) || key.includes('..')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}

/** The key under `base` (a URL prefix ending in '/') of a URL, if it is a safe one. */
export function keyUnder(base: string, url: string): string | undefined {
  if (!url.startsWith(base)) return undefined;
  const key = url.slice(base.length);
  try {
    assertSafeKey(key);
    return key;
  } catch {
    return undefined;
  }
}
