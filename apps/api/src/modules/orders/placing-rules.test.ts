/**
 * Placing an order (POST orders), the rules the other order tests pass by (issue 37, mutation run of
 * orders.service.ts and orders.repository.ts): the identity document is required; ₹10 and the whole
 * total are judged by the advance range, not as "under the minimum" or "more than the total"; no
 * order while the prices are being updated; an unpaid order is held 24 hours, and a checkout
 * submitted again gets them again; the order keeps the address, the pictures and the identity
 * document it was placed with; a code still applying is locked with the order; a business checkout
 * and store credit on a resubmitted checkout; what happens to the documents when a checkout is
 * resumed or fails; an order no provider could open the advance for. Each test has its own
 * customer, so each passes alone.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { advanceRangeMessage, MESSAGES, PENDING_ADVANCE_TTL_MS } from '@kanak/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, grantCredit } from '../../../test/admin.ts';
import {
  addAddress,
  addCartLine,
  FILES,
  multipartBody,
  verifiedCustomer,
} from '../../../test/orders.ts';
import { ids, setupShop, t } from '../../../test/shop.ts';
import { createCode } from '../../../test/tax.ts';
import type { PaymentProvider } from '../../providers/payments/provider.ts';
import { sandboxProvider } from '../../providers/payments/sandbox.ts';
import { claimCartLines } from './orders.repository.ts';

// The Aanya ring at rose 14k, SI-I IJ (worked out in cart.test.ts), and its advance range (70–80%).
const RING = 42_432;
const FIRST = 30_126;
const RANGE = { min: 29_703, max: 33_945 };
const GSTIN = '27AAPFU0939F1ZV';

/** The sandbox provider, which can be told to refuse to open provider orders (an outage). */
const sandbox = sandboxProvider({
  keyId: 'rzp_test_sandbox',
  keySecret: 'sandbox_secret',
  webhookSecret: 'sandbox_webhook_secret',
});
let providerDown = false;
const provider: PaymentProvider = {
  ...sandbox,
  async createOrder(input) {
    if (providerDown) throw new Error('the payment provider is unreachable');
    return sandbox.createOrder(input);
  },
};
/** Set to make the database refuse the next insert of an order (a failure inside the checkout's transaction). */
let failOrderInsert = false;
setupShop(
  881,
  {},
  {
    payments: provider,
    onQuery: (statement) => {
      if (failOrderInsert && statement.startsWith('insert into "orders"'))
        throw new Error('the database refused the order');
    },
  },
);

let admin: string;
beforeAll(async () => {
  admin = await adminToken(t.app);
});

let nextCustomer = 883;
/** A new customer with an address: each test starts from its own cart and wallet. */
async function customer() {
  const c = await verifiedCustomer(t.app, nextCustomer++);
  return { ...c, addressId: await addAddress(t.app, c.id) };
}
type Customer = Awaited<ReturnType<typeof customer>>;

const as = (token: string) => ({ authorization: `Bearer ${token}` });

interface Checkout {
  lines: number[];
  total?: number;
  first?: number;
  /** Extra text fields (gstin, use_credit …). */
  extra?: [string, string][];
  /** The documents sent; the identity JPEG unless given. */
  files?: Parameters<typeof multipartBody>[1];
}

/** POST orders as the checkout sends it, with the SPEC's field names. */
function place(c: Customer, o: Checkout) {
  const total = o.total ?? RING;
  const first = o.first ?? FIRST;
  const body = multipartBody(
    [
      ...o.lines.map((line, i): [string, string] => [`cart_ids[${i}]`, String(line)]),
      ['address_id', String(c.addressId)],
      ['total_price', String(total)],
      ['first_payment_amount', String(first)],
      ['balance_amount', String(total - first)],
      ...(o.extra ?? []),
    ],
    o.files ?? { other_document_image: { filename: 'aadhaar.jpg', content: FILES.jpeg } },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...body.headers, ...as(c.token) },
    payload: body.payload,
  });
}

const ordersOf = (c: Customer) =>
  t.app.database.db.select().from(schema.orders).where(eq(schema.orders.userId, c.id));
const orderRow = async (id: number) =>
  defined(
    (await t.app.database.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0],
    `order ${id}`,
  );
const walletOf = async (c: Customer) =>
  (await t.app.inject({ method: 'GET', url: '/api/wallet', headers: as(c.token) })).json()
    .balance as number;
