/**
 * Messages where customers read them (ARCHITECTURE §12, issue 40): every event reaches the
 * customer by SMS (with its DLT template), an HTML e-mail with a text part and WhatsApp, with the
 * order's links; the channels the customer switched off stay quiet; OTPs always go by SMS; a
 * failing channel is retried with backoff and holds neither the order nor the other channels.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, gt } from 'drizzle-orm';
import { schema, type OutboxMessage } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import {
  SMS_TEMPLATE_NAMES,
  smsTemplateVariable,
  type NotificationSettings,
} from '@kanak/domain/notifications';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, orderInProduction, payBalance } from '../../../test/admin.ts';
import { askAfterSale } from '../../../test/after-sale.ts';
import { ageOtps, signup } from '../../../test/accounts.ts';
import { multipartBody } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import { createMessageDispatcher } from '../../providers/messaging/dispatcher.ts';
import type { OutgoingMessage } from '../../providers/messaging/messenger.ts';
import { whatsAppCloud } from '../../providers/messaging/whatsapp-cloud.ts';
import { tellPlanInstalmentDue } from './plan-notices.ts';

const RING = 42_432;
const FIRST = 30_126;
const ORIGIN = 'https://kanak.example.in';
// A DLT template id per text (each event, and the one-time code): 1100 + its place in the list.
const TEMPLATES = Object.fromEntries(
  SMS_TEMPLATE_NAMES.map((e, n) => [smsTemplateVariable(e), String(1100 + n)]),
);
const templateOf = (event: string) =>
  TEMPLATES[smsTemplateVariable(event as (typeof SMS_TEMPLATE_NAMES)[number])];

setupShop(140, { PUBLIC_URL: ORIGIN, ...TEMPLATES });
let admin: string;
const phone = signup(140).phone_number;
const email = signup(140).email;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const db = () => t.app.database.db;

/** The queued messages of the customer since message `after`, oldest first. */
async function since(after: number): Promise<OutboxMessage[]> {
  const rows = await db()
    .select()
    .from(schema.messageOutbox)
    .where(gt(schema.messageOutbox.id, after));
  return rows.filter((r) => r.to === phone || r.to === email).sort((a, b) => a.id - b.id);
}
async function lastId(): Promise<number> {
  const rows = await db().select({ id: schema.messageOutbox.id }).from(schema.messageOutbox);
  return Math.max(0, ...rows.map((r) => r.id));
}

/** The three messages of one event: SMS with its template and link, HTML e-mail with text part and links, WhatsApp template. */
function expectThree(rows: OutboxMessage[], event: string, link: string, extraLink?: string) {
  const sms = rows.filter((r) => r.channel === 'sms' && r.template === templateOf(event));
  const mail = rows.filter((r) => r.channel === 'email' && r.html?.includes(link));
  const wa = rows.filter((r) => r.channel === 'whatsapp' && r.template === `kanak_${event}`);
  expect(sms, `${event}: one SMS with template ${templateOf(event)}`).toHaveLength(1);
  expect(wa, `${event}: one WhatsApp template message`).toHaveLength(1);
  expect(mail.length, `${event}: an e-mail linking ${link}`).toBeGreaterThanOrEqual(1);
  const [s, m, w] = [defined(sms[0], 'sms'), defined(mail[0], 'email'), defined(wa[0], 'whatsapp')];
  expect(s.to).toBe(phone);
  expect(s.body).toContain(link);
  expect(m.to).toBe(email);
  expect(m.html).toMatch(/^<!DOCTYPE html/);
  expect(m.html).toContain(`href="${link}"`);
  expect(m.html).toContain(`href="${ORIGIN}/account/notifications"`);
  // The text part: the same news and links, no markup.
  expect(m.body).toContain(link);
  expect(m.body).not.toMatch(/<[a-z]/i);
  expect(w.to).toBe(phone);
  expect(w.params).toHaveLength(2);
  expect(defined(w.params, 'params')[1]).toContain(link);
  if (extraLink) {
    expect(s.body).toContain(extraLink);
    expect(m.html).toContain(extraLink.replaceAll('&', '&amp;'));
    expect(defined(w.params, 'params')[1]).toContain(extraLink);
  }
}

const orderPage = (id: number) => `${ORIGIN}/viewdetail/${id}`;

async function settings(token = asha): Promise<NotificationSettings> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/account/notifications',
    headers: as(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  const { kinds, marketing } = res.json();
  return { kinds, marketing };
}
const save = (body: NotificationSettings, token = asha) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/account/notifications',
    headers: as(token),
    payload: body,
  });

