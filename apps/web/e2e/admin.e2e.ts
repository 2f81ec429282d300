import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CreateOrderResponse } from '@kanak/domain/contract/orders';
import type {
  FilterProductsResponse,
  PriceBreakdownResponse,
} from '@kanak/domain/contract/product';
import { formatRupees } from '@kanak/domain/money';
import { defined, expectAccessible, openPage, setupBrowser, VIEWPORTS, type Viewport } from './harness.ts';
import { createOrder, json, payAdvance, payBalance, rememberSignIn, signUp } from './shop-api.ts';

/*
 * The admin area (issue 7): who may enter, the rate card re-pricing the shop, and an order taken
 * from production to delivery while the customer watches their order page. Customers, carts and
 * orders are set up through the API with each page's own request context (it shares the cookie).
 */

setupBrowser();

const ADMIN = { email: 'admin@kanak.example', password: 'Admin@12345678' };
const signUpCustomer = (page: Page) => signUp(page, 'Meera Iyer');

async function signInAdmin(page: Page): Promise<void> {
  await json(await page.request.post('/api/login', { data: ADMIN }));
  await rememberSignIn(page);
}

/** One pendant in the cart, an address, the order, and its advance paid: the order is in production. */
async function placePaidOrder(page: Page): Promise<CreateOrderResponse> {
  const created = await createOrder(page);
  await payAdvance(page, created);
  return created;
}

/**
 * Console errors except the ones these flows expect: the `me` probe's 401 for a visitor and a
 * customer's 403 on /api/admin (the browser logs every failed response).
 */
const unexpected = (errors: string[], expected: RegExp = /^$/) =>
  errors.filter(
    (e) =>
      !/^Failed to load resource: the server responded with a status of (401 \(Unauthorized\)|403 \(Forbidden\))$/.test(
        e,
      ) && !expected.test(e),
  );
/** The dispatch form sent empty on purpose: its 422 carries the field errors. */
const FIELD_ERRORS =
  /^Failed to load resource: the server responded with a status of 422 \(Unprocessable Entity\)$/;

