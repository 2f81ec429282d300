import { describe, expect, it } from 'vitest';
import { defined, openPage, setupBrowser, VIEWPORTS } from './harness.ts';
import { findDemoProducts, pathname, ring } from './product-page.ts';
import { json, uniquePhone } from './shop-api.ts';

/*
 * Issue 35 #12: once in five tries, after ADD TO CART (signed out) → sign up → OTP, the cart showed
 * empty until a reload. The read of the cart that signing in starts was answered before the
 * remembered ADD TO CART reached the server and landed after it. Here that read is always slow:
 * the server answers it at once (the cart still empty) and the browser gets the answer 2.5 s later.
 */

setupBrowser();
findDemoProducts();

describe.each(VIEWPORTS)('the cart right after signing up ($name)', (viewport) => {
  it('shows the piece added before signing up, even when the sign-in’s cart read arrives last', async () => {
    const { page, context, errors } = await openPage(viewport, `/productdetail/${ring.id}`);
    let added = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/cart') added = true;
    });
    await page.route('**/api/view-cart', async (route) => {
      if (added) return route.continue();
      const response = await route.fetch();
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.fulfill({ response });
    });

    await page.getByLabel('Ring size').selectOption(String(defined(ring.ring_sizes[0], 'a ring size')));
    await page.getByRole('button', { name: 'ADD TO CART' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('link', { name: 'Create an account' }).click();
    await expect.poll(() => pathname(page)).toBe('/signup');
    const phone = uniquePhone();
    await page.getByLabel('Full name').fill('Meera Iyer');
    await page.getByLabel('Email').fill(`meera.${phone}@example.in`);
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill('Kanak@2025');
    await page.getByLabel('Confirm password').fill('Kanak@2025');
    await page.getByLabel(/I agree to the Terms & Conditions/).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    const firstBox = page.getByRole('textbox', { name: 'Digit 1 of 6' });
    await expect.poll(() => firstBox.isVisible()).toBe(true);
    const outbox = await json<{ messages: { body: string }[] }>(await page.request.get(`/api/dev/outbox?to=${phone}`));
    await firstBox.fill(defined(/\b\d{6}\b/.exec(defined(outbox.messages[0], 'the OTP SMS').body)?.[0], 'a code in the SMS'));
    await page.getByRole('button', { name: 'VERIFY OTP' }).click();

    await expect.poll(() => pathname(page)).toBe('/placeorder');
    const line = page.getByRole('listitem', { name: ring.name });
    await expect.poll(() => line.isVisible()).toBe(true);
    // Past the moment the slow read lands, the piece is still there: nothing to add again.
    await page.waitForTimeout(3_000);
    expect(await line.isVisible()).toBe(true);
    expect(await page.getByRole('listitem', { name: ring.name }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
