import { describe, expect, it } from 'vitest';
import { expectAccessible, openPage, setupBrowser, VIEWPORTS } from './harness.ts';

setupBrowser();

describe.each(VIEWPORTS)('home page ($name)', (viewport) => {
  it('shows the categories from the database, accessibly and without console errors', async () => {
    const { page, context, errors } = await openPage(viewport, '/');
    const categories = page.getByRole('region', { name: 'Jewellery Category' });
    await expect.poll(() => categories.getByRole('link', { name: /Rings/ }).count()).toBeGreaterThan(0);
    for (const name of ['Pendants', 'Earrings', 'Necklaces', 'Bracelets', 'Bangles']) {
      await expect.poll(() => categories.getByRole('link', { name: new RegExp(name) }).count()).toBeGreaterThan(0);
    }
    const firstImage = categories.getByRole('img').first();
    await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
