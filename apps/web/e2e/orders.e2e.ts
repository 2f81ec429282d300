import { describe, expect, it } from 'vitest';
import { optionSetLabel } from '@kanak/domain/catalog';
import { formatRupees } from '@kanak/domain/money';
import { pendingPercent } from '@kanak/domain/rules';
import { defined, expectAccessible, openPage, setupBrowser, VIEWPORTS, type Viewport } from './harness.ts';
import { createOrder, json, payAdvance, signUp } from './shop-api.ts';

/*
 * My orders and order detail (SPEC §2, §4, §5). The customer, cart, address and order are set up
 * through the API with the page's own request context (it shares the session cookie); the pages
 * are then driven as a customer would. The checkout UI itself is mounted on /addaddress by the
 * cart page's work and is covered there.
 */

setupBrowser();

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
    expect(await row.textContent()).toContain('Your piece is being designed');
    await expectAccessible(page);

    await row.click();
    await expect.poll(() => page.url()).toContain(`/viewdetail/${created.order.id}`);
    const status = page.getByRole('region', { name: 'Order status' });
    await expect.poll(() => status.innerText()).toContain('Your piece is being designed');
    expect(await status.innerText()).toMatch(/Delivery by \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('shows the order detail and takes the pending balance after a failed try', async () => {
    const { page, context, errors } = await signedInPage(viewport);
    const created = await createOrder(page);
    await payAdvance(page, created);
    const { order } = created;
    const item = defined(order.items[0], 'order.items[0]');
    await page.goto(`/viewdetail/${order.id}`);

    await expect.poll(() => page.getByRole('heading', { name: item.name }).isVisible()).toBe(true);
    const main = page.locator('main');
    const text = () => main.innerText();
    // Options named as the cart and checkout name them (it once said 'yellow gold' and '18k').
    expect(await text()).toContain(optionSetLabel(
        {
          goldColour: item.gold_type,
          karat: item.gold_carat,
          clarity: item.diamond_clarity,
          ringSize: item.ring_size,
        },
        { diamond: item.diamond_weight > 0 },
      ));
    expect(await text()).toContain('Yellow Gold · 18 KT');
    expect(await text()).not.toMatch(/yellow gold|18k/);
    expect(await text()).toMatch(/Delivery by \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(await text()).toContain('Your piece is being designed');
    const shipping = page.getByRole('region', { name: 'Shipping To' });
    expect(await shipping.innerText()).toContain('12 Zaveri Bazaar');
    expect(await shipping.innerText()).toContain('Maharashtra 400002');
    const firstPayment = page.getByRole('region', { name: 'First Payment Status' });
    expect(await firstPayment.innerText()).toContain(`${pendingPercent(order.total_price, order.first_payment_amount)}%`);
    expect(await firstPayment.innerText()).toContain('successful');
    const payments = page.getByRole('region', { name: 'Payments' });
    expect(await payments.innerText()).toContain('Advance');
    expect(await payments.innerText()).toContain(formatRupees(order.first_payment_amount));
    // Nothing is due while the piece is designed: the balance waits for dispatch (issue 35 #13).
    expect(await payments.innerText()).toMatch(new RegExp(`Balance, due before dispatch\\s+${formatRupees(order.balance_amount)}`));
    expect(await payments.innerText()).not.toContain('Due now');
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
    // Paid in full while the piece is still being designed: one story, no 'dispatch today'.
    const status = page.getByRole('region', { name: 'Order status' });
    await expect.poll(() => status.innerText()).toContain('Paid in full — your piece is in design');
    expect(await main.innerText()).not.toContain('dispatch today');
    expect(await current.innerText()).toContain('Designing');
    expect(await firstPayment.innerText()).toContain('0.00%');
    expect(await payments.innerText()).toContain('Balance');
    expect(await payments.innerText()).not.toContain('Due now');
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
    // The advance was paid: the story names its refund.
    const status = page.getByRole('region', { name: 'Order status' });
    await expect.poll(() => status.innerText()).toMatch(/Order cancelled — .*refund/);
    expect(await status.innerText()).toContain(formatRupees(created.order.first_payment_amount));
    expect(await status.innerText()).toContain('Found better price');
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
