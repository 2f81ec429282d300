import { describe, expect, it } from 'vitest';
import { expectSignedIn, expectSignedOut, latestOtp, newPerson, openAccountMenu, PASSWORD, pathname, toast, unexpected } from './accounts.ts';
import { expectAccessible, openPage, setupBrowser, VIEWPORTS } from './harness.ts';

setupBrowser();

describe.each(VIEWPORTS)('accounts ($name)', (viewport) => {
  it('signs up with live checks and the texted OTP, back where it began, then logs out', async () => {
    const person = newPerson('Priya');
    const { page, context, errors } = await openPage(viewport, '/ac');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    const modal = page.getByRole('dialog', { name: 'Welcome back' });
    await expect.poll(() => modal.isVisible()).toBe(true);
    await modal.getByRole('link', { name: 'Create an account' }).click();
    await expect.poll(() => pathname(page)).toBe('/signup');
    await expect.poll(() => modal.isVisible()).toBe(false);
    const email = page.getByLabel('Email');
    await email.fill('priya@');
    await email.blur();
    const badEmail = page.getByText('Please enter a valid email address.');
    await expect.poll(() => badEmail.isVisible()).toBe(true);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Confirm password').fill('Other@2025');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Password', { exact: true }).blur();
    await expect
      .poll(() => page.getByText(/Password must be at least 8 characters long/).isVisible())
      .toBe(true);
    await expectAccessible(page);

    // Corrected, each message goes away as the customer types.
    await email.fill(person.email);
    await expect.poll(() => badEmail.isVisible()).toBe(false);
    await page.getByLabel('Full name').fill(person.name);
    await page
      .getByLabel('Mobile number')
      .fill(`+91 ${person.phone.slice(0, 5)} ${person.phone.slice(5)}`);
    expect(await page.getByLabel('Mobile number').inputValue()).toBe(person.phone);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect.poll(() => page.getByText('Passwords do not match.').isVisible()).toBe(true);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await expect.poll(() => page.getByText('Passwords do not match.').isVisible()).toBe(false);

    // Create Account waits for the terms.
    const create = page.getByRole('button', { name: 'Create Account' });
    expect(await create.isDisabled()).toBe(true);
    const terms = page.getByRole('link', { name: /Terms & Conditions/ });
    expect(await terms.getAttribute('href')).toBe('/termandcondition');
    await page.getByLabel(/I agree to the Terms & Conditions/).check();
    expect(await create.isEnabled()).toBe(true);
    await create.click();

    await expect
      .poll(() =>
        toast(page, 'OTP sent successfully on your registered mobile number.').isVisible(),
      )
      .toBe(true);
    const boxes = page.getByRole('group', { name: /Enter the 6-digit OTP/ }).getByRole('textbox');
    await expect.poll(() => boxes.count()).toBe(6);
    const resend = page.getByRole('button', { name: /Resend OTP in 0:[0-3]\d/ });
    expect(await resend.isDisabled()).toBe(true);
    await expectAccessible(page);

    // Typed one digit at a time, the focus moves along the boxes by itself.
    const code = await latestOtp(person.phone);
    await boxes.first().click();
    await page.keyboard.type(code);
    expect(await Promise.all([0, 1, 2, 3, 4, 5].map((i) => boxes.nth(i).inputValue()))).toEqual([
      ...code,
    ]);
    await page.getByRole('button', { name: 'VERIFY OTP' }).click();

    await expect.poll(() => toast(page, 'Login Successful!').isVisible()).toBe(true);
    await expect.poll(() => pathname(page)).toBe('/ac');
    await expectSignedIn(page, viewport, person);

    await openAccountMenu(page, person);
    expect(await page.getByRole('link', { name: 'My Orders' }).getAttribute('href')).toBe(
      '/myorder',
    );
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => toast(page, 'You have been logged out.').isVisible()).toBe(true);
    await expectSignedOut(page);
    // The session is gone on the server too.
    expect((await page.request.get('/api/me')).status()).toBe(401);
    expect(unexpected(errors)).toEqual([]);
    await context.close();
  });
});
