import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CartResponse } from '@kanak/domain/contract/cart';
import { advanceRangeMessage } from '@kanak/domain/messages';
import { formatRupees } from '@kanak/domain/money';
import { advanceRange } from '@kanak/domain/rules';
import { expectAccessible, openPage, setupBrowser, VIEWPORTS, type Viewport } from './harness.ts';
import { json, PNG, signUp } from './shop-api.ts';

/*
 * Wishlist, cart and the address step (SPEC §2, §4, §5; issue 5), driven as a customer would:
 * heart a piece, configure two pieces into the cart, change a quantity, move one to the wishlist,
 * save an address and pay the advance. The customer is registered through the API with the page's
 * own request context, so the session cookie is the page's.
 */

setupBrowser();

const RING = { id: 10, name: 'Tanvi Stackable Diamond Band' };
const PENDANT = { id: 14, name: 'Tarini Star Pendant' };

async function signedInPage(viewport: Viewport, path: string) {
  const opened = await openPage(viewport, '/');
  await signUp(opened.page);
  await opened.page.goto(path);
  return opened;
}

/** The header's live count, read from its screen-reader text (", 2 items"). */
const headerCount = (page: Page, href: string) =>
  page.locator(`header a[href="${href}"]`).first().textContent();

const cartLine = (page: Page, name: string) => page.getByRole('listitem', { name });

