/**
 * Old gold in (ARCHITECTURE §11 "Outside gold", issue 39, decision 059), through the API: the buy
 * rates on the rate card, a request's estimate at once with the deduction, the shop's steps and
 * their refusals, the customer's acceptance crediting the wallet once with a purchase voucher and
 * the gold into stock, a declined lot returned, and another customer's lot answered as unknown.
 */
import { and, eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { multipartBody } from '../../../test/orders.ts';
import { address, asha, ashaId, ravi, raviId, setupShop, t } from '../../../test/shop.ts';

// A deduction of 2.5%, so the tests see the environment's value used, not the default.
setupShop(521, { OLD_GOLD_DEDUCTION_PERCENT: '2.5' });

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('an old bangle')]);
const SELL = {
  gold: { rose_gold: { '14k': 4_800, '18k': 6_100 }, white_gold: { '14k': 4_850, '18k': 6_150 }, yellow_gold: { '14k': 4_780, '18k': 6_050 } },
  diamond: { 'IF-VVS EF': 1_00_000, 'VVS-VS FG': 80_000, 'VS-SI GH': 65_000, 'SI-I IJ': 45_000 },
};
// ₹ per gram the shop pays for old gold.
const BUY = { '14k': 3_900, '18k': 4_900, '22k': 6_000, '24k': 6_500 };

let admin: string;
const request = (token: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/gold-exchange', headers: as(token), payload });
const move = (id: number, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: `/api/admin/gold-exchange/${id}/status`, headers: as(admin), payload });
const NECKLACE = { kind: 'necklace', karat: '22k', approx_weight_g: 10.5 };
const RING = { kind: 'ring', karat: '18k', approx_weight_g: 2.25 };

beforeAll(async () => {
  admin = await adminToken(t.app);
});

describe('the buy rates', () => {
  it('are refused a request before the shop sets them', async () => {
    const res = await request(asha, { items: [NECKLACE], address_id: address });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'The shop has not set its buy rates for old gold yet: please try again later.' });
  });

  it('are saved with the sell rates, and carried over by a card saved without them', async () => {
    const saved = await t.app.inject({ method: 'PUT', url: '/api/admin/rates', headers: as(admin), payload: { ...SELL, buy_gold: BUY } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().card.buy_gold_price).toEqual(BUY);
    const again = await t.app.inject({ method: 'PUT', url: '/api/admin/rates', headers: as(admin), payload: { ...SELL, note: 'sell rates only' } });
    expect(again.json().card.buy_gold_price).toEqual(BUY);
    const rates = await t.app.inject({ method: 'GET', url: '/api/gold-exchange/rates', headers: as(asha) });
    expect(rates.json()).toMatchObject({ buy_rates: BUY, deduction_percent: 2.5 });
  });

  it('refuses a buy rate of zero with the form’s message', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/rates', headers: as(admin), payload: { ...SELL, buy_gold: { ...BUY, '24k': 0 } } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors['buy_gold.24k']).toEqual(['Every rate must be more than zero.']);
  });
});

