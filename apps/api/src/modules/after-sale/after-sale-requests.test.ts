/**
 * The customer's after-sale request (ARCHITECTURE §7, issue 37: the survivors of
 * after-sale.service.ts): the form refused field by field with the field's own message; the pieces
 * named as the order page sends them; a piece asked for once at a time, the same request sent twice
 * answering the first, another piece of the order free to ask for; a piece back in the customer's
 * hands (a rejected request, finished maintenance) free to ask for again. The photos and the video
 * of a request are kept with it and survive the hourly sweep; those of a request refused or sent
 * twice are not kept; a file the request does not have, or no longer has, is a 404.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { AFTER_SALE_DETAILS_MAX } from '@kanak/domain';
import { defined } from '@kanak/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '../../../test/admin.ts';
import {
  askAfterSale,
  deliveredOrder as onePieceDelivered,
  moveAfterSale,
} from '../../../test/after-sale.ts';
import { multipartBody, type FilePart } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, ravi, setupShop, t } from '../../../test/shop.ts';
import { deliveredOrder, itemsOfOrder } from '../../../test/tax.ts';
import { sweepAbandonedUploads } from '../../providers/storage/private-uploads.ts';

const RING = 42_432;
const FIRST = 30_126;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('a photo of a loose stone'),
]);
const photo = (name = 'stone.png'): Record<string, FilePart> => ({
  photos: { filename: name, content: PNG, type: 'image/png' },
});

setupShop(341);
let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token = asha) => t.app.inject({ method: 'GET', url, headers: as(token) });

function ask(orderId: number, fields: [string, string][], files: Record<string, FilePart> = {}) {
  const body = multipartBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/after-sale`,
    headers: { ...body.headers, ...as(asha) },
    payload: body.payload,
  });
}

const delivered = () =>
  onePieceDelivered(t.app, admin, {
    token: asha,
    userId: ashaId,
    productId: ids.aanya,
    addressId: address,
    total: RING,
    first: FIRST,
  });

/** A delivered order of the ring, the ruby pendant and the diamond pendant; its line ids, ascending. */
async function threePieces(): Promise<{ orderId: number; a: number; b: number; c: number }> {
  const { orderId } = await deliveredOrder(t.app, asha, admin, {
    userId: ashaId,
    productIds: [ids.aanya, ids.meher, ids.tara],
    addressId: address,
  });
  const [a, b, c] = (await itemsOfOrder(t.app, orderId)).map((i) => i.id);
  return { orderId, a: defined(a, 'first'), b: defined(b, 'second'), c: defined(c, 'third') };
}

const pieces = (...itemIds: number[]): [string, string][] =>
  itemIds.map((id) => ['item_ids[]', String(id)]);
const requestsOf = (orderId: number) =>
  t.app.database.db
    .select()
    .from(schema.afterSaleRequests)
    .where(eq(schema.afterSaleRequests.orderId, orderId));

/** The files kept in private storage for Asha's requests. */
async function ashasFiles(): Promise<string[]> {
  try {
    return await readdir(path.join(t.dataDir, 'private', 'after-sale', String(ashaId)));
  } catch {
    return [];
  }
}