/** Whether two things on screen share any pixels. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

describe.each(VIEWPORTS)('cart and wishlist ($name)', (viewport) => {
  it('asks a signed-out visitor to log in on the cart and the wishlist', async () => {
    const { page, context, errors } = await openPage(viewport, '/placeorder');
    await expect
      .poll(() => page.getByText('Please login to view your cart.').isVisible())
      .toBe(true);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Welcome back' }).isVisible())
      .toBe(true);

    // SPEC §2 writes it /Favorites: the route matches either way.
    await page.goto('/Favorites');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your wishlist' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the empty cart and the empty wishlist', async () => {
    const { page, context, errors } = await signedInPage(viewport, '/placeorder');
    await expect.poll(() => page.getByText('Your cart is empty').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Shop Now' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await page.goto('/favorites');
    await expect.poll(() => page.getByText('Your Favorites list is empty.').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hearts, configures, changes, moves, saves an address and pays the advance', async () => {
    const { page, context, errors } = await signedInPage(viewport, '/dashboard/20');

    // Heart the first pendant of the listing: it fills, the header counts it, it is in favourites.
    const firstCard = page
      .locator('article')
      .filter({ has: page.getByRole('button', { name: 'Add to wishlist' }) })
      .first();
    await expect.poll(() => firstCard.isVisible()).toBe(true);
    const heartedName = (await firstCard.locator('h3').innerText()).trim();
    const hearted = page
      .locator('article')
      .filter({ has: page.getByRole('heading', { name: heartedName }) });
    await hearted.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect
      .poll(() => hearted.getByRole('button', { name: 'In your wishlist' }).isVisible())
      .toBe(true);
    await expect.poll(() => headerCount(page, '/favorites')).toContain('1 item');
    await page.goto('/favorites');
    await expect
      .poll(() => page.getByRole('heading', { name: heartedName }).isVisible())
      .toBe(true);
    await expectAccessible(page);

    // A diamond ring at 18 KT: the size is required, then ADD TO CART opens the cart.
    await page.goto(`/productdetail/${RING.id}`);
    await expect
      .poll(() => page.getByRole('heading', { name: RING.name, level: 1 }).isVisible())
      .toBe(true);
    await page.getByText('18 KT', { exact: true }).click();
    // The first is the page's own button; phones also show a sticky bar's once it scrolls away.
    const addToCart = page.getByRole('button', { name: 'ADD TO CART', exact: true }).first();
    await addToCart.click();
    await expect.poll(() => page.getByText('Please select a ring size').isVisible()).toBe(true);
    await page.getByLabel('Ring size').selectOption('8');
    await addToCart.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/placeorder');
    const ringLine = cartLine(page, RING.name);
    await expect.poll(() => ringLine.isVisible()).toBe(true);
    expect(await ringLine.innerText()).toContain('18 KT');
    expect(await ringLine.innerText()).toContain('Size 8');

    // A pendant at the defaults: two lines.
    await page.goto(`/productdetail/${PENDANT.id}`);
    await expect
      .poll(() => page.getByRole('heading', { name: PENDANT.name, level: 1 }).isVisible())
      .toBe(true);
    await addToCart.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/placeorder');
    const pendantLine = cartLine(page, PENDANT.name);
    await expect.poll(() => pendantLine.isVisible()).toBe(true);
    await expect
      .poll(() =>
        page.getByRole('list', { name: 'Pieces in your cart' }).getByRole('listitem').count(),
      )
      .toBe(2);
    await expect.poll(() => headerCount(page, '/placeorder')).toContain('2 items');
    await expectAccessible(page);

    // Two pendants: the total becomes the API's new total.
    const total = page.getByTestId('order-total');
    const before = await total.innerText();
    await pendantLine.getByLabel('Quantity').selectOption('2');
    await expect.poll(() => total.innerText()).not.toBe(before);
    const cart = await json<CartResponse>(await page.request.get('/api/view-cart'));
    expect(cart.data.find((l) => l.product_id === PENDANT.id)?.quantity).toBe(2);
    await expect.poll(() => total.innerText()).toBe(formatRupees(cart.total_price));
    // The header counts pieces: a ring and two pendants are 3, though the cart has 2 lines.
    await expect.poll(() => headerCount(page, '/placeorder')).toContain('3 items');

    // Move the ring to the wishlist: it opens the wishlist, and leaves the cart.
    await ringLine.getByRole('button', { name: 'Move to wishlist' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/favorites');
    await expect.poll(() => page.getByRole('heading', { name: RING.name }).isVisible()).toBe(true);
    await expect.poll(() => headerCount(page, '/favorites')).toContain('2 items');
    await page.goto('/placeorder');
    await expect.poll(() => pendantLine.isVisible()).toBe(true);
    expect(await ringLine.count()).toBe(0);
    const remaining = await json<CartResponse>(await page.request.get('/api/view-cart'));
    await expect.poll(() => total.innerText()).toBe(formatRupees(remaining.total_price));

    // Place Order → the address step, with its SPEC validations.
    await page.getByRole('button', { name: 'Place Order', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/addaddress');
    await expect.poll(() => page.getByLabel('Recipient name').isVisible()).toBe(true);
    await page.getByLabel('Recipient name').fill('Asha Verma');
    await page.getByLabel('Mobile number').fill('98765');
    await page.getByLabel('Address (house, street)').fill('12 Zaveri Bazaar');
    await expect
      .poll(() => page.getByText('Phone number must be 10 digits').isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect
      .poll(() => page.getByText('Phone number must be 10 digits').first().isVisible())
      .toBe(true);
    await page.getByLabel('Mobile number').fill('9876543210');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect
      .poll(() => page.getByText('Please fill all fields and valid mobile number').isVisible())
      .toBe(true);
    await page.getByLabel('Area').fill('Kalbadevi');
    await page.getByLabel('Landmark').fill('Near Crawford Market');
    await page.getByLabel('Pincode').fill('400002');
    await page.getByLabel('State').selectOption('Maharashtra');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    const saved = page.locator('.toast').filter({ hasText: 'Address submitted successfully' });
    await expect.poll(() => saved.isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Identity document' }).isVisible())
      .toBe(true);
    // The confirmation covers none of the next step's fields, even with the document picker in
    // the lower part of the screen, where a phone's fields are filled in (it once hid it there).
    const picker = page.locator('input[type="file"]').first();
    await picker.evaluate((el) =>
      window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight * 0.85),
    );
    expect(await overlap(saved, picker)).toBe(false);
    expect(await overlap(saved, page.getByRole('button', { name: 'Submit documents' }))).toBe(false);
    expect(await page.getByTestId('order-total').innerText()).toBe(
      formatRupees(remaining.total_price),
    );
    await expectAccessible(page);

    // Documents create the order; the advance is paid in the sandbox widget; then /myorder.
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'aadhaar.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Submit documents' }).click();
    await expect.poll(() => page.getByText('Document Submit successfully').isVisible()).toBe(true);
    // SPEC §5's sentence, both amounts in rupees with Indian groups.
    const { min, max } = advanceRange(remaining.total_price);
    await expect.poll(() => page.getByText(advanceRangeMessage(min, max)).isVisible()).toBe(true);
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    const widget = page.getByRole('dialog', { name: 'Kanak · Secure payment (sandbox)' });
    await expect.poll(() => widget.isVisible()).toBe(true);
    await widget.getByRole('button', { name: /^Pay / }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/myorder');
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: /Order #\d+/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(
      await page
        .getByRole('link', { name: /Order #\d+/ })
        .first()
        .textContent(),
    ).toContain(formatRupees(remaining.total_price));
    expect(errors).toEqual([]);
    await context.close();
  });
});
