import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AddToCartResponse } from '@kanak/domain/contract/cart';
import type { AddressSavedResponse } from '@kanak/domain/contract/addresses';
import type {
  BalancePaymentResponse,
  CreateOrderResponse,
  PaymentSuccess,
} from '@kanak/domain/contract/orders';
import type {
  FilterProductsResponse,
  PriceBreakdownResponse,
} from '@kanak/domain/contract/product';
import { formatRupees } from '@kanak/domain/money';
import { advanceRange } from '@kanak/domain/rules';
import { expectAccessible, openPage, setupBrowser, VIEWPORTS, type Viewport } from './harness.ts';

/*
 * The admin area (issue 7): who may enter, the rate card re-pricing the shop, and an order taken
 * from production to delivery while the customer watches their order page. Customers, carts and
 * orders are set up through the API with each page's own request context (it shares the cookie).
 */

setupBrowser();

const ADMIN = { email: 'admin@kanak.example', password: 'Admin@12345678' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let seq = 0;
function uniquePhone(): string {
  seq += 1;
  return `8${String(Date.now() % 1e7).padStart(7, '0')}${String(seq).padStart(2, '0')}`.slice(
    0,
    10,
  );
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok())
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** What a sign-in through the UI leaves behind: the bare "a session may exist" hint (features/auth). */
const rememberSignIn = (page: Page) =>
  page.evaluate(() => localStorage.setItem('kanak.signed-in', '1'));

async function signUpCustomer(page: Page): Promise<void> {
  const phone = uniquePhone();
  await json(
    await page.request.post('/api/register', {
      form: {
        name: 'Meera Iyer',
        email: `meera.${phone}@example.in`,
        phone_number: phone,
        password: 'Kanak@2024x',
        password_confirmation: 'Kanak@2024x',
      },
    }),
  );
  const outbox = await json<{ messages: { body: string }[] }>(
    await page.request.get(`/api/dev/outbox?to=${phone}`),
  );
  const otp = outbox.messages.map((m) => /\b(\d{6})\b/.exec(m.body)?.[1]).find(Boolean);
  if (!otp) throw new Error('no OTP in the outbox');
  await json(await page.request.post('/api/verify-otp', { form: { phone_number: phone, otp } }));
  await rememberSignIn(page);
}

async function signInAdmin(page: Page): Promise<void> {
  await json(await page.request.post('/api/login', { data: ADMIN }));
  await rememberSignIn(page);
}

async function sandboxPay(page: Page, providerOrderId: string): Promise<PaymentSuccess> {
  return json<PaymentSuccess>(
    await page.request.post('/api/payments/sandbox/checkout', {
      data: { razorpay_order_id: providerOrderId, outcome: 'success' },
    }),
  );
}

/** One pendant in the cart, an address, the order, and its advance paid: the order is in production. */
async function placePaidOrder(page: Page): Promise<CreateOrderResponse> {
  const { products } = await json<FilterProductsResponse>(
    await page.request.get('/api/filter-products?category_id=20&per_page=100'),
  );
  const product = products.find((p) => !p.ring && p.price < 100000);
  if (!product) throw new Error('no pendant under the PAN threshold');
  const cart = await json<AddToCartResponse>(
    await page.request.post('/api/cart', {
      data: {
        product_id: product.id,
        quantity: 1,
        gold_type: 'yellow_gold',
        gold_carat: '18k',
        diamond_clarity: 'SI-I IJ',
      },
    }),
  );
  const { address } = await json<AddressSavedResponse>(
    await page.request.post('/api/addresses', {
      multipart: {
        recipient_name: 'Meera Iyer',
        landmark: 'Opposite Kapaleeshwarar Temple',
        mobile: '9876543210',
        pincode: '600004',
        state: 'Tamil Nadu',
        area: 'Mylapore',
        address: '7 North Mada Street',
      },
    }),
  );
  const total = cart.total_price;
  const advance = advanceRange(total).prefill;
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    address_id: String(address.id),
    total_price: String(total),
    first_payment_amount: String(advance),
    balance_amount: String(total - advance),
    other_document_image: { name: 'aadhaar.png', mimeType: 'image/png', buffer: PNG },
  };
  cart.data.forEach((line, i) => (multipart[`cart_ids[${i}]`] = String(line.id)));
  const created = await json<CreateOrderResponse>(
    await page.request.post('/api/orders', { multipart }),
  );
  const proof = await sandboxPay(page, created.razor_response.id);
  await json(
    await page.request.post(`/api/order-update/${created.order.id}`, {
      data: {
        first_payment_transaction_id: proof.razorpay_payment_id,
        razorpay_order_id: proof.razorpay_order_id,
        razorpay_signature: proof.razorpay_signature,
      },
    }),
  );
  return created;
}

async function payBalance(page: Page, orderId: number): Promise<void> {
  const { razor_response } = await json<BalancePaymentResponse>(
    await page.request.post(`/api/orders/${orderId}/balance-payment`),
  );
  const proof = await sandboxPay(page, razor_response.id);
  await json(
    await page.request.post(`/api/order-update/${orderId}`, {
      data: {
        second_payment_transaction_id: proof.razorpay_payment_id,
        razorpay_order_id: proof.razorpay_order_id,
        razorpay_signature: proof.razorpay_signature,
      },
    }),
  );
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

  it('saves the rate card and the storefront shows the new 18 KT price', async () => {
    const { products } = await json<FilterProductsResponse>(
      await (
        await openPage(viewport, '/')
      ).page.request.get('/api/filter-products?category_id=20&per_page=5'),
    );
    const piece = products[0]!;
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
    const item = created.order.items[0]!;

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
    await page.getByLabel('Courier').fill('BlueDart Secure');
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

    await page.getByRole('button', { name: 'Mark delivered' }).click();
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
  });
});
