import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { AddressSavedResponse } from '@kanak/domain/contract/addresses';
import type { OrdersResponse } from '@kanak/domain/contract/orders';
import type { FilterProductsResponse } from '@kanak/domain/contract/product';
import { expectAccessible, openPage, setupBrowser, VIEWPORTS } from './harness.ts';
import { json, PNG, signUp } from './shop-api.ts';

/*
 * Issue 36 item 4: a business purchase is billed to the firm the GSTIN belongs to. Once a GSTIN is
 * typed, the checkout asks for its legal name and billing address, refuses to go on without them
 * in the API's words, and sends the three with the order.
 */

setupBrowser();
const SHOTS = process.env.KANAK_SHOTS;

/** The text of a PDF as pdftotext reads it (poppler-utils, which .ci/run installs). */
async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kanak-e2e-pdf-'));
  try {
    await writeFile(path.join(dir, 'doc.pdf'), pdf);
    return (await promisify(execFile)('pdftotext', [path.join(dir, 'doc.pdf'), '-'])).stdout.replace(/\s+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe.each(VIEWPORTS)('checkout for a business ($name)', (viewport) => {
  it('asks for the legal name and billing address with a GSTIN and sends them with the order', async () => {
    const { page, context, errors } = await openPage(viewport, '/');
    await signUp(page);
    const { products } = await json<FilterProductsResponse>(await page.request.get('/api/filter-products?category_id=20&per_page=100'));
    const product = products.find((p) => !p.ring && p.price < 100000);
    await page.request.post('/api/cart', { data: { product_id: product?.id, quantity: 1, gold_type: 'yellow_gold', gold_carat: '18k', diamond_clarity: 'SI-I IJ' } });
    await json<AddressSavedResponse>(
      await page.request.post('/api/addresses', {
        multipart: { recipient_name: 'Asha Verma', landmark: 'Near Crawford Market', mobile: '9876543210', pincode: '400002', state: 'Maharashtra', area: 'Kalbadevi', address: '12 Zaveri Bazaar' },
      }),
    );
    await page.goto('/placeorder');
    await page.getByRole('button', { name: 'Place Order', exact: true }).click();
    await expect.poll(() => page.getByRole('radio', { name: /Kalbadevi/ }).first().isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save and continue' }).click();

    const gstin = page.getByLabel('GSTIN');
    await expect.poll(() => gstin.isVisible()).toBe(true);
    expect(await page.getByLabel('Legal name of the business').count()).toBe(0);
    await gstin.fill('27AAPFU0939F1ZV');
    await page.locator('input[type="file"]').first().setInputFiles({ name: 'aadhaar.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Submit documents' }).click();
    await expect.poll(() => page.getByText('Please enter the legal name registered with this GSTIN: the tax invoice is billed to it.').isVisible()).toBe(true);
    expect(await page.getByText('Please enter the billing address registered with this GSTIN: the tax invoice is billed to it.').isVisible()).toBe(true);
    if (SHOTS) {
      await mkdir(SHOTS, { recursive: true });
      await page.getByLabel('GSTIN').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/checkout-business-errors-${viewport.width}.png` });
    }
    await expectAccessible(page);

    await page.getByLabel('Legal name of the business').fill('Umang Ornaments LLP');
    await page.getByLabel('Billing address').fill('401 Panchratna, Opera House\nMumbai 400004');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/checkout-business-filled-${viewport.width}.png` });
    await page.getByRole('button', { name: 'Submit documents' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Pay your advance' }).isVisible()).toBe(true);

    // Paid, the advance's receipt voucher bills the firm and ships to the recipient.
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    const widget = page.getByRole('dialog', { name: 'Kanak · Secure payment (sandbox)' });
    await expect.poll(() => widget.isVisible()).toBe(true);
    await widget.getByRole('button', { name: /^Pay / }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/myorder');
    if (existsSync('/usr/bin/pdftotext')) {
      const { orders } = await json<OrdersResponse>(await page.request.get('/api/orders'));
      const orderId = orders[0]?.id;
      const { documents } = await json<{ documents: { id: number }[] }>(await page.request.get(`/api/orders/${orderId}/tax-documents`));
      const pdf = await page.request.get(`/api/orders/${orderId}/tax-documents/${documents[0]?.id}/pdf`);
      const text = await pdfText(Buffer.from(await pdf.body()));
      expect(text).toMatch(/BILL TO SHIP TO .*Umang Ornaments LLP Asha Verma/);
      expect(text).toContain('401 Panchratna, Opera House, Mumbai 400004');
      expect(text).toContain('GSTIN 27AAPFU0939F1ZV');
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
