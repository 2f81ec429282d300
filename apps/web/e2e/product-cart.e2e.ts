import { describe, expect, it } from 'vitest';
import { formatRupees } from '@kanak/domain/money';
import { defined, expectAccessible, openPage, setupBrowser, VIEWPORTS } from './harness.ts';
import { findDemoProducts, pathname, pickTile, quoted, ring, shownPrice } from './product-page.ts';
import { json, uniquePhone } from './shop-api.ts';

setupBrowser();
findDemoProducts();

describe.each(VIEWPORTS)('product page ($name)', (viewport) => {
  it('opens the login modal when a visitor presses ADD TO CART or SAVE', async () => {
    const { page, context, errors } = await openPage(viewport, `/productdetail/${ring.id}`);
    await expect.poll(() => shownPrice(page)).toBe(formatRupees(ring.price));
    // SPEC §5 "Cart and save": without a logged-in user the login popup opens.
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });

    // A ring is asked its size first: what sign-in carries through must be a whole piece.
    await page.getByRole('button', { name: 'ADD TO CART' }).first().click();
    await expect.poll(() => page.getByText('Please select a ring size').isVisible()).toBe(true);
    expect(await dialog.isVisible()).toBe(false);
    await page.getByLabel('Ring size').selectOption(String(ring.ring_sizes[0]));
    await page.getByRole('button', { name: 'ADD TO CART' }).first().click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'LOG IN', exact: true }).isVisible()).toBe(
      true,
    );
    expect(await dialog.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/signup',
    );
    // The modal fades in; contrast is judged once it has.
    await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'SAVE' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);

    if (viewport.isMobile) {
      // STYLE.md: on phones a bar with the price and ADD TO CART stays at the bottom of the screen.
      await page.evaluate(() => window.scrollTo(0, 0));
      const bar = page.getByRole('button', { name: 'ADD TO CART' }).last();
      await expect.poll(() => bar.isVisible()).toBe(true);
      await bar.click();
      await expect.poll(() => dialog.isVisible()).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('carries ADD TO CART through signing up: the piece is in the cart as chosen, and the page keeps it', async () => {
    const { page, context, errors } = await openPage(viewport, `/productdetail/${ring.id}`);
    await expect.poll(() => shownPrice(page)).toBe(formatRupees(ring.price));
    const chosen = await quoted(ring.id, {
      gold_type: 'rose_gold',
      gold_carat: '14k',
      diamond_clarity: 'VVS-VS FG',
      quantity: '2',
    });
    await pickTile(page, 'VVS-VS FG');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => shownPrice(page)).toBe(formatRupees(chosen.totalPrice));
    const size = defined(ring.ring_sizes[0], 'ring.ring_sizes[0]');
    await page.getByLabel('Ring size').selectOption(String(size));

    await page.getByRole('button', { name: 'ADD TO CART' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('link', { name: 'Create an account' }).click();
    await expect.poll(() => pathname(page)).toBe('/signup');
    const phone = uniquePhone();
    await page.getByLabel('Full name').fill('Nisha Rao');
    await page.getByLabel('Email').fill(`nisha.${phone}@example.in`);
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill('Kanak@2025');
    await page.getByLabel('Confirm password').fill('Kanak@2025');
    await page.getByLabel(/I agree to the Terms & Conditions/).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    const firstBox = page.getByRole('textbox', { name: 'Digit 1 of 6' });
    await expect.poll(() => firstBox.isVisible()).toBe(true);
    const outbox = await json<{ messages: { body: string }[] }>(
      await page.request.get(`/api/dev/outbox?to=${phone}`),
    );
    await firstBox.fill(defined(/\b\d{6}\b/.exec(defined(outbox.messages[0], 'outbox.messages[0]').body)?.[0], 'a code in the SMS'));
    await page.getByRole('button', { name: 'VERIFY OTP' }).click();

    // Signed up, the ADD TO CART they asked for is done: the piece is in the cart as chosen.
    await expect.poll(() => pathname(page)).toBe('/placeorder');
    const line = page.getByRole('listitem', { name: ring.name });
    await expect.poll(() => line.isVisible()).toBe(true);
    expect(await line.innerText()).toContain(`Rose Gold · 14 KT · VVS-VS FG · Size ${size}`);
    expect(await line.getByLabel('Quantity').inputValue()).toBe('2');
    // Back on the piece, its options are as they were left.
    await page.goBack();
    await expect
      .poll(() => page.getByRole('radio', { name: 'VVS-VS FG', exact: true }).isChecked())
      .toBe(true);
    await expect.poll(() => shownPrice(page)).toBe(formatRupees(chosen.totalPrice));
    expect(errors).toEqual([]);
    await context.close();
  });
});
