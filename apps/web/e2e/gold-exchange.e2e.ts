import { describe, expect, it } from 'vitest';
import type { GoldExchangeList } from '@kanak/domain/contract/gold-exchange';
import type { WalletResponse } from '@kanak/domain/contract/after-sale';
import { formatPaise, formatRupees } from '@kanak/domain/money';
import { defined, expectAccessible, openPage, setupBrowser, VIEWPORTS } from './harness.ts';
import { json, rememberSignIn, signUp } from './shop-api.ts';

/*
 * Old gold in (issue 39 part 1), one journey: the owner sets the buy rates on the Rates page (the
 * sell rates as they are, so no price moves), a customer at 360 px describes a necklace and sees
 * the estimate as they type with the deduction stated, sends it; the owner at 1280 px receives,
 * tests and values it; the customer accepts and the value shows in their wallet, with the
 * purchase voucher. Axe on each screen, at both widths for the customer's page. The rules (steps,
 * refusals, the credit once) are proven in gold-exchange.test.ts and its PostgreSQL race.
 */

setupBrowser();

const ADMIN = { email: 'admin@kanak.example', password: 'Admin@12345678' };
const mobile = defined(VIEWPORTS.find((v) => v.name === 'mobile'), 'the mobile viewport');
const desktop = defined(VIEWPORTS.find((v) => v.name === 'desktop'), 'the desktop viewport');
const toast = (page: import('playwright-core').Page, text: string) => page.locator('.toast').filter({ hasText: text }).first();

describe('old gold in', () => {
  it('estimate, request, the shop tests and values it, the customer accepts: credit in the wallet', { timeout: 120_000 }, async () => {
    const admin = (await openPage(desktop, '/')).page;
    await json(await admin.request.post('/api/login', { data: ADMIN }));
    await rememberSignIn(admin);

    // The owner sets what the shop pays for old gold, with the sell rates left as they are.
    await admin.goto('/admin/rates');
    const buy = { '14K': '3900', '18K': '4900', '22K': '6000', '24K': '6500' };
    for (const [karat, rate] of Object.entries(buy)) await admin.getByLabel(`Buy rate for old gold ${karat}, ₹ per gram`).fill(rate);
    await admin.getByRole('button', { name: 'Save rates' }).click();
    await expect.poll(() => toast(admin, 'Rates saved. 0 product prices changed.').isVisible()).toBe(true);

    // The customer describes a necklace: the estimate follows the weight as it is typed.
    const customer = (await openPage(mobile, '/')).page;
    await signUp(customer, 'Lakshmi Iyer');
    await customer.goto('/gold-exchange');
    const form = customer.getByRole('form', { name: 'Describe your gold' });
    await form.getByLabel('Piece 1').selectOption('necklace');
    await form.getByLabel('Karat').selectOption('22k');
    await form.getByLabel('Approx. weight, grams').fill('10.5');
    // 10.5 g × ₹6,000 = ₹63,000, less 3% (₹1,890).
    const estimate = customer.getByTestId('old-gold-estimate');
    await expect.poll(() => estimate.innerText()).toBe(formatPaise(61_110_00));
    expect(await form.innerText()).toContain(`less our 3% deduction for melting and refining (${formatPaise(1_890_00)})`);
    await expectAccessible(customer);
    await form.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => toast(customer, 'Request received.').isVisible()).toBe(true);
    await expect.poll(() => customer.getByTestId('lot-status').first().innerText()).toBe('Requested');
    const { exchanges } = await json<GoldExchangeList>(await customer.request.get('/api/gold-exchange'));
    const id = defined(exchanges[0], 'the request').id;

    // The owner receives it, records the test (XRF) and values it at today's buy rate.
    await admin.goto('/admin/gold-exchange');
    await admin.getByRole('link', { name: new RegExp(`#${id} · Lakshmi Iyer`) }).click();
    const step = admin.getByRole('form', { name: 'Move this request' });
    await expect.poll(() => step.isVisible()).toBe(true);
    await expectAccessible(admin);
    const status = admin.getByTestId('admin-lot-status');
    await step.getByLabel('Gross weight as received, g (optional)').fill('10.62');
    await step.getByRole('button', { name: 'Save step' }).click();
    await expect.poll(() => status.innerText()).toBe('received');
    await step.getByLabel('Tested karat').selectOption('22k');
    await step.getByLabel('Net weight (XRF), g').fill('9.8');
    await step.getByRole('button', { name: 'Save step' }).click();
    await expect.poll(() => status.innerText()).toBe('tested');
    await step.getByRole('button', { name: 'Save step' }).click();
    await expect.poll(() => status.innerText()).toBe('valued');
    await expect.poll(() => step.innerText()).toContain('Waiting for the customer to accept');

    // The customer accepts the valuation: 9.8 g × ₹6,000 = ₹58,800, less 3% (₹1,764).
    await customer.reload();
    const accept = customer.getByRole('button', { name: `Accept ${formatRupees(57_036)} as store credit` });
    await expect.poll(() => accept.isVisible()).toBe(true);
    expect(await customer.getByTestId('lot-value').innerText()).toBe(formatRupees(57_036));
    await expectAccessible(customer);
    await accept.click();
    await expect.poll(() => toast(customer, 'Valuation accepted.').isVisible()).toBe(true);
    await expect.poll(() => customer.getByTestId('lot-status').first().innerText()).toBe('Credited to your wallet');
    const voucher = customer.getByRole('link', { name: /^Purchase voucher PV\/\d\d-\d\d\/\d{6} \(PDF\)$/ });
    await expect.poll(() => voucher.isVisible()).toBe(true);
    const pdf = await customer.request.get(defined(await voucher.getAttribute('href'), 'the voucher link'));
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await customer.setViewportSize({ width: desktop.width, height: desktop.height });
    await expectAccessible(customer);

    await customer.goto('/wallet');
    await expect.poll(() => customer.getByRole('region', { name: 'Balance' }).innerText()).toContain(formatRupees(57_036));
    const wallet = await json<WalletResponse>(await customer.request.get('/api/wallet'));
    expect(wallet.entries[0]?.reason).toBe(`Old gold bought by the shop (request #${id})`);
  });
});
