import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, setupBrowser, VIEWPORTS, whenReady } from './harness.ts';
import { findDemoProducts, pathname, pendant, pickTile } from './product-page.ts';
import { signUp } from './shop-api.ts';

/*
 * A tap is never lost (issue 35 item 8, decision 050). A product page the server rendered is on
 * screen, ADD TO CART and all, before its script runs: on a slow phone 1–2 s. The page's script is
 * held back here until the taps are made, so they surely come before the app listens.
 */

setupBrowser();
findDemoProducts();

/** Holds the storefront's entry script back until the returned function is called. */
async function holdScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens `path` and answers once its ADD TO CART shows, before the app listens. */
async function openBeforeScript(page: Page, path: string) {
  const release = await holdScript(page);
  // The harness's goto waits until the app answers, which waits for the script.
  const loaded = page.goto(path);
  const button = page.getByRole('button', { name: 'ADD TO CART' }).first();
  await button.waitFor({ state: 'visible' });
  const listening = () => page.evaluate(() => 'ready' in document.documentElement.dataset);
  return { button, listening, release, loaded };
}

describe.each(VIEWPORTS)('a tap before the page’s script runs ($name)', (viewport) => {
  it('ADD TO CART tapped as soon as it shows puts the piece, as chosen, in the cart', async () => {
    const { page, context, errors } = await openPage(viewport, '/');
    await signUp(page);
    const early = await openBeforeScript(page, `/productdetail/${pendant.id}`);
    await pickTile(page, 'White Gold');
    await early.button.click();
    expect(await early.listening()).toBe(false);

    early.release();
    await early.loaded;
    await expect.poll(() => pathname(page), { timeout: 15_000 }).toBe('/placeorder');
    const line = page.getByRole('listitem', { name: pendant.name });
    await expect.poll(() => line.isVisible()).toBe(true);
    expect(await line.innerText()).toContain('White Gold');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a visitor’s early ADD TO CART opens the sign-in prompt once the page answers', async () => {
    const { page, context, errors } = await openPage(viewport, 'about:blank');
    const early = await openBeforeScript(page, `/productdetail/${pendant.id}`);
    // Tapped twice, as an impatient visitor would: it counts once.
    await early.button.click();
    await early.button.click();
    expect(await early.listening()).toBe(false);

    early.release();
    await early.loaded;
    await whenReady(page);
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
