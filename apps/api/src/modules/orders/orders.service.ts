import { pricingInputOf, type Order as OrderRow } from '@kanak/db';
import {
  advanceRange,
  advanceRangeMessage,
  isAdvanceAcceptable,
  MESSAGES,
  MIN_PAYMENT_RUPEES,
  ORDER_MESSAGES,
  PENDING_ADVANCE_TTL_MS,
  panRequired,
  panRequiredMessage,
  paiseToRupees,
  rupeesToPaise,
  type CreateOrderResponse,
  type OfferRule,
  type RateCard,
} from '@kanak/domain';
import { HttpError, notFound, unprocessable } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { findRateCardRow } from '../catalog/rate-card.ts';
import { cartCouponOf, liveOffers } from '../offers/offers.repository.ts';
import { couponRefusal, offerPriceOf } from '../offers/offer-price.ts';
import { returnCreditOf } from '../payments/settle.ts';
import { discardPrivateUploads } from '../../providers/storage/private-uploads.ts';
import { acceptDocument, storeDocument, type UploadedDocument } from './documents.ts';
import { insertDocument } from './documents.repository.ts';
import type { OrderForm } from './order-form.ts';
import { orderView } from './order-read.ts';
import { toRazorResponse, type OrderProductSnapshot } from './order-view.ts';
import { findResumable, openAdvancePayment, useCreditOnAdvance, type CheckoutTerms } from './order-resume.ts';
import {
  claimCartLines,
  expireUnpayable,
  lockCheckout,
  renewExpiry,
  findCartLines,
  findLiveAddress,
  insertOrder,
  type CartLineRow,
} from './orders.repository.ts';

/** A cart line priced on today's card by the one price function, with what the order locks. */
function lockLine({ item, product }: CartLineRow, card: RateCard, live: readonly OfferRule[], code?: OfferRule) {
  const input = pricingInputOf(product);
  // The best automatic offer live now is locked with the rest of the price (its cut sits in the breakdown).
  const { price, offer } = offerPriceOf(product, card, { goldColour: item.goldColour, karat: item.karat, clarity: item.clarity, quantity: item.quantity }, live, new Date(), code);
  const snapshot: OrderProductSnapshot = {
    name: product.name,
    productCode: product.productCode,
    images: product.images,
    imagesByColour: { rose_gold: product.productPinkImages, white_gold: product.productWhiteImages, yellow_gold: product.productYellowImages },
    categoryId: product.productCategoryId,
    metalWeightMg: product.metalWeightMg,
    diamondWeightMct: product.diamondWeightMct,
    diamondCount: product.diamondCount,
    isDiamond: product.productIsDiamond,
    stones: product.stones,
    stonesPaise: input.stonesPaise,
    makingCharge: input.makingCharge,
    gstPercent: input.gstPercent,
    // Named with the order, so checkout, the order page and the back office can say which code saved what.
    offer: offer ? { title: offer.title ?? '', code: offer.code } : null,
  };
  return {
    linePaise: price.lineTotalPaise,
    values: {
      productId: item.productId,
      cartItemId: item.id,
      quantity: item.quantity,
      goldColour: item.goldColour,
      karat: item.karat,
      clarity: item.clarity,
      ringSize: item.ringSize,
      productSnapshot: snapshot,
      ratesSnapshot: card,
      breakdown: price,
      unitTotalPaise: price.unitTotalPaise,
      lineTotalPaise: price.lineTotalPaise,
    },
  };
}

/** SPEC §5 advance rules with their texts; the range is ARCHITECTURE §4's. */
function checkAmounts(total: number, first: number, balance: number): void {
  const field = (msg: string, name = 'first_payment_amount') => unprocessable(msg, { [name]: [msg] });
  if (first < MIN_PAYMENT_RUPEES) throw field(MESSAGES.payment.minimum);
  if (first > total) throw field(MESSAGES.payment.exceedsTotal);
  if (!isAdvanceAcceptable(total, first)) {
    const { min, max } = advanceRange(total);
    throw field(advanceRangeMessage(min, max));
  }
  if (balance !== total - first) throw field(ORDER_MESSAGES.balanceMismatch, 'balance_amount');
}

/**
 * POST orders: prices the chosen lines on today's card, refuses a stale client total, stores the
 * documents encrypted, creates the order with its price lock in one transaction, then opens the
 * provider order for the advance. The cart is untouched until the advance is confirmed.
 */
