import { and, asc, eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Recorder, signup } from '../../../test/accounts.ts';
import { orderInProduction, payBalance } from '../../../test/admin.ts';
import { insertCatalogueFixture } from '../../../test/catalogue-fixture.ts';
import { addAddress, checkoutSignature, orderUpdate, userIdOf } from '../../../test/orders.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMessageDispatcher } from '../../providers/messaging/dispatcher.ts';
import type { OutgoingMessage } from '../../providers/messaging/messenger.ts';
import { notifyCustomer } from './notifications.ts';
import { defined } from '@kanak/db/testing';

const { messageOutbox, orders, payments } = schema;
const RING = 42_432;
const FIRST = 30_126;
const customer = signup(31);

let t: TestApp;
let token: string;
let order: { userId: number; productId: number; addressId: number; total: number; first: number };

beforeAll(async () => {
  t = await createTestApp();
  const ids = await insertCatalogueFixture(t.app.database);
  token = await new Recorder(t.app).registerAndVerify(customer);
  const userId = await userIdOf(t.app, customer.email);
  order = { userId, productId: ids.aanya, addressId: await addAddress(t.app, userId), total: RING, first: FIRST };
});
afterAll(() => t.close());

/** The queued notices about one order, oldest first. */
const noticesOf = async (orderId: number) =>
  (await t.app.database.db.select().from(messageOutbox).orderBy(asc(messageOutbox.id))).filter((m) =>
    new RegExp(`order #${orderId}\\b`).test(m.body),
  );

describe('the notices of a payment', () => {
  it('queues exactly one SMS, one e-mail and one WhatsApp message, pending, when the advance is counted', async () => {
    const orderId = await orderInProduction(t.app, token, order);
    const notices = await noticesOf(orderId);
    expect(notices.map((m) => [m.channel, m.to, m.status])).toEqual([
      ['sms', customer.phone_number, 'pending'],
      ['email', customer.email, 'pending'],
      ['whatsapp', customer.phone_number, 'pending'],
    ]);
    expect(defined(notices[1], 'notices[1]').subject).toBe(`Kanak order #${orderId}: advance received`);
    expect(notices.every((m) => m.body.includes('received your advance of ₹30,126'))).toBe(true);
  });

  it('goes out through the messenger when the dispatcher runs, and is marked sent', async () => {
    const orderId = await orderInProduction(t.app, token, order);
    const sent: OutgoingMessage[] = [];
    const messenger = { send: async (m: OutgoingMessage) => void sent.push(m) };
    await createMessageDispatcher({ database: t.app.database, messenger, log: t.app.log }).drain();
    const body = expect.stringContaining(`advance of ₹30,126 for order #${orderId}.`);
    expect(sent.filter((m) => m.body.includes(`order #${orderId}.`))).toEqual([
      { channel: 'sms', to: customer.phone_number, body },
      { channel: 'email', to: customer.email, subject: `Kanak order #${orderId}: advance received`, body, html: expect.stringContaining('<html') },
      { channel: 'whatsapp', to: customer.phone_number, body, template: 'kanak_order_placed', params: [expect.stringContaining('advance of ₹30,126'), expect.stringMatching(/\/viewdetail\//)] },
    ]);
    expect((await noticesOf(orderId)).map((m) => m.status)).toEqual(['sent', 'sent', 'sent']);
  });

  it('queues nothing more when the same payment is confirmed again', async () => {
    const orderId = await orderInProduction(t.app, token, order);
    const [paid] = await t.app.database.db.select().from(payments).where(and(eq(payments.orderId, orderId), eq(payments.kind, 'advance')));
    const again = await orderUpdate(t.app, token, orderId, {
      first_payment_transaction_id: defined(defined(paid, 'paid').providerPaymentId, 'paid.providerPaymentId'),
      razorpay_order_id: defined(paid, 'paid').providerOrderId,
      razorpay_signature: checkoutSignature(defined(paid, 'paid').providerOrderId, defined(defined(paid, 'paid').providerPaymentId, 'paid.providerPaymentId')),
    });
    expect(again.statusCode).toBe(200);
    expect(await noticesOf(orderId)).toHaveLength(3);
  });

  it('queues one more message per channel when the balance is paid', async () => {
    const orderId = await orderInProduction(t.app, token, order);
    await payBalance(t.app, token, orderId);
    const notices = await noticesOf(orderId);
    expect(notices.map((m) => m.channel)).toEqual(['sms', 'email', 'whatsapp', 'sms', 'email', 'whatsapp']);
    expect(defined(notices[4], 'notices[4]').subject).toBe(`Kanak order #${orderId}: paid in full`);
  });

  it('queues nothing when the transaction that would report the change rolls back', async () => {
    const orderId = await orderInProduction(t.app, token, order);
    const [row] = await t.app.database.db.select().from(orders).where(eq(orders.id, orderId));
    await expect(
      t.app.database.db.transaction(async (tx) => {
        await notifyCustomer(tx, defined(row, 'row'), { kind: 'cancelled', refundPaise: defined(row, 'row').firstPaymentPaise });
        throw new Error('the cancellation failed');
      }),
    ).rejects.toThrow('the cancellation failed');
    expect((await noticesOf(orderId)).map((m) => m.body).filter((b) => b.includes('cancelled'))).toEqual([]);
  });
});
