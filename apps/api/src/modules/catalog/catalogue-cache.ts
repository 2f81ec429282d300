import { createHash } from 'node:crypto';
import { compress, type Encoding } from '../../http-encoding.ts';

/** A serialised catalogue answer, ready to send again; compressed forms are made on first use. */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** The answer's body in an encoding, compressed once and kept with the answer. */
export function encodedBody(answer: CachedAnswer, encoding: Encoding): Buffer {
  return (answer[encoding] ??= compress(answer.body, encoding));
}

/** Catalogue answers are revalidated on every use; the ETag turns a repeat into a 304 with no body. */
export const CATALOGUE_CACHE_CONTROL = 'public, no-cache';

/** Weak ETag of a serialised body. */
export function etagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names this tag (or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  return Boolean(ifNoneMatch?.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*'));
}

/**
 * In-process cache of serialised catalogue answers, keyed by URL, least recently used first out
 * once it holds more than `maxBytes` of bodies. Every catalogue write empties it (issue 9): the
 * database NOTIFYs every node (migration 0003), and the node that made an admin write also empties
 * its own at once. A read that began before an invalidation is not stored (the generation check),
 * so a slow query can never put back what a write replaced.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly values = new Map<string, Promise<unknown>>();
  private bytes = 0;
  private generationNumber = 0;
  private trusted = true;
  readonly stats = { hits: 0, misses: 0, invalidations: 0 };

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  /** Taken before computing an answer and handed to `set`. */
  get generation(): number {
    return this.generationNumber;
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.trusted ? this.entries.get(key) : undefined;
    if (!entry) {
      this.stats.misses += 1;
      return undefined;
    }
    this.stats.hits += 1;
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedAnswer, generation: number): void {
    if (!this.trusted || generation !== this.generationNumber || entry.body.length > this.maxBytes)
      return;
    this.remove(key);
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  /**
   * A value the answers are built from (today's rate card), computed once per generation and
   * shared by concurrent callers; a failure is not kept.
   */
  remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.trusted) return compute();
    const known = this.values.get(key) as Promise<T> | undefined;
    if (known) return known;
    const generation = this.generationNumber;
    const value = compute();
    this.values.set(key, value);
    value.catch(() => {
      if (this.generationNumber === generation && this.values.get(key) === value)
        this.values.delete(key);
    });
    return value;
  }

  /** Forgets every answer; reads already under way will not be stored. */
  invalidate(): void {
    this.generationNumber += 1;
    this.stats.invalidations += 1;
    this.entries.clear();
    this.values.clear();
    this.bytes = 0;
  }

  /**
   * While the node cannot hear invalidations (its LISTEN connection is down) it must not serve
   * from the cache: another node's write would go unseen.
   */
  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    this.invalidate();
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }
}
