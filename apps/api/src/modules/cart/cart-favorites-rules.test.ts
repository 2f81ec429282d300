/**
 * What a customer's cart and favourites answer (SPEC §2, §4), from the survivors of the mutation run
 * of the repositories a customer reaches (issue 37): the cart lists the lines of pieces still on
 * sale with their category; an add answers with the piece asked for and the code kept on the cart;
 * a merge that reaches exactly the maximum is not cut; saving again a piece saved earlier answers
 * that earlier favourite, not the newest.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import { addCartLine } from '../../../test/orders.ts';
import { asha, ashaId, ids, ravi, raviId, setupShop, t } from '../../../test/shop.ts';
import { createCode } from '../../../test/tax.ts';

setupShop(641);
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (
  token: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) =>
  t.app.inject({ method, url: `/api${url}`, headers: as(token), ...(payload ? { payload } : {}) });

let retired: number;
beforeAll(async () => {
  const [row] = await t.app.database.db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(eq(schema.products.name, 'Retired Ring'));
  retired = defined(row, 'the Retired Ring').id;
});

describe('the cart', () => {
  it('lists the lines of pieces still on sale, each with its category, and leaves out a retired piece’s line', async () => {
    // Asha's line of a piece retired since she added it, then a line of a piece on sale.
    await addCartLine(t.app, ashaId, retired);
    const onSale = await addCartLine(t.app, ashaId, ids.aanya, { ringSize: 12 });
    const res = await call(asha, 'GET', '/view-cart');
    expect(res.statusCode, res.body).toBe(200);
    const cart = res.json();
    expect(cart.data.map((l: { id: number }) => l.id)).toEqual([onSale]);
    expect(cart.count).toBe(1);
    expect(JSON.stringify(cart.data[0])).toContain('Rings');
  });

  it('answers an add with the piece asked for, even when an older line of another piece comes first', async () => {
    const res = await call(asha, 'POST', '/cart', {
      product_id: ids.tara,
      gold_type: 'rose_gold',
      gold_carat: '14k',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.item).toMatchObject({ product_id: ids.tara });
    expect(body.item.product).toMatchObject({ id: ids.tara, name: 'Tara Diamond Pendant' });
    // The cart in the answer is oldest first, the new line last, each line with its own piece.
    expect(body.data.map((l: { product_id: number }) => l.product_id)).toEqual([
      ids.aanya,
      ids.tara,
    ]);
  });

  it('answers an add with the code kept on the cart', async () => {
    const admin = await adminToken(t.app);
    await createCode(t.app, admin, 'RAVI10', 10, 0);
    await addCartLine(t.app, raviId, ids.aanya, { ringSize: 14 });
    expect((await call(ravi, 'POST', '/cart/coupon', { code: 'RAVI10' })).statusCode).toBe(200);
    const res = await call(ravi, 'POST', '/cart', {
      product_id: ids.aanya,
      gold_type: 'rose_gold',
      gold_carat: '14k',
      ring_size: 13,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().coupon).toMatchObject({ code: 'RAVI10', applied: true });
  });

  it('merges up to exactly the maximum of 5 without saying it was cut, and says so past it', async () => {
    const line = {
      product_id: ids.aanya,
      gold_type: 'yellow_gold',
      gold_carat: '18k',
      ring_size: 11,
    };
    expect((await call(asha, 'POST', '/cart', { ...line, quantity: 3 })).statusCode).toBe(201);
    const exactly = await call(asha, 'POST', '/cart', { ...line, quantity: 2 });
    expect(exactly.statusCode, exactly.body).toBe(200);
    expect(exactly.json().item.quantity).toBe(5);
    expect(exactly.json()).not.toHaveProperty('message');
    const past = await call(asha, 'POST', '/cart', { ...line, quantity: 1 });
    expect(past.json().item.quantity).toBe(5);
    expect(past.json().message).toBe('You can order at most 5 of a piece.');
  });
});

describe('favourites', () => {
  it('saving again a piece saved earlier answers that earlier favourite, not the newest', async () => {
    const tara = await call(ravi, 'POST', '/favorites', { product_id: ids.tara });
    expect(tara.statusCode, tara.body).toBe(201);
    const meher = await call(ravi, 'POST', '/favorites', { product_id: ids.meher });
    expect(meher.statusCode, meher.body).toBe(201);
    const again = await call(ravi, 'POST', '/favorites', { product_id: ids.tara });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ id: tara.json().data.id, product_id: ids.tara });
    expect(again.json()).toEqual(tara.json());
  });
});