describe('every event reaches the customer on three channels', () => {
  it("placed, stage moved, design ready, paid, dispatched with the courier's link, delivered, after-sale step, refund, plan instalment", async () => {
    let mark = await lastId();
    const orderId = await orderInProduction(t.app, asha, {
      userId: ashaId,
      productId: ids.aanya,
      addressId: address,
      total: RING,
      first: FIRST,
    });
    expectThree(await since(mark), 'order_placed', orderPage(orderId));

    mark = await lastId();
    const cad = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/stage`,
      headers: as(admin),
      payload: { stage: 'cad' },
    });
    expect(cad.statusCode, cad.body).toBe(200);
    expectThree(await since(mark), 'order_stage', orderPage(orderId));

    mark = await lastId();
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#d4a017' },
    })
      .png()
      .toBuffer();
    const form = multipartBody([['note', 'Round one']], {
      files: { filename: 'render.png', content: png, type: 'image/png' },
    });
    const design = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/designs`,
      headers: { ...form.headers, ...as(admin) },
      payload: form.payload,
    });
    expect(design.statusCode, design.body).toBe(201);
    expectThree(await since(mark), 'design_ready', orderPage(orderId));
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/designs/${design.json().design.id}/approve`,
      headers: as(asha),
    });
    expect(approved.statusCode, approved.body).toBe(200);

    mark = await lastId();
    await payBalance(t.app, asha, orderId);
    expectThree(await since(mark), 'payment_received', orderPage(orderId));

    mark = await lastId();
    const [item] = await db()
      .select()
      .from(schema.orderItems)
      .where(eq(schema.orderItems.orderId, orderId));
    const itemId = defined(item, 'item').id;
    const dispatched = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/dispatch`,
      headers: as(admin),
      payload: {
        courier: 'Blue Dart',
        tracking_number: `BD${orderId}`,
        huids: { [String(itemId)]: ['HU1A2B'] },
      },
    });
    expect(dispatched.statusCode, dispatched.body).toBe(200);
    const tracking = `https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=BD${orderId}`;
    expectThree(await since(mark), 'order_dispatched', orderPage(orderId), tracking);
    expect((await since(mark)).find((r) => r.channel === 'sms')?.body).toContain('Blue Dart');

    mark = await lastId();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${orderId}/deliver`,
          headers: as(admin),
        })
      ).statusCode,
    ).toBe(200);
    expectThree(await since(mark), 'order_delivered', orderPage(orderId));

    mark = await lastId();
    await askAfterSale(t.app, asha, orderId, itemId, 'maintenance', 'Cleaning and polishing');
    expectThree(await since(mark), 'after_sale_step', orderPage(orderId));

    mark = await lastId();
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/refunds`,
      headers: as(admin),
      payload: { amount: 100, idempotency_key: 'goodwill-1', reason: 'Goodwill' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expectThree(await since(mark), 'refund_sent', orderPage(orderId));

    mark = await lastId();
    await db().transaction((tx) =>
      tellPlanInstalmentDue(tx, {
        userId: ashaId,
        planName: 'Kanak 11+1 plan',
        instalment: 3,
        of: 11,
        amountPaise: 500_000,
        dueOn: '5 January 2027',
        payPath: '/plans/7',
      }),
    );
    expectThree(await since(mark), 'plan_instalment_due', `${ORIGIN}/plans/7`);
    expect((await since(mark))[0]?.body).toContain('₹5,000');
  });
});