describe('a request', () => {
  it('answers its estimate at once: each weight at its karat’s buy rate, less the deduction on the sum', async () => {
    const res = await request(asha, { items: [NECKLACE, RING], address_id: address });
    expect(res.statusCode, res.body).toBe(200);
    // 10.5 g × ₹6,000 + 2.25 g × ₹4,900 = ₹74,025; 2.5% of it is ₹1,850.625 → ₹1,850.63.
    expect(res.json().exchange).toMatchObject({ status: 'requested', estimate: 72_174.37, estimate_deduction: 1_850.63, deduction_percent: 2.5, handover: 'pickup' });
    expect(res.json().exchange.address).toMatchObject({ recipient_name: 'Asha Rao', pincode: '560001' });
  });

  it('may be brought to the shop without an address, but a pickup needs one of the customer’s own', async () => {
    expect((await request(asha, { items: [RING], handover: 'shop' })).statusCode).toBe(200);
    const none = await request(asha, { items: [RING] });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.address_id).toEqual(['Please choose the address our insured courier should collect from.']);
    const others = await request(ravi, { items: [RING], address_id: address });
    expect(others.statusCode).toBe(422);
    expect(others.json().errors.address_id).toEqual(['Please choose one of your saved addresses.']);
  });

  it('refuses what cannot be weighed or valued, field by field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ items: [] }, 'items', 'Please describe at least one piece.'],
      [{ items: [{ ...RING, approx_weight_g: 1.2345 }] }, 'items.0.approx_weight_g', 'Please enter a weight in grams, more than 0 and at most 1000, to the milligram at most.'],
      [{ items: [{ ...RING, approx_weight_g: 0 }] }, 'items.0.approx_weight_g', 'Please enter a weight in grams, more than 0 and at most 1000, to the milligram at most.'],
      [{ items: [{ ...RING, karat: '9k' }] }, 'items.0.karat', 'Please choose 14k, 18k, 22k or 24k.'],
      [{ items: [{ ...RING, kind: 'spoon' }] }, 'items.0.kind', 'Please choose what the piece is.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await request(asha, { ...body, address_id: address });
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field], field).toEqual([message]);
    }
  });

  it('takes photos with a multipart form, readable by the customer and the shop only', async () => {
    const form = multipartBody([['items', JSON.stringify([NECKLACE])], ['handover', 'shop']], { photos: { filename: 'bangle.png', content: PNG, type: 'image/png' } });
    const res = await t.app.inject({ method: 'POST', url: '/api/gold-exchange', headers: { ...form.headers, ...as(asha) }, payload: form.payload });
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json().exchange.photos[0].url as string;
    const mine = await t.app.inject({ method: 'GET', url, headers: as(asha) });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.rawPayload.equals(PNG)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url, headers: as(ravi) })).statusCode).toBe(404);
    const id = res.json().exchange.id as number;
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/gold-exchange/${id}/photos/0`, headers: as(admin) })).statusCode).toBe(200);
    const text = multipartBody([['items', JSON.stringify([NECKLACE])], ['handover', 'shop']], { photos: { filename: 'x.png', content: Buffer.from('not a picture'), type: 'image/png' } });
    const refused = await t.app.inject({ method: 'POST', url: '/api/gold-exchange', headers: { ...text.headers, ...as(asha) }, payload: text.payload });
    expect(refused.statusCode).toBe(415);
  });

  it('is the customer’s own: another customer’s id answers as an unknown one', async () => {
    const mine = (await request(asha, { items: [RING], handover: 'shop' })).json().exchange.id as number;
    const theirs = await t.app.inject({ method: 'GET', url: `/api/gold-exchange/${mine}`, headers: as(ravi) });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/gold-exchange/999999', headers: as(ravi) });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    const list = await t.app.inject({ method: 'GET', url: '/api/gold-exchange', headers: as(ravi) });
    expect(list.json().exchanges).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/gold-exchange' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/gold-exchange', headers: as(asha) })).statusCode).toBe(403);
  });
});

describe('the shop’s steps and the customer’s acceptance', () => {
  let id: number;
  beforeAll(async () => {
    id = (await request(asha, { items: [NECKLACE], address_id: address })).json().exchange.id as number;
  });

  it('go one at a time: a skipped step is refused with the two statuses named', async () => {
    const res = await move(id, { status: 'tested', tested_karat: '22k', net_weight_g: 9.8 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'An old gold request that is requested cannot be moved to tested.' });
  });

  it('record the receipt with its gross weight, then the test (karat and net weight required)', async () => {
    const received = await move(id, { status: 'received', gross_weight_g: 10.62, note: 'Collected by BlueDart, seal intact' });
    expect(received.statusCode, received.body).toBe(200);
    const bare = await move(id, { status: 'tested' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toMatchObject({ message: 'Please enter the tested karat and the net weight (XRF) to mark it tested.', errors: { tested_karat: expect.any(Array), net_weight_g: expect.any(Array) } });
    const heavy = await move(id, { status: 'tested', tested_karat: '22k', net_weight_g: 10.7 });
    expect(heavy.statusCode).toBe(422);
    expect(heavy.json().errors.net_weight_g).toEqual(['The net weight cannot be more than the gross weight.']);
    const tested = await move(id, { status: 'tested', tested_karat: '22k', net_weight_g: 9.8 });
    expect(tested.json().exchange).toMatchObject({ status: 'tested', tested_karat: '22k', net_weight_g: 9.8, gross_weight_g: 10.62 });
  });

  it('value the net weight at the tested karat’s buy rate less the deduction', async () => {
    const valued = await move(id, { status: 'valued' });
    expect(valued.statusCode, valued.body).toBe(200);
    // 9.8 g × ₹6,000 = ₹58,800; 2.5% is ₹1,470.
    expect(valued.json().exchange.valuation).toMatchObject({ rate_per_gram: 6_000, gross_value: 58_800, deduction: 1_470, value: 57_330 });
  });

  it('never let the shop credit: only the customer’s acceptance does', async () => {
    const res = await move(id, { status: 'credited' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Only the customer can accept a valuation: the credit follows their acceptance.' });
    expect((await t.app.inject({ method: 'POST', url: `/api/gold-exchange/${id}/accept`, headers: as(ravi) })).statusCode).toBe(404);
  });

  it('credit the wallet once on acceptance, with a purchase voucher and the gold into stock', async () => {
    const accept = () => t.app.inject({ method: 'POST', url: `/api/gold-exchange/${id}/accept`, headers: as(asha) });
    const first = await accept();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().exchange.status).toBe('credited');
    expect(first.json().exchange.voucher.number).toMatch(/^PV\/\d\d-\d\d\/\d{6}$/);
    expect((await accept()).statusCode).toBe(200);

    const credits = await t.app.database.db.select().from(schema.walletEntries).where(eq(schema.walletEntries.goldExchangeId, id));
    expect(credits.map((c) => [c.kind, c.amountPaise])).toEqual([['old_gold_credit', 57_330_00]]);
    const wallet = (await t.app.inject({ method: 'GET', url: '/api/wallet', headers: as(asha) })).json();
    expect(wallet.balance).toBe(57_330);

    const docs = await t.app.database.db.select().from(schema.taxDocuments).where(eq(schema.taxDocuments.goldExchangeId, id));
    expect(docs).toHaveLength(1);
    const pv = defined(docs[0], 'the purchase voucher');
    expect(pv).toMatchObject({ type: 'purchase_voucher', orderId: null, totalPaise: 57_330_00, cgstPaise: 0 });
    expect(pv.snapshot.purchase?.goods[0]).toMatchObject({ purity: '22K/916', grossWeightG: 10.62, netWeightG: 9.8, ratePerGramPaise: 6_000_00, goldPaise: 58_800_00, deductionsPaise: 1_470_00, valuePaise: 57_330_00 });
    expect(pv.snapshot.purchase?.payoutReference).toBe(`credit_${defined(credits[0], 'the credit').id}`);

    const metal = await t.app.database.db.select().from(schema.metalEntries).where(and(eq(schema.metalEntries.kind, 'outside')));
    // 9.8 g of 22K (916) is 8.977 g of fine gold, from the customer into stock.
    expect(metal.map((m) => [m.karat, m.weightMg, m.fineMg, m.fromPlace, m.toPlace])).toEqual([['22k', 9_800, 8_977, 'customer', 'stock']]);

    const pdf = await t.app.inject({ method: 'GET', url: first.json().exchange.voucher.url, headers: as(asha) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // Opened in the browser under its number, never sniffed as anything but a PDF.
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="PV-\d{2}-\d{2}-\d+\.pdf"$/);
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject({ method: 'GET', url: `/api/gold-exchange/${id}/voucher.pdf`, headers: as(ravi) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/gold-exchange/${id}/voucher.pdf`, headers: as(admin) })).statusCode).toBe(200);
  });

  it('list the purchase voucher in the GST register as an inward supply', async () => {
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/gst/register?from=${today}&to=${today}`, headers: as(admin) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toMatch(/PV\/\d\d-\d\d\/000001.*inward/);
  });

  it('close the lot: nothing moves a credited one', async () => {
    const res = await move(id, { status: 'rejected', note: 'changed our mind' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An old gold request that is credited cannot be moved to rejected.');
  });
});

describe('a lot not bought', () => {
  it('is returned when the customer declines the valuation, and never credited', async () => {
    const id = (await request(asha, { items: [RING], handover: 'shop' })).json().exchange.id as number;
    const early = await t.app.inject({ method: 'POST', url: `/api/gold-exchange/${id}/decline`, headers: as(asha) });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: 'This request has no valuation to accept.' });
    await move(id, { status: 'received' });
    await move(id, { status: 'tested', tested_karat: '14k', net_weight_g: 2.1 });
    await move(id, { status: 'valued' });
    const declined = await t.app.inject({ method: 'POST', url: `/api/gold-exchange/${id}/decline`, headers: as(asha) });
    expect(declined.json().exchange.status).toBe('rejected');
    expect((await t.app.inject({ method: 'POST', url: `/api/gold-exchange/${id}/accept`, headers: as(asha) })).statusCode).toBe(409);
    expect(await t.app.database.db.select().from(schema.walletEntries).where(eq(schema.walletEntries.goldExchangeId, id))).toEqual([]);
  });

  it('may be rejected by the shop at any step before the credit, with its note', async () => {
    const id = (await request(asha, { items: [RING], handover: 'shop' })).json().exchange.id as number;
    await move(id, { status: 'received' });
    const res = await move(id, { status: 'rejected', note: 'Plated silver, not gold: returned by hand' });
    expect(res.json().exchange.steps.at(-1)).toMatchObject({ status: 'rejected', note: 'Plated silver, not gold: returned by hand' });
  });

  it('shows in the shop’s list with its customer, filtered by status', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/admin/gold-exchange', headers: as(admin) })).json().exchanges;
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(all[0].customer.id).toBe(ashaId);
    const rejected = (await t.app.inject({ method: 'GET', url: '/api/admin/gold-exchange?status=rejected', headers: as(admin) })).json().exchanges;
    expect(rejected.map((e: { status: string }) => e.status)).toEqual(['rejected', 'rejected']);
    expect(raviId).toBeGreaterThan(0);
  });
});
