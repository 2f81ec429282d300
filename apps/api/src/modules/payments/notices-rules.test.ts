/**
 * What the customer is told when money moves on an order (issue 37, mutation run of
 * payments/notifications.ts; ARCHITECTURE §12 "every event tells the customer"): each money event
 * names the order and the sums in rupees, links to the order's page, and goes out under its own
 * event — the WhatsApp template and the kind the customer switches channels off by: the advance as
 * the order placed, a payment as a payment received, a refund as a refund sent, credit back as store
 * credit, a cancellation as the order cancelled. A cancellation with nothing paid promises no refund.
 */
import { asc, eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { describe, expect, it } from 'vitest';
import { addCartLine, placeOrder } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import { notifyCustomer, type OrderEvent } from './notifications.ts';

setupShop(931);
const ASHA_PHONE = String(9_000_000_000 + 931);

let ringSize = 6;
/** A new unpaid order of Asha's, as its row. */
async function anOrder() {
  const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: ringSize++ });
  const res = await placeOrder(t.app, asha, {
    cartIds: [line],
    addressId: address,
    total: 42_432,
    first: 30_126,
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().order.id as number;
  const [row] = await t.app.database.db
    .select()
    .from(schema.orders)
    .where(eq(schema.orders.id, id));
  return defined(row, 'the order just placed');
}

/** Tells Asha of one event on a new order: her SMS text, the e-mail's subject and the WhatsApp template. */
async function told(event: OrderEvent) {
  const order = await anOrder();
  await t.app.database.db.transaction((tx) => notifyCustomer(tx, order, event));
  const rows = (
    await t.app.database.db
      .select()
      .from(schema.messageOutbox)
      .orderBy(asc(schema.messageOutbox.id))
  ).filter((m) => new RegExp(`order #${order.id}\\b`, 'i').test(m.body));
  const link = `/viewdetail/${order.id}`;
  const sms = rows.filter((m) => m.channel === 'sms');
  expect(sms).toHaveLength(1);
  expect(sms[0]?.to).toBe(ASHA_PHONE);
  // The SMS ends with the order's page.
  expect(sms[0]?.body).toMatch(new RegExp(` https?://[^ ]+${link}$`));
  const whatsapp = rows.filter((m) => m.channel === 'whatsapp');
  const email = rows.filter((m) => m.channel === 'email');
  expect([whatsapp.length, email.length]).toEqual([1, 1]);
  // The e-mail's button names where it leads.
  expect(email[0]?.body).toMatch(new RegExp(`\\nSee your order: https?://[^ ]+${link}\\b`));
  return {
    id: order.id,
    text: defined(sms[0], 'sms').body.replace(/ \S+$/, ''),
    subject: email[0]?.subject,
    template: whatsapp[0]?.template,
  };
}

describe('the customer told of money on an order', () => {
  it('the advance: as the order placed, naming the advance and the balance due before dispatch', async () => {
    const n = await told({ kind: 'advance', amountPaise: 30_126_00, duePaise: 12_306_00 });
    expect(n).toEqual({
      id: n.id,
      text: `Kanak: we have received your advance of ₹30,126 for order #${n.id}. Your piece is now being made; the balance of ₹12,306 is due before dispatch.`,
      subject: `Kanak order #${n.id}: advance received`,
      template: 'kanak_order_placed',
    });
  });

  it('paid in full: as a payment received, naming the amount', async () => {
    const n = await told({ kind: 'paid_in_full', amountPaise: 12_306_00 });
    expect(n).toEqual({
      id: n.id,
      text: `Kanak: we have received ₹12,306 for order #${n.id}, which is now paid in full. We dispatch it as soon as your piece is finished.`,
      subject: `Kanak order #${n.id}: paid in full`,
      template: 'kanak_payment_received',
    });
  });

  it('a payment that leaves some due: as a payment received, naming both sums', async () => {
    const n = await told({ kind: 'received_still_due', amountPaise: 12_306_00, duePaise: 424_00 });
    expect(n).toEqual({
      id: n.id,
      text: `Kanak: we have received ₹12,306 for order #${n.id}. After the finished weight, ₹424 is still due: pay it from My Orders.`,
      subject: `Kanak order #${n.id}: payment received`,
      template: 'kanak_payment_received',
    });
  });

  it('a cancellation with money paid: as the order cancelled, naming the refund', async () => {
    const n = await told({ kind: 'cancelled', refundPaise: 30_126_00 });
    expect(n).toEqual({
      id: n.id,
      text: `Kanak: order #${n.id} has been cancelled. We are refunding ₹30,126 to the account you paid from.`,
      subject: `Kanak order #${n.id}: cancelled`,
      template: 'kanak_order_cancelled',
    });
  });

  it('a cancellation with nothing paid: no refund promised', async () => {
    const n = await told({ kind: 'cancelled', refundPaise: 0 });
    expect(n.text).toBe(`Kanak: order #${n.id} has been cancelled.`);
    expect(n.template).toBe('kanak_order_cancelled');
  });

  it('a refund decided and a refund made: as a refund sent, the second with the date it reaches the customer', async () => {
    const decided = await told({ kind: 'refund_decided', amountPaise: 700_00 });
    expect(decided).toEqual({
      id: decided.id,
      text: `Kanak: we are refunding ₹700 for order #${decided.id} to the account you paid from.`,
      subject: `Kanak order #${decided.id}: refund`,
      template: 'kanak_refund_sent',
    });
    const made = await told({ kind: 'refunded', amountPaise: 700_00, expectedBy: '2026-12-10' });
    expect(made).toEqual({
      id: made.id,
      text: `Kanak: we have refunded ₹700 for order #${made.id} to the account you paid from. It reaches you in 7-10 working days (by 2026-12-10).`,
      subject: `Kanak order #${made.id}: refund`,
      template: 'kanak_refund_sent',
    });
  });

  it('store credit back: as store credit, naming the amount back in the wallet', async () => {
    const n = await told({ kind: 'credit_returned', amountPaise: 5_000_00 });
    expect(n).toEqual({
      id: n.id,
      text: `Kanak: ₹5,000 of store credit you used on order #${n.id} is back in your Kanak wallet.`,
      subject: `Kanak order #${n.id}: store credit returned`,
      template: 'kanak_store_credit',
    });
  });
});
