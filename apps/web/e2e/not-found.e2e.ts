import { describe, expect, it } from 'vitest';
import { expectAccessible, openPage, setupBrowser, VIEWPORTS } from './harness.ts';

setupBrowser();

describe.each(VIEWPORTS)('unknown paths ($name)', (viewport) => {
  it('shows the not-found page inside the shop, with a way home', async () => {
    const { page, context, errors } = await openPage(viewport, '/no/such/page');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('We could not find that page');
    expect(await page.title()).toBe('Page not found · Kanak');
    await expect.poll(() => page.getByRole('banner').count()).toBe(1);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('answers an unknown API path with JSON, not the shop page', async () => {
    const { page, context } = await openPage(viewport, '/');
    const res = await page.request.get('/api/no-such-endpoint');
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
    await context.close();
  });
});
