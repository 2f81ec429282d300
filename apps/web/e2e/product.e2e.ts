import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { FilterProductsResponse } from '@kanak/domain/contract/product';
import { formatRupees } from '@kanak/domain/money';
import { defined, expectAccessible, openPage, setupBrowser, VIEWPORTS } from './harness.ts';
import {
  apiGet,
  findDemoProducts,
  mainImageSrc,
  pendant,
  pickTile,
  quoted,
  rupees,
  ring,
  shownPrice,
} from './product-page.ts';

/** Whether two things on screen share any pixels. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

setupBrowser();
findDemoProducts();

describe.each(VIEWPORTS)('product page ($name)', (viewport) => {
  it('prices a diamond ring through the API as the customer changes its options', async () => {
    const { page, context, errors } = await openPage(viewport, `/productdetail/${ring.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(ring.name);
    await expect.poll(() => shownPrice(page)).toBe(formatRupees(ring.price));
    expect(await mainImageSrc(page)).toMatch(/rose-\d-640\.webp$/);

    // Rose and yellow gold cost the same on the demo rate card, so the colour shows in the pictures.
    await pickTile(page, 'Yellow Gold');
    await expect.poll(() => mainImageSrc(page)).toMatch(/yellow-\d-640\.webp$/);
    expect(await page.getByRole('radio', { name: 'Yellow Gold' }).isChecked()).toBe(true);

    const options = {
      gold_type: 'yellow_gold',
      gold_carat: '14k',
      diamond_clarity: 'VS-SI GH',
      quantity: '1',
    };
    const at14k = await quoted(ring.id, options);
    const at18k = await quoted(ring.id, { ...options, gold_carat: '18k' });
    expect(at18k.totalPrice).toBeGreaterThan(at14k.totalPrice);
    await pickTile(page, /^18 KT/);
    await expect.poll(() => shownPrice(page)).toBe(formatRupees(at18k.totalPrice));

    const finest = await quoted(ring.id, {
      ...options,
      gold_carat: '18k',
      diamond_clarity: 'IF-VVS EF',
    });
    expect(finest.totalPrice).toBeGreaterThan(at18k.totalPrice);
    await pickTile(page, 'IF-VVS EF');
    await expect.poll(() => shownPrice(page)).toBe(formatRupees(finest.totalPrice));

    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => shownPrice(page)).toBe(formatRupees(finest.totalPrice * 2));
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect.poll(() => shownPrice(page)).toBe(formatRupees(finest.totalPrice));
    expect(await page.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).toBe(true);

    const size = defined(ring.ring_sizes[0], 'ring.ring_sizes[0]');
    const sizeSelect = page.getByLabel('Ring size');
    expect(await sizeSelect.inputValue()).toBe('');
    await sizeSelect.selectOption(String(size));
    // The size lives in the page's address, so the select shows it once the URL has changed.
    await expect.poll(() => sizeSelect.inputValue()).toBe(String(size));

    await page.getByText('Price Breakup', { exact: true }).click();
    const breakup = page.getByRole('table', { name: 'Price breakup for the chosen options' });
    for (const row of ['Gold', 'Diamond', 'Making charges', 'GST (3%)']) {
      await expect.poll(() => breakup.getByRole('row', { name: row }).isVisible()).toBe(true);
    }
    const total = await breakup
      .getByRole('row', { name: /^Total/ })
      .getByRole('cell')
      .textContent();
    expect(total).toBe(await shownPrice(page));
    // Every part in whole rupees, GST too, and together they make the price.
    const parts = await breakup.locator('tbody td').allTextContents();
    for (const part of parts) expect(part).toMatch(/^₹[\d,]+$/);
    expect(parts.reduce((sum, part) => sum + rupees(part), 0)).toBe(
      rupees(defined(total, 'total')),
    );
    // Digits stand on the line at one width (an old-style 1 reads as I).
    expect(
      await page
        .getByTestId('product-price')
        .first()
        .evaluate((el) => getComputedStyle(el).fontVariantNumeric),
    ).toBe('lining-nums tabular-nums');

    await page.getByText('Stone Details', { exact: true }).click();
    await expect
      .poll(() => page.getByText('IF-VVS EF', { exact: true }).last().isVisible())
      .toBe(true);

    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it.runIf(viewport.isMobile)(
    'shows picture, name and price on the first screen of a phone, clear of the sticky bar',
    async () => {
      // The longest name wraps onto two lines: the tallest heading the first screen must hold.
      const { products } = await apiGet<FilterProductsResponse>('filter-products?per_page=100');
      const longest = products.reduce((a, b) => (b.name.length > a.name.length ? b : a));
      const { page, context } = await openPage(viewport, 'about:blank');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/productdetail/${longest.id}`);
      const bar = page.getByTestId('sticky-cart-bar');
      const chat = page.getByRole('link', { name: /Chat with us/ });
      await expect.poll(() => bar.isVisible()).toBe(true);
      await expect.poll(() => chat.isVisible()).toBe(true);
      const barTop = defined(await bar.boundingBox(), "the sticky bar's box").y;
      const bottomOf = async (name: string, box: { y: number; height: number } | null) => {
        expect(box, name).not.toBeNull();
        const { y, height } = defined(box, `the ${name}'s box`);
        expect(y, name).toBeGreaterThanOrEqual(0);
        return y + height;
      };
      for (const [name, thing] of [
        ['name', page.getByRole('heading', { level: 1 })],
        ['price', page.getByTestId('product-price').first()],
        ['picture', page.getByTestId('gallery-main')],
      ] as const) {
        expect(await bottomOf(name, await thing.boundingBox()), name).toBeLessThanOrEqual(barTop);
      }
      // The chat button sits in the place the bar keeps at its end: over none of the page, and
      // clear of the bar's price and ADD TO CART (issue 35 item 13).
      const barBox = defined(await bar.boundingBox(), "the sticky bar's box");
      await expect
        .poll(async () => {
          const box = defined(await chat.boundingBox(), "the chat button's box");
          return box.y >= barBox.y && box.y + box.height <= barBox.y + barBox.height;
        })
        .toBe(true);
      expect(await overlap(chat, bar.getByRole('button', { name: 'ADD TO CART' }))).toBe(false);
      await context.close();
    },
  );

  it.runIf(viewport.isMobile)(
    'never covers the price breakup’s total with the chat button (issue 35)',
    async () => {
      const { page, context } = await openPage(viewport, 'about:blank');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/productdetail/${ring.id}`);
      await page.locator('summary', { hasText: 'Price Breakup' }).click();
      const total = page.locator('tfoot td').first();
      const chat = page.getByRole('link', { name: /Chat with us/ });
      await expect.poll(() => total.isVisible()).toBe(true);
      // The total brought to each height just above the sticky bar, where the button used to float.
      const bar = page.getByTestId('sticky-cart-bar');
      await total.scrollIntoViewIfNeeded();
      await expect.poll(() => bar.isVisible()).toBe(true);
      for (const gap of [0, 20, 40, 70, 100]) {
        await total.evaluate((el, gap) => {
          const edge = document.querySelector('[data-testid="sticky-cart-bar"]');
          const barTop = edge ? edge.getBoundingClientRect().top : window.innerHeight;
          window.scrollBy(0, el.getBoundingClientRect().bottom - (barTop - gap));
        }, gap);
        await expect.poll(() => bar.isVisible()).toBe(true);
        await expect.poll(() => chat.isVisible()).toBe(true);
        await expect
          .poll(() => overlap(chat, total), { message: `${gap} px above the bar` })
          .toBe(false);
      }
      await context.close();
    },
  );

  it('shows that a pendant comes without its chain', async () => {
    const { page, context, errors } = await openPage(viewport, `/productdetail/${pendant.id}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe(pendant.name);
    await expect.poll(() => page.getByText('*Chain Not Included*').isVisible()).toBe(true);
    expect(await page.getByLabel('Ring size').count()).toBe(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('copies the link and says so when the device has no share sheet', async () => {
    const { page, context, errors } = await openPage(viewport, `/productdetail/${ring.id}`);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.reload();
    await page.getByRole('button', { name: 'Share this piece' }).click();
    await expect
      .poll(() =>
        page.getByRole('status').filter({ hasText: 'Link copied to clipboard!' }).isVisible(),
      )
      .toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    expect(errors).toEqual([]);
    await context.close();
  });

  it('preselects purity at once and the metal colour after a second from navigation state', async () => {
    const { page, context, errors } = await openPage(viewport, '/');
    // What a listing's <Link state> does: React Router keeps the state in history.state.usr.
    await page.evaluate((path) => {
      window.history.pushState(
        {
          usr: { data: 1, type: 'filter', karat: '18k', metal_type: 'white_gold' },
          key: 'e2e',
          idx: 1,
        },
        '',
        path,
      );
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, `/productdetail/${ring.id}`);
    const white = page.getByRole('radio', { name: 'White Gold' });
    await expect.poll(() => page.getByRole('radio', { name: /^18 KT/ }).isChecked()).toBe(true);
    await expect.poll(() => white.isChecked(), { timeout: 4000 }).toBe(true);
    await expect.poll(() => mainImageSrc(page)).toMatch(/white-\d-640\.webp$/);
    const quote = await quoted(ring.id, {
      gold_type: 'white_gold',
      gold_carat: '18k',
      diamond_clarity: 'VS-SI GH',
      quantity: '1',
    });
    await expect.poll(() => shownPrice(page)).toBe(formatRupees(quote.totalPrice));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the not-found page for a product that does not exist', async () => {
    for (const path of ['/productdetail/999999', '/productdetail/not-a-number']) {
      const { page, context } = await openPage(viewport, path);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('We could not find that page');
      await expectAccessible(page);
      await context.close();
    }
  });
});
