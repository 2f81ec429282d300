import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AfterSaleList, WalletResponse } from '@kanak/domain/contract/after-sale';
import type { OrderDetailResponse } from '@kanak/domain/contract/orders';
import type { FilterProductsResponse } from '@kanak/domain/contract/product';
import { formatRupees } from '@kanak/domain/money';
import { defined, expectAccessible, openPage, setupBrowser, VIEWPORTS } from './harness.ts';
import { createOrder, json, payAdvance, payBalance, PNG, rememberSignIn, signUp } from './shop-api.ts';

/*
 * After the sale (issue 17), at 360 px: a customer returns one delivered order and exchanges
 * another from their order pages, the shop takes both to completion in /admin, and the customer
 * sees the refund, the credit note and the store credit. Orders are set up and delivered through
 * the API; the requests and every step are driven through the screens.
 */

setupBrowser();

const ADMIN = { email: 'admin@kanak.example', password: 'Admin@12345678' };
const mobile = defined(VIEWPORTS.find((v) => v.name === 'mobile'), 'the mobile viewport');

/** An order paid in full, dispatched and delivered by the shop (through the admin API). */
async function deliveredOrder(customer: Page, admin: Page): Promise<number> {
  const created = await createOrder(customer);
  await payAdvance(customer, created);
  await payBalance(customer, created.order.id);
  const id = created.order.id;
  const huids = Object.fromEntries(created.order.items.map((item, n) => [String(item.id), [`E${String(id).padStart(4, '0')}${n}`.slice(0, 6)]]));
  await json(await admin.request.post(`/api/admin/orders/${id}/dispatch`, { data: { courier: 'Blue Dart', tracking_number: `BD${id}`, huids } }));
  await json(await admin.request.post(`/api/admin/orders/${id}/deliver`));
  return id;
}

/** Asks for `kind` of the order's only piece from its order page, as the customer would. */
async function ask(page: Page, orderId: number, kind: 'Return' | 'Exchange', reason: string) {
  await page.goto(`/viewdetail/${orderId}`);
  const block = page.getByRole('region', { name: 'Returns, exchange & care' });
  await block.getByRole('button', { name: new RegExp(`^${kind}`) }).click();
  const form = page.getByRole('form', { name: `${kind} request` });
  await form.getByLabel('Reason').selectOption(reason);
  await form.getByLabel('Details').fill(kind === 'Return' ? 'The clasp does not close.' : 'I would like a bigger pendant.');
  if (kind === 'Return') await form.getByLabel('Photos').setInputFiles({ name: 'clasp.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: `Request ${kind.toLowerCase()}` }).click();
  await expect.poll(() => page.locator('.toast').filter({ hasText: 'Your request has been received' }).first().isVisible()).toBe(true);
  await expect.poll(() => block.getByRole('article').first().innerText()).toContain('Requested');
}

/** Walks a request through the shop's steps on /admin/after-sale. */
async function complete(page: Page, requestId: number) {
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: new RegExp(`#${requestId}\\b`) }) });
  for (const step of ['Approve', 'Mark received', 'Mark inspected', 'Complete…']) {
    const button = card.getByRole('button', { name: step, exact: true });
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
    if (step === 'Complete…') {
      // Completing moves money: a confirm step says how much first.
      const confirm = card.getByRole('alertdialog', { name: new RegExp(`^Complete \\w+ request #${requestId}\\?`) });
      await expect.poll(() => confirm.innerText()).toMatch(/₹[\d,]+ is (refunded|added)/);
      await confirm.getByRole('button', { name: 'Complete request' }).click();
    }
    await expect.poll(() => button.count()).toBe(0);
  }
}

