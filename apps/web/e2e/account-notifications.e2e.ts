import { describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES } from '@kanak/domain/notifications';
import { expectAccessible, openPage, setupBrowser, VIEWPORTS } from './harness.ts';
import { createOrder, json, payAdvance, rememberSignIn, signUp } from './shop-api.ts';

/*
 * Messages where customers read them (ARCHITECTURE §12, issue 40): the customer at 360 chooses the
 * channels of their orders' news and gives, then withdraws in one tap, the marketing consent; the
 * owner at 1280 reads the order's messages in the back office's outbox, the e-mail rendered. The
 * channels themselves and their links are proven in the API tests (notifications.test.ts).
 */

setupBrowser();
const [PHONE, DESKTOP] = VIEWPORTS;
const shots = process.env.E2E_SCREENSHOTS;

describe('messages from Kanak', () => {
  it(
    "the customer chooses channels and withdraws marketing in one tap; the owner sees the order's e-mail rendered",
    { timeout: 180_000 },
    async () => {
      const customer = await openPage(PHONE, '/');
      const { phone } = await signUp(customer.page, 'Kavya Menon');
      await payAdvance(customer.page, await createOrder(customer.page));

      await customer.page.goto('/account/notifications');
      const orders = customer.page.getByRole('group', { name: 'Your orders' });
      await expect
        .poll(() => orders.getByRole('checkbox', { name: 'WhatsApp' }).isChecked())
        .toBe(true);
      await orders.getByRole('checkbox', { name: 'E-mail' }).uncheck();
      await customer.page.getByRole('button', { name: 'Save my choices' }).click();
      await expect
        .poll(() => customer.page.getByRole('status').textContent())
        .toBe(NOTIFICATION_MESSAGES.saved);
      await customer.page.getByRole('button', { name: 'Send me offers and news' }).click();
      const stop = customer.page.getByRole('button', { name: 'Stop offers and news' });
      await expect.poll(() => stop.isVisible()).toBe(true);
      await expectAccessible(customer.page);
      if (shots)
        await customer.page.screenshot({ path: `${shots}/notifications-360.png`, fullPage: true });
      await stop.click();
      await expect
        .poll(() => customer.page.getByRole('status').textContent())
        .toBe(NOTIFICATION_MESSAGES.marketingOff);
      const saved = await json<{ marketing: boolean; kinds: { orders: { email: boolean } } }>(
        await customer.page.request.get('/api/account/notifications'),
      );
      expect(saved).toMatchObject({ marketing: false, kinds: { orders: { email: false } } });
      expect(customer.errors).toEqual([]);
      await customer.context.close();

      const owner = await openPage(DESKTOP, '/');
      await json(
        await owner.page.request.post('/api/login', {
          data: { email: 'admin@kanak.example', password: 'Admin@12345678' },
        }),
      );
      await rememberSignIn(owner.page);
      await owner.page.goto('/admin/outbox');
      await owner.page.getByLabel('Mobile number or e-mail').fill(`customer.${phone}@example.in`);
      await owner.page.getByRole('button', { name: 'Show messages' }).click();
      // The sandboxed frame runs no script, so it is read from the page: its links, and the styles applied.
      const email = owner.page.locator('iframe[title^="E-mail: Kanak order #"]').first();
      const read = () =>
        email.evaluate((f: HTMLIFrameElement) => {
          const doc = f.contentDocument;
          const links = [...(doc?.querySelectorAll('a') ?? [])].map((a) => `${a.textContent?.trim()} ${a.getAttribute('href')}`);
          const styled = [...(doc?.querySelectorAll<HTMLElement>('[data-style]') ?? [])].every((el) => el.style.cssText !== '');
          return { links, styled };
        });
      await expect.poll(async () => (await read()).links.length).toBeGreaterThan(0);
      expect((await read()).styled).toBe(true);
      expect((await read()).links).toContainEqual(expect.stringMatching(/^See your order https?:\/\/[^/]+\/viewdetail\/\d+$/));
      if (shots) await owner.page.screenshot({ path: `${shots}/outbox-1280.png`, fullPage: true });
      await owner.page.getByLabel('Mobile number or e-mail').fill(phone);
      await owner.page.getByRole('button', { name: 'Show messages' }).click();
      await expect
        .poll(() => owner.page.getByText('template kanak_order_placed').isVisible())
        .toBe(true);
      // axe cannot enter a frame that runs no script: the page is checked with the SMS and WhatsApp messages.
      await expectAccessible(owner.page);
      if (shots)
        await owner.page.screenshot({ path: `${shots}/outbox-phone-1280.png`, fullPage: true });
      // The e-mail frame's styles go through the CSSOM: the page's CSP has nothing to report.
      expect(owner.errors).toEqual([]);
      await owner.context.close();
    },
  );
});
