import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kanak/domain/messages';
import { expectSignedIn, expectSignedOut, latestOtp, PASSWORD, pathname, premadeAccounts, refused, resendAllowed, toast, unexpected, type Account } from './accounts.ts';
import { expectAccessible, openPage, setupBrowser, VIEWPORTS } from './harness.ts';

setupBrowser();

const accountOf = premadeAccounts('Rohan', 'Anita');

describe.each(VIEWPORTS)('accounts ($name)', (viewport) => {
  let expiringUser: Account;
  let forgetfulUser: Account;

  beforeAll(() => {
    expiringUser = accountOf(viewport, 'Rohan');
    forgetfulUser = accountOf(viewport, 'Anita');
  });

  it('resets a forgotten password with the texted OTP, then logs in with the new one', async () => {
    const { page, context, errors } = await openPage(viewport, '/login');
    await page.getByLabel('Email').fill(forgetfulUser.email);
    await page.getByRole('link', { name: MESSAGES.passwordReset.link }).click();
    await expect.poll(() => pathname(page)).toBe('/forgot-password');
    const who = page.getByLabel('Registered mobile number or email');
    // The address typed at the login screen comes along.
    await expect.poll(() => who.inputValue()).toBe(forgetfulUser.email);
    await who.fill('98765');
    await page.getByRole('button', { name: 'SEND OTP' }).click();
    await expect
      .poll(() =>
        page.getByText('Please enter a valid 10-digit mobile number', { exact: true }).isVisible(),
      )
      .toBe(true);
    await expectAccessible(page);

    await resendAllowed(forgetfulUser);
    await who.fill(forgetfulUser.phone);
    await page.getByRole('button', { name: 'SEND OTP' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Set a new password', level: 1 }).isVisible())
      .toBe(true);
    await expect.poll(() => toast(page, MESSAGES.passwordReset.sent).isVisible()).toBe(true);
    const boxes = page.getByRole('group', { name: /Enter the 6-digit OTP/ }).getByRole('textbox');
    // Digits stand on the line at one width: a 1 never reads as an I.
    expect(await boxes.first().evaluate((box) => getComputedStyle(box).fontVariantNumeric)).toBe(
      'lining-nums tabular-nums',
    );

    // The domain schema's checks, each under its field.
    const NEW_PASSWORD = 'Naya@2026pass';
    const code = await latestOtp(forgetfulUser.phone);
    await boxes.first().fill(code === '000000' ? '111111' : '000000');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill('Other@2026pass');
    await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
    await expect
      .poll(() => page.getByText(MESSAGES.account.confirmationMismatch).isVisible())
      .toBe(true);
    await expectAccessible(page);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
    await expect
      .poll(() => page.getByText(MESSAGES.phoneLogin.otpInvalid, { exact: true }).isVisible())
      .toBe(true);
    await expect.poll(() => boxes.first().inputValue()).toBe('');

    await boxes.first().fill(code);
    await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
    await expect.poll(() => pathname(page)).toBe('/login');
    await expect.poll(() => toast(page, MESSAGES.passwordReset.done).isVisible()).toBe(true);

    await page.getByLabel('Email').fill(forgetfulUser.email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'LOG IN', exact: true }).click();
    await expectSignedIn(page, viewport, forgetfulUser);
    expect(unexpected(errors, refused(422))).toEqual([]);
    await context.close();
  });

  it('says the session expired when it ends under a signed-in customer, and goes home', async () => {
    const { page, context, errors } = await openPage(viewport, '/login');
    await page.getByLabel('Email').fill(expiringUser.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'LOG IN', exact: true }).click();
    await expectSignedIn(page, viewport, expiringUser);
    await page.goto('/ac');
    await expectSignedIn(page, viewport, expiringUser);

    // The session ends on the server (as after expiry or a logout elsewhere) ...
    expect((await page.request.post('/api/logout')).status()).toBe(200);
    // ... and the customer comes back to the tab.
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect
      .poll(() => toast(page, 'Session expired. Please login again.').isVisible())
      .toBe(true);
    await expect.poll(() => pathname(page)).toBe('/');
    await expectSignedOut(page);
    await expectAccessible(page);
    expect(unexpected(errors, refused(401))).toEqual([]);
    await context.close();
  });
});
