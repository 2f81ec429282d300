import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM, CHROMIUM_FLAGS } from '../../../scripts/lib/chromium.ts';
import type { Viewport } from './viewports.ts';

// The two projects every spec runs in (ARCHITECTURE §2: mobile and desktop).
export { VIEWPORTS, type Viewport } from './viewports.ts';

const LAUNCH_ARGS = ['--headless', ...CHROMIUM_FLAGS];

let browser: Browser | undefined;

/** One browser per spec file; call at the top of the file. */
export function setupBrowser() {
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS });
  });
  afterAll(async () => {
    await browser?.close();
  });
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
}

export async function openPage(
  viewport: Viewport,
  pathname = '/',
  options: { javaScriptEnabled?: boolean } = {},
): Promise<OpenedPage> {
  if (!browser) throw new Error('call setupBrowser() in the spec file');
  const context = await browser.newContext({
    ...options,
    baseURL: inject('baseURL'),
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.isMobile,
    hasTouch: viewport.isMobile,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  // A page the server rendered shows before its script runs (which starts after the first paint,
  // decision 033); a visitor's tap on a button counts from then on. So every load of the app waits
  // for it, as a visitor would wait for the page to answer.
  if (options.javaScriptEnabled !== false) {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, gotoOptions) => {
      const response = await goto(url, gotoOptions);
      if (url !== 'about:blank') await whenReady(page);
      return response;
    };
    page.reload = async (reloadOptions) => {
      const response = await reload(reloadOptions);
      await whenReady(page);
      return response;
    };
  }
  await page.goto(pathname);
  return { page, context, errors };
}

/** Fails on serious or critical axe-core violations (ARCHITECTURE §6). */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(bad, bad.join('\n')).toEqual([]);
}

/** A value a spec needs, or a clear failure naming what was missing (instead of `value!`). */
export function defined<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}`);
  return value;
}

/** Waits until the app answers taps (html[data-ready], app/providers.tsx), after a goto or reload. */
export async function whenReady(page: Page) {
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
}
