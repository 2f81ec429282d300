import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { MESSAGES } from '@kanak/domain/messages';
import { expectAccessible, openPage, setupBrowser, VIEWPORTS, type Viewport } from './harness.ts';

setupBrowser();

const PASSWORD = 'Kanak@2025';
// Chromium reports every 4xx answer as a console error; these tests provoke some on purpose.
const refused = (status: 401 | 422) =>
  `Failed to load resource: the server responded with a status of ${status} (${status === 401 ? 'Unauthorized' : 'Unprocessable Entity'})`;
const unexpected = (errors: string[], ...allowed: string[]) =>
  errors.filter((e) => !allowed.includes(e));

let serial = 0;
/** A fresh Indian mobile number (10 digits starting 9) and e-mail for every account. */
function newPerson(first: string) {
  const phone = `9${String(Date.now() * 100 + (serial++ % 100)).slice(-9)}`;
  return {
    name: `${first} Sharma`,
    first,
    phone,
    email: `${first.toLowerCase()}.${phone}@example.com`,
  };
}
type Person = ReturnType<typeof newPerson>;

const api = (path: string, init?: RequestInit) => fetch(`${inject('baseURL')}/api/${path}`, init);

/** The newest code texted to `phone`, read from the development outbox. */
async function latestOtp(phone: string): Promise<string> {
  const response = await api(`dev/outbox?to=${phone}`);
  const { messages } = (await response.json()) as { messages: { channel: string; body: string }[] };
  const code = messages.find((m) => m.channel === 'sms')?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no OTP texted to ${phone}`);
  return code;
}

/** An account made through the API (signup + OTP), with the time its last code was sent. */
/**
 * The API sends one code per phone every 30 seconds (ARCHITECTURE §5) and the account's signup
 * code was its last: whatever of that wait is left (usually none, the account is made first).
 */
const resendAllowed = (account: { codeSentAt: number }) =>
  new Promise((r) => setTimeout(r, Math.max(0, account.codeSentAt + 31_000 - Date.now())));

async function createAccount(first: string): Promise<Person & { codeSentAt: number }> {
  const person = newPerson(first);
  const json = { 'Content-Type': 'application/json' };
  const registered = await api('register', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      name: person.name,
      email: person.email,
      phone_number: person.phone,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    }),
  });
  expect(registered.status).toBe(200);
  const codeSentAt = Date.now();
  const verified = await api('verify-otp', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ phone_number: person.phone, otp: await latestOtp(person.phone) }),
  });
  expect(verified.status).toBe(200);
  return { ...person, codeSentAt };
}

const pathname = (page: Page) => new URL(page.url()).pathname;
/** The modal fades in; contrast is judged once it has. */
const settled = (dialog: Locator) =>
  expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text });

/** What a customer sees of their account in the header: the first name (desktop) or its initial. */
async function expectSignedIn(page: Page, viewport: Viewport, person: Person) {
  const account = page
    .getByRole('banner')
    .getByRole('button', { name: `Account, ${person.first}` });
  await expect.poll(() => account.isVisible()).toBe(true);
  if (viewport.isMobile) {
    expect(await account.innerText()).toContain(person.first.charAt(0));
    await account.click();
    await expect.poll(() => page.getByText(person.name, { exact: true }).isVisible()).toBe(true);
    await account.click();
  } else {
    expect(await account.innerText()).toContain(person.first.toUpperCase());
  }
  expect(await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).count()).toBe(0);
}

async function expectSignedOut(page: Page) {
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
  await expect.poll(() => signIn.isVisible()).toBe(true);
}

async function openAccountMenu(page: Page, person: Person) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Account, ${person.first}` })
    .click();
}

type Account = Awaited<ReturnType<typeof createAccount>>;
const accounts = new Map<
  string,
  { email: Account; phone: Account; expiring: Account; forgetful: Account }
>();

// Made once, first: the API texts a phone at most once every 30 seconds, so the phone login
// below must come well after its account's signup code.
beforeAll(async () => {
  for (const viewport of VIEWPORTS) {
    const [email, phone, expiring, forgetful] = await Promise.all([
      createAccount('Meera'),
      createAccount('Kavya'),
      createAccount('Rohan'),
      createAccount('Anita'),
    ]);
    accounts.set(viewport.name, { email, phone, expiring, forgetful });
  }
});

describe.each(VIEWPORTS)('accounts ($name)', (viewport) => {
  let emailUser: Account;
  let phoneUser: Account;
  let expiringUser: Account;
  let forgetfulUser: Account;

  beforeAll(() => {
    ({
      email: emailUser,
      phone: phoneUser,
      expiring: expiringUser,
      forgetful: forgetfulUser,
    } = accounts.get(viewport.name)!);
  });

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

  it('logs in by e-mail in the modal a product heart opens, staying on the page', async () => {
    const { page, context, errors } = await openPage(viewport, '/');
    const picks = page.getByRole('region', { name: 'Top Picks' });
    await picks.getByRole('button', { name: 'Add to wishlist' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Welcome back' });
    await expect.poll(() => modal.isVisible()).toBe(true);
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
