/**
 * The money each request moved, as the customer's list and the shop's inbox show it (ARCHITECTURE
 * §7): a completed return its own refunds (never another return's) with the provider's references,
 * none while a refund is still with the provider and none when it refunded nothing; an exchange its
 * store credit under the credit's reference (none when found worth nothing); a buyback its payout and
 * bank reference; maintenance, or a request not yet completed, nothing. Each request lists its own
 * piece, and its photos at the reader's own address (`/api/…` for the customer, `/api/admin/…` for
 * the shop).
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { storeCreditReference } from '@kanak/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { FILES } from '../../../test/orders.ts';
import { askAfterSale, ashasDeliveredRing, moveAfterSale } from '../../../test/after-sale.ts';
import { asha, ashaId, setupShop, t } from '../../../test/shop.ts';
import type { PaymentProvider } from '../../providers/payments/provider.ts';
import { sandboxProvider } from '../../providers/payments/sandbox.ts';

// The Aanya ring at rose 14k, SI-I IJ, and its 71% advance.
const RING = 42_432;

/** The sandbox, but while `down` every refund it is asked for fails (the refund stays pending). */
const inner = sandboxProvider({
  keyId: 'rzp_test_sandbox',
  keySecret: 'sandbox_secret',
  webhookSecret: 'sandbox_webhook_secret',
});
const provider: PaymentProvider & { down: boolean } = {
  ...inner,
  down: false,
  async refund(input) {
    if (provider.down) throw new Error('the provider is not answering');
    return inner.refund(input);
  },
};

setupShop(1095, {}, { payments: provider });
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const delivered = () =>
  ashasDeliveredRing(admin);

async function walk(id: number, to: string[], last: Record<string, unknown> = {}) {
  for (const [n, status] of to.entries()) {
    const res = await moveAfterSale(t.app, admin, id, {
      status,
      ...(n === to.length - 1 ? last : {}),
    });
    expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
  }
}
const TO_COMPLETED = ['approved', 'received', 'inspected', 'completed'];

/** The references the provider gave a request's refunds, in the order the refunds were made. */
async function providerRefs(requestId: number): Promise<string[]> {
  const rows = await t.app.database.db
    .select()
    .from(schema.refunds)
    .where(eq(schema.refunds.afterSaleRequestId, requestId));
  return rows.sort((a, b) => a.id - b.id).map((r) => defined(r.providerRefundId, 'a refund made'));
}

type Settlement = { type: string; amount: number; reference: string | null } | null;
async function settlementsShown(): Promise<{
  customer: Map<number, Settlement>;
  shop: Map<number, Settlement>;
}> {
  const mine = (
    await t.app.inject({ method: 'GET', url: '/api/after-sale', headers: as(asha) })
  ).json().requests as { id: number; settlement: Settlement }[];
  const inbox = (
    await t.app.inject({
      method: 'GET',
      url: `/api/admin/after-sale?customer_id=${ashaId}`,
      headers: as(admin),
    })
  ).json().requests as { id: number; settlement: Settlement }[];
  return {
    customer: new Map(mine.map((r) => [r.id, r.settlement])),
    shop: new Map(inbox.map((r) => [r.id, r.settlement])),
  };
}