export async function createOrder(
  deps: Pick<ServiceDeps, 'database' | 'storage' | 'config' | 'payments'>,
  userId: number,
  form: OrderForm,
): Promise<CreateOrderResponse> {
  const db = deps.database.db;
  const { fields } = form;
  if (!form.otherDocument) {
    throw unprocessable(MESSAGES.documents.incomplete, { other_document_image: [MESSAGES.documents.incomplete] });
  }
  const docs: UploadedDocument[] = [acceptDocument('other_document', form.otherDocument)];
  if (form.pan) docs.push(acceptDocument('pan', form.pan));

  const ids = [...new Set(fields.cart_ids)];
  const [lines, address, cardRow, live, code] = await Promise.all([
    findCartLines(db, userId, ids),
    findLiveAddress(db, userId, fields.address_id),
    findRateCardRow(db),
    liveOffers(db),
    cartCouponOf(db, userId),
  ]);
  if (lines.length !== ids.length) throw notFound(MESSAGES.cart.notFound);
  if (!address) throw notFound(MESSAGES.address.notFound);
  if (!cardRow) throw new HttpError(503, MESSAGES.catalog.pricesUpdating);

  const card: RateCard = { gold: cardRow.gold, diamond: cardRow.diamond };
  // The cart's code joins the candidates when it applies to the pieces ordered (their total before it).
  const plain = lines.map((line) => lockLine(line, card, live));
  const plainPaise = plain.reduce((sum, l) => sum + l.linePaise, 0);
  const coded = code && !couponRefusal(code, plainPaise, lines.map((l) => l.product.productCategoryId));
  const locked = coded ? lines.map((line) => lockLine(line, card, live, code)) : plain;
  const totalPaise = locked.reduce((sum, l) => sum + l.linePaise, 0);
  const total = paiseToRupees(totalPaise);
  // Payments never trust the client (ARCHITECTURE §4): a stale total is refused with today's.
  if (fields.total_price !== total) throw new HttpError(409, ORDER_MESSAGES.pricesChanged, undefined, { total_price: total });
  checkAmounts(total, fields.first_payment_amount, fields.balance_amount);
  const threshold = deps.config.panRequiredAbove;
  if (panRequired(total, threshold) && !form.pan) {
    throw unprocessable(panRequiredMessage(threshold), { pan_image: [panRequiredMessage(threshold)] });
  }

  const stored = await Promise.all(docs.map((d) => storeDocument(db, deps.storage, deps.config.documentKey, userId, d)));
  const terms: CheckoutTerms = {
    addressId: address.id,
    totalPaise,
    firstPaymentPaise: rupeesToPaise(fields.first_payment_amount),
    buyerGstin: fields.gstin ?? null,
    buyerLegalName: fields.gstin ? (fields.buyer_legal_name ?? null) : null,
    billingAddress: fields.gstin ? (fields.billing_address ?? null) : null,
    lines: locked.map(({ values: v }) => ({ ...v, lineTotalPaise: v.lineTotalPaise, ringSize: v.ringSize ?? null })),
  };
  let order: OrderRow;
  let resumed = false;
  try {
    order = await db.transaction(async (tx) => {
      await lockCheckout(tx, userId);
      // A reload or a second press resumes the unpaid order of these very lines (decision 043).
      const open = await findResumable(tx, userId, terms);
      if (open) {
        resumed = true;
        if (fields.use_credit) await useCreditOnAdvance(tx, open);
        return renewExpiry(tx, open.id);
      }
      const claim = await claimCartLines(tx, userId, ids);
      if (!claim.held) throw notFound(MESSAGES.cart.notFound);
      // Store credit spent on the retired orders comes back before this order may spend it.
      await returnCreditOf(tx, deps.config.shop, claim.expired);
      const docIds = new Map<string, number>();
      for (const values of stored) docIds.set(values.kind, await insertDocument(tx, values));
      const placed = await insertOrder(
        tx,
        {
          userId,
          addressId: address.id,
          addressSnapshot: {
            recipient_name: address.recipientName,
            landmark: address.landmark,
            mobile: address.mobile,
            pincode: address.pincode,
            state: address.state,
            area: address.area,
            address: address.address,
          },
          status: 'pending_advance',
          totalPaise,
          firstPaymentPaise: rupeesToPaise(fields.first_payment_amount),
          buyerGstin: fields.gstin ?? null,
          buyerLegalName: fields.gstin ? (fields.buyer_legal_name ?? null) : null,
          billingAddress: fields.gstin ? (fields.billing_address ?? null) : null,
          otherDocumentId: docIds.get('other_document') ?? null,
          panDocumentId: docIds.get('pan') ?? null,
          rateCardId: cardRow.id,
          expiresAt: new Date(Date.now() + PENDING_ADVANCE_TTL_MS),
        },
        locked.map((l) => l.values),
      );
      if (fields.use_credit) await useCreditOnAdvance(tx, placed);
      return placed;
    });
  } catch (err) {
    await discardPrivateUploads(db, deps.storage, stored.map((s) => s.storageKey));
    throw err;
  }
  // The resumed order keeps the documents it was placed with.
  if (resumed) await discardPrivateUploads(db, deps.storage, stored.map((s) => s.storageKey));

  // The provider is asked for what the credit left of the advance (at least the minimum payment).
  const payment = await openAdvancePayment(deps, order).catch(async (err: unknown) => {
    // No way to pay means no order: it leaves the customer's list as expired rather than hanging.
    if (!resumed) await expireUnpayable(db, order.id);
    throw err;
  });
  return {
    message: MESSAGES.documents.submitted,
    order: await orderView(deps, order),
    razor_response: toRazorResponse(payment),
    key_id: deps.payments.keyId,
  };
}
