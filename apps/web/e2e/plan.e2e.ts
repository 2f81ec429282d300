import { describe, expect, it } from 'vitest';
import { expectAccessible, openPage, setupBrowser, VIEWPORTS } from './harness.ts';
import { json, rememberSignIn, signUp } from './shop-api.ts';

/*
 * The 11 + 1 purchase plan (ARCHITECTURE §11, issue 39 part 2): the owner at 1280 offers a plan in
 * the back office; a customer at 360 joins it, pays the first instalment in the sandbox widget and
 * sees it on the plan's page with its receipt voucher and UPI AutoPay on (set up with that payment),
 * stops AutoPay, downloads the voucher's PDF, closes the plan
 * early and downloads the refund voucher; the owner sees the plan in the list with both PDFs. The
 * schedule, the 365 days, replays and races, maturity, closing early and what the vouchers say
 * are proven in the API tests (plans.test.ts, plan-race.test.ts, plan-vouchers.test.ts).
 */

setupBrowser();
const [PHONE, DESKTOP] = VIEWPORTS;
const shots = process.env.E2E_SCREENSHOTS;

describe('the purchase plan', () => {
  it('the owner offers a plan; a customer joins and pays the first instalment; both see it', { timeout: 120_000 }, async () => {
    const owner = await openPage(DESKTOP, '/');
    await json(await owner.page.request.post('/api/login', { data: { email: 'admin@kanak.example', password: 'Admin@12345678' } }));
    await rememberSignIn(owner.page);
    await owner.page.goto('/admin/plans');
    const form = owner.page.getByRole('region', { name: 'New plan' });
    const name = `Swarna ${Date.now() % 100_000}`;
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Smallest monthly amount (₹)').fill('1000');
    await form.getByLabel('Largest monthly amount (₹)').fill('50000');
    await form.getByRole('button', { name: 'Add plan' }).click();
    await expect.poll(() => owner.page.getByRole('button', { name: `Edit ${name}` }).isVisible()).toBe(true);

    const customer = await openPage(PHONE, '/');
    await signUp(customer.page, 'Meera Pillai');
    await customer.page.goto('/plans');
    await customer.page.getByRole('radio', { name: new RegExp(name) }).check();
    await customer.page.getByLabel('Monthly amount (₹)').fill('2500');
    // UPI AutoPay (decision 060): the first payment also sets up the mandate for the later ones.
    await customer.page.getByRole('checkbox', { name: /^Pay every month by UPI AutoPay/ }).check();
    await expect.poll(() => customer.page.getByText('₹30,000').isVisible()).toBe(true);
    await expectAccessible(customer.page);
    if (shots) await customer.page.screenshot({ path: `${shots}/plans-360.png`, fullPage: true });
    await customer.page.getByRole('button', { name: 'Join and pay ₹2,500' }).click();
    const widget = customer.page.getByRole('dialog', { name: 'Kanak · Secure payment (sandbox)' });
    await expect.poll(() => widget.isVisible()).toBe(true);
    expect(await widget.getByTestId('sandbox-autopay').textContent()).toMatch(/sets up UPI AutoPay: up to ₹2,500 a month/);
    await widget.getByRole('button', { name: /^Pay / }).click();

    await expect.poll(() => new URL(customer.page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/plans\/\d+$/);
    await expect.poll(() => customer.page.getByTestId('plan-paid').textContent()).toBe('1 of 11 · ₹2,500');
    await expect.poll(() => customer.page.getByText(/Receipt voucher PRV\/\d{2}-\d{2}\/\d{6}/).isVisible()).toBe(true);
    await expect.poll(() => customer.page.getByRole('button', { name: 'Pay instalment 2 · ₹2,500' }).isDisabled()).toBe(true);
    const autopay = customer.page.getByRole('region', { name: 'UPI AutoPay' });
    await expect.poll(() => autopay.textContent()).toMatch(/On since .*Instalment 2, ₹2,500, is collected from your account on /);
    const receipt = customer.page.getByRole('link', { name: /^Download receipt voucher PRV\/.* for instalment 1 \(PDF\)$/ });
    const pdf = await customer.page.request.get(String(await receipt.getAttribute('href')));
    expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
    await expectAccessible(customer.page);
    if (shots) {
      await customer.page.screenshot({ path: `${shots}/plan-360.png`, fullPage: true });
      await customer.page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
      await customer.page.screenshot({ path: `${shots}/plan-1280.png`, fullPage: true });
      await customer.page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    }

    // The customer stops AutoPay; the next payment may set it up again.
    await autopay.getByRole('button', { name: 'Stop AutoPay' }).click();
    await expect.poll(() => autopay.textContent()).toMatch(/Stopped on .*Set it up with your next payment/);

    // Closing early refunds the instalment with a refund voucher (Rule 51).
    await customer.page.getByRole('button', { name: 'Close my plan early' }).click();
    await customer.page.getByRole('button', { name: 'Close and refund ₹2,500' }).click();
    const refund = customer.page.getByRole('link', { name: /^Download refund voucher RF\/\d{2}-\d{2}\/\d{6} \(PDF\)$/ });
    await expect.poll(() => refund.isVisible(), { timeout: 15_000 }).toBe(true);
    const refundPdf = await customer.page.request.get(String(await refund.getAttribute('href')));
    expect([refundPdf.status(), refundPdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
    // A closed plan asks for nothing more: its schedule is the instalment paid, no due dates.
    const schedule = customer.page.getByRole('region', { name: 'Instalments' });
    await expect.poll(() => schedule.getByRole('listitem').allTextContents()).toEqual([expect.stringMatching(/^Instalment 1Paid /)]);
    expect(await schedule.getByText(/no more instalments are due/).isVisible()).toBe(true);
    await expectAccessible(customer.page);
    if (shots) {
      await customer.page.screenshot({ path: `${shots}/plan-closed-360.png`, fullPage: true });
      await customer.page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
      await customer.page.screenshot({ path: `${shots}/plan-closed-1280.png`, fullPage: true });
    }
    expect(customer.errors).toEqual([]);
    await customer.context.close();

    await owner.page.reload();
    const table = owner.page.getByRole('table', { name: /^Every plan/ });
    await expect.poll(() => table.getByText('Meera Pillai').isVisible()).toBe(true);
    const row = table.getByRole('row').filter({ hasText: 'Meera Pillai' });
    const copy = await owner.page.request.get(String(await row.getByRole('link', { name: /^Receipt voucher PRV\/.*, instalment 1 of plan #\d+ \(PDF\)$/ }).getAttribute('href')));
    expect([copy.status(), copy.headers()['content-type']]).toEqual([200, 'application/pdf']);
    expect(await row.getByRole('link', { name: /^Refund voucher RF\// }).isVisible()).toBe(true);
    await expectAccessible(owner.page);
    if (shots) {
      await owner.page.screenshot({ path: `${shots}/admin-plans-1280.png`, fullPage: true });
      await owner.page.setViewportSize({ width: PHONE.width, height: PHONE.height });
      await owner.page.screenshot({ path: `${shots}/admin-plans-360.png`, fullPage: true });
    }
    expect(owner.errors).toEqual([]);
    await owner.context.close();
  });
});
