/**
 * A customer who has left a row in every table that can hold a customer (customer-tables.ts):
 * signed up and verified, an address, a delivered order with its tax documents and identity
 * document, a closed after-sale request with a photo, store credit granted and paid out, a cart,
 * a coupon, a wishlist, a request with an image and a contact message. Their details are
 * distinctive, so a test can look for them in every row afterwards.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { defined } from '@kanak/db/testing';
import { recordInstalment } from './plan-rows.ts';
import type { App } from '../src/app.ts';
import { Recorder, signup, verifyEmailOf } from './accounts.ts';
import { moveAfterSale } from './after-sale.ts';
import { addCartLine, multipartBody, userIdOf } from './orders.ts';
import { createCode, deliveredOrder, itemsOfOrder } from './tax.ts';
import { financialYear, taxDocumentNumber } from '@kanak/domain';
import { issueMissingPlanVouchers } from '../src/modules/plans/plan-confirm.ts';
import { nextVoucherSequence } from '../src/modules/plans/plans.repository.ts';

export const MEENAKSHI = {
  name: 'Meenakshi Venkataraman',
  email: 'meenakshi.venkat@example.in',
  phone: '9812345670',
  address: '17 Kutchery Road Mylapore',
  landmark: 'Opposite Kapaleeshwarar Temple',
};

/** What must be gone from every row once she closes her account. */
export const PERSONAL = [MEENAKSHI.name, 'Venkataraman', MEENAKSHI.email, MEENAKSHI.phone, MEENAKSHI.address, 'Kapaleeshwarar'];

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('a photo of a loose stone')]);
const as = (token: string) => ({ authorization: `Bearer ${token}` });

export interface Leaver {
  token: string;
  id: number;
  orderId: number;
  password: string;
}

