import { describe, expect, it } from 'vitest';
import { PRIVACY_MESSAGES } from '@kanak/domain/account-data';
import { expectSignedOut, toast } from './accounts.ts';
import { expectAccessible, openPage, setupBrowser, VIEWPORTS } from './harness.ts';
import { json, signUp } from './shop-api.ts';

/*
 * /account/privacy (ARCHITECTURE §12, issue 40): the download link, and closing the account with
 * the password, after which the customer is signed out and their phone signs up afresh.
 */

setupBrowser();
const PASSWORD = 'Kanak@2024x';

describe.each(VIEWPORTS)('privacy and your data ($name)', (viewport) => {
  it('downloads the data, closes the account with the password and frees the phone for a new sign-up', async () => {
    const { page, context, errors } = await openPage(viewport, '/');
    const { phone } = await signUp(page, 'Lalitha Iyer');
    await page.goto('/account/privacy');

    const download = page.getByRole('link', { name: 'Download my data' });
    await expect.poll(() => download.isVisible()).toBe(true);
    expect(await download.getAttribute('href')).toBe('/api/account/export');
    const file = await page.request.get('/api/account/export');
    expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="kanak-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect((await file.json()).profile.phone_number).toBe(phone);

    await page.getByRole('button', { name: 'Close my account' }).click();
    const confirm = page.getByRole('form', { name: 'Confirm it is you' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await expectAccessible(page);
    await confirm.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await confirm.getByRole('button', { name: 'Close my account' }).click();

    await expect.poll(() => toast(page, PRIVACY_MESSAGES.closed).isVisible()).toBe(true);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expectSignedOut(page);
    expect((await page.request.get('/api/me')).status()).toBe(401);

    // The number is free: a new account takes it.
    const again = await page.request.post('/api/register', {
      form: { name: 'Lalitha Iyer', email: `again.${phone}@example.in`, phone_number: phone, password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect((await json<{ user_id: number }>(again)).user_id).toBeGreaterThan(0);
    expect(errors.filter((e) => !e.includes('status of 401'))).toEqual([]);
    await context.close();
  });
});