describe('the money each request moved, side by side in one list', () => {
  it('is each request’s own: two returns their own refunds, an exchange its credit, a buyback its payout, an open request none', async () => {
    provider.down = false;
    const a = await delivered();
    const b = await delivered();
    const c = await delivered();
    const d = await delivered();
    const e = await delivered();
    const returnA = await askAfterSale(
      t.app,
      asha,
      a.orderId,
      a.itemId,
      'return',
      'Manufacturing defect',
    );
    const returnB = await askAfterSale(
      t.app,
      asha,
      b.orderId,
      b.itemId,
      'return',
      'Manufacturing defect',
    );
    const exchange = await askAfterSale(
      t.app,
      asha,
      c.orderId,
      c.itemId,
      'exchange',
      'Upgrade to a bigger piece',
    );
    const buyback = await askAfterSale(
      t.app,
      asha,
      d.orderId,
      d.itemId,
      'buyback',
      'Need the money',
    );
    const open = await askAfterSale(
      t.app,
      asha,
      e.orderId,
      e.itemId,
      'return',
      'Manufacturing defect',
    );
    await walk(returnA, TO_COMPLETED);
    // The second return was a goodwill refund short first: it refunds less than the first.
    const goodwill = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${b.orderId}/refunds`,
      headers: as(admin),
      payload: { amount: 2_000, idempotency_key: `goodwill-${b.orderId}`, reason: 'A scratch' },
    });
    expect(goodwill.statusCode, goodwill.body).toBe(200);
    await walk(returnB, TO_COMPLETED);
    await walk(exchange, TO_COMPLETED);
    await walk(buyback, TO_COMPLETED, { payout_reference: 'NEFT-KNK-1095' });
    await walk(open, ['approved', 'received', 'inspected']);

    const [credit] = await t.app.database.db
      .select()
      .from(schema.walletEntries)
      .where(eq(schema.walletEntries.afterSaleRequestId, exchange));
    const exchanged = defined(credit, 'the exchange’s credit');
    const [bought] = await t.app.database.db
      .select()
      .from(schema.afterSaleRequests)
      .where(eq(schema.afterSaleRequests.id, buyback));
    const paid = defined(defined(bought, 'the buyback').payoutPaise, 'its payout');

    const expected = new Map<number, Settlement>([
      [
        returnA,
        { type: 'refund', amount: RING, reference: (await providerRefs(returnA)).join(', ') },
      ],
      [
        returnB,
        {
          type: 'refund',
          amount: RING - 2_000,
          reference: (await providerRefs(returnB)).join(', '),
        },
      ],
      [
        exchange,
        {
          type: 'store_credit',
          amount: exchanged.amountPaise / 100,
          reference: storeCreditReference(exchanged.id),
        },
      ],
      [buyback, { type: 'payout', amount: paid / 100, reference: 'NEFT-KNK-1095' }],
      [open, null],
    ]);
    const { customer, shop } = await settlementsShown();
    for (const [id, settlement] of expected) {
      expect(customer.get(id), `the customer, request ${id}`).toEqual(settlement);
      expect(shop.get(id), `the shop, request ${id}`).toEqual(settlement);
    }
  });
});

describe('a completed return with no reference to show', () => {
  it('shows the amount and no reference while its refund is still with the provider, and ₹0 with none when nothing was left to refund', async () => {
    const pending = await delivered();
    const pendingId = await askAfterSale(
      t.app,
      asha,
      pending.orderId,
      pending.itemId,
      'return',
      'Manufacturing defect',
    );
    provider.down = true;
    try {
      await walk(pendingId, TO_COMPLETED);
    } finally {
      provider.down = false;
    }

    const refunded = await delivered();
    const whole = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${refunded.orderId}/refunds`,
      headers: as(admin),
      payload: {
        idempotency_key: `whole-refund-${refunded.orderId}`,
        reason: 'Cancelled by phone',
      },
    });
    expect(whole.statusCode, whole.body).toBe(200);
    const nothingId = await askAfterSale(
      t.app,
      asha,
      refunded.orderId,
      refunded.itemId,
      'return',
      'Manufacturing defect',
    );
    await walk(nothingId, TO_COMPLETED);

    const { customer, shop } = await settlementsShown();
    for (const shown of [customer, shop]) {
      expect(shown.get(pendingId)).toEqual({ type: 'refund', amount: RING, reference: null });
      expect(shown.get(nothingId)).toEqual({ type: 'refund', amount: 0, reference: null });
    }
  });
});

describe('each request in the lists', () => {
  it('shows its own piece and its photos at the reader’s address; maintenance moves no money, an exchange found worth nothing shows ₹0 and no reference', async () => {
    const m = await delivered();
    const maintenance = await askAfterSale(
      t.app,
      asha,
      m.orderId,
      m.itemId,
      'maintenance',
      'Cleaning and polishing',
      {
        photos: { filename: 'clasp.jpg', content: FILES.jpeg },
      },
    );
    await walk(maintenance, TO_COMPLETED);
    const x = await delivered();
    const exchange = await askAfterSale(
      t.app,
      asha,
      x.orderId,
      x.itemId,
      'exchange',
      'Upgrade to a bigger piece',
    );
    await walk(exchange, ['approved', 'received']);
    await walk(exchange, ['inspected'], { inspected_value: 0, note: 'The piece is not ours' });
    await walk(exchange, ['completed']);

    type Shown = {
      id: number;
      items: { order_item_id: number }[];
      media: { kind: string; url: string }[];
      settlement: Settlement;
    };
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/after-sale', headers: as(asha) })
    ).json().requests as Shown[];
    const inbox = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/after-sale?customer_id=${ashaId}`,
        headers: as(admin),
      })
    ).json().requests as Shown[];
    for (const [list, base, token] of [
      [mine, '/api', asha],
      [inbox, '/api/admin', admin],
    ] as const) {
      const kept = defined(
        list.find((r) => r.id === maintenance),
        `maintenance under ${base}`,
      );
      expect(kept.items.map((i) => i.order_item_id)).toEqual([m.itemId]);
      expect(kept.media).toEqual([
        { kind: 'photo', url: `${base}/after-sale/${maintenance}/media/0` },
      ]);
      const photo = await t.app.inject({
        method: 'GET',
        url: kept.media[0]?.url ?? '',
        headers: as(token),
      });
      expect(photo.statusCode, photo.body).toBe(200);
      expect(photo.rawPayload.equals(FILES.jpeg)).toBe(true);
      expect(kept.settlement).toBeNull();
      const worthless = defined(
        list.find((r) => r.id === exchange),
        `exchange under ${base}`,
      );
      expect(worthless.items.map((i) => i.order_item_id)).toEqual([x.itemId]);
      expect(worthless.settlement).toEqual({ type: 'store_credit', amount: 0, reference: null });
    }
  });
});
