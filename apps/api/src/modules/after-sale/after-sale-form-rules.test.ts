/**
 * How the after-sale form is read (ARCHITECTURE §7, issue 35): the order is looked at before a byte
 * of the form, so an address that names no order by its id is the route's 422, never a 500; and
 * the pieces are the fields named `item_ids` (a list, `item_ids[]`, `item_ids[n]`), no other field
 * that merely contains those letters.
 */
import { eq } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { AFTER_SALE_MESSAGES, AFTER_SALE_VIDEO_MAX_BYTES } from '@kanak/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, orderInProduction } from '../../../test/admin.ts';

import { multipartBody } from '../../../test/orders.ts';
import { ashasDeliveredRing } from '../../../test/after-sale.ts';
import { address, asha, ashaId, ids, setupShop, t } from '../../../test/shop.ts';

// The Aanya ring at rose 14k, SI-I IJ, and its 71% advance.
const RING = 42_432;
const FIRST = 30_126;

setupShop(1093);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const delivered = () =>
  ashasDeliveredRing(admin);

describe('an after-sale form for an address that names no order', () => {
  it('is the 422 of an id that is no id, as JSON or as a form, never a 500', async () => {
    for (const id of ['ring', '-1', '1.5']) {
      const json = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${id}/after-sale`,
        headers: as(asha),
        payload: { kind: 'maintenance', item_ids: [1], reason: 'Cleaning and polishing' },
      });
      expect(json.statusCode, `${id}: ${json.body}`).toBe(422);
      expect(Object.keys(json.json().errors ?? {}), id).toEqual(['id']);
      const body = multipartBody([
        ['kind', 'maintenance'],
        ['item_ids[]', '1'],
        ['reason', 'Cleaning and polishing'],
      ]);
      const form = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${id}/after-sale`,
        headers: { ...body.headers, ...as(asha) },
        payload: body.payload,
      });
      expect(form.statusCode, `${id}: ${form.body}`).toBe(422);
    }
  });
});

describe('the pieces of a request', () => {
  it('are named only by fields called item_ids: a field with those letters inside its name names none', async () => {
    const { orderId, itemId } = await delivered();
    const stray = String(itemId + 1000);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/after-sale`,
      headers: as(asha),
      payload: {
        kind: 'maintenance',
        item_ids: [itemId],
        reason: 'Cleaning and polishing',
        old_item_ids: stray,
        item_ids_note: stray,
      },
    });
    expect(json.statusCode, json.body).toBe(200);
    expect(
      json.json().request.items.map((i: { order_item_id: number }) => i.order_item_id),
    ).toEqual([itemId]);

    const again = await delivered();
    const body = multipartBody([
      ['kind', 'maintenance'],
      ['item_ids[]', String(again.itemId)],
      ['old_item_ids', stray],
      ['item_ids_note', stray],
      ['reason', 'Cleaning and polishing'],
    ]);
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${again.orderId}/after-sale`,
      headers: { ...body.headers, ...as(asha) },
      payload: body.payload,
    });
    expect(form.statusCode, form.body).toBe(200);
    expect(
      form.json().request.items.map((i: { order_item_id: number }) => i.order_item_id),
    ).toEqual([again.itemId]);
  });
});

describe('the order’s windows, looked at before the form is read', () => {
  it('take an exchange as a form 20 days after delivery and refuse a return then; an order not delivered is refused before its video is read, kind or none', async () => {
    const { orderId, itemId } = await delivered();
    await t.app.database.db
      .update(schema.orders)
      .set({ deliveredAt: new Date(Date.now() - 20 * 24 * 3600_000) })
      .where(eq(schema.orders.id, orderId));
    const form = (id: number, fields: [string, string][], files = {}) => {
      const body = multipartBody(fields, files);
      return t.app.inject({
        method: 'POST',
        url: `/api/orders/${id}/after-sale`,
        headers: { ...body.headers, ...as(asha) },
        payload: body.payload,
      });
    };
    const late = await form(orderId, [
      ['kind', 'return'],
      ['item_ids[]', String(itemId)],
      ['reason', 'Manufacturing defect'],
    ]);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().message).toMatch(/^Returns are accepted within 15 days of delivery/);
    const exchange = await form(orderId, [
      ['kind', 'exchange'],
      ['item_ids[]', String(itemId)],
      ['reason', 'Change of design'],
    ]);
    expect(exchange.statusCode, exchange.body).toBe(200);

    const pending = await orderInProduction(t.app, asha, {
      userId: ashaId,
      productId: ids.aanya,
      addressId: address,
      total: RING,
      first: FIRST,
    });
    // A video over the limit: read, it would be a 413; the order is refused first.
    const video = { filename: 'v.mp4', content: Buffer.alloc(AFTER_SALE_VIDEO_MAX_BYTES + 1, 1) };
    const early = await form(pending, [], { video });
    expect(early.statusCode, early.body.slice(0, 200)).toBe(409);
    expect(early.json().message).toBe(AFTER_SALE_MESSAGES.notDelivered);
  }, 60_000);
});