describe('the customer chooses the channels per kind', () => {
  it('starts with every channel on and no marketing', async () => {
    const s = await settings();
    expect(s.marketing).toBe(false);
    for (const choice of Object.values(s.kinds))
      expect(choice).toEqual({ sms: true, email: true, whatsapp: true });
  });

  it('sends only the channels kept on: orders by WhatsApp alone, designs untouched', async () => {
    const s = await settings();
    const res = await save({
      ...s,
      kinds: { ...s.kinds, orders: { sms: false, email: false, whatsapp: true } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your message choices are saved.');
    const mark = await lastId();
    const orderId = await orderInProduction(t.app, asha, {
      userId: ashaId,
      productId: ids.aanya,
      addressId: address,
      total: RING,
      first: FIRST,
    });
    const rows = await since(mark);
    expect(rows.map((r) => r.channel)).toEqual(['whatsapp']);
    expect(rows[0]?.template).toBe('kanak_order_placed');

    const payMark = await lastId();
    await payBalance(t.app, asha, orderId);
    // Payments are another kind: all three channels still.
    expect((await since(payMark)).map((r) => r.channel).sort()).toEqual([
      'email',
      'sms',
      'whatsapp',
    ]);
  });

  it('refuses to silence a kind altogether', async () => {
    const s = await settings();
    const res = await save({
      ...s,
      kinds: { ...s.kinds, designs: { sms: false, email: false, whatsapp: false } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Keep at least one way for us to tell you about designs to approve.',
    );
  });

  it('sends OTPs by SMS even with SMS switched off for every kind', async () => {
    const s = await settings();
    const kinds = Object.fromEntries(
      Object.keys(s.kinds).map((k) => [k, { sms: false, email: true, whatsapp: true }]),
    ) as NotificationSettings['kinds'];
    expect((await save({ ...s, kinds })).statusCode).toBe(200);
    await ageOtps(t.app, phone, 31);
    const mark = await lastId();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/send-otp',
      payload: { phone_number: phone },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await since(mark);
    expect(rows).toHaveLength(1);
    // The code's text carries its own DLT template id, or carriers would drop it.
    expect(rows[0]).toMatchObject({ channel: 'sms', to: phone, template: templateOf('otp') });
    expect(templateOf('otp')).toMatch(/^\d+$/);
    expect(rows[0]?.body).toMatch(/\b\d{6}\b/);
  });

  it('keeps marketing consent apart: given with its time, withdrawn in one call, service choices untouched', async () => {
    const before = await settings();
    const on = await save({ ...before, marketing: true });
    expect(on.json()).toMatchObject({
      marketing: true,
      message: 'You will hear about offers and new collections. You can stop this at any time.',
    });
    const givenAt = on.json().marketing_changed_at as string;
    expect(Date.parse(givenAt)).toBeGreaterThan(Date.now() - 60_000);
    const off = await save({ ...before, marketing: false });
    expect(off.json()).toMatchObject({
      marketing: false,
      message: 'You will no longer receive offers and new collections.',
      kinds: before.kinds,
    });
    expect(Date.parse(off.json().marketing_changed_at)).toBeGreaterThanOrEqual(Date.parse(givenAt));
  });

  it("is the signed-in customer's own: no session, no settings", async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/account/notifications' })).statusCode,
    ).toBe(401);
  });

  it('lists the e-mail with its HTML and the WhatsApp message in the dev outbox', async () => {
    const mail = await t.app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
    });
    const m = mail.json().messages.find((x: { channel: string }) => x.channel === 'email');
    expect(m).toMatchObject({
      channel: 'email',
      subject: expect.stringContaining('Kanak'),
      html: expect.stringContaining('<html'),
    });
    const texts = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${phone}` });
    expect(texts.json().messages.map((x: { channel: string }) => x.channel)).toEqual(
      expect.arrayContaining(['sms', 'whatsapp']),
    );
  });
});

describe('a channel that fails', () => {
  let fake: Server;
  let status = 200;
  let calls = 0;
  beforeAll(async () => {
    fake = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        calls += 1;
        res
          .writeHead(status, { 'content-type': 'application/json' })
          .end('{"error":{"message":"temporarily unavailable"}}');
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

  it('holds neither the order nor the SMS and e-mail, and is retried with backoff, the others not sent twice', async () => {
    // Every channel back on, so the order's news goes three ways.
    const s = await settings();
    const kinds = Object.fromEntries(
      Object.keys(s.kinds).map((k) => [k, { sms: true, email: true, whatsapp: true }]),
    ) as NotificationSettings['kinds'];
    expect((await save({ ...s, kinds })).statusCode).toBe(200);
    const delivered: OutgoingMessage[] = [];
    const wa = whatsAppCloud({
      token: 't',
      phoneNumberId: '1234',
      language: 'en',
      apiUrl: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
    });
    const delays: number[] = [];
    const dispatcher = createMessageDispatcher(
      {
        database: t.app.database,
        messenger: {
          send: async (m) => (m.channel === 'whatsapp' ? wa.send(m) : void delivered.push(m)),
        },
        log: t.app.log,
      },
      { retryDelayMs: (attempts) => (delays.push(attempts), 0) },
    );
    await dispatcher.drain(); // what earlier tests queued, delivered
    delivered.length = 0;
    calls = 0;

    const orderId = await orderInProduction(t.app, asha, {
      userId: ashaId,
      productId: ids.aanya,
      addressId: address,
      total: RING,
      first: FIRST,
    });
    expect(orderId).toBeGreaterThan(0);
    const waRow = async () =>
      defined(
        (
          await db()
            .select()
            .from(schema.messageOutbox)
            .where(
              and(eq(schema.messageOutbox.to, phone), eq(schema.messageOutbox.channel, 'whatsapp')),
            )
        ).sort((a, b) => b.id - a.id)[0],
        'the WhatsApp row',
      );
    delays.length = 0;
    // retryDelayMs 0 makes the failed row due at once: drain would loop; one claim pass is what a tick does.
    status = 500;
    await dispatcher.drain().catch(() => undefined);
    const failed = await waRow();
    expect(failed.status).toBe('pending');
    expect(failed.lastError).toMatch(/500/);
    expect(delays[0]).toBe(1);
    expect(delivered.filter((m) => m.to === phone && m.channel === 'sms')).toHaveLength(1);
    expect(delivered.filter((m) => m.to === email)).toHaveLength(1);
    const [order] = await db().select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order?.status).toBe('in_production');

    status = 200;
    await dispatcher.drain();
    expect((await waRow()).status).toBe('sent');
    // The SMS and the e-mail went once; only WhatsApp was asked again.
    expect(delivered.filter((m) => m.to === phone && m.channel === 'sms')).toHaveLength(1);
    expect(delivered.filter((m) => m.to === email)).toHaveLength(1);
    expect(calls).toBeGreaterThanOrEqual(2);
    await dispatcher.stop();
  });
});