/** Meenakshi, with a row in every customer table; returns her session and ids. */
export async function leaverWithEverything(app: App, admin: string, products: number[]): Promise<Leaver> {
  const payload = signup(0, { name: MEENAKSHI.name, email: MEENAKSHI.email, phone_number: MEENAKSHI.phone });
  const token = await new Recorder(app).registerAndVerify(payload);
  await verifyEmailOf(app, MEENAKSHI.email, token);
  const id = await userIdOf(app, MEENAKSHI.email);
  const db = app.database.db;
  const [address] = await db
    .insert(schema.addresses)
    .values({ userId: id, recipientName: MEENAKSHI.name, landmark: MEENAKSHI.landmark, mobile: MEENAKSHI.phone, pincode: '600004', state: 'Tamil Nadu', area: 'Mylapore', address: MEENAKSHI.address })
    .returning({ id: schema.addresses.id });
  const addressId = defined(address, 'address').id;
  // A spare address no order names: it goes entirely.
  await db.insert(schema.addresses).values({ userId: id, recipientName: MEENAKSHI.name, mobile: MEENAKSHI.phone, pincode: '600004', state: 'Tamil Nadu', area: 'Mylapore', address: `${MEENAKSHI.address}, second floor` });

  const [first, second] = [defined(products[0], 'product'), defined(products[1], 'product')];
  const { orderId } = await deliveredOrder(app, token, admin, { userId: id, productIds: [first], addressId });
  const itemId = defined((await itemsOfOrder(app, orderId))[0], 'item').id;
  const asking = multipartBody(
    [['kind', 'maintenance'], ['item_ids[]', String(itemId)], ['reason', 'Loose or missing stone'], ['details', `Please call ${MEENAKSHI.phone}`]],
    { photos: { filename: 'stone.png', content: PNG, type: 'image/png' } },
  );
  const asked = await app.inject({ method: 'POST', url: `/api/orders/${orderId}/after-sale`, headers: { ...asking.headers, ...as(token) }, payload: asking.payload });
  if (asked.statusCode !== 200) throw new Error(`after-sale answered ${asked.statusCode}: ${asked.body}`);
  const requestId = asked.json().request.id as number;
  const rejected = await moveAfterSale(app, admin, requestId, { status: 'rejected', note: `Told ${MEENAKSHI.name} by phone: no defect` });
  if (rejected.statusCode !== 200) throw new Error(`reject answered ${rejected.statusCode}: ${rejected.body}`);

  // Old gold with a photo, to be collected from her address, that the shop returned (issue 39).
  await db.update(schema.rateCards).set({ buyGold: { '14k': 3_900_00, '18k': 4_900_00, '22k': 6_000_00, '24k': 6_500_00 } });
  const gold = multipartBody(
    [['items', JSON.stringify([{ kind: 'bangle', karat: '22k', approx_weight_g: 12 }])], ['handover', 'pickup'], ['address_id', String(addressId)]],
    { photos: { filename: 'bangle.png', content: PNG, type: 'image/png' } },
  );
  const offered = await app.inject({ method: 'POST', url: '/api/gold-exchange', headers: { ...gold.headers, ...as(token) }, payload: gold.payload });
  if (offered.statusCode !== 200) throw new Error(`gold-exchange answered ${offered.statusCode}: ${offered.body}`);
  const returned = await app.inject({
    method: 'POST',
    url: `/api/admin/gold-exchange/${offered.json().exchange.id}/status`,
    headers: as(admin),
    payload: { status: 'rejected', note: `Returned to ${MEENAKSHI.name} at ${MEENAKSHI.address}` },
  });
  if (returned.statusCode !== 200) throw new Error(`gold-exchange reject answered ${returned.statusCode}: ${returned.body}`);

  // Her message choices: marketing given (issue 40).
  const choices = await app.inject({ method: 'GET', url: '/api/account/notifications', headers: as(token) });
  const saved = await app.inject({ method: 'PUT', url: '/api/account/notifications', headers: as(token), payload: { ...(choices.json() as Record<string, unknown>), marketing: true } });
  if (saved.statusCode !== 200) throw new Error(`notifications answered ${saved.statusCode}: ${saved.body}`);

  // An 11 + 1 plan she closed early, its instalment refunded (issue 39): money, kept; nothing running.
  const [plan] = await db.insert(schema.plans).values({ name: 'Swarna 11+1', minMonthlyPaise: 1_000_00, maxMonthlyPaise: 50_000_00 }).returning();
  const [enrolment] = await db
    .insert(schema.planEnrolments)
    .values({ userId: id, planId: defined(plan, 'plan').id, monthlyPaise: 5_000_00, status: 'closed', enrolledOn: '2026-01-05', closedAt: new Date() })
    .returning();
  const paidAt = new Date('2026-01-05T06:00:00Z');
  const fy = financialYear(paidAt);
  await recordInstalment(db, {
    enrolmentId: defined(enrolment, 'her plan').id, providerOrderId: `order_plan_${id}`, providerPaymentId: `pay_plan_${id}`, amountPaise: 5_000_00,
    number: 1, paidOn: '2026-01-05', paidAt, voucherNumber: taxDocumentNumber('plan_receipt_voucher', fy, await nextVoucherSequence(db, fy)),
    refund: { status: 'processed', providerRefundId: `rfnd_plan_${id}`, processedAt: new Date() },
  });
  await issueMissingPlanVouchers(app);

  // Store credit granted, redeemed and paid out: nothing is owed.
  const [payout] = await db.insert(schema.walletPayouts).values({ userId: id, amountPaise: 50_000, status: 'paid', reference: 'UTR12345', paidAt: new Date() }).returning();
  await db.insert(schema.walletEntries).values([
    { userId: id, kind: 'exchange_credit', amountPaise: 50_000, reason: 'Exchange credit' },
    { userId: id, kind: 'redemption', amountPaise: -50_000, reason: 'Redeemed for cash', payoutId: defined(payout, 'payout').id },
  ]);

  await addCartLine(app, id, second);
  await app.inject({ method: 'POST', url: '/api/favorites', headers: as(token), payload: { product_id: second } });
  await createCode(app, admin, 'MYLAPORE10');
  const coupon = await app.inject({ method: 'POST', url: '/api/cart/coupon', headers: as(token), payload: { code: 'MYLAPORE10' } });
  if (coupon.statusCode !== 200) throw new Error(`coupon answered ${coupon.statusCode}: ${coupon.body}`);

  const request = multipartBody(
    [
      ['description', 'A kasu mala for my daughter'],
      ['name', MEENAKSHI.name],
      ['contactNo', MEENAKSHI.phone],
      ['email', MEENAKSHI.email],
      ['address', MEENAKSHI.address],
    ],
    { image: { filename: 'idea.png', content: PNG, type: 'image/png' } },
  );
  const sent = await app.inject({ method: 'POST', url: '/api/customize-requests', headers: { ...request.headers, ...as(token) }, payload: request.payload });
  if (sent.statusCode !== 200) throw new Error(`customize answered ${sent.statusCode}: ${sent.body}`);
  await db.insert(schema.contactMessages).values({ name: MEENAKSHI.name, phone: MEENAKSHI.phone, message: 'Do you make temple jewellery?' });

  // A password sign-in, so the sign-in records hold her address too.
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: MEENAKSHI.email, password: payload.password } });
  if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
  return { token, id, orderId, password: payload.password };
}

/** Every private file's key under DATA_DIR/private. */
export async function privateKeys(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'private');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/** Every row of every table in the public schema, as JSON text, with its table's name. */
export async function everyRow(app: App): Promise<{ table: string; row: string }[]> {
  const tables = await app.database.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const rows: { table: string; row: string }[] = [];
  for (const { name: table } of tables.rows) {
    const result = await app.database.db.execute<{ row: string }>(sql.raw(`select row_to_json(t)::text as row from "${table}" t`));
    rows.push(...result.rows.map((r) => ({ table, row: r.row })));
  }
  return rows;
}

export const userRow = async (app: App, id: number) => defined((await app.database.db.select().from(schema.users).where(eq(schema.users.id, id)))[0], 'user');
