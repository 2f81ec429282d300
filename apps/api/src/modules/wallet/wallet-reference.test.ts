/**
 * Money paid from store credit, or given back to it, carries a reference people can read (issue 35
 * item 13: the order page said "Ref. credit_2", an internal id): SC- and the wallet entry's number.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { describe, expect, it } from 'vitest';
import { expireStaleOrders } from '../orders/expiry.ts';
import { addCartLine, FILES, multipartBody } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';

const RING = 42_432;
const FIRST = 30_126;

setupShop(151);

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${asha}` } });

describe('store credit on the order page', () => {
  it('names the advance paid from credit, and the credit given back, by a store-credit reference, never an internal id', async () => {
    await t.app.database.db.insert(schema.walletEntries).values({ userId: ashaId, kind: 'exchange_credit', amountPaise: 1_000_000, reason: 'Exchange credit (test grant)' });
    const line = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 10 });
    const body = multipartBody(
      [['cart_ids[0]', String(line)], ['address_id', String(address)], ['total_price', String(RING)], ['first_payment_amount', String(FIRST)], ['balance_amount', String(RING - FIRST)], ['use_credit', 'true']],
      { other_document_image: { filename: 'id.jpg', content: FILES.jpeg } },
    );
    const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: { ...body.headers, authorization: `Bearer ${asha}` }, payload: body.payload });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order.id as number;

    const paid = (await get(`/api/order/${orderId}`)).json().order;
    expect(paid.ledger).toEqual([expect.objectContaining({ kind: 'advance', amount: 10_000, reference: expect.stringMatching(/^SC-\d{6}$/) })]);

    // Unpaid, the order expires: the credit comes back, and its refund reads the same way.
    await t.app.database.db.update(schema.orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.orders.id, orderId));
    expect(await expireStaleOrders(t.app)).toContain(orderId);
    const res = await get(`/api/order/${orderId}`);
    const refund = res.json().order.ledger.find((l: { kind: string }) => l.kind === 'refund');
    expect(refund.reference).toMatch(/^SC-\d{6}$/);
    expect(res.body).not.toMatch(/credit_\d/);
  });
});
