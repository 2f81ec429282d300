import { randomUUID } from 'node:crypto';
import type { AfterSaleMedia, Db, GoldExchangeRow } from '@kanak/db';
import {
  createGoldExchangeSchema,
  formatPaise,
  goldExchangeRefusal,
  gramsToMg,
  MESSAGES,
  OLD_GOLD_MAX_PHOTOS,
  oldGoldEstimate,
  paiseToRupees,
  percentToBasisPoints,
  WORKSHOP_KARATS,
  type BuyRates,
  type GoldExchangeRates,
} from '@kanak/domain';
import { HttpError, notFound, unprocessable } from '../../http-error.ts';
import { discardPrivateUploads, putPrivateTracked, settlePrivateUploads } from '../../providers/storage/private-uploads.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { findRateCardRow } from '../catalog/rate-card.ts';
import { openDocument, sealDocument } from '../orders/documents.ts';
import { findLiveAddress } from '../orders/orders.repository.ts';
import { queueCustomerNotice } from '../payments/notifications.ts';
import { sniffImage } from '../requests/image-upload.ts';
import { printable } from '../tax/printable.ts';
import { renderTaxDocumentPdf } from '../tax/tax-pdf.ts';
import { findGoldExchange, goldExchangesOf, insertGoldExchange, lockGoldExchange, updateGoldExchange, voucherOf } from './gold-exchange.repository.ts';
import { creditLot, OLD_GOLD_LINK, withStep } from './gold-exchange-credit.ts';
import { toGoldExchangeView } from './gold-exchange-view.ts';

/*
 * Old gold in, the customer's side (ARCHITECTURE §11, issue 39, decision 059): the buy rates for
 * the live estimate, a request with its estimate, their lots (another customer's is the same 404
 * as an unknown id), accepting a valuation (which credits it) or declining it (which returns it).
 */

type Deps = Pick<ServiceDeps, 'database' | 'config' | 'storage'>;
const G = MESSAGES.goldExchange;

/** The card's buy rates in paise, or null before the shop set them. */
export async function currentBuyRates(db: Db): Promise<{ rates: BuyRates | null; since: Date | null }> {
  const card = await findRateCardRow(db);
  return { rates: card?.buyGold ?? null, since: card?.effectiveFrom ?? null };
}

/** GET gold-exchange/rates: what the estimate is made on. */
export async function goldExchangeRates(deps: Pick<ServiceDeps, 'database' | 'config'>): Promise<GoldExchangeRates> {
  const { rates, since } = await currentBuyRates(deps.database.db);
  return {
    buy_rates: rates ? (Object.fromEntries(WORKSHOP_KARATS.map((k) => [k, paiseToRupees(rates[k])])) as GoldExchangeRates['buy_rates']) : null,
    deduction_percent: deps.config.oldGoldDeductionPercent,
    rates_date: rates && since ? since.toISOString() : null,
  };
}

export interface GoldExchangeForm {
  body: unknown;
  photos: Buffer[];
}

/** The zod issues as the contract's `errors` (field → messages), the first as the message. */
function invalid(issues: { path: PropertyKey[]; message: string }[]): HttpError {
  const errors: Record<string, string[]> = {};
  for (const i of issues) (errors[i.path.map(String).join('.') || 'body'] ??= []).push(i.message);
  return unprocessable(issues[0]?.message ?? G.badItems, errors);
}

/** POST gold-exchange: the pieces described, the estimate at once, the collection or the visit. */
export async function createGoldExchange(deps: Deps, userId: number, form: GoldExchangeForm) {
  const parsed = createGoldExchangeSchema.safeParse(form.body);
  if (!parsed.success) throw invalid(parsed.error.issues);
  const input = parsed.data;
  if (form.photos.length > OLD_GOLD_MAX_PHOTOS) throw unprocessable(G.tooManyPhotos, { photos: [G.tooManyPhotos] });
  const images = form.photos.map((bytes) => {
    const image = sniffImage(bytes);
    if (!image) throw new HttpError(415, G.badPhoto);
    return { mime: image.mime, bytes };
  });
  const { db } = deps.database;
  const { rates } = await currentBuyRates(db);
  const deductionBasisPoints = percentToBasisPoints(deps.config.oldGoldDeductionPercent);
  const items = input.items.map((i) => ({ kind: i.kind, karat: i.karat, approxWeightMg: gramsToMg(i.approx_weight_g) }));
  const estimate = oldGoldEstimate(items, rates, deductionBasisPoints);
  if (!rates || !estimate) throw new HttpError(409, G.noBuyRates);
  const address = input.handover === 'pickup' && input.address_id !== undefined ? await findLiveAddress(db, userId, input.address_id) : undefined;
  if (input.handover === 'pickup' && !address) throw unprocessable(G.addressNotFound, { address_id: [G.addressNotFound] });
  const photos: AfterSaleMedia[] = [];
  for (const image of images) {
    const sealed = sealDocument(deps.config.documentKey, image.bytes);
    const storageKey = `gold-exchange/${userId}/${randomUUID()}.bin`;
    await putPrivateTracked(db, deps.storage, storageKey, sealed.ciphertext);
    photos.push({ kind: 'photo', mime: image.mime, sizeBytes: image.bytes.length, storageKey, iv: sealed.iv, authTag: sealed.authTag });
  }
  const keys = photos.map((p) => p.storageKey);
  const row = await db
    .transaction(async (tx) => {
      const made = await insertGoldExchange(tx, {
        userId,
        handover: input.handover,
        items,
        addressSnapshot: address
          ? { recipient_name: address.recipientName, landmark: address.landmark, mobile: address.mobile, pincode: address.pincode, state: address.state, area: address.area, address: address.address }
          : null,
        photos,
        buyRates: rates,
        deductionBasisPoints,
        estimatePaise: estimate.valuePaise,
        estimateDeductionPaise: estimate.deductionPaise,
        steps: [{ status: 'requested', at: new Date().toISOString(), note: null, by: 'customer' }],
      });
      await settlePrivateUploads(tx, keys);
      await queueCustomerNotice(tx, userId, {
        event: 'after_sale_step',
        link: OLD_GOLD_LINK,
        subject: 'Kanak: old gold request received',
        body: `Kanak: we have your old gold request #${made.id}, estimated at ${formatPaise(estimate.valuePaise)} after the ${deps.config.oldGoldDeductionPercent}% deduction. ${input.handover === 'pickup' ? 'We will call to arrange the insured collection.' : 'Bring it to the shop; we test it in front of you.'}`,
      });
      return made;
    })
    .catch(async (err: unknown) => {
      await discardPrivateUploads(db, deps.storage, keys);
      throw err;
    });
  return { message: input.handover === 'pickup' ? G.requested : G.requestedShop, exchange: toGoldExchangeView(row, undefined, '/api') };
}

