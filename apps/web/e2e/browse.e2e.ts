import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, openPage, setupBrowser, VIEWPORTS, type Viewport } from './harness.ts';

setupBrowser();

const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** What the visitor reads on each card of the listing: name and price. */
async function cards(page: Page): Promise<{ name: string; price: number }[]> {
  const articles = page.getByRole('main').getByRole('article');
  const result: { name: string; price: number }[] = [];
  for (const card of await articles.all()) {
    const name = (await card.getByRole('heading').innerText()).replace(/\s+/g, ' ').trim();
    const price = await card.getByText(/₹/).innerText();
    result.push({ name, price: rupees(price) });
  }
  return result;
}

const names = async (page: Page) => (await cards(page)).map((c) => c.name);

async function openFilters(page: Page, viewport: Viewport) {
  if (viewport.isMobile) await page.getByRole('button', { name: /^Filters/ }).click();
}

async function closeFilters(page: Page, viewport: Viewport) {
  if (viewport.isMobile) await page.getByRole('button', { name: /^Show/ }).click();
}

describe.each(VIEWPORTS)('browsing ($name)', (viewport) => {
  it('goes from a home category to its listing, filters by price and purity, and clears', async () => {
    const { page, context, errors } = await openPage(viewport, '/');
    const categories = page.getByRole('region', { name: 'Jewellery Category' });
    await categories
      .getByRole('link', { name: /^Rings/ })
      .first()
      .click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/24');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Rings');
    await expect.poll(async () => (await cards(page)).length).toBeGreaterThan(4);
    const before = await cards(page);
    for (const card of before) {
      expect(card.name).toMatch(/Ring|Band/);
      expect(card.price).toBeGreaterThan(0);
    }
    await expect
      .poll(() => page.getByRole('main').getByRole('article').first().innerText())
      .toMatch(/approx\. ₹[\d,]+/);

    await openFilters(page, viewport);
    await page.getByRole('radio', { name: '₹35,000 – ₹50,000' }).check();
    await page.getByRole('radio', { name: '18 KT' }).check();
    // SPEC §4: filters wait for a 1.5 s pause, and say so meanwhile.
    expect(await page.getByText('Updating…').first().isVisible()).toBe(true);
    expect(await names(page)).toEqual(before.map((c) => c.name));
    await expect.poll(() => page.url(), { timeout: 5000 }).toMatch(/purity=18k/);
    if (viewport.isMobile) await expectAccessible(page); // the open drawer
    await closeFilters(page, viewport);

    await expect
      .poll(async () => {
        const now = await cards(page);
        return (
          now.length > 0 &&
          now.length < before.length &&
          now.every((c) => c.price >= 35000 && c.price <= 50000 && c.name.endsWith('(18 KT)'))
        );
      })
      .toBe(true);
    const filtered = await names(page);

    // The filters live in the URL, so a reload shows the same pieces.
    await page.reload();
    await expect.poll(() => names(page)).toEqual(filtered);
    await expectAccessible(page);

    await openFilters(page, viewport);
    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await closeFilters(page, viewport);
    await expect.poll(() => names(page)).toEqual(before.map((c) => c.name));
    expect(page.url()).not.toMatch(/purity=/);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('starts a page opened from the address bar at its top, and Back returns to where it was', async () => {
    const { page, context } = await openPage(viewport, 'about:blank');
    // Scrolls jump at once, so where the page lands is where it stays (no smooth scroll to wait out).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await page.getByRole('contentinfo').waitFor();
    await page.evaluate(() => window.scrollTo(0, 1600));

    await page.goto('/dashboard/24');
    const firstCard = page.getByRole('main').getByRole('article').first();
    await firstCard.waitFor();
    // The footer arrives after the page's first paint: a restored position has been applied by then.
    await page.getByRole('contentinfo').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 600));
    // A tap where the card is, without the scroll into view a locator's click would add.
    await firstCard.getByRole('link').first().dispatchEvent('click');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/productdetail\//);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    await context.close();
  });

  it('lists pendants for /dashboard/pendant and nothing for an unknown word', async () => {
    const { page, context, errors } = await openPage(viewport, '/dashboard/pendant');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Pendants');
    await expect.poll(async () => (await names(page)).length).toBeGreaterThan(2);
    for (const name of await names(page)) expect(name).toMatch(/Pendant/);
    await expectAccessible(page);

    await page.goto('/dashboard/zzzz');
    await expect.poll(() => page.getByText('No products available').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Results for “zzzz”');
    expect(await page.getByRole('main').getByRole('article').count()).toBe(0);
    await expectAccessible(page);

    // A piece the shop does not list by that name is no dead end: the nearest collections, and the customise form.
    await page.goto('/dashboard/mangalsutra');
    const nearest = page.getByRole('navigation', { name: 'The nearest collections' });
    await expect.poll(() => nearest.getByRole('link').allInnerTexts()).toEqual(['Necklaces', 'Pendants']);
    const customise = page.getByRole('main').getByRole('link', { name: 'Customize with us' });
    expect(await customise.getAttribute('href')).toBe('/customizeform');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens Under 25K from the Pricing menu and lists only pieces up to ₹25,000', async () => {
    const { page, context, errors } = await openPage(viewport, '/');
    if (viewport.isMobile) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page
        .getByRole('navigation', { name: 'Mobile' })
        .getByRole('link', { name: 'Under 25K' })
        .click();
    } else {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Pricing' }).click();
      await nav.getByRole('link', { name: 'Under 25K' }).click();
    }
    await expect.poll(() => new URL(page.url()).pathname).toBe('/price-filter/25000');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Jewellery under ₹25,000');
    await expect.poll(async () => (await cards(page)).length).toBeGreaterThan(0);
    const listed = await cards(page);
    for (const card of listed) expect(card.price).toBeLessThanOrEqual(25000);
    // Most valuable first by default: the nearest to the budget leads.
    expect(listed.map((c) => c.price)).toEqual(
      [...listed.map((c) => c.price)].sort((a, b) => b - a),
    );
    await expectAccessible(page);

    await page.goto('/price-filter/not-a-number');
    await expect.poll(() => page.getByText('We could not find that page').isVisible()).toBe(true);
    await page.goto('/price-filter/-5');
    await expect.poll(() => page.getByText('We could not find that page').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('adds the next page of pieces with Load more', async () => {
    const { page, context, errors } = await openPage(viewport, '/dashboard');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('All jewellery');
    const status = page.getByText(/^Showing \d+ of \d+$/);
    await expect.poll(() => status.innerText()).toMatch(/^Showing 24 of \d+$/);
    const total = Number((await status.innerText()).split(' of ')[1]);
    expect(total).toBeGreaterThan(24);
    expect(await page.getByRole('main').getByRole('article').count()).toBe(24);

    await page.getByRole('button', { name: 'Load more' }).click();
    const second = Math.min(48, total);
    await expect.poll(() => page.getByRole('main').getByRole('article').count()).toBe(second);
    await expect.poll(() => status.innerText()).toBe(`Showing ${second} of ${total}`);
    const seen = await names(page);
    expect(new Set(seen).size).toBe(seen.length);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the six accessory tiles, each leading to its listing', async () => {
    const { page, context, errors } = await openPage(viewport, '/ac');
    const tiles = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect.poll(() => tiles.count()).toBe(6);
    expect(await tiles.allInnerTexts()).toEqual(
      ['Rings', 'Necklaces', 'Bracelets', 'Pendants', 'Earrings', 'Customize with Us'].map((n) =>
        expect.stringContaining(n),
      ),
    );
    expect(await tiles.last().getAttribute('href')).toBe('/customizeform');
    await expect.poll(() => page.locator('main img').count()).toBe(6);
    await expectAccessible(page);

    await tiles.first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/dashboard/24');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Rings');
    expect(errors).toEqual([]);
    await context.close();
  });
});
