import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AddToCartResponse } from '@kanak/domain/contract/cart';
import type { AddressSavedResponse } from '@kanak/domain/contract/addresses';
import type {
  CreateOrderResponse,
  OrderUpdateResponse,
  PaymentSuccess,
} from '@kanak/domain/contract/orders';
import type { FilterProductsResponse } from '@kanak/domain/contract/product';
import { formatRupees } from '@kanak/domain/money';
import { advanceRange, pendingPercent } from '@kanak/domain/rules';
import { expectAccessible, openPage, setupBrowser, VIEWPORTS, type Viewport } from './harness.ts';

/*
 * My orders and order detail (SPEC §2, §4, §5). The customer, cart, address and order are set up
 * through the API with the page's own request context (it shares the session cookie); the pages
 * are then driven as a customer would. The checkout UI itself is mounted on /addaddress by the
 * cart page's work and is covered there.
 */

setupBrowser();

/** A 1 × 1 PNG: the API judges identity documents by content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let seq = 0;
function uniquePhone(): string {
  seq += 1;
  return `9${String(Date.now() % 1e7).padStart(7, '0')}${String(seq).padStart(2, '0')}`.slice(0, 10);
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Registers and verifies a new customer; the session cookie lands on the page's context. */
async function signUp(page: Page): Promise<{ name: string }> {
  const phone = uniquePhone();
  const name = 'Asha Verma';
  await json(
    await page.request.post('/api/register', {
      form: {
        name,
        email: `asha.${phone}@example.in`,
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
  // What a sign-in in the UI leaves behind: the bare "a session may exist" hint (features/auth).
  await page.evaluate(() => localStorage.setItem('kanak.signed-in', '1'));
  return { name };
}

/** Puts one piece in the cart, saves an address and creates the order (advance unpaid). */
async function createOrder(page: Page): Promise<CreateOrderResponse> {
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
        recipient_name: 'Asha Verma',
        landmark: 'Near Crawford Market',
        mobile: '9876543210',
        pincode: '400002',
        state: 'Maharashtra',
        area: 'Kalbadevi',
        address: '12 Zaveri Bazaar',
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
  return json<CreateOrderResponse>(await page.request.post('/api/orders', { multipart }));
}

/** Pays the advance as the checkout would: the sandbox widget, then order-update. */
async function payAdvance(page: Page, created: CreateOrderResponse): Promise<void> {
  const proof = await json<PaymentSuccess>(
    await page.request.post('/api/payments/sandbox/checkout', {
      data: { razorpay_order_id: created.razor_response.id, outcome: 'success' },
    }),
  );
  await json<OrderUpdateResponse>(
    await page.request.post(`/api/order-update/${created.order.id}`, {
      data: {
        first_payment_transaction_id: proof.razorpay_payment_id,
        razorpay_order_id: proof.razorpay_order_id,
        razorpay_signature: proof.razorpay_signature,
      },
    }),
  );
}

/** Console errors other than the failed sandbox payment's 402, which the test asks for. */
function unexpected(errors: string[]): string[] {
  return errors.filter(
    (e) => !/^Failed to load resource: the server responded with a status of 402 \(Payment Required\)$/.test(e),
  );
}

async function signedInPage(viewport: Viewport) {
  const opened = await openPage(viewport, '/');
  await signUp(opened.page);
  return opened;
}

describe.each(VIEWPORTS)('orders ($name)', (viewport) => {
  it('asks a signed-out visitor to log in on /myorder and on an order detail', async () => {
    const { page, context, errors } = await openPage(viewport, '/myorder');
    await expect.poll(() => page.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Welcome back' }).isVisible()).toBe(true);

    await page.goto('/viewdetail/1');
    await expect.poll(() => page.getByText('login to view your order Detail').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists an unpaid order as payment pending, then in manufacturing once the advance is paid', async () => {
    const { page, context, errors } = await signedInPage(viewport);
    await page.goto('/myorder');
    await expect.poll(() => page.getByText('Please create an order to view details').isVisible()).toBe(true);

    const created = await createOrder(page);
    await page.goto('/myorder');
    const row = page.getByRole('link', { name: new RegExp(`Order #${created.order.id}`) });
    await expect.poll(() => row.isVisible()).toBe(true);
    expect(await row.textContent()).toContain('Payment pending');
    expect(await row.textContent()).toContain(formatRupees(created.order.total_price));

    await payAdvance(page, created);
    await page.reload();
    await expect.poll(() => row.textContent()).toContain('In manufacturing');
    expect(await row.textContent()).toContain('Stage: Designing');
    await expectAccessible(page);

    await row.click();
    await expect.poll(() => page.url()).toContain(`/viewdetail/${created.order.id}`);
    await expect.poll(() => page.getByText('Order placed successfully').isVisible()).toBe(true);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('shows the order detail and takes the pending balance after a failed try', async () => {
    const { page, context, errors } = await signedInPage(viewport);
    const created = await createOrder(page);
    await payAdvance(page, created);
    const { order } = created;
    const item = order.items[0]!;
    await page.goto(`/viewdetail/${order.id}`);

    await expect.poll(() => page.getByRole('heading', { name: item.name }).isVisible()).toBe(true);
    const main = page.locator('main');
    const text = () => main.innerText();
    expect(await text()).toContain('yellow gold');
    expect(await text()).toContain('18k');
    expect(await text()).toContain('SI-I IJ');
    expect(await text()).toContain('Your order will be delivered in 15 working days.');
    const shipping = page.getByRole('region', { name: 'Shipping To' });
    expect(await shipping.innerText()).toContain('12 Zaveri Bazaar');
    expect(await shipping.innerText()).toContain('Maharashtra 400002');
    const firstPayment = page.getByRole('region', { name: 'First Payment Status' });
    expect(await firstPayment.innerText()).toContain(`${pendingPercent(order.total_price, order.first_payment_amount)}%`);
    expect(await firstPayment.innerText()).toContain('successful');
    const current = page.locator('[aria-current="step"]');
    expect(await current.innerText()).toContain('Designing');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Complete pending payment' }).click();
    const widget = page.getByRole('dialog', { name: 'Kanak · Secure payment (sandbox)' });
    await expect.poll(() => widget.isVisible()).toBe(true);
    expect(await widget.innerText()).toContain(formatRupees(order.balance_amount));
    await expectAccessible(page);
    await widget.getByRole('button', { name: 'Fail' }).click();
    await expect.poll(() => page.getByText('Payment failed. Please try again.').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Complete pending payment' }).click();
    await expect.poll(() => widget.isVisible()).toBe(true);
    await widget.getByRole('button', { name: /^Pay / }).click();
    await expect.poll(() => page.getByText('Order will dispatch today.').first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Complete pending payment' }).count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('takes an advance left unpaid at checkout from the order page', async () => {
    const { page, context, errors } = await signedInPage(viewport);
    const created = await createOrder(page);
    const { order } = created;
    await page.goto(`/viewdetail/${order.id}`);

    const actions = page.getByRole('region', { name: 'Order actions' });
    await expect.poll(() => actions.isVisible()).toBe(true);
    expect(await actions.innerText()).toContain(formatRupees(order.first_payment_amount));
    expect(await actions.innerText()).toMatch(/The order is kept for you until \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2}\s?[ap]m\./i);
    expect(await page.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Complete pending payment' }).click();
    const widget = page.getByRole('dialog', { name: 'Kanak · Secure payment (sandbox)' });
    await expect.poll(() => widget.isVisible()).toBe(true);
    expect(await widget.innerText()).toContain(formatRupees(order.first_payment_amount));
    await widget.getByRole('button', { name: /^Pay / }).click();

    await expect.poll(() => page.getByText('Order placed successfully').first().isVisible()).toBe(true);
    expect(await page.locator('[aria-current="step"]').innerText()).toContain('Designing');
    // Now the balance is what is pending, and the order can be cancelled.
    await expect.poll(() => actions.innerText()).toContain(formatRupees(order.balance_amount));
    expect(await page.getByRole('button', { name: 'Cancel Order' }).count()).toBe(1);
    const cart = await json<{ data: unknown[] }>(await page.request.get('/api/view-cart'));
    expect(cart.data).toEqual([]);
    await expectAccessible(page);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('cancels a placed order once a reason is chosen', async () => {
    const { page, context, errors } = await signedInPage(viewport);
    const created = await createOrder(page);
    await payAdvance(page, created);
    await page.goto(`/viewdetail/${created.order.id}`);

    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const confirm = dialog.getByRole('button', { name: 'Confirm cancel' });
    expect(await confirm.isDisabled()).toBe(true);
    await expectAccessible(page);
    await dialog.getByRole('radio', { name: 'Found better price' }).check();
    expect(await confirm.isDisabled()).toBe(false);
    await confirm.click();

    await expect.poll(() => page.getByText('Order Cancelled Successfully').isVisible()).toBe(true);
    await expect.poll(() => page.locator('main').innerText()).toContain('Order Cancelled');
    expect(await page.locator('main').innerText()).toContain('Found better price');
    expect(await page.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);

    await page.goto('/myorder');
    const row = page.getByRole('link', { name: new RegExp(`Order #${created.order.id}`) });
    await expect.poll(() => row.textContent()).toContain('Cancelled');
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it("answers an unknown order as 'Please create an order to view details'", async () => {
    const { page, context, errors } = await signedInPage(viewport);
    await page.goto('/viewdetail/999999');
    await expect.poll(() => page.getByText('Please create an order to view details').isVisible()).toBe(true);
    expect(errors.filter((e) => !/status of 404 \(Not Found\)$/.test(e))).toEqual([]);
    await context.close();
  });
});
