import { asc, eq, inArray } from 'drizzle-orm';
import { schema } from '@kanak/db';
import { TAX_DOCUMENT_TITLES } from '@kanak/domain';
import { taxRecordsKeptUntil } from '@kanak/domain/account-data';
import type { ServiceDeps } from '../../service-deps.ts';
import { CUSTOMER_TABLES, type ExportSection } from './customer-tables.ts';
import { activityOf, contactMessagesOf, customerOf, messagesOf, ordersOf, requestsOf } from './customer-rows.ts';
import { exportRow } from './export-rows.ts';

const s = schema;
const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);
const api = (path: string) => `/api/${path}`;

/**
 * GET account/export (ARCHITECTURE §12): everything held about the customer, one section per
 * table that holds them (customer-tables.ts). Secrets are left out (session and code hashes, the
 * documents' keys and nonces); each file they gave or were given is listed with the signed-in
 * link that downloads it (decision 055).
 */
export async function exportAccount(deps: Pick<ServiceDeps, 'database'>, userId: number, now = new Date()): Promise<Record<string, unknown>> {
  const db = deps.database.db;
  const c = await customerOf(db, userId);
  const [user] = await db.select().from(s.users).where(eq(s.users.id, userId));
  const orders = byId(await db.select().from(s.orders).where(ordersOf(c)));
  const orderIds = orders.map((o) => o.id);
  const some = <T>(rows: Promise<T[]>) => (orderIds.length ? rows : Promise.resolve([] as T[]));
  const [items, payments, refunds, taxDocuments, afterSale, documents] = await Promise.all([
    some(db.select().from(s.orderItems).where(inArray(s.orderItems.orderId, orderIds))),
    some(db.select().from(s.payments).where(inArray(s.payments.orderId, orderIds))),
    some(db.select().from(s.refunds).where(inArray(s.refunds.orderId, orderIds))),
    some(db.select().from(s.taxDocuments).where(inArray(s.taxDocuments.orderId, orderIds))),
    db.select().from(s.afterSaleRequests).where(eq(s.afterSaleRequests.userId, userId)),
    db.select().from(s.documents).where(eq(s.documents.userId, userId)),
  ]);
  const ofOrder = <T extends { orderId: number; id: number }>(rows: T[], id: number) => byId(rows.filter((r) => r.orderId === id));

  const sections: Record<ExportSection, unknown> = {
    profile: user ? exportRow(user, ['passwordHash']) : null,
    sessions: (await db.select().from(s.sessions).where(eq(s.sessions.userId, userId))).map((r) => exportRow(r, ['tokenHash'])),
    codes_sent: (await db.select().from(s.otpCodes).where(eq(s.otpCodes.phoneNumber, c.phone)).orderBy(asc(s.otpCodes.id))).map((r) =>
      exportRow(r, ['codeHash']),
    ),
    addresses: byId(await db.select().from(s.addresses).where(eq(s.addresses.userId, userId))).map((r) => exportRow(r)),
    cart: byId(await db.select().from(s.cartItems).where(eq(s.cartItems.userId, userId))).map((r) => exportRow(r)),
    cart_coupon: (await db.select().from(s.cartCoupons).where(eq(s.cartCoupons.userId, userId))).map((r) => exportRow(r)),
    wishlist: byId(await db.select().from(s.favorites).where(eq(s.favorites.userId, userId))).map((r) => exportRow(r)),
    identity_documents: byId(documents).map((d) => ({
      ...exportRow(d, ['storageKey', 'iv', 'authTag']),
      orders: orders
        .filter((o) => o.panDocumentId === d.id || o.otherDocumentId === d.id)
        .map((o) => ({ order_id: o.id, download: api(`orders/${o.id}/documents/${o.panDocumentId === d.id ? 'pan' : 'other_document'}`) })),
    })),
    orders: orders.map((o) => ({
      ...exportRow(o),
      items: ofOrder(items, o.id).map((r) => exportRow(r)),
      payments: ofOrder(payments, o.id).map((r) => exportRow(r)),
      refunds: ofOrder(refunds, o.id).map((r) => exportRow(r, ['idempotencyKey', 'attempts', 'nextAttemptAt', 'lastError'])),
      tax_documents: ofOrder(taxDocuments, o.id).map((d) => ({
        ...exportRow(d, ['snapshot']),
        title: TAX_DOCUMENT_TITLES[d.type],
        kept_until: taxRecordsKeptUntil(d.issuedAt),
        download: api(`orders/${o.id}/tax-documents/${d.id}/pdf`),
      })),
    })),
    after_sale_requests: byId(afterSale).map((r) => ({
      ...exportRow(r, ['media']),
      media: r.media.map((m, n) => ({ kind: m.kind, mime: m.mime, size_bytes: m.sizeBytes, download: api(`after-sale/${r.id}/media/${n}`) })),
    })),
    wallet: byId(await db.select().from(s.walletEntries).where(eq(s.walletEntries.userId, userId))).map((r) => exportRow(r)),
    wallet_payouts: byId(await db.select().from(s.walletPayouts).where(eq(s.walletPayouts.userId, userId))).map((r) =>
      exportRow(r, ['idempotencyKey']),
    ),
    requests: byId(await db.select().from(s.serviceRequests).where(requestsOf(c))).map((r) => ({
      ...exportRow(r, ['imageStorageKey']),
      image_held: r.imageStorageKey !== null,
    })),
    contact_messages: byId(await db.select().from(s.contactMessages).where(contactMessagesOf(c))).map((r) => exportRow(r)),
    messages: byId(await db.select().from(s.messageOutbox).where(messagesOf(c))).map((r) =>
      exportRow(r, ['attempts', 'nextAttemptAt', 'lastError']),
    ),
    activity: byId(await db.select().from(s.auditLog).where(activityOf(c))).map((r) => exportRow(r)),
  };
  return {
    exported_at: now.toISOString(),
    about:
      'Everything Kanak holds about you (Digital Personal Data Protection Act 2023). Amounts are in rupees and weights in grams, ' +
      'except inside stored snapshots, whose keys name their units (Paise, Mg). Each download link works while you are signed in.',
    tables: Object.fromEntries(Object.entries(CUSTOMER_TABLES).map(([table, t]) => [table, t.section])),
    ...sections,
  };
}