describe('a request form the shop cannot take', () => {
  it('is refused (422) naming the field and saying what is wrong, and opens nothing', async () => {
    const { orderId, itemId } = await delivered();
    const cases: { fields: [string, string][]; field: string; message: string }[] = [
      {
        fields: [['kind', 'repair'], ...pieces(itemId), ['reason', 'Resizing']],
        field: 'kind',
        message: 'Please choose return, exchange, buyback or maintenance.',
      },
      {
        fields: [
          ['kind', 'maintenance'],
          ['reason', 'Resizing'],
        ],
        field: 'item_ids',
        message: 'Please choose the pieces this request is for.',
      },
      {
        fields: [['kind', 'maintenance'], ...pieces(itemId, 999_999), ['reason', 'Resizing']],
        field: 'item_ids',
        message: 'Please choose pieces from this order.',
      },
      {
        fields: [
          ['kind', 'maintenance'],
          ...pieces(itemId),
          ['reason', 'Upgrade to a bigger piece'],
        ],
        field: 'reason',
        message: 'Please choose a reason from the list.',
      },
      {
        fields: [
          ['kind', 'maintenance'],
          ...pieces(itemId),
          ['reason', 'Resizing'],
          ['details', 'x'.repeat(AFTER_SALE_DETAILS_MAX + 1)],
        ],
        field: 'details',
        message: `Please keep the details under ${AFTER_SALE_DETAILS_MAX} characters.`,
      },
    ];
    for (const c of cases) {
      const res = await ask(orderId, c.fields);
      expect(res.statusCode, c.field).toBe(422);
      expect(res.json().message, c.field).toBe(c.message);
      expect(res.json().errors, c.field).toEqual({ [c.field]: [c.message] });
    }
    expect(await requestsOf(orderId)).toEqual([]);
  });

  it('takes details of exactly the limit', async () => {
    const { orderId, itemId } = await delivered();
    const res = await ask(orderId, [
      ['kind', 'maintenance'],
      ...pieces(itemId),
      ['reason', 'Resizing'],
      ['details', 'x'.repeat(AFTER_SALE_DETAILS_MAX)],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().request.details).toHaveLength(AFTER_SALE_DETAILS_MAX);
  });
});

describe('the form as the order page sends it', () => {
  it('takes the pieces as one "b, a" field, a reason and details with spaces around them, and keeps them tidy', async () => {
    const { orderId, a, b } = await threePieces();
    const res = await ask(orderId, [
      ['kind', 'maintenance'],
      ['item_ids', ` ${b}, ${a}, `],
      ['reason', '  Loose or missing stone '],
      ['details', '  The ruby moves  '],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().request).toMatchObject({
      reason: 'Loose or missing stone',
      details: 'The ruby moves',
    });
    expect(res.json().request.items.map((i: { order_item_id: number }) => i.order_item_id)).toEqual(
      [a, b],
    );
    const [row] = await requestsOf(orderId);
    expect(defined(row, 'request').itemIds).toEqual([a, b]);
  });

  it('keeps no details when none are written', async () => {
    const { orderId, itemId } = await delivered();
    const res = await ask(orderId, [
      ['kind', 'maintenance'],
      ...pieces(itemId),
      ['reason', 'Resizing'],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().request.details).toBe('');
  });
});

describe('a piece asked for while a request for it is open', () => {
  it('answers the first request when the same one is sent again, the pieces in another order, and keeps one set of photos', async () => {
    const { orderId, a, b } = await threePieces();
    const filesBefore = (await ashasFiles()).length;
    const first = await ask(
      orderId,
      [['kind', 'maintenance'], ...pieces(a, b), ['reason', 'Cleaning and polishing']],
      photo(),
    );
    expect(first.statusCode, first.body).toBe(200);
    const again = await ask(
      orderId,
      [['kind', 'maintenance'], ...pieces(b, a), ['reason', 'Cleaning and polishing']],
      photo('again.png'),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().request.id).toBe(first.json().request.id);
    expect(await requestsOf(orderId)).toHaveLength(1);
    // The retry's photo is not kept beside the first's.
    expect((await ashasFiles()).length).toBe(filesBefore + 1);
    expect(await t.app.database.db.select().from(schema.uploadIntents)).toEqual([]);
  });

  it('is a 409 when the new request names it with another piece, or one of the open request’s pieces, or another set of the same size', async () => {
    const { orderId, a, b, c } = await threePieces();
    const open = await ask(orderId, [
      ['kind', 'maintenance'],
      ...pieces(a, b),
      ['reason', 'Cleaning and polishing'],
    ]);
    expect(open.statusCode, open.body).toBe(200);
    for (const set of [[a], [b], [a, c], [a, b, c]]) {
      const res = await ask(orderId, [
        ['kind', 'maintenance'],
        ...pieces(...set),
        ['reason', 'Cleaning and polishing'],
      ]);
      expect(res.statusCode, String(set)).toBe(409);
      expect(res.json().message).toBe('A request for this piece is already open.');
    }
    // Asked the other way round: one piece open, then that piece with another.
    const { orderId: second, a: ring, b: pendant } = await threePieces();
    expect(
      (await ask(second, [['kind', 'maintenance'], ...pieces(ring), ['reason', 'Resizing']]))
        .statusCode,
    ).toBe(200);
    const wider = await ask(second, [
      ['kind', 'maintenance'],
      ...pieces(ring, pendant),
      ['reason', 'Resizing'],
    ]);
    expect(wider.statusCode).toBe(409);
    expect(wider.json().message).toBe('A request for this piece is already open.');
  });

  it('leaves another piece of the same order free to ask for', async () => {
    const { orderId, a, b } = await threePieces();
    const ring = await ask(orderId, [
      ['kind', 'return'],
      ...pieces(a),
      ['reason', 'Manufacturing defect'],
    ]);
    expect(ring.statusCode, ring.body).toBe(200);
    const pendant = await ask(orderId, [
      ['kind', 'return'],
      ...pieces(b),
      ['reason', 'Manufacturing defect'],
    ]);
    expect(pendant.statusCode, pendant.body).toBe(200);
    expect(pendant.json().request.id).not.toBe(ring.json().request.id);
  });

  it('keeps none of the photos or the video of the request refused', async () => {
    const { orderId, itemId } = await delivered();
    expect(
      (await ask(orderId, [['kind', 'maintenance'], ...pieces(itemId), ['reason', 'Resizing']]))
        .statusCode,
    ).toBe(200);
    const filesBefore = await ashasFiles();
    const busy = await ask(
      orderId,
      [['kind', 'return'], ...pieces(itemId), ['reason', 'Manufacturing defect']],
      photo(),
    );
    expect(busy.statusCode).toBe(409);
    expect(await ashasFiles()).toEqual(filesBefore);
    expect(await t.app.database.db.select().from(schema.uploadIntents)).toEqual([]);
  });
});

describe('a piece that is no longer the customer’s', () => {
  it('cannot be asked for again once bought back, nor once returned while the order’s other pieces stay delivered', async () => {
    const sold = await delivered();
    const buyback = await askAfterSale(
      t.app,
      asha,
      sold.orderId,
      sold.itemId,
      'buyback',
      'Need the money',
    );
    for (const status of ['approved', 'received', 'inspected'])
      expect((await moveAfterSale(t.app, admin, buyback, { status })).statusCode).toBe(200);
    expect(
      (
        await moveAfterSale(t.app, admin, buyback, {
          status: 'completed',
          payout_reference: `NEFT-${sold.orderId}`,
        })
      ).statusCode,
    ).toBe(200);
    const { orderId, a, b } = await threePieces();
    const ret = await askAfterSale(t.app, asha, orderId, a, 'return', 'Manufacturing defect');
    for (const status of ['approved', 'received', 'inspected', 'completed'])
      expect((await moveAfterSale(t.app, admin, ret, { status })).statusCode).toBe(200);
    for (const [order, piece] of [
      [sold.orderId, sold.itemId],
      [orderId, a],
    ] as const) {
      for (const [kind, reason] of [
        ['maintenance', 'Resizing'],
        ['exchange', 'Change of design'],
      ] as const) {
        const res = await ask(order, [['kind', kind], ...pieces(piece), ['reason', reason]]);
        expect(res.statusCode, `${kind} of ${piece}`).toBe(409);
        expect(res.json().message).toBe(
          'This piece has already been returned, exchanged or bought back.',
        );
      }
    }
    // The order's other pieces are still the customer's.
    expect(
      (await ask(orderId, [['kind', 'maintenance'], ...pieces(b), ['reason', 'Resizing']]))
        .statusCode,
    ).toBe(200);
  });
});

describe('a request sent as JSON (no files)', () => {
  it('is held to its own kind’s window: a return after 15 days is refused though exchange is still open', async () => {
    const { orderId, itemId } = await delivered();
    await t.app.database.db
      .update(schema.orders)
      .set({ deliveredAt: new Date(Date.now() - 20 * 24 * 3600_000) })
      .where(eq(schema.orders.id, orderId));
    const send = (kind: string, reason: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/orders/${orderId}/after-sale`,
        headers: as(asha),
        payload: { kind, 'item_ids[]': [String(itemId)], reason },
      });
    const late = await send('return', 'Manufacturing defect');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(
      /^Returns are accepted within 15 days of delivery; this order could be returned until /,
    );
    expect(await requestsOf(orderId)).toEqual([]);
    expect((await send('exchange', 'Change of design')).statusCode).toBe(200);
  });
});

describe('a piece back in the customer’s hands', () => {
  it('may be asked for again after a request for it was rejected: a new request', async () => {
    const { orderId, itemId } = await delivered();
    const first = await askAfterSale(
      t.app,
      asha,
      orderId,
      itemId,
      'return',
      'Manufacturing defect',
    );
    expect(
      (await moveAfterSale(t.app, admin, first, { status: 'rejected', note: 'No defect found' }))
        .statusCode,
    ).toBe(200);
    const again = await ask(orderId, [
      ['kind', 'return'],
      ...pieces(itemId),
      ['reason', 'Manufacturing defect'],
    ]);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().request).toMatchObject({ status: 'requested' });
    expect(again.json().request.id).not.toBe(first);
  });

  it('may be asked for again once its maintenance is complete, for maintenance or an exchange', async () => {
    const { orderId, itemId } = await delivered();
    const first = await askAfterSale(
      t.app,
      asha,
      orderId,
      itemId,
      'maintenance',
      'Rhodium replating',
    );
    for (const status of ['approved', 'received', 'inspected', 'completed'])
      expect((await moveAfterSale(t.app, admin, first, { status })).statusCode).toBe(200);
    const again = await ask(orderId, [
      ['kind', 'maintenance'],
      ...pieces(itemId),
      ['reason', 'Rhodium replating'],
    ]);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().request.id).not.toBe(first);
    expect(
      (await moveAfterSale(t.app, admin, again.json().request.id, { status: 'rejected' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await ask(orderId, [
          ['kind', 'exchange'],
          ...pieces(itemId),
          ['reason', 'Change of design'],
        ])
      ).statusCode,
    ).toBe(200);
  });
});

describe('the photos and the video of a request', () => {
  it('are kept with it: the hourly sweep of abandoned uploads leaves them', async () => {
    const { orderId, itemId } = await delivered();
    const id = await askAfterSale(
      t.app,
      asha,
      orderId,
      itemId,
      'maintenance',
      'Loose or missing stone',
      photo(),
    );
    // An hour and more later, the housekeeping sweeps what no request kept.
    await t.app.database.db
      .update(schema.uploadIntents)
      .set({ createdAt: sql`now() - interval '2 hours'` });
    await sweepAbandonedUploads(t.app.database.db, t.app.storage);
    const view = (await get(`/api/after-sale/${id}`)).json().request;
    const file = await get(view.media[0].url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('answer 404 “File not found” for a number the request does not have, and for a file no longer stored', async () => {
    const { orderId, itemId } = await delivered();
    const id = await askAfterSale(
      t.app,
      asha,
      orderId,
      itemId,
      'maintenance',
      'Loose or missing stone',
      photo(),
    );
    const beyond = await get(`/api/after-sale/${id}/media/1`);
    expect(beyond.statusCode).toBe(404);
    expect(beyond.json().message).toBe('File not found');
    const [row] = await t.app.database.db
      .select()
      .from(schema.afterSaleRequests)
      .where(eq(schema.afterSaleRequests.id, id));
    await rm(
      path.join(
        t.dataDir,
        'private',
        defined(defined(row, 'request').media[0], 'photo').storageKey,
      ),
    );
    for (const url of [`/api/after-sale/${id}/media/0`, `/api/admin/after-sale/${id}/media/0`]) {
      const gone = await get(url, url.includes('admin') ? admin : asha);
      expect(gone.statusCode, url).toBe(404);
      expect(gone.json().message).toBe('File not found');
    }
  });
});

describe('the customer’s list of requests', () => {
  it('shows her own requests, newest first, and none of them to anyone else', async () => {
    const { orderId, itemId } = await delivered();
    const older = await askAfterSale(t.app, asha, orderId, itemId, 'maintenance', 'Resizing');
    await moveAfterSale(t.app, admin, older, { status: 'rejected' });
    const newer = await askAfterSale(
      t.app,
      asha,
      orderId,
      itemId,
      'maintenance',
      'Cleaning and polishing',
    );
    const mine = (await get('/api/after-sale')).json().requests.map((r: { id: number }) => r.id);
    expect(mine.indexOf(newer)).toBeLessThan(mine.indexOf(older));
    expect(mine).toContain(older);
    expect((await get('/api/after-sale', ravi)).json().requests).toEqual([]);
  });
});

describe('someone else’s request', () => {
  it('is “Request not found” (404), as one that does not exist', async () => {
    const { orderId, itemId } = await delivered();
    const id = await askAfterSale(t.app, asha, orderId, itemId, 'maintenance', 'Resizing');
    for (const [url, token] of [
      [`/api/after-sale/${id}`, ravi],
      ['/api/after-sale/999999', asha],
    ] as const) {
      const res = await get(url, token);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe('Request not found');
    }
  });
});
