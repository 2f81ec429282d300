import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { defined, expectAccessible, openPage, setupBrowser, VIEWPORTS } from './harness.ts';

setupBrowser();

const pathname = (page: Page) => new URL(page.url()).pathname;

describe.each(VIEWPORTS)('home page ($name)', (viewport) => {
  it('shows the categories from the database, accessibly and without console errors', async () => {
    const { page, context, errors } = await openPage(viewport, '/');
    const categories = page.getByRole('region', { name: 'Jewellery Category' });
    await expect.poll(() => categories.getByRole('link', { name: /Rings/ }).count()).toBeGreaterThan(0);
    for (const name of ['Pendants', 'Earrings', 'Necklaces', 'Bracelets', 'Bangles']) {
      await expect.poll(() => categories.getByRole('link', { name: new RegExp(name) }).count()).toBeGreaterThan(0);
    }
    const firstImage = categories.getByRole('img').first();
    await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows one hero slide at a time and the next arrow brings the following one', async () => {
    const { page, context, errors } = await openPage(viewport, '/');
    const carousel = page.getByRole('region', { name: 'Featured jewellery' });
    // Only the slide on show is exposed; the others are inert.
    const slide = carousel.getByRole('group');
    await expect.poll(() => slide.count()).toBe(1);
    await expect.poll(() => slide.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    await carousel.hover(); // autoplay rests while the pointer is on the carousel
    const [shown, total] = defined((await slide.getAttribute('aria-label')), '(await slide.getAttribute(\'aria-label\'))').split(' of ').map(Number);
    expect(total).toBeGreaterThan(1);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => slide.getAttribute('aria-label')).toBe(`${(defined(shown, 'shown') % defined(total, 'total')) + 1} of ${total}`);
    const frame = await carousel.boundingBox();
    // The new slide has slid into place.
    await expect.poll(async () => Math.abs(defined((await slide.boundingBox()), '(await slide.boundingBox())').x - defined(frame, 'frame').x)).toBeLessThan(2);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('moves on by itself until the visitor pauses it (WCAG 2.2.2)', async () => {
    const { page, context, errors } = await openPage(viewport, '/');
    await page.mouse.move(0, 0);
    const carousel = page.getByRole('region', { name: 'Featured jewellery' });
    const slide = carousel.getByRole('group');
    await expect.poll(() => slide.count()).toBe(1);
    const first = await slide.getAttribute('aria-label');
    // TIMERS.heroCarouselMs is 3 s: the next slide comes without a touch.
    await expect.poll(() => slide.getAttribute('aria-label'), { timeout: 8_000 }).not.toBe(first);

    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const paused = await slide.getAttribute('aria-label');
    await page.waitForTimeout(4_000);
    expect(await slide.getAttribute('aria-label')).toBe(paused);
    await expect.poll(() => carousel.getByRole('button', { name: 'Play slideshow' }).isVisible()).toBe(true);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says 'No images available' when the carousel has no pictures", async () => {
    const { page, context } = await openPage(viewport, 'about:blank');
    // The page's HTML carries the carousel (apps/api/src/modules/pages/seo-preload.ts): take it out, so
    // the app asks the API, which answers with no slides.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/<script [^>]*id="kanak-preload"[^>]*>[\s\S]*?<\/script>/, '');
        await route.fulfill({ response, body });
      },
    );
    await page.route('**/api/home-carousel', (route) => route.fulfill({ json: { data: [] } }));
    await page.goto('/');
    await expect.poll(() => page.getByText('No images available', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('shows the best sellers as Top Picks, each opening its product page', async () => {
    const { page, context, errors } = await openPage(viewport, '/');
    const response = await page.request.get('/api/filter-products?fav_product=Y');
    const bestSellers = ((await response.json()) as { products: { id: number; name: string }[] }).products;
    expect(bestSellers.length).toBeGreaterThan(0);

    const picks = page.getByRole('region', { name: 'Top Picks' });
    const cards = picks.locator('a[href^="/productdetail/"]');
    // The section is in the page's second chunk and its cards replace their skeletons in one go:
    // wait for the first card to be on screen (Playwright's own wait), then count them all.
    await cards.first().waitFor();
    expect(await cards.count()).toBe(bestSellers.length);
    const names = await picks.getByRole('heading', { level: 3 }).allTextContents();
    expect(names.sort()).toEqual(bestSellers.map((p) => p.name).sort());
    await expectAccessible(page);
    expect(errors).toEqual([]);

    const first = cards.first();
    const href = await first.getAttribute('href');
    expect(href).toBe(`/productdetail/${defined(bestSellers[0], 'bestSellers[0]').id}`);
    await first.click();
    await expect.poll(() => pathname(page)).toBe(href);
    await context.close();
  });

  it('answers three questions in the FAQ, one at a time', async () => {
    const { page, context, errors } = await openPage(viewport, '/');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = faq.locator('summary');
    await expect.poll(() => questions.count()).toBe(3);
    const answer = faq.getByText(/advance of 70–80%/);
    expect(await answer.isVisible()).toBe(false);
    await faq.locator('summary', { hasText: 'Which payment methods do you accept?' }).click();
    await expect.poll(() => answer.isVisible()).toBe(true);
    expect(await faq.getByText(/UPI/).isVisible()).toBe(true);
    await questions.first().click();
    await expect.poll(() => faq.getByRole('link', { name: 'Customize With Us' }).isVisible()).toBe(true);
    await expect.poll(() => answer.isVisible()).toBe(false); // opening one closes the other
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows today's gold rates per gram on the page and in the header", async () => {
    const { page, context, errors } = await openPage(viewport, '/');
    const rates = page.getByRole('region', { name: 'Today’s rates' });
    await expect.poll(() => rates.getByRole('table').first().textContent()).toMatch(/₹[\d,]+\/g/);
    const rows = rates.getByRole('table').first().getByRole('row');
    await expect.poll(() => rows.count()).toBe(4); // header + rose, white, yellow
    expect(await rates.textContent()).toContain('Prices on this site are worked out from these rates');
    await expect.poll(() => page.locator('header').textContent()).toMatch(/18 KT ₹[\d,]+\/g/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the listing for typed text once the visitor pauses, and forgets it elsewhere', async () => {
    const { page, context } = await openPage(viewport, '/');
    const box = page.getByRole('combobox', { name: 'Search jewellery' }).filter({ visible: true });
    await box.pressSequentially('solitaire');
    expect(pathname(page)).toBe('/'); // nothing happens while typing
    await expect.poll(() => pathname(page)).toBe('/dashboard/solitaire');
    expect(await box.inputValue()).toBe('solitaire'); // the results page keeps its words

    await page.getByRole('link', { name: 'Kanak, home' }).click();
    await expect.poll(() => pathname(page)).toBe('/');
    await expect.poll(() => box.inputValue()).toBe('');
    await page.goBack();
    await expect.poll(() => box.inputValue()).toBe('solitaire');
    await context.close();
  });

  it('leads each category to its listing and Customize With Us to the request form', async () => {
    const { page, context } = await openPage(viewport, '/');
    const categories = page.getByRole('region', { name: 'Jewellery Category' });
    await expect.poll(() => categories.getByRole('link', { name: /Rings/ }).getAttribute('href')).toMatch(/^\/dashboard\/\d+$/);
    await categories.getByRole('link', { name: /Customize With Us/ }).click();
    await expect.poll(() => pathname(page)).toBe('/customizeform');
    await context.close();
  });

  it('shows the banner with a link to all jewellery, and hides it when the picture is missing', async () => {
    const { page, context } = await openPage(viewport, '/');
    const banner = page.getByRole('region', { name: 'Gold that is yours from the first sketch' });
    await expect.poll(() => banner.getByRole('link', { name: 'View all jewellery' }).getAttribute('href')).toBe('/dashboard');

    await page.route('**/media/banner/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.reload();
    const picks = page.getByRole('region', { name: 'Top Picks' });
    await expect.poll(() => picks.count()).toBe(1);
    await picks.scrollIntoViewIfNeeded(); // the banner's picture loads lazily, near the viewport
    await expect.poll(() => banner.count()).toBe(0);
    await context.close();
  });
});
