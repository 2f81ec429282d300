import { createHash } from 'node:crypto';
import { compress, type Encoding } from '../../http-encoding.ts';

/** A serialised catalogue answer, ready to send again; compressed forms are made on first use. */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** How many answers the cache keeps at most, and how many bytes they take with their keys. */
export interface CacheBounds {
  maxEntries: number;
  maxBytes: number;
}

export const DEFAULT_CACHE_BOUNDS: CacheBounds = { maxEntries: 20_000, maxBytes: 64 * 1024 * 1024 };

/** What an entry costs beside its key and bodies: the Map slot, the entry objects, the ETag. */
const ENTRY_OVERHEAD = 256;

interface Entry {
  answer: CachedAnswer;
  bytes: number;
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
 * In-process cache of serialised catalogue answers, keyed by what the route reads (its
 * parameters and known query keys, catalogueKeyOf in modules/catalog/catalogue-cache-plugin.ts), least recently
 * used first out once it holds more than `maxEntries` answers or `maxBytes` of keys, bodies and
 * their compressed forms together (issue 35: a key the size of a 14 KB junk query was not counted). Every catalogue write empties it (issue 9): the
 * database NOTIFYs every node (migration 0003), and the node that made an admin write also empties
 * its own at once. A read that began before an invalidation is not stored (the generation check),
 * so a slow query can never put back what a write replaced.
 */
export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  /** The key each stored answer is kept under, so a compressed form made later is counted. */
  private readonly keys = new WeakMap<CachedAnswer, string>();
  private readonly values = new Map<string, Promise<unknown>>();
  private bytes = 0;
  private generationNumber = 0;
  private trusted = true;
  readonly stats = { hits: 0, misses: 0, invalidations: 0 };

  private readonly bounds: CacheBounds;

  constructor(bounds: Partial<CacheBounds> = {}) {
    this.bounds = { ...DEFAULT_CACHE_BOUNDS, ...bounds };
  }

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
    return entry.answer;
  }

  set(key: string, answer: CachedAnswer, generation: number): void {
    if (!this.trusted || generation !== this.generationNumber) return;
    const bytes = Buffer.byteLength(key) + ENTRY_OVERHEAD + sizeOf(answer);
    if (bytes > this.bounds.maxBytes) return;
    this.remove(key);
    this.entries.set(key, { answer, bytes });
    this.keys.set(answer, key);
    this.bytes += bytes;
    this.evict();
  }

  /**
   * The answer's body in an encoding, compressed once and kept with the answer; a stored answer's
   * compressed form counts against the bound from then on.
   */
  encoded(answer: CachedAnswer, encoding: Encoding): Buffer {
    const known = answer[encoding];
    if (known) return known;
    const body = compress(answer.body, encoding);
    answer[encoding] = body;
    const key = this.keys.get(answer);
    const entry = key === undefined ? undefined : this.entries.get(key);
    if (entry?.answer === answer) {
      entry.bytes += body.length;
      this.bytes += body.length;
      this.evict();
    }
    return body;
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

  /** Answers held now. */
  get size(): number {
    return this.entries.size;
  }

  /** Bytes held now: keys, bodies, compressed forms and each entry's overhead. */
  get byteSize(): number {
    return this.bytes;
  }

  get limits(): Readonly<CacheBounds> {
    return this.bounds;
  }

  /** Least recently used first out, until both bounds hold. */
  private evict(): void {
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.bounds.maxBytes && this.entries.size <= this.bounds.maxEntries) break;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }
}

const sizeOf = (answer: CachedAnswer) =>
  answer.body.length + (answer.br?.length ?? 0) + (answer.gzip?.length ?? 0);
