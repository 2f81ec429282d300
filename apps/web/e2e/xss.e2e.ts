import { request, type APIRequestContext, type APIResponse, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { defined, openPage, setupBrowser, VIEWPORTS, type OpenedPage } from './harness.ts';

/*
 * Stored XSS in a real browser (issue 9): a piece whose name is markup shows as text and runs
 * nothing, and the shop's normal pages load without a single Content-Security-Policy violation.
 */

setupBrowser();

const ADMIN = { email: 'admin@kanak.example', password: 'Admin@12345678' };
const NAME = '<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2; alert(1)">';

let admin: APIRequestContext;
let productId: number;

async function ok<T>(response: APIResponse): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs the page's context in as the admin (the cookie) and tells the app so (its hint). */
async function signInAdmin(page: Page) {
  await ok(await page.request.post('/api/login', { data: ADMIN }));
  await page.evaluate(() => localStorage.setItem('kanak.signed-in', '1'));
}

/** Records alerts and every CSP violation the page reports, from before its first script runs. */
async function watch(opened: OpenedPage) {
  const dialogs: string[] = [];
  opened.page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await opened.page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const violations = async () => {
    const fromPage = await opened.page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
    return [...fromPage, ...opened.errors.filter((e) => /Content Security Policy/i.test(e))];
  };
  return { dialogs, violations };
}

/** Console errors other than the session probe's 401 for a visitor. */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/status of 401 \(Unauthorized\)$/.test(e));

// The admin's own API session, outside any browser: creates the piece, and retires it afterwards.
beforeAll(async () => {
  admin = await request.newContext({ baseURL: inject('baseURL') });
  await ok(await admin.post('/api/login', { data: ADMIN }));
  const categories = await ok<{ data: { id: number }[] }>(await admin.get('/api/product-categories'));
  const created = await ok<{ data: { id: number } }>(
    await admin.post('/api/admin/products', {
      data: { name: NAME, description: `Designed by ${NAME}`, product_category_id: defined(categories.data[0], 'categories.data[0]').id, product_code: `XSS-${Date.now()}`, metal_weight: 2 },
    }),
  );
  productId = created.data.id;
});

afterAll(async () => {
  // Out of the shop again, so no later spec meets it in a listing.
  if (productId) await ok(await admin.put(`/api/admin/products/${productId}`, { data: { is_active: false } }));
  await admin.dispose();
});

describe('a product named with markup', () => {
  it.each(VIEWPORTS)('shows its name as text and runs none of it ($name)', async (viewport) => {
    const opened = await openPage(viewport, '/');
    const { dialogs, violations } = await watch(opened);
    const { page, context, errors } = opened;
    await page.goto(`/productdetail/${productId}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(NAME);
    // The listing's word search: the piece is the only one called "script".
    await page.goto('/dashboard/script');
    await expect.poll(() => page.getByText(NAME, { exact: true }).first().isVisible()).toBe(true);

    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(await violations()).toEqual([]);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});

describe('the Content-Security-Policy', () => {
  it('lets every normal page of the shop and the admin area load without a violation', async () => {
    const opened = await openPage(VIEWPORTS[1], '/');
    const { violations } = await watch(opened);
    const { page, context, errors } = opened;
    for (const path of ['/', '/dashboard/24', '/productdetail/1', '/customizeform', '/bulkorder', '/contactus', '/login', '/signup', '/aboutus']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await violations(), path).toEqual([]);
    }
    await signInAdmin(page);
    for (const path of ['/admin', '/admin/products', '/admin/orders', '/admin/rates', '/cart', '/wishlist']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await violations(), path).toEqual([]);
    }
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
