import { describe, expect, it } from 'vitest';
import { expectAccessible, openPage, setupBrowser, VIEWPORTS } from './harness.ts';

setupBrowser();

/** The heading a customer sees on each content route of issue 8. */
const HEADINGS: Record<string, string> = {
  '/aboutus': 'A goldsmith’s bench and a gemologist’s loupe',
  '/contactus': 'Contact us',
  '/privacy-policy': 'Privacy policy',
  '/return-policy': 'Return, exchange and buyback',
  '/termandcondition': 'Terms and conditions',
  '/Cancellation': 'Cancellation policy',
  '/customizeform': 'Design your own piece',
  '/bulkorder': 'Jewellery in quantity',
};

/** Every route of SPEC §2's table, as a visitor who is not signed in meets it. */
const ROUTES = [
  '/',
  '/aboutus',
  '/contactus',
  '/dashboard',
  '/dashboard/24',
  '/dashboard/rings',
  '/productdetail/1',
  '/price-filter/50000',
  '/Favorites',
  '/favorites',
  '/placeorder',
  '/addaddress',
  '/myorder',
  '/viewdetail/1',
  '/login',
  '/signup',
  '/loginwithmobile',
  '/verifymobile',
  '/privacy-policy',
  '/return-policy',
  '/termandcondition',
  '/Cancellation',
  '/customizeform',
  '/bulkorder',
  '/ac',
  '/test',
  '/no-such-page',
];

describe.each(VIEWPORTS)('every route of the spec ($name)', (viewport) => {
  it.each(ROUTES)('%s loads with a heading, no console errors and no serious axe violations', async (route) => {
    const { page, context, errors } = await openPage(viewport, route);
    const heading = HEADINGS[route];
    await expect
      .poll(() => page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    if (heading) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
