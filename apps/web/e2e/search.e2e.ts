import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, openPage, setupBrowser, VIEWPORTS } from './harness.ts';
import { json, rememberSignIn } from './shop-api.ts';

/*
 * Search shoppers actually type (issue 19): the header's suggestions worked by keyboard, spelling
 * slips forgiven on the results page, and a synonym set added in the back office that makes one
 * word find another's pieces.
 */

setupBrowser();

const [MOBILE, DESKTOP] = VIEWPORTS;
const ADMIN = { email: 'admin@kanak.example', password: 'Admin@12345678' };
const pathname = (page: Page) => new URL(page.url()).pathname;

const searchBox = (page: Page) =>
  page.getByRole('combobox', { name: 'Search jewellery' }).filter({ visible: true });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' }).filter({ visible: true });

/** The names on the listing's cards. */
const cardNames = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading').allInnerTexts();

/** What the polite live region of the open search box says. */
const announced = (page: Page) =>
  page.locator('form[role="search"]').filter({ visible: true }).getByRole('status').textContent();

/** Arrow keys until `option` is the active one (categories come first, so it may be a few down). */
async function arrowTo(box: Locator, option: Locator) {
  const id = await option.getAttribute('id');
  for (let step = 0; step < 8; step++) {
    const before = await box.getAttribute('aria-activedescendant');
    if (before === id) break;
    await box.press('ArrowDown');
    await expect.poll(() => box.getAttribute('aria-activedescendant')).not.toBe(before);
  }
  expect(await option.getAttribute('aria-selected')).toBe('true');
}

describe('search', () => {
  it(`suggests pieces for an Indian word, opens one by keyboard, and forgives spelling (${MOBILE.name})`, async () => {
    const { page, context, errors } = await openPage(MOBILE, '/');
    const box = searchBox(page);
    await box.pressSequentially('jhumki');

    const jiya = suggestions(page).getByRole('option', { name: /Jiya Gold Jhumkas/ });
    await expect.poll(() => jiya.isVisible()).toBe(true);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => announced(page)).toMatch(/^\d suggestions? available$/);
    // The list fits the phone: nothing sticks out past the 360 px screen.
    const list = await suggestions(page).boundingBox();
    expect(list && list.x >= 0 && list.x + list.width <= MOBILE.width).toBe(true);
    await expectAccessible(page);

    await arrowTo(box, jiya);
    await box.press('Enter');
    await expect.poll(() => pathname(page)).toMatch(/^\/productdetail\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Jiya Gold Jhumkas');
    expect(await suggestions(page).count()).toBe(0);

    // Nothing like it in the shop: the listing says so and the box suggests nothing.
    await box.pressSequentially('xqzv');
    await expect.poll(() => pathname(page)).toBe('/dashboard/xqzv');
    await expect.poll(() => page.getByText('No products available').isVisible()).toBe(true);
    await expect.poll(() => announced(page)).toBe('No suggestions');
    expect(await box.getAttribute('aria-expanded')).toBe('false');

    // A slip of the spelling still finds the bracelets; Escape closes the suggestions, keeps the words.
    await box.fill('');
    await box.pressSequentially('braclet');
    await expect.poll(() => pathname(page)).toBe('/dashboard/braclet');
    await expect.poll(async () => (await cardNames(page)).some((name) => /Bracelet/.test(name))).toBe(true);
    await expect.poll(() => suggestions(page).isVisible()).toBe(true);
    await box.press('Escape');
    expect(await suggestions(page).count()).toBe(0);
    expect(await box.inputValue()).toBe('braclet');

    expect(errors).toEqual([]);
    await context.close();
  });

  it(`lets the shop add a synonym set that search then follows, and delete it (${DESKTOP.name})`, async () => {
    const { page, context } = await openPage(DESKTOP, '/');
    await json(await page.request.post('/api/login', { data: ADMIN }));
    await rememberSignIn(page);
    await page.goto('/admin/search');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Search');

    // "valayal" (Tamil for bangles) means nothing to the shop yet.
    await page.getByRole('link', { name: 'View shop' }).click();
    const box = searchBox(page);
    await box.pressSequentially('valayal');
    await expect.poll(() => pathname(page)).toBe('/dashboard/valayal');
    await expect.poll(() => page.getByText('No products available').isVisible()).toBe(true);

    // Back to the back office in the same visit, so the shop's remembered answers must be refreshed.
    await page.goBack();
    await page.goBack();
    await expect.poll(() => pathname(page)).toBe('/admin/search');
    await page.getByLabel('Words that mean the same, separated by commas').fill('valayal, bangle');
    await page.getByRole('button', { name: 'Add set' }).click();
    const set = page.getByRole('list', { name: /^Words of the set “.*valayal/ });
    await expect.poll(() => set.getByRole('listitem').allInnerTexts()).toEqual(
      expect.arrayContaining(['valayal', 'bangle']),
    );
    await expectAccessible(page);

    // Back in the shop: "valayal" finds the bangles, suggested and listed.
    await page.getByRole('link', { name: 'View shop' }).click();
    await box.pressSequentially('valayal');
    await expect.poll(() => suggestions(page).getByRole('option', { name: /Bangle/ }).count()).toBeGreaterThan(0);
    await expect.poll(() => pathname(page)).toBe('/dashboard/valayal');
    await expect.poll(async () => (await cardNames(page)).some((name) => /Bangle/.test(name))).toBe(true);

    await page.goto('/admin/search');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: /^Delete the set “.*valayal/ }).click();
    await expect.poll(() => set.count()).toBe(0);
    await context.close();
  });
});