describe('after the sale (mobile)', () => {
  // The longest journey of the suite (two orders through payment, delivery, a return and an
  // exchange): about 50 s on an idle machine, so it gets twice the default time, not a wait.
  it('returns one order and exchanges another; the shop completes both; refund, credit note and wallet agree', { timeout: 150_000 }, async () => {
    const customer = await openPage(mobile, '/');
    await signUp(customer.page, 'Kavya Menon');
    const admin = await openPage(mobile, '/');
    await json(await admin.page.request.post('/api/login', { data: ADMIN }));
    await rememberSignIn(admin.page);
    const returned = await deliveredOrder(customer.page, admin.page);
    const exchanged = await deliveredOrder(customer.page, admin.page);

    const page = customer.page;
    await ask(page, returned, 'Return', 'Manufacturing defect');
    await expectAccessible(page);
    await ask(page, exchanged, 'Exchange', 'Upgrade to a bigger piece');

    await page.goto('/myrequests');
    await expect.poll(() => page.getByRole('heading', { name: /^(Return|Exchange) #\d+$/ }).count()).toBe(2);
    await expectAccessible(page);
    const { requests } = await json<AfterSaleList>(await page.request.get('/api/after-sale'));
    const ret = defined(requests.find((r) => r.order_id === returned), 'the return');
    const exc = defined(requests.find((r) => r.order_id === exchanged), 'the exchange');

    await admin.page.goto('/admin/after-sale');
    await expect.poll(() => admin.page.getByRole('heading', { name: new RegExp(`#${ret.id}\\b`) }).isVisible()).toBe(true);
    await expectAccessible(admin.page);
    await complete(admin.page, ret.id);
    await complete(admin.page, exc.id);

    // The customer sees both completed, with the money each moved.
    await page.goto('/myrequests');
    const returnCard = page.getByRole('article', { name: `Return #${ret.id}` });
    await expect.poll(() => returnCard.innerText()).toContain('Completed');
    const { order } = await json<OrderDetailResponse>(await page.request.get(`/api/order/${returned}`));
    expect(await returnCard.innerText()).toContain(`Refunded ${formatRupees(order.total_price)}`);
    expect(order.amount_refunded).toBe(order.total_price);
    expect(order.amount_due).toBe(0);

    const wallet = await json<WalletResponse>(await page.request.get('/api/wallet'));
    expect(wallet.balance).toBeGreaterThan(0);
    const exchangeCard = page.getByRole('article', { name: `Exchange #${exc.id}` });
    expect(await exchangeCard.innerText()).toContain(`${formatRupees(wallet.balance)} added to your store credit`);
    await page.goto('/wallet');
    await expect.poll(() => page.getByRole('region', { name: 'Balance' }).innerText()).toContain(formatRupees(wallet.balance));
    await expectAccessible(page);

    // The credit pays part of the next order's advance at checkout; the provider takes the rest.
    const { products } = await json<FilterProductsResponse>(await page.request.get('/api/filter-products?category_id=20&per_page=100'));
    const pendant = defined(products.find((p) => !p.ring && p.price < 100000), 'a pendant under the PAN threshold');
    await json(await page.request.post('/api/cart', { data: { product_id: pendant.id, quantity: 1, gold_type: 'rose_gold', gold_carat: '14k', diamond_clarity: 'SI-I IJ' } }));
    await page.goto('/placeorder');
    await page.getByRole('button', { name: 'Place Order', exact: true }).click();
    await expect.poll(() => page.getByRole('radio', { name: /Kalbadevi/ }).first().isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.locator('input[type="file"]').first().setInputFiles({ name: 'aadhaar.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Submit documents' }).click();
    // The credit is offered where the advance is paid, with what it pays and what is left online (issue 35 #11).
    const credit = page.getByRole('checkbox', { name: /of this advance from my store credit/ });
    await expect.poll(() => credit.isVisible()).toBe(true);
    await expectAccessible(page);
    await credit.check();
    await expect.poll(() => page.getByText('From store credit').isVisible()).toBe(true);
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    const widget = page.getByRole('dialog', { name: 'Kanak · Secure payment (sandbox)' });
    await expect.poll(() => widget.isVisible()).toBe(true);
    await widget.getByRole('button', { name: /^Pay / }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/myorder');
    const after = await json<WalletResponse>(await page.request.get('/api/wallet'));
    const spent = Math.round((wallet.balance - after.balance) * 100) / 100;
    expect(spent).toBeGreaterThan(0);
    expect(after.entries[0]?.reason).toMatch(/^Paid towards the advance of order #\d+$/);

    // The returned order's page lists the credit note beside its invoice.
    await page.goto(`/viewdetail/${returned}`);
    await expect.poll(() => page.getByText(/CN\/\d{2}-\d{2}\/\d{6}/).first().isVisible()).toBe(true);
    // Its only piece came back: nothing more is offered for it.
    expect(await page.getByRole('region', { name: 'Returns, exchange & care' }).innerText()).toContain('Every piece of this order has a request under way or has come back to us.');
    expect(customer.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
    await customer.context.close();
    await admin.context.close();
  });
});
