import { describe, expect, it } from 'vitest';
import type { OrdersResponse } from '@kanak/domain/contract/orders';
import { expectAccessible, openPage, setupBrowser, VIEWPORTS } from './harness.ts';
import { createOrder, json, signUp } from './shop-api.ts';

/*
 * Issue 35 #10: a customer who reloads after the identity step, or comes back later, resumes the
 * order already placed and unpaid for the same cart, at the payment step, without the document
 * asked again and without a second order in their list.
 */

setupBrowser();

describe.each(VIEWPORTS)('checkout resumed ($name)', (viewport) => {
  it('resumes the unpaid order after a reload: no document asked again, one order once paid', async () => {
    const { page, context, errors } = await openPage(viewport, '/');
    await signUp(page);
    // The order placed earlier (document sent, advance unpaid), then the customer comes back.
    const first = await createOrder(page);
    await page.goto('/placeorder');
    await page.getByRole('button', { name: 'Place Order', exact: true }).click();
    await expect.poll(() => page.getByRole('radio', { name: /Kalbadevi/ }).first().isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Pay your advance' }).isVisible()).toBe(true);
    expect(await page.getByText(`Your order #${first.order.id} and its documents are kept from before`).isVisible()).toBe(true);
    expect(await page.locator('input[type="file"]').count()).toBe(0);
    await expectAccessible(page);

    // A reload on the payment step: the same again.
    await page.reload();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Pay your advance' }).isVisible()).toBe(true);
    expect(await page.locator('input[type="file"]').count()).toBe(0);

    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    const widget = page.getByRole('dialog', { name: 'Kanak · Secure payment (sandbox)' });
    await expect.poll(() => widget.isVisible()).toBe(true);
    await widget.getByRole('button', { name: /^Pay / }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/myorder');
    const { orders } = await json<OrdersResponse>(await page.request.get('/api/orders'));
    expect(orders.map((o) => [o.id, o.status])).toEqual([[first.order.id, 'in_production']]);
    expect(errors).toEqual([]);
    await context.close();
  });

});
