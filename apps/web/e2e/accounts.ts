/**
 * What the auth specs share: fresh people, accounts made through the API, the texted code and the
 * header's view of a session.
 */
import { beforeAll, expect, inject } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { defined, VIEWPORTS, type Viewport } from './harness.ts';

export const PASSWORD = 'Kanak@2025';
// Chromium reports every 4xx answer as a console error; these tests provoke some on purpose.
export const refused = (status: 401 | 422) =>
  `Failed to load resource: the server responded with a status of ${status} (${status === 401 ? 'Unauthorized' : 'Unprocessable Entity'})`;
export const unexpected = (errors: string[], ...allowed: string[]) =>
  errors.filter((e) => !allowed.includes(e));

let serial = 0;
/** A fresh Indian mobile number (10 digits starting 9) and e-mail for every account. */
export function newPerson(first: string) {
  const phone = `9${String(Date.now() * 100 + (serial++ % 100)).slice(-9)}`;
  return {
    name: `${first} Sharma`,
    first,
    phone,
    email: `${first.toLowerCase()}.${phone}@example.com`,
  };
}
export type Person = ReturnType<typeof newPerson>;

const api = (path: string, init?: RequestInit) => fetch(`${inject('baseURL')}/api/${path}`, init);

/** The newest code texted to `phone`, read from the development outbox. */
export async function latestOtp(phone: string): Promise<string> {
  const response = await api(`dev/outbox?to=${phone}`);
  const { messages } = (await response.json()) as { messages: { channel: string; body: string }[] };
  const code = messages.find((m) => m.channel === 'sms')?.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no OTP texted to ${phone}`);
  return code;
}

/**
 * The API sends one code per phone every 30 seconds (ARCHITECTURE §5) and the account's signup
 * code was its last: whatever of that wait is left (usually none, the account is made first).
 */
export const resendAllowed = (account: { codeSentAt: number }) =>
  new Promise((r) => setTimeout(r, Math.max(0, account.codeSentAt + 31_000 - Date.now())));

/** An account made through the API (signup + OTP), with the time its last code was sent. */
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

export const pathname = (page: Page) => new URL(page.url()).pathname;
/** The modal fades in; contrast is judged once it has. */
export const settled = (dialog: Locator) =>
  expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
export const toast = (page: Page, text: string) => page.locator('.toast').filter({ hasText: text });

/** What a customer sees of their account in the header: the first name (desktop) or its initial. */
export async function expectSignedIn(page: Page, viewport: Viewport, person: Person) {
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

export async function expectSignedOut(page: Page) {
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
  await expect.poll(() => signIn.isVisible()).toBe(true);
}

export async function openAccountMenu(page: Page, person: Person) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Account, ${person.first}` })
    .click();
}

export type Account = Awaited<ReturnType<typeof createAccount>>;

/**
 * Accounts made once per viewport, first, before the file's tests: the API texts a phone at most
 * once every 30 seconds, so a phone login or reset must come well after its account's signup code.
 * Answers the account of a first name in a viewport.
 */
export function premadeAccounts(...firsts: string[]) {
  const made = new Map<string, Account>();
  beforeAll(async () => {
    for (const viewport of VIEWPORTS) {
      const accounts = await Promise.all(firsts.map((first) => createAccount(first)));
      for (const account of accounts) made.set(`${viewport.name} ${account.first}`, account);
    }
  });
  return (viewport: Viewport, first: string) =>
    defined(made.get(`${viewport.name} ${first}`), `${first}'s account (${viewport.name})`);
}
