/**
 * Inspection may lower what a request completes with (issue 35 item 13): the shop enters the
 * value it found (worn gold, a missing stone) when it marks the pieces inspected; a return refunds
 * it, an exchange credits it, a buyback pays it. Never more than the pieces' value by the rules.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, countingProvider } from '../../../test/admin.ts';
import { askAfterSale, deliveredOrder, moveAfterSale } from '../../../test/after-sale.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';

const RING = 42_432;
const FIRST = 30_126;
const provider = countingProvider();

setupShop(131, {}, { payments: provider });
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const delivered = () => deliveredOrder(t.app, admin, { token: asha, userId: ashaId, productId: ids.aanya, addressId: address, total: RING, first: FIRST });
const move = (id: number, body: Record<string, unknown>) => moveAfterSale(t.app, admin, id, body);
const stepTo = async (id: number, ...steps: string[]) => {
  for (const status of steps) expect((await move(id, { status })).statusCode).toBe(200);
};
const wallet = async () => (await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { authorization: `Bearer ${asha}` } })).json();

describe('the inspected value', () => {
  it('refunds a return at the lower value found at inspection, and refuses one above the pieces’ value', async () => {
    const { orderId, itemId } = await delivered();
    const id = await askAfterSale(t.app, asha, orderId, itemId, 'return', 'Manufacturing defect');
    await stepTo(id, 'approved', 'received');

    const above = await move(id, { status: 'inspected', inspected_value: RING + 1 });
    expect(above.statusCode).toBe(422);
    expect(above.json().errors.inspected_value).toEqual(['The inspected value cannot be more than ₹42,432, the pieces’ value.']);
    const still = (await t.app.inject({ method: 'GET', url: `/api/admin/after-sale/${id}`, headers: { authorization: `Bearer ${admin}` } })).json().request;
    expect(still.status).toBe('received');

    const inspected = await move(id, { status: 'inspected', inspected_value: 40_000.5, note: 'One prong re-tipped' });
    expect(inspected.statusCode, inspected.body).toBe(200);
    expect(inspected.json().request.value).toMatchObject({ amount: 40_000.5, rules_amount: RING, final: true });

    const refundsBefore = provider.refunds.length;
    const done = await move(id, { status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().request.settlement).toMatchObject({ type: 'refund', amount: 40_000.5 });
    expect(provider.refunds.slice(refundsBefore).reduce((s, r) => s + r.amountPaise, 0)).toBe(4_000_050);
    const order = (await t.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: { authorization: `Bearer ${asha}` } })).json().order;
    expect(order.amount_refunded).toBe(40_000.5);
  });

  it('credits an exchange and pays a buyback at the inspected value', async () => {
    const first = await delivered();
    const exchange = await askAfterSale(t.app, asha, first.orderId, first.itemId, 'exchange', 'Upgrade to a bigger piece');
    await stepTo(exchange, 'approved', 'received');
    expect((await move(exchange, { status: 'inspected', inspected_value: 2_000 })).json().request.value.amount).toBe(2_000);
    const before = (await wallet()).balance as number;
    await stepTo(exchange, 'completed');
    expect((await wallet()).balance).toBeCloseTo(before + 2_000, 2);

    const second = await delivered();
    const buyback = await askAfterSale(t.app, asha, second.orderId, second.itemId, 'buyback', 'Need the money');
    await stepTo(buyback, 'approved', 'received');
    const inspected = (await move(buyback, { status: 'inspected', inspected_value: 1_500 })).json().request;
    expect(inspected.value.amount).toBe(1_500);
    expect(inspected.value.rules_amount).toBeGreaterThan(1_500);
    const done = await move(buyback, { status: 'completed', payout_reference: 'NEFT-KNK-0077' });
    expect(done.json().request.settlement).toMatchObject({ type: 'payout', amount: 1_500, reference: 'NEFT-KNK-0077' });
  });

  it('keeps the rules’ value when none is given', async () => {
    const { orderId, itemId } = await delivered();
    const id = await askAfterSale(t.app, asha, orderId, itemId, 'return', 'Damaged in transit');
    await stepTo(id, 'approved', 'received');
    const inspected = (await move(id, { status: 'inspected' })).json().request;
    expect(inspected.value).toMatchObject({ amount: RING, rules_amount: RING });
  });

  it('is refused with any other step, for maintenance, and when it is not an amount (422, never a 500)', async () => {
    const { orderId, itemId } = await delivered();
    const id = await askAfterSale(t.app, asha, orderId, itemId, 'maintenance', 'Cleaning and polishing');
    const early = await move(id, { status: 'approved', inspected_value: 100 });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.inspected_value).toEqual(['An inspected value is given only when marking a return, an exchange or a buyback inspected.']);
    await stepTo(id, 'approved', 'received');
    expect((await move(id, { status: 'inspected', inspected_value: 100 })).statusCode).toBe(422);
    for (const bad of [-1, 'a lot', 10.001]) {
      const res = await move(id, { status: 'inspected', inspected_value: bad });
      expect(res.statusCode, String(bad)).toBe(422);
      expect(res.json().errors.inspected_value).toBeDefined();
    }
  });
});
