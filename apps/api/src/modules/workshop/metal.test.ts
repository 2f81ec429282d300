import { MESSAGES } from '@kanak/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';
import { bearer, buyMetal, newKarigar, pieceInProduction } from '../../../test/workshop.ts';

setupShop(380);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const metal = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/metal', headers: bearer(admin) })).json();
const stockOf = async (karat: string) => (await metal()).stock.by_karat.find((k: { karat: string }) => k.karat === karat);

describe('the gold ledger', () => {
  it('a purchase goes into stock, per karat and in fine gold, and is a movement', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/metal/purchases', headers: bearer(admin), payload: { karat: '22k', weight_g: 100.125, rate: 6_812.5, supplier: 'Zaveri Bullion' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().entry).toMatchObject({ kind: 'purchase', karat: '22k', weight_g: 100.125, fine_mg: 91_715, from: 'supplier', to: 'stock', rate: 6_812.5, supplier: 'Zaveri Bullion' });
    await buyMetal(t.app, admin, '18k', 10);
    const m = await metal();
    expect(m.stock.by_karat).toEqual([
      { karat: '14k', weight_g: 0, fine_mg: 0 },
      { karat: '18k', weight_g: 10, fine_mg: 7_500 },
      { karat: '22k', weight_g: 100.125, fine_mg: 91_715 },
      { karat: '24k', weight_g: 0, fine_mg: 0 },
    ]);
    expect(m.stock.fine_mg).toBe(99_215);
    expect(m.movements.map((e: { kind: string; karat: string }) => `${e.kind} ${e.karat}`)).toEqual(['purchase 18k', 'purchase 22k']);
  });

  it('refuses a purchase it cannot record, in the contract’s shape', async () => {
    for (const payload of [
      { karat: '22k', weight_g: -1, rate: 6_000, supplier: 'X' },
      { karat: '22k', weight_g: 0, rate: 6_000, supplier: 'X' },
      { karat: '22k', weight_g: 1.0005, rate: 6_000, supplier: 'X' },
      { karat: '9k', weight_g: 1, rate: 6_000, supplier: 'X' },
      { karat: '22k', weight_g: '1', rate: 6_000, supplier: 'X' },
      { karat: '22k', weight_g: 1, rate: 6_000, supplier: ' ' },
      {},
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/metal/purchases', headers: bearer(admin), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('never lets stock go negative: an issue above the karat’s stock is 409 and moves nothing', async () => {
    await buyMetal(t.app, admin, '14k', 5);
    const karigar = await newKarigar(t.app, admin);
    const { orderId, itemId } = await pieceInProduction(t.app, { token: asha, userId: ashaId, productId: ids.aanya, addressId: address });
    const before = (await metal()).movements.length;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/jobs`,
      headers: bearer(admin),
      payload: { karigar_id: karigar, item_id: itemId, gold_issued_g: 5.001, karat: '14k', stones_issued: [], due_on: '2026-12-20' },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.workshop.stockShort });
    expect((await metal()).movements.length).toBe(before);
    expect(await stockOf('14k')).toEqual({ karat: '14k', weight_g: 5, fine_mg: 2_925 });
  });

  it('is the owner’s: customers get 403', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/metal', headers: bearer(asha) });
    expect(res.statusCode).toBe(403);
  });
});
