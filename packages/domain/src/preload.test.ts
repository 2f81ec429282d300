/** The server and the web app name a preloaded request alike: its path and its query keys sorted (decision 017). */
import { describe, expect, it } from 'vitest';
import { preloadKey } from './preload.ts';

describe('preloadKey', () => {
  it('is the path alone when there is no query', () => {
    expect(preloadKey('/api/products')).toBe('/api/products');
    expect(preloadKey('/api/products?')).toBe('/api/products');
  });

  it('sorts the query keys, so the same request written two ways has one key', () => {
    expect(preloadKey('/api/products?sort=price_asc&metal=rose_gold')).toBe('/api/products?metal=rose_gold&sort=price_asc');
    expect(preloadKey('/api/products?metal=rose_gold&sort=price_asc')).toBe('/api/products?metal=rose_gold&sort=price_asc');
  });
});
