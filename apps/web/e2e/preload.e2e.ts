import { describe, expect, it, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { formatRupees } from '@kanak/domain/money';
import { defined, openPage, setupBrowser, VIEWPORTS } from './harness.ts';

setupBrowser();

// The server puts a page's first catalogue answers and its largest picture into the HTML
// (apps/api/src/plugins/seo-preload.ts), so the first paint waits for no API round trip
// (ARCHITECTURE §6). These checks catch the web app and the server drifting apart.

const api = async <T>(path: string): Promise<T> =>
  (await (await fetch(`${inject('baseURL')}/api/${path}`)).json()) as T;

/** Opens `pathname` and records every request it makes until the network settles. */
async function load(pathname: string) {
  const { page, context, errors } = await openPage(VIEWPORTS[0], 'about:blank');
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    requests.push(url.pathname + url.search);
  });
  await page.goto(pathname);
  await page.waitForLoadState('networkidle');
  return { page, context, errors, requests };
}

async function largestPictureShown(page: Page, selector: string) {
  const img = page.locator(selector).first();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
    .toBeGreaterThan(0);
  return img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname);
}

describe('first answers in the page', () => {
  it('shows the home hero without asking the API, fetching its first slide once', async () => {
    const { page, context, errors, requests } = await load('/');
    const shown = await largestPictureShown(page, '[aria-roledescription="slide"] img');
    expect(requests.filter((r) => r.startsWith('/api/home-carousel'))).toEqual([]);
    expect(requests.filter((r) => r.startsWith('/api/product-categories'))).toEqual([]);
    // The preload and the <img> chose the same file from the same srcset and sizes.
    const slide = shown.replace(/-\d+\.webp$/, '');
    expect(requests.filter((r) => r.startsWith(slide))).toEqual([shown]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a product page without asking the API for the piece or its price', async () => {
    const { products } = await api<{ products: { id: number }[] }>('filter-products?per_page=1');
    const id = defined(products[0], 'products[0]').id;
    const { page, context, errors, requests } = await load(`/productdetail/${id}`);
    const { totalPrice } = await api<{ totalPrice: number }>(
      `products/${id}/price?gold_type=rose_gold&gold_carat=14k&diamond_clarity=VS-SI+GH&quantity=1`,
    );
    const shownPrice = page.getByTestId('product-price').first();
    await expect.poll(() => shownPrice.textContent()).toBe(formatRupees(totalPrice));
    const shown = await largestPictureShown(page, '[aria-roledescription="slide"] img');
    expect(requests.filter((r) => r.startsWith(`/api/products/${id}`))).toEqual([]);
    const picture = shown.replace(/-\d+\.webp$/, '');
    expect(requests.filter((r) => r.startsWith(picture))).toEqual([shown]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists a category without asking the API for its first page', async () => {
    const { data } = await api<{ data: { id: number; name: string }[] }>('product-categories');
    const rings = defined(data.find((c) => c.name === 'Rings'), 'the Rings category');
    const { page, context, errors, requests } = await load(`/dashboard/${rings.id}`);
    await expect.poll(() => page.locator('a[href^="/productdetail/"]').count()).toBeGreaterThan(0);
    expect(requests.filter((r) => r.startsWith('/api/filter-products'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
