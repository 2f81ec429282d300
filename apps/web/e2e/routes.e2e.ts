import { describe, expect, it } from 'vitest';
import { expectAccessible, openPage, setupBrowser, VIEWPORTS } from './harness.ts';

setupBrowser();

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
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