async function adminPage(viewport: Viewport, path: string) {
  const opened = await openPage(viewport, '/');
  await signInAdmin(opened.page);
  await opened.page.goto(path);
  return opened;
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.toast').filter({ hasText: text });

describe.each(VIEWPORTS)('admin area ($name)', (viewport) => {
  it('sends a visitor to log in and tells a customer they have no access', async () => {
    const { page, context, errors } = await openPage(viewport, '/admin/orders');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');

    await signUpCustomer(page);
    await page.goto('/admin');
    await expect
      .poll(() =>
        page.getByRole('heading', { name: 'You do not have access to this.' }).isVisible(),
      )
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Go to home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('navigation', { name: 'Admin' }).count()).toBe(0);
    await expectAccessible(page);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('takes the shop’s owner from /login to the back office when nothing sent them there', async () => {
    const { page, context, errors } = await openPage(viewport, '/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'LOG IN', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
    await expect.poll(() => page.getByRole('navigation', { name: 'Admin' }).count()).toBeGreaterThan(0);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('saves the rate card and the storefront shows the new 18 KT price', async () => {
    const { products } = await json<FilterProductsResponse>(
      await (
        await openPage(viewport, '/')
      ).page.request.get('/api/filter-products?category_id=20&per_page=5'),
    );
    const piece = defined(products[0], 'products[0]');
    const { page, context, errors } = await adminPage(viewport, '/admin/rates');
    const quote = async () =>
      json<PriceBreakdownResponse>(
        await page.request.get(
          `/api/products/${piece.id}/price?gold_type=rose_gold&gold_carat=18k`,
        ),
      );
    const before = await quote();

    const rate = page.getByLabel('Rose Gold 18 KT, ₹ per gram');
    await expect.poll(() => rate.inputValue()).not.toBe('');
    const current = Number(await rate.inputValue());
    await expectAccessible(page);
    await rate.fill(String(current + 500));
    await page.getByRole('button', { name: 'Save rates' }).click();
    const saved = page
      .getByRole('status')
      .filter({ hasText: /^Rates saved\. \d+ product prices? changed\.$/ });
    await expect.poll(() => saved.first().isVisible()).toBe(true);
    // List prices are quoted at 14 KT, so an 18 KT rate may move none of them: only the figure's form is fixed.

    const after = await quote();
    expect(after.totalPrice).toBeGreaterThan(before.totalPrice);
    await page.goto(`/productdetail/${piece.id}`);
    await page
      .locator('label', { has: page.getByRole('radio', { name: /^18 KT/, exact: true }) })
      .click();
    await expect
      .poll(() => page.getByTestId('product-price').first().textContent())
      .toBe(formatRupees(after.totalPrice));

    // Put the card back, so other specs sharing this server see the demo prices.
    await page.goto('/admin/rates');
    await expect.poll(() => rate.inputValue()).toBe(String(current + 500));
    await rate.fill(String(current));
    await page.getByRole('button', { name: 'Save rates' }).click();
    await expect.poll(async () => (await quote()).totalPrice).toBe(before.totalPrice);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('takes an order from production to delivered, and the customer sees each step', async () => {
    const customer = await openPage(viewport, '/');
    await signUpCustomer(customer.page);
    const created = await placePaidOrder(customer.page);
    const id = created.order.id;
    const item = defined(created.order.items[0], 'created.order.items[0]');

    const { page, context, errors } = await adminPage(
      viewport,
      '/admin/orders?status=in_production',
    );
    const link = page.getByRole('link', { name: `Order #${id}`, exact: true });
    await expect.poll(() => link.isVisible()).toBe(true);
    await expectAccessible(page);
    await link.click();
    await expect
      .poll(() => page.getByRole('heading', { name: `Order #${id}`, level: 1 }).isVisible())
      .toBe(true);
    expect(await page.locator('main').innerText()).toContain(item.name);
    expect(await page.getByRole('link', { name: /Other document/ }).getAttribute('target')).toBe(
      '_blank',
    );
    await expectAccessible(page);

    const stage = page.getByLabel('Production stage');
    for (const [value, label] of [
      ['cad', 'CAD'],
      ['manufacturing', 'Manufacturing'],
      ['setting', 'Setting'],
      ['final', 'Final jewellery'],
    ] as const) {
      await stage.selectOption(value);
      await page.getByRole('button', { name: 'Set stage' }).click();
      await expect.poll(() => page.getByText(`Stage: ${label}`).isVisible()).toBe(true);
      await expect
        .poll(() => toast(page, 'Stage updated. The customer has been told.').count())
        .toBe(1);
      if (value === 'manufacturing') {
        await customer.page.goto(`/viewdetail/${id}`);
        await expect
          .poll(() => customer.page.locator('[aria-current="step"]').innerText())
          .toContain('Manufacturing');
      }
    }
    await expect.poll(() => page.getByRole('button', { name: 'Dispatch order' }).count()).toBe(0);

    await payBalance(customer.page, id);
    await page.reload();
    await expect
      .poll(() => page.getByRole('button', { name: 'Dispatch order' }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Dispatch order' }).click();
    await expect.poll(() => page.getByText('Please enter the courier.').isVisible()).toBe(true);
    await page.getByLabel('Courier', { exact: true }).selectOption('Blue Dart');
    await page.getByLabel('Tracking number').fill('BD12345678IN');
    await page.getByLabel(`HUID for ${item.name}`).fill('ab12cd');
    await page.getByRole('button', { name: 'Dispatch order' }).click();
    await expect
      .poll(() => toast(page, 'Order dispatched. The customer has the tracking number.').count())
      .toBe(1);
    const shipment = page.getByRole('region', { name: 'Shipment' });
    await expect.poll(() => shipment.innerText()).toContain('BD12345678IN');
    expect(await page.locator('main').innerText()).toContain('AB12CD');
    await expectAccessible(page);

    // One click only asks: the confirm step says what delivering does, then a second click does it.
    await page.getByRole('button', { name: 'Mark delivered…' }).click();
    const confirmDelivery = page.getByRole('alertdialog', { name: `Mark order #${id} delivered?` });
    await expect.poll(() => confirmDelivery.isVisible()).toBe(true);
    expect(await confirmDelivery.innerText()).toContain('the 15-day return window starts today');
    await expectAccessible(page);
    await confirmDelivery.getByRole('button', { name: 'Mark delivered', exact: true }).click();
    await expect.poll(() => toast(page, 'Order marked delivered.').count()).toBe(1);
    await expect
      .poll(() => page.getByRole('region', { name: 'Actions' }).innerText())
      .toContain('Refund');

    await customer.page.goto(`/viewdetail/${id}`);
    await expect
      .poll(() => customer.page.getByRole('region', { name: 'Order status' }).innerText())
      .toContain('DELIVERED');
    const customerShipment = customer.page.getByRole('region', { name: 'Shipment' });
    expect(await customerShipment.innerText()).toContain('BD12345678IN');
    expect(await customerShipment.innerText()).toContain('AB12CD');
    const buyback = customer.page.getByRole('region', { name: 'Buyback & exchange estimate' });
    await expect.poll(() => buyback.innerText()).toContain('₹');
    expect(await buyback.innerText()).toContain("Estimate at today's rates");
    await expectAccessible(customer.page);
    expect(unexpected(errors, FIELD_ERRORS)).toEqual([]);
    expect(unexpected(customer.errors)).toEqual([]);
    await customer.context.close();
    await context.close();
  }, 120_000); // the longest journey here: a loaded machine takes it past the default minute
});
