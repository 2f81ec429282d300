import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kanak/domain/messages';
import { expectSignedIn, expectSignedOut, latestOtp, PASSWORD, pathname, premadeAccounts, refused, resendAllowed, settled, toast, unexpected, type Account } from './accounts.ts';
import { expectAccessible, openPage, setupBrowser, VIEWPORTS } from './harness.ts';

setupBrowser();

const accountOf = premadeAccounts('Meera', 'Kavya');

describe.each(VIEWPORTS)('accounts ($name)', (viewport) => {
  let emailUser: Account;
  let phoneUser: Account;

  beforeAll(() => {
    emailUser = accountOf(viewport, 'Meera');
    phoneUser = accountOf(viewport, 'Kavya');
  });

  it('logs in by e-mail in the modal a product heart opens, staying on the page', async () => {
    const { page, context, errors } = await openPage(viewport, '/');
    const picks = page.getByRole('region', { name: 'Top Picks' });
    const modal = page.getByRole('dialog', { name: 'Welcome back' });
    // Top Picks arrive in the server's HTML and answer once their code has loaded: a tap before
    // that does nothing, and the visitor taps again.
    // The modal's code loads on the first tap that is answered: tap again only while no modal has
    // opened, or the tap would land on the opening modal and wait for the heart forever.
    await expect
      .poll(
        async () => {
          if (await modal.isVisible()) return true;
          await picks.getByRole('button', { name: 'Add to wishlist' }).first().click({ timeout: 5_000 });
          return modal.isVisible();
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(await modal.getByRole('tab', { name: 'Email' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(await modal.getByRole('tab', { name: 'Mobile OTP' }).count()).toBe(1);
    expect(await modal.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/signup',
    );
    expect(
      await modal.getByRole('link', { name: MESSAGES.passwordReset.link }).getAttribute('href'),
    ).toBe('/forgot-password');
    await settled(modal);
    await expectAccessible(page);

    // (The tab panel is named 'Email' too: ask for the text box.)
    await modal.getByRole('textbox', { name: 'Email' }).fill(emailUser.email);
    await modal.getByLabel('Password', { exact: true }).fill('Wrong@2025');
    await modal.getByRole('button', { name: 'LOG IN', exact: true }).click();
    await expect
      .poll(() => toast(page, 'The email or password is incorrect.').isVisible())
      .toBe(true);

    await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await modal.getByRole('button', { name: 'LOG IN', exact: true }).click();
    await expect.poll(() => modal.isVisible()).toBe(false);
    await expect.poll(() => toast(page, 'Login Successful!').isVisible()).toBe(true);
    expect(pathname(page)).toBe('/');
    await expectSignedIn(page, viewport, emailUser);
    expect(unexpected(errors, refused(401))).toEqual([]);
    await context.close();
  });

  it('logs in by e-mail and password at /login', async () => {
    const { page, context, errors } = await openPage(viewport, '/login');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Welcome back', level: 1 }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'LOG IN', exact: true }).click();
    await expect.poll(() => page.getByText('Please enter your email.').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Please enter your password.').isVisible()).toBe(true);
    await expectAccessible(page);

    await page.getByLabel('Email').fill(emailUser.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'LOG IN', exact: true }).click();
    await expect.poll(() => pathname(page)).toBe('/');
    await expect.poll(() => toast(page, 'Login Successful!').isVisible()).toBe(true);
    await expectSignedIn(page, viewport, emailUser);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });

  it('logs in with a mobile OTP at /loginwithmobile and /verifymobile', async () => {
    const { page, context, errors } = await openPage(viewport, '/loginwithmobile');
    const phone = page.getByLabel('Mobile number');
    await phone.pressSequentially('51a2-3');
    expect(await phone.inputValue()).toBe('5123');
    await phone.fill('5123456789');
    await page.getByRole('button', { name: 'SEND OTP' }).click();
    await expect
      .poll(() =>
        page.getByText('Please enter a valid 10-digit mobile number', { exact: true }).isVisible(),
      )
      .toBe(true);
    await expectAccessible(page);

    await resendAllowed(phoneUser);
    await phone.fill(phoneUser.phone);
    await page.getByRole('button', { name: 'SEND OTP' }).click();
    await expect.poll(() => pathname(page)).toBe('/verifymobile');
    await expect
      .poll(() =>
        toast(page, 'OTP sent successfully on your registered mobile number.').isVisible(),
      )
      .toBe(true);
    const boxes = page.getByRole('group', { name: /Enter the 6-digit OTP/ }).getByRole('textbox');
    expect(await page.getByRole('button', { name: /Resend OTP in/ }).isDisabled()).toBe(true);
    await expectAccessible(page);

    const code = await latestOtp(phoneUser.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await boxes.first().fill(wrong); // a whole code arriving at once (autofill) fills every box
    await page.getByRole('button', { name: 'VERIFY OTP' }).click();
    await expect
      .poll(() => page.getByText('Invalid or expired OTP', { exact: true }).isVisible())
      .toBe(true);
    await expect.poll(() => boxes.first().inputValue()).toBe('');
    await expectSignedOut(page);

    // A pasted code fills all six boxes.
    await boxes.nth(2).evaluate((box, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      box.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, code);
    expect(await Promise.all([0, 1, 2, 3, 4, 5].map((i) => boxes.nth(i).inputValue()))).toEqual([
      ...code,
    ]);
    await page.getByRole('button', { name: 'VERIFY OTP' }).click();
    await expect.poll(() => pathname(page)).toBe('/');
    await expect.poll(() => toast(page, 'Login Successful!').isVisible()).toBe(true);
    await expectSignedIn(page, viewport, phoneUser);
    expect(unexpected(errors, refused(422))).toEqual([]);
    await context.close();
  });
});
