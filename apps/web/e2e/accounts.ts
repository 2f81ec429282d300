/**
 * What the auth specs share: fresh people, accounts made through the API, the texted code and the
 * header's view of a session.
 */
import { beforeAll, expect, inject } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { defined, VIEWPORTS, type Viewport } from './harness.ts';
import { createAccounts, latestOtpAt, type Account, type Person } from './premade.ts';

export { newPerson, PASSWORD, type Account, type Person } from './premade.ts';

// Chromium reports every 4xx answer as a console error; these tests provoke some on purpose.
export const refused = (status: 401 | 422) =>
  `Failed to load resource: the server responded with a status of ${status} (${status === 401 ? 'Unauthorized' : 'Unprocessable Entity'})`;
export const unexpected = (errors: string[], ...allowed: string[]) =>
  errors.filter((e) => !allowed.includes(e));

/** The newest code texted to `phone`, read from the development outbox. */
export const latestOtp = (phone: string) => latestOtpAt(inject('baseURL'), phone);

/**
 * The API sends one code per phone every 30 seconds (ARCHITECTURE §5) and the account's signup
 * code was its last: whatever of that wait is left (usually none, the account is made first).
 */
export const resendAllowed = (account: { codeSentAt: number }) =>
  new Promise((r) => setTimeout(r, Math.max(0, account.codeSentAt + 31_000 - Date.now())));

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

/**
 * Accounts made once per viewport before the file's tests: the API texts a phone at most once every
 * 30 seconds, so a phone login or reset must come well after its account's signup code. The run's
 * set-up made the auth specs' people at its start (premade.ts); any other name is made here, first.
 * Answers the account of a first name in a viewport.
 */
export function premadeAccounts(...firsts: string[]) {
  const made = new Map<string, Account>(Object.entries(inject('premadeAccounts') ?? {}));
  const missing = firsts.filter((first) => VIEWPORTS.some((v) => !made.has(`${v.name} ${first}`)));
  if (missing.length > 0) {
    beforeAll(async () => {
      const more = await createAccounts(inject('baseURL'), VIEWPORTS.map((v) => v.name), missing);
      for (const [key, account] of Object.entries(more)) made.set(key, account);
    });
  }
  return (viewport: Viewport, first: string) =>
    defined(made.get(`${viewport.name} ${first}`), `${first}'s account (${viewport.name})`);
}
