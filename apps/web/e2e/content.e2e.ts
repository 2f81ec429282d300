import { describe, expect, inject, it } from 'vitest';
import { defined, openPage, setupBrowser, VIEWPORTS } from './harness.ts';

setupBrowser();

// Each content route's heading, accessibility, console and width are checked with every other route
// in routes.e2e.ts; this file drives what the content pages do.

/** 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(VIEWPORTS)('content pages ($name)', (viewport) => {
  it('prints the configured PAN threshold on the terms page', async () => {
    const { page, context } = await openPage(viewport, '/termandcondition');
    const settings = (await (await page.request.get('/api/settings')).json()) as {
      pan_required_above: number;
    };
    const formatted = `₹${settings.pan_required_above.toLocaleString('en-IN')}`;
    await expect.poll(() => page.getByText(`orders above ${formatted}`).isVisible()).toBe(true);
    await context.close();
  });

  it('sends the customise form with an image and says so', async () => {
    const { page, context, errors } = await openPage(viewport, '/customizeform');
    await page
      .getByLabel('Reference image')
      .setInputFiles({ name: 'idea.png', mimeType: 'image/png', buffer: PNG });
    await page.getByLabel('Tell us about your idea').fill('A slim band for my mother');
    await page.getByText('Yellow gold', { exact: true }).click();
    await page.getByText('18K', { exact: true }).click();
    await page.getByLabel('Name').fill('Ira Mehta');
    await page.getByLabel('Mobile number').fill('9876543210');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toContain('Form Submitted successfully');
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends the chosen file, which the server judges by its content', async () => {
    const { page, context } = await openPage(viewport, '/customizeform');
    // Declared a PNG but is not one: only the server, reading its bytes, can tell.
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    await page
      .getByLabel('Reference image')
      .setInputFiles({ name: 'idea.png', mimeType: 'image/png', buffer: fake });
    await page.getByLabel('E-mail').fill('ira@example.in');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Please upload a JPEG, PNG or WebP image.');
    expect(await page.getByRole('status').count()).toBe(0);
    await context.close();
  });

  it('refuses a bulk request with a mistyped mobile number, saying so next to the field', async () => {
    const { page, context } = await openPage(viewport, '/bulkorder');
    await page.getByLabel('What would you like us to make?').fill('40 pairs of studs');
    await page.getByLabel('Mobile number').fill('12345');
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect
      .poll(() => page.getByText('Please enter a valid 10-digit mobile number').first().isVisible())
      .toBe(true);
    expect(await page.getByRole('status').count()).toBe(0);
    await context.close();
  });

  it('sends a message from the contact page', async () => {
    const { page, context } = await openPage(viewport, '/contactus');
    expect(
      await page.getByRole('link', { name: /Open in Google Maps/ }).getAttribute('href'),
    ).toMatch(/^https:\/\/maps\.google\.com\/\?q=.*Zaveri%20Bazaar/);
    await page.getByLabel('Your name').fill('Kabir');
    await page.getByLabel('E-mail').fill('kabir@example.in');
    await page.getByLabel('Your message').fill('Do you resize rings?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toContain('we will get back to you within one working day');
    await context.close();
  });

  it('names the product in the WhatsApp message on a product page', async () => {
    const { page, context } = await openPage(viewport, 'about:blank');
    const { products } = (await (
      await page.request.get('/api/filter-products?per_page=1')
    ).json()) as {
      products: { id: number; name: string; product_code: string }[];
    };
    const product = defined(products[0], 'products[0]');
    await page.goto(`/productdetail/${product.id}`);
    const chat = page.getByRole('complementary', { name: 'Chat' }).getByRole('link');
    const expected = `https://wa.me/919820012345?text=${encodeURIComponent(`Hello Kanak, I would like to know more about ${product.name} (${product.product_code}).`)}`;
    await expect.poll(() => chat.getAttribute('href')).toBe(expected);
    await context.close();
  });
});

describe('product page without JavaScript', () => {
  it('carries its title, og:image and a Product with its price', async () => {
    const base = inject('baseURL');
    const { products } = (await (await fetch(`${base}/api/filter-products?per_page=1`)).json()) as {
      products: { id: number; name: string; price: number }[];
    };
    const product = defined(products[0], 'products[0]');
    const html = await (await fetch(`${base}/productdetail/${product.id}`)).text();
    expect(html).toContain(`<title>${product.name} · Kanak</title>`);
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+-1024\.webp" \/>/);
    const ld = JSON.parse(
      defined(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1], 'a JSON-LD script'),
    );
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: product.name,
      offers: { priceCurrency: 'INR', price: product.price },
    });
  });
});
