/**
 * The customer's data under the DPDP Act 2023 (ARCHITECTURE §12, issue 40, decision 055):
 * GET account/export holds every table that holds the customer; DELETE account leaves nothing
 * personal in any row or in private storage, frees the phone and e-mail, and keeps orders and tax
 * documents under a pseudonym with the GST register unchanged.
 */
import { eq, inArray } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { PRIVACY_MESSAGES } from '@kanak/domain/account-data';
import { MESSAGES } from '@kanak/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { everyRow, leaverWithEverything, MEENAKSHI, PERSONAL, privateKeys, userRow, type Leaver } from '../../../test/account-data.ts';
import { Recorder, SECRET_MARKERS, signup } from '../../../test/accounts.ts';
import { adminToken } from '../../../test/admin.ts';
import { orderWithCode } from '../../../test/tax.ts';
import { verifiedCustomer } from '../../../test/orders.ts';
import { address, asha, ashaId, ids, ravi, raviId, setupShop, t } from '../../../test/shop.ts';
import { registerEntries } from '../tax/gst-register.ts';
import { CUSTOMER_TABLES } from './customer-tables.ts';

setupShop(140);
let admin: string;
let her: Leaver;
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const exportOf = (token: string) => t.app.inject({ method: 'GET', url: '/api/account/export', headers: as(token) });
const close = (token: string, payload: Record<string, unknown>) => t.app.inject({ method: 'DELETE', url: '/api/account', headers: as(token), payload });
const FROM = '2020-01-01';
const TO = '2100-12-31';

beforeAll(async () => {
  admin = await adminToken(t.app);
  her = await leaverWithEverything(t.app, admin, [ids.aanya, ids.meher]);
});

const nonEmpty = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined);