/** The encrypted identity documents in private storage, and the uploads not yet settled by a committed row. */
const privateFiles = async () =>
  (
    await readdir(path.join(t.dataDir, 'private'), { recursive: true, withFileTypes: true }).catch(
      () => [],
    )
  ).filter((f) => f.isFile()).length;
const unsettledUploads = async () =>
  (await t.app.database.db.select().from(schema.uploadIntents)).length;

/** Ring sizes 6 to 25 in turn: a customer's cart keeps one line per set of options. */
let lines = 0;
const nextSize = () => 6 + (lines++ % 20);
const ringLine = (c: Customer) => addCartLine(t.app, c.id, ids.aanya, { ringSize: nextSize() });

describe('placing an order: what it needs', () => {
  it('needs the identity document: without it the order is refused with the SPEC’s text, naming the field, and nothing is stored', async () => {
    const c = await customer();
    const res = await place(c, { lines: [await ringLine(c)], files: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: MESSAGES.documents.incomplete,
      errors: { other_document_image: [MESSAGES.documents.incomplete] },
    });
    expect(await ordersOf(c)).toEqual([]);
  });

  it.each([
    ['exactly ₹10, the minimum payment, is not under it', 10],
    ['the whole total is not more than the total', RING],
  ])(
    'an advance of %s: it is refused for the 70 to 80 per cent range, with that text',
    async (_case, first) => {
      const c = await customer();
      const res = await place(c, { lines: [await ringLine(c)], first });
      expect(res.statusCode).toBe(422);
      const message = advanceRangeMessage(RANGE.min, RANGE.max);
      expect(res.json()).toMatchObject({ message, errors: { first_payment_amount: [message] } });
    },
  );

  it('is refused with 503 “Prices are being updated” while no rate card is in force, and nothing is stored', async () => {
    const c = await customer();
    const line = await ringLine(c);
    const DAY = 24 * 60 * 60_000;
    const shift = (ms: number) =>
      t.app.database.db.update(schema.rateCards).set({
        effectiveFrom: sql`${schema.rateCards.effectiveFrom} + ${ms} * interval '1 millisecond'`,
      });
    const files = await privateFiles();
    await shift(DAY);
    try {
      const res = await place(c, { lines: [line] });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(MESSAGES.catalog.pricesUpdating);
    } finally {
      await shift(-DAY);
    }
    expect(await ordersOf(c)).toEqual([]);
    expect(await privateFiles()).toBe(files);
  });
});