const viewOf = async (deps: Pick<ServiceDeps, 'database'>, row: GoldExchangeRow) =>
  toGoldExchangeView(row, row.status === 'credited' ? await voucherOf(deps.database.db, row.id) : undefined, '/api');

export async function goldExchangesOfCustomer(deps: Pick<ServiceDeps, 'database'>, userId: number) {
  const rows = await goldExchangesOf(deps.database.db, userId);
  return { exchanges: await Promise.all(rows.map((r) => viewOf(deps, r))) };
}

export async function goldExchangeOfCustomer(deps: Pick<ServiceDeps, 'database'>, userId: number, id: number) {
  const row = await findGoldExchange(deps.database.db, id, userId);
  if (!row) throw notFound(G.notFound);
  return { message: '', exchange: await viewOf(deps, row) };
}

/**
 * POST gold-exchange/{id}/accept: the customer takes the valuation and it is credited at once
 * (decision 059). The row lock queues two accepts (or an accept and the shop's rejection): the
 * second finds the lot credited and answers it as it is, crediting nothing again.
 */
export async function acceptGoldExchange(deps: Pick<ServiceDeps, 'database' | 'config'>, userId: number, id: number) {
  const row = await deps.database.db.transaction(async (tx) => {
    const lot = await lockGoldExchange(tx, id, userId);
    if (!lot) throw notFound(G.notFound);
    if (lot.status === 'credited') return lot;
    if (goldExchangeRefusal(lot.status, 'credited', 'customer') !== null) throw new HttpError(409, G.notValued);
    return creditLot(tx, deps.config.shop, lot);
  });
  return { message: G.accepted, exchange: await viewOf(deps, row) };
}

/** POST gold-exchange/{id}/decline: the customer refuses the valuation; the shop returns the gold. */
export async function declineGoldExchange(deps: Pick<ServiceDeps, 'database'>, userId: number, id: number) {
  const row = await deps.database.db.transaction(async (tx) => {
    const lot = await lockGoldExchange(tx, id, userId);
    if (!lot) throw notFound(G.notFound);
    if (goldExchangeRefusal(lot.status, 'rejected', 'customer') !== null) throw new HttpError(409, G.notValued);
    return updateGoldExchange(tx, lot.id, { status: 'rejected', steps: withStep(lot, 'rejected', 'customer', 'Valuation declined by the customer; the gold is returned.') });
  });
  return { message: G.declined, exchange: await viewOf(deps, row) };
}

/** A photo of a lot, for its owner (`userId`) or the shop (null). */
export async function goldExchangePhoto(deps: Pick<ServiceDeps, 'database' | 'config' | 'storage'>, id: number, n: number, userId: number | null) {
  const row = await findGoldExchange(deps.database.db, id, userId);
  const photo = row?.photos[n];
  if (!photo) throw notFound(G.notFound);
  const ciphertext = await deps.storage.getPrivate(photo.storageKey);
  if (!ciphertext) throw notFound(G.notFound);
  return { mime: photo.mime, bytes: openDocument(deps.config.documentKey, { ciphertext, iv: photo.iv, authTag: photo.authTag }) };
}

/** The lot's purchase voucher as a signed PDF: the original for the customer, the duplicate for the shop. */
export async function goldExchangeVoucherPdf(deps: Pick<ServiceDeps, 'database' | 'config'>, id: number, userId: number | null) {
  const row = await findGoldExchange(deps.database.db, id, userId);
  const voucher = row ? await voucherOf(deps.database.db, row.id) : undefined;
  if (!voucher) throw notFound(G.notFound);
  const signing = { certificate: deps.config.signing, signatory: deps.config.shop.signatory, signedAt: new Date() };
  return { number: voucher.number, pdf: await renderTaxDocumentPdf(printable(voucher.snapshot), signing, userId === null ? 'duplicate' : 'original') };
}
