/**
 * What the product page specs share: the demo ring and pendant they open, the price the API
 * quotes, and the page's price, gallery and option tiles.
 */
import type { Page } from 'playwright-core';
import { beforeAll, inject } from 'vitest';
import type {
  FilterProductsResponse,
  PriceBreakdownResponse,
  Product,
} from '@kanak/domain/contract/product';

export async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(new URL(`/api/${path}`, inject('baseURL')));
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The price the API quotes; the page must show exactly this (the browser never computes one). */
export async function quoted(id: number, query: Record<string, string>): Promise<PriceBreakdownResponse> {
  return apiGet<PriceBreakdownResponse>(`products/${id}/price?${new URLSearchParams(query)}`);
}

/** A diamond ring with sizes and a pendant of the demo catalogue, found before the file's tests. */
export let ring: Product;
export let pendant: Product;

export function findDemoProducts() {
  beforeAll(async () => {
    const rings = await apiGet<FilterProductsResponse>('filter-products?category_id=24&per_page=100');
    const found = rings.products.find(
      (p) => p.product_is_diamond && p.ring && p.ring_sizes.length > 0,
    );
    if (!found) throw new Error('the demo catalogue has no diamond ring');
    ring = found;
    const pendants = await apiGet<FilterProductsResponse>(
      'filter-products?category_id=20&per_page=100',
    );
    const named = pendants.products.find((p) => /pendant/i.test(p.name));
    if (!named) throw new Error('the demo catalogue has no pendant');
    pendant = named;
  });
}

export const shownPrice = (page: Page) => page.getByTestId('product-price').first().textContent();
export const mainImageSrc = (page: Page) =>
  page.getByTestId('gallery-main').locator('[data-active="true"] img').getAttribute('src');
/** Options are native radios drawn as tiles; a customer clicks the tile. */
export const pickTile = (page: Page, name: string | RegExp) =>
  page.locator('label', { has: page.getByRole('radio', { name, exact: true }) }).click();
export const pathname = (page: Page) => new URL(page.url()).pathname;
export const rupees = (text: string) => Number(text.replace(/[₹,]/g, ''));