describe('placing an order: what the order keeps', () => {
  it('is held unpaid for 24 hours from the moment it is placed', async () => {
    const c = await customer();
    const before = Date.now();
    const res = await place(c, { lines: [await ringLine(c)] });
    const after = Date.now();
    expect(res.statusCode, res.body).toBe(201);
    const expires = defined(
      (await orderRow(res.json().order.id as number)).expiresAt,
      'expires_at',
    ).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + PENDING_ADVANCE_TTL_MS);
    expect(expires).toBeLessThanOrEqual(after + PENDING_ADVANCE_TTL_MS);
    expect(PENDING_ADVANCE_TTL_MS).toBe(24 * 60 * 60_000);
  });

  it('ships to the address as it was when placed, even when the customer edits that address afterwards', async () => {
    const c = await customer();
    const res = await place(c, { lines: [await ringLine(c)] });
    expect(res.statusCode, res.body).toBe(201);
    const shipTo = {
      recipient_name: 'Asha Rao',
      landmark: 'Near the lake',
      mobile: '9876543210',
      pincode: '560001',
      state: 'Karnataka',
      area: 'Indiranagar',
      address: '12 MG Road',
    };
    expect(res.json().order.address).toMatchObject(shipTo);
    await t.app.database.db
      .update(schema.addresses)
      .set({ recipientName: 'Someone Else', address: '1 Other Street' })
      .where(eq(schema.addresses.id, c.addressId));
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/order/${res.json().order.id}`,
      headers: as(c.token),
    });
    expect(detail.json().order.address).toMatchObject(shipTo);
  });

  it('keeps the piece’s pictures for each gold colour and the identity document it was placed with, which its customer can read', async () => {
    const c = await customer();
    const line = await addCartLine(t.app, c.id, ids.aanya, {
      ringSize: nextSize(),
      goldColour: 'white_gold',
    });
    const quote = await place(c, { lines: [line], total: 1, first: 1 });
    const total = quote.json().total_price as number;
    const res = await place(c, { lines: [line], total, first: Math.floor(total * 0.71) });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json().order;
    expect(order.items[0].images).toEqual({
      rose_gold: ['/media/products/a/rose-1-640.webp'],
      white_gold: ['/media/products/a/white-1-640.webp'],
      yellow_gold: ['/media/products/a/yellow-1-640.webp'],
    });
    expect(order.other_document_image).toBe(`/api/orders/${order.id}/documents/other_document`);
    const doc = await t.app.inject({
      method: 'GET',
      url: order.other_document_image as string,
      headers: as(c.token),
    });
    expect(doc.statusCode).toBe(200);
    expect(doc.rawPayload.equals(FILES.jpeg)).toBe(true);
  });

  it('locks a code that still applies: a code for rings with a minimum the pieces meet together prices the order, and each line names it', async () => {
    const c = await customer();
    const ring = await ringLine(c);
    const band = await addCartLine(t.app, c.id, ids.noor, { ringSize: 8 });
    await createCode(t.app, admin, 'RINGS50', 25, 10);
    // Only rings, and only from ₹50,000: more than the Aanya ring alone, less than the two rings together.
    await t.app.database.db
      .update(schema.offers)
      .set({ categoryIds: [24], minOrderPaise: 50_000_00 })
      .where(eq(schema.offers.code, 'RINGS50'));
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/cart/coupon',
      headers: as(c.token),
      payload: { code: 'RINGS50' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const cart = (
      await t.app.inject({ method: 'GET', url: '/api/view-cart', headers: as(c.token) })
    ).json();
    expect(cart.coupon).toMatchObject({ code: 'RINGS50', applied: true });
    expect(cart.coupon.saving).toBeGreaterThan(0);
    const discounted = cart.total_price as number;
    expect(discounted + cart.coupon.saving).toBeGreaterThan(50_000);
    expect(RING).toBeLessThan(50_000);

    const res = await place(c, {
      lines: [ring, band],
      total: discounted,
      first: Math.floor(discounted * 0.71),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order.total_price).toBe(discounted);
    expect(res.json().order.items.map((i: { offer: unknown }) => i.offer)).toEqual([
      { title: 'Code RINGS50', code: 'RINGS50' },
      { title: 'Code RINGS50', code: 'RINGS50' },
    ]);
  });
});

describe('a checkout submitted again (decision 043)', () => {
  it('resumes a business buyer’s unpaid order when the same GSTIN, legal name and billing address come again', async () => {
    const c = await customer();
    const line = await ringLine(c);
    const business: [string, string][] = [
      ['gstin', GSTIN],
      ['buyer_legal_name', 'Umang Ornaments LLP'],
      ['billing_address', '401 Panchratna, Opera House\nMumbai 400004'],
    ];
    const first = await place(c, { lines: [line], extra: business });
    const again = await place(c, { lines: [line], extra: business });
    expect([first.statusCode, again.statusCode], again.body).toEqual([201, 201]);
    expect(again.json().order.id).toBe(first.json().order.id);
    expect(again.json().razor_response).toEqual(first.json().razor_response);
    expect(await ordersOf(c)).toHaveLength(1);
  });

  it('gets its 24 hours again from the moment it is submitted again', async () => {
    const c = await customer();
    const line = await ringLine(c);
    const placed = await place(c, { lines: [line] });
    const id = placed.json().order.id as number;
    await t.app.database.db
      .update(schema.orders)
      .set({ expiresAt: new Date(Date.now() + 60 * 60_000) })
      .where(eq(schema.orders.id, id));
    const before = Date.now();
    const again = await place(c, { lines: [line] });
    expect(again.json().order.id).toBe(id);
    const expires = defined((await orderRow(id)).expiresAt, 'expires_at').getTime();
    expect(expires).toBeGreaterThanOrEqual(before + PENDING_ADVANCE_TTL_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + PENDING_ADVANCE_TTL_MS);
  });

  it('pays part of a new order’s advance from store credit when asked (use_credit)', async () => {
    const c = await customer();
    await grantCredit(t.app, c.id, 5_000);
    const res = await place(c, { lines: [await ringLine(c)], extra: [['use_credit', 'true']] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().razor_response.amount).toBe((FIRST - 5_000) * 100);
    expect(await walletOf(c)).toBe(0);
  });

  it('spends store credit on the resumed order only when asked: submitted again without it the wallet is untouched, with it the advance is paid from it', async () => {
    const c = await customer();
    await grantCredit(t.app, c.id, 5_000);
    const line = await ringLine(c);
    const placed = await place(c, { lines: [line] });
    const id = placed.json().order.id as number;
    expect(placed.json().razor_response.amount).toBe(FIRST * 100);

    const without = await place(c, { lines: [line] });
    expect(without.json().order.id).toBe(id);
    expect(without.json().razor_response.amount).toBe(FIRST * 100);
    expect(await walletOf(c)).toBe(5_000);

    const withCredit = await place(c, { lines: [line], extra: [['use_credit', 'true']] });
    expect(withCredit.statusCode, withCredit.body).toBe(201);
    expect(withCredit.json().order.id).toBe(id);
    expect(withCredit.json().razor_response.amount).toBe((FIRST - 5_000) * 100);
    expect(await walletOf(c)).toBe(0);
  });

  it('keeps the documents the order was placed with and keeps no copy of those sent again', async () => {
    const c = await customer();
    const line = await ringLine(c);
    const placed = await place(c, { lines: [line] });
    expect(placed.statusCode, placed.body).toBe(201);
    const [files, unsettled] = [await privateFiles(), await unsettledUploads()];
    const again = await place(c, {
      lines: [line],
      files: {
        other_document_image: { filename: 'id-again.jpg', content: FILES.jpeg },
        pan_image: { filename: 'pan.pdf', content: FILES.pdf, type: 'application/pdf' },
      },
    });
    expect(again.json().order.id).toBe(placed.json().order.id);
    expect(again.json().order.pan_image).toBeNull();
    expect(await privateFiles()).toBe(files);
    expect(await unsettledUploads()).toBe(unsettled);
  });
});

describe('a checkout that fails', () => {
  it('keeps no copy of the identity documents when the order could not be stored', async () => {
    const c = await customer();
    const line = await ringLine(c);
    const [files, unsettled] = [await privateFiles(), await unsettledUploads()];
    failOrderInsert = true;
    try {
      const res = await place(c, { lines: [line] });
      expect(res.statusCode).toBe(500);
    } finally {
      failOrderInsert = false;
    }
    expect(await ordersOf(c)).toEqual([]);
    expect(await privateFiles()).toBe(files);
    expect(await unsettledUploads()).toBe(unsettled);
  });

  it('leaves no order hanging when the provider cannot open the advance: it is expired, off the customer’s list, and the cart line stays', async () => {
    const c = await customer();
    const line = await ringLine(c);
    providerDown = true;
    try {
      const res = await place(c, { lines: [line] });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      providerDown = false;
    }
    const [order] = await ordersOf(c);
    expect(defined(order, 'the order placed').status).toBe('expired');
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/orders', headers: as(c.token) })
    ).json().orders;
    expect(list).toEqual([]);
    expect(
      await t.app.database.db.select().from(schema.cartItems).where(eq(schema.cartItems.id, line)),
    ).toHaveLength(1);
  });

  it('keeps a resumed order payable when the provider cannot open its new advance: once it is back, the same order is paid', async () => {
    const c = await customer();
    const line = await ringLine(c);
    const placed = await place(c, { lines: [line] });
    const id = placed.json().order.id as number;
    await grantCredit(t.app, c.id, 5_000);
    providerDown = true;
    try {
      // Credit changes what the advance still needs, so the provider is asked for a new order.
      const res = await place(c, { lines: [line], extra: [['use_credit', 'true']] });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      providerDown = false;
    }
    expect((await orderRow(id)).status).toBe('pending_advance');
    const again = await place(c, { lines: [line], extra: [['use_credit', 'true']] });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().order.id).toBe(id);
    expect(again.json().razor_response.amount).toBe((FIRST - 5_000) * 100);
  });
});

describe('claiming the cart lines of a checkout', () => {
  it('does not hold when a line named is no longer in the customer’s cart, or is another customer’s', async () => {
    const c = await customer();
    const other = await customer();
    const kept = await ringLine(c);
    const gone = await ringLine(c);
    await t.app.database.db.delete(schema.cartItems).where(eq(schema.cartItems.id, gone));
    const othersLine = await ringLine(other);
    const claim = (lines: number[]) =>
      t.app.database.db.transaction((tx) => claimCartLines(tx, c.id, lines));
    expect((await claim([kept, gone])).held).toBe(false);
    expect((await claim([kept, othersLine])).held).toBe(false);
    expect((await claim([kept])).held).toBe(true);
    const othersStill = await t.app.database.db
      .select()
      .from(schema.cartItems)
      .where(and(eq(schema.cartItems.id, othersLine), eq(schema.cartItems.userId, other.id)));
    expect(othersStill).toHaveLength(1);
  });
});
