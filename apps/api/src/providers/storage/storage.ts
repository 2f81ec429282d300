/** One storage interface for public media and private documents (ARCHITECTURE §1). */
export interface Storage {
  /** Stores a public file and returns the URL path it is served at. */
  putPublic(key: string, body: Buffer, contentType: string): Promise<string>;
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