describe('GET account/export', () => {
  it('downloads everything held about the customer as a dated JSON attachment, one section per table that holds them', async () => {
    const res = await exportOf(her.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="kanak-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    const empty = Object.entries(CUSTOMER_TABLES).filter(([, { section }]) => !nonEmpty(data[section]));
    expect(empty.map(([table]) => table), 'tables that hold her but are missing from the export').toEqual([]);
    expect(data.profile).toMatchObject({ name: MEENAKSHI.name, email: MEENAKSHI.email, phone_number: MEENAKSHI.phone });
    expect(data.orders[0]).toMatchObject({ id: her.orderId, status: 'delivered' });
    expect(data.orders[0].tax_documents.length).toBeGreaterThan(0);
  });

  it('keeps secrets and other customers out of it', async () => {
    const body = (await exportOf(her.token)).body;
    for (const marker of [...SECRET_MARKERS, 'storage_key', 'auth_tag', 'storageKey', `documents/${her.id}/`, `after-sale/${her.id}/`, 'requests/']) expect(body).not.toContain(marker);
    expect(body).not.toContain(signup(141).phone_number);
    expect(body).not.toContain(signup(140).email);
  });

  it('links each of her documents, and each link downloads it', async () => {
    const data = (await exportOf(her.token)).json();
    const links = [
      ...data.orders.flatMap((o: { tax_documents: { download: string }[] }) => o.tax_documents.map((d) => d.download)),
      ...data.identity_documents.flatMap((d: { orders: { download: string }[] }) => d.orders.map((o) => o.download)),
      ...data.after_sale_requests.flatMap((r: { media: { download: string }[] }) => r.media.map((m) => m.download)),
      ...data.purchase_plans.flatMap((p: { vouchers: { download: string }[] }) => p.vouchers.map((v) => v.download)),
    ];
    expect(data.purchase_plans[0].vouchers).toEqual([expect.objectContaining({ title: 'Receipt Voucher', number: expect.stringMatching(/^PRV\//) })]);
    // Its money, from the one ledger (decision 058 addendum): the instalment's payment and its refund.
    expect(data.purchase_plans[0].payments).toEqual([expect.objectContaining({ kind: 'plan_instalment', status: 'paid' })]);
    expect(data.purchase_plans[0].refunds).toEqual([expect.objectContaining({ status: 'processed' })]);
    expect(links.length).toBeGreaterThanOrEqual(5);
    for (const url of links) expect((await t.app.inject({ method: 'GET', url, headers: as(her.token) })).statusCode, url).toBe(200);
  });

  it('answers only a signed-in customer', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
  });
});

describe('DELETE account refuses', () => {
  it('a wrong password (422, the field named) and locks after five, as login does', async () => {
    const wrong = await close(ravi, { password: 'Wrong@2024' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: PRIVACY_MESSAGES.wrongPassword, errors: { password: [PRIVACY_MESSAGES.wrongPassword] } });
    for (let i = 0; i < 4; i++) expect((await close(ravi, { password: 'Wrong@2024' })).statusCode).toBe(422);
    const locked = await close(ravi, { password: signup(141).password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(MESSAGES.account.lockedOut);
    expect((await userRow(t.app, raviId)).name).toBe(signup(141).name);
  });

  it('an admin: the shop\'s accounts are not closed this way (403)', async () => {
    const res = await close(admin, { password: 'Admin@Kanak2024' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.account.forbidden);
  });

  it('a body with neither or both of password and code (422)', async () => {
    expect((await close(asha, {})).statusCode).toBe(422);
    expect((await close(asha, { password: 'x', otp: '123456' })).statusCode).toBe(422);
  });

  it('while an order is in progress (409, saying which and what to do)', async () => {
    const { orderId } = await orderWithCode(t.app, asha, { userId: ashaId, productIds: [ids.tara], addressId: address });
    const res = await close(asha, { password: signup(140).password });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(PRIVACY_MESSAGES.orderInProgress([orderId]));
    expect((await userRow(t.app, ashaId)).email).toBe(signup(140).email);
  });

  it('while store credit is left (409): closing would forfeit it', async () => {
    const { token, id } = await verifiedCustomer(t.app, 142);
    await t.app.database.db.insert(schema.walletEntries).values({ userId: id, kind: 'exchange_credit', amountPaise: 12_345_00, reason: 'Exchange credit' });
    const res = await close(token, { password: signup(142).password });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PRIVACY_MESSAGES.creditLeft('₹12,345'));
  });

  it('while a payout of store credit is still to be paid (409)', async () => {
    const { token, id } = await verifiedCustomer(t.app, 144);
    await t.app.database.db.insert(schema.walletPayouts).values({ userId: id, amountPaise: 5_000_00, status: 'requested' });
    const res = await close(token, { password: signup(144).password });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PRIVACY_MESSAGES.payoutPending);
  });
});

describe('DELETE account with a code texted to the phone', () => {
  it('closes with the code, which never signs anybody in and is refused when wrong', async () => {
    const r = new Recorder(t.app);
    const { token } = await verifiedCustomer(t.app, 143);
    const phone = signup(143).phone_number;
    await t.app.database.db.update(schema.otpCodes).set({ createdAt: new Date(Date.now() - 3600_000) }).where(eq(schema.otpCodes.phoneNumber, phone));
    const sent = await t.app.inject({ method: 'POST', url: '/api/account/close-otp', headers: as(token) });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await r.otpFor(phone);
    expect((await t.app.inject({ method: 'POST', url: '/api/verify-otp', payload: { phone_number: phone, otp: code } })).statusCode).toBe(422);
    const wrong = await close(token, { otp: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ otp: [MESSAGES.phoneLogin.otpInvalid] });
    const closed = await close(token, { otp: code });
    expect(closed.statusCode, closed.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: as(token) })).statusCode).toBe(401);
  });
});

describe('DELETE account with the password', () => {
  let before: Awaited<ReturnType<typeof registerEntries>>;
  let herFiles: string[];

  beforeAll(async () => {
    before = await registerEntries(t.app, FROM, TO);
    const db = t.app.database.db;
    const docs = await db.select({ key: schema.documents.storageKey }).from(schema.documents).where(eq(schema.documents.userId, her.id));
    const requests = await db.select().from(schema.afterSaleRequests).where(eq(schema.afterSaleRequests.userId, her.id));
    const images = await db.select({ key: schema.serviceRequests.imageStorageKey }).from(schema.serviceRequests).where(eq(schema.serviceRequests.userId, her.id));
    herFiles = [...docs.map((d) => d.key), ...requests.flatMap((r) => r.media.map((m) => m.storageKey)), ...images.flatMap((i) => (i.key ? [i.key] : []))];
    expect(herFiles.length).toBeGreaterThanOrEqual(3);
    expect(await privateKeys(t.dataDir)).toEqual(expect.arrayContaining(herFiles));
    const res = await close(her.token, { password: her.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: PRIVACY_MESSAGES.closed });
    expect(res.cookies.find((c) => c.name === 'kanak_session')?.value).toBe('');
  });

  it('signs every session out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: as(her.token) })).statusCode).toBe(401);
  });

  it('leaves her name, phone, e-mail and address in no row of any table', async () => {
    const found = (await everyRow(t.app)).filter(({ row }) => PERSONAL.some((p) => row.toLowerCase().includes(p.toLowerCase())));
    expect(found.map(({ table, row }) => `${table}: ${row.slice(0, 300)}`)).toEqual([]);
  });

  it('deletes her identity documents, photos and request images from storage', async () => {
    const left = await privateKeys(t.dataDir);
    expect(left.filter((key) => herFiles.includes(key))).toEqual([]);
    expect(left.filter((key) => key.startsWith(`documents/${her.id}/`) || key.startsWith(`after-sale/${her.id}/`))).toEqual([]);
    expect(await t.app.database.db.select().from(schema.uploadIntents)).toEqual([]);
  });

  it('keeps her orders, payments and tax documents under a pseudonym, and the GST register is unchanged', async () => {
    const after = await registerEntries(t.app, FROM, TO);
    const amounts = (rows: typeof before) =>
      rows.map((e) => [e.doc.number, e.class, e.gstin, e.posCode, e.taxablePaise, e.cgstPaise, e.sgstPaise, e.igstPaise, e.roundOffPaise, e.totalPaise, e.quantity]);
    expect(amounts(after)).toEqual(amounts(before));
    for (const e of after) expect(e.taxablePaise + e.cgstPaise + e.sgstPaise + e.igstPaise + e.roundOffPaise).toBe(e.totalPaise);
    const hers = after.filter((e) => e.doc.orderId === her.orderId);
    expect(hers.length).toBeGreaterThan(0);
    const user = await userRow(t.app, her.id);
    expect(user.name).toMatch(/^Deleted customer #[0-9a-f]{10}$/);
    for (const e of hers) expect(e.customer).toBe(user.name);
    const db = t.app.database.db;
    expect(await db.select().from(schema.orders).where(eq(schema.orders.id, her.orderId))).toHaveLength(1);
    expect((await db.select().from(schema.payments).where(eq(schema.payments.orderId, her.orderId))).length).toBeGreaterThan(0);
    expect((await db.select().from(schema.walletEntries).where(eq(schema.walletEntries.userId, her.id))).length).toBe(2);
  });

  it('frees her phone and e-mail: she can sign up again, and the new account starts empty', async () => {
    const again = signup(0, { name: MEENAKSHI.name, email: MEENAKSHI.email, phone_number: MEENAKSHI.phone });
    const token = await new Recorder(t.app).registerAndVerify(again);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: MEENAKSHI.email, password: again.password } });
    expect(login.statusCode, login.body).toBe(200);
    const data = (await exportOf(token)).json();
    expect(data.profile.id).not.toBe(her.id);
    expect(data.orders).toEqual([]);
    expect(data.addresses).toEqual([]);
  });

  it('leaves other customers untouched', async () => {
    const rows = await t.app.database.db.select().from(schema.users).where(inArray(schema.users.id, [ashaId, raviId]));
    expect(rows.map((u) => u.email).sort()).toEqual([signup(140).email, signup(141).email]);
  });
});
