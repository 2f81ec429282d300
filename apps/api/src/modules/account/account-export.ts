import { TAX_DOCUMENT_TITLES } from '@kanak/domain';
import { taxRecordsKeptUntil } from '@kanak/domain/account-data';
import type { ServiceDeps } from '../../service-deps.ts';
import { CUSTOMER_TABLES, type ExportSection } from './customer-tables.ts';
import { exportRow } from './export-rows.ts';
import { customerRecords } from './export.repository.ts';

const api = (path: string) => `/api/${path}`;

/**
 * GET account/export (ARCHITECTURE §12): everything held about the customer, one section per
 * table that holds them (customer-tables.ts). Secrets are left out (session and code hashes, the
 * documents' keys and nonces); each file they gave or were given is listed with the signed-in
 * link that downloads it (decision 055).
 */
export async function exportAccount(deps: Pick<ServiceDeps, 'database'>, userId: number, now = new Date()): Promise<Record<string, unknown>> {
  const r = await customerRecords(deps.database.db, userId);
  const ofOrder = <T extends { orderId: number | null }>(rows: T[], id: number) => rows.filter((row) => row.orderId === id);
  const plain = <T extends object>(rows: T[], omit: string[] = []) => rows.map((row) => exportRow(row, omit));

  const sections: Record<ExportSection, unknown> = {
    profile: r.user ? exportRow(r.user, ['passwordHash']) : null,
    sessions: plain(r.sessions, ['tokenHash']),
    codes_sent: plain(r.codes, ['codeHash']),
    addresses: plain(r.addresses),
    cart: plain(r.cart),
    cart_coupon: plain(r.coupon),
    wishlist: plain(r.wishlist),
    identity_documents: r.documents.map((d) => ({
      ...exportRow(d, ['storageKey', 'iv', 'authTag']),
      orders: r.orders
        .filter((o) => o.panDocumentId === d.id || o.otherDocumentId === d.id)
        .map((o) => ({ order_id: o.id, download: api(`orders/${o.id}/documents/${o.panDocumentId === d.id ? 'pan' : 'other_document'}`) })),
    })),
    orders: r.orders.map((o) => ({
      ...exportRow(o),
      items: plain(ofOrder(r.items, o.id)),
      payments: plain(ofOrder(r.payments, o.id)),
      refunds: plain(ofOrder(r.refunds, o.id), ['idempotencyKey', 'attempts', 'nextAttemptAt', 'lastError']),
      tax_documents: ofOrder(r.taxDocuments, o.id).map((d) => ({
        ...exportRow(d, ['snapshot']),
        title: TAX_DOCUMENT_TITLES[d.type],
        kept_until: taxRecordsKeptUntil(d.issuedAt),
        download: api(`orders/${o.id}/tax-documents/${d.id}/pdf`),
      })),
      designs: ofOrder(r.designs, o.id).map((d) => ({
        ...exportRow(d, ['files', 'createdBy']),
        files: d.files.map((f) => ({ kind: f.kind, content_type: f.contentType, size_bytes: f.sizeBytes })),
      })),
      photos: plain(ofOrder(r.photos, o.id), ['storageKey', 'createdBy']),
    })),
    after_sale_requests: r.afterSale.map((a) => ({
      ...exportRow(a, ['media']),
      media: a.media.map((m, n) => ({ kind: m.kind, mime: m.mime, size_bytes: m.sizeBytes, download: api(`after-sale/${a.id}/media/${n}`) })),
    })),
    wallet: plain(r.wallet),
    wallet_payouts: plain(r.payouts, ['idempotencyKey']),
    old_gold: r.oldGold.map((g) => ({
      ...exportRow(g, ['photos']),
      photos: g.photos.map((m, n) => ({ mime: m.mime, size_bytes: m.sizeBytes, download: api(`gold-exchange/${g.id}/photos/${n}`) })),
      purchase_voucher: r.oldGoldVouchers
        .filter((d) => d.goldExchangeId === g.id)
        .map((d) => ({ number: d.number, issued_at: d.issuedAt.toISOString(), kept_until: taxRecordsKeptUntil(d.issuedAt), download: api(`gold-exchange/${g.id}/voucher.pdf`) }))[0] ?? null,
    })),
    purchase_plans: r.planEnrolments.map((e) => ({
      ...exportRow(e),
      instalments: plain(r.planInstalments.filter((i) => i.enrolmentId === e.id)),
      payments: plain(r.planPayments.filter((p) => p.planEnrolmentId === e.id)),
      refunds: plain(r.planRefunds.filter((f) => f.planEnrolmentId === e.id), ['idempotencyKey', 'attempts', 'nextAttemptAt', 'lastError']),
      // Its receipt vouchers and any refund voucher (decision 058), each with its PDF.
      vouchers: r.planVouchers
        .filter((d) => d.planEnrolmentId === e.id)
        .map((d) => ({ title: TAX_DOCUMENT_TITLES[d.type], number: d.number, issued_at: d.issuedAt.toISOString(), total: d.totalPaise / 100, kept_until: taxRecordsKeptUntil(d.issuedAt), download: api(`plans/${e.id}/vouchers/${d.id}/pdf`) })),
    })),
    requests: r.requests.map((q) => ({ ...exportRow(q, ['imageStorageKey']), image_held: q.imageStorageKey !== null })),
    contact_messages: plain(r.contactMessages),
    messages: plain(r.messages, ['attempts', 'nextAttemptAt', 'lastError']),
    message_choices: plain(r.messageChoices),
    activity: plain(r.activity),
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
