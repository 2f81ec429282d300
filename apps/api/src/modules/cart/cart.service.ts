import {
  MESSAGES,
  paiseToRupees,
  rupeesToPaise,
  ringSizeFault,
  type OfferRule,
  type AddToCartFields,
  type AddToCartResponse,
  type CartLine,
  type CartResponse,
  type RateCard,
} from '@kanak/domain';
import { notFound, unprocessable } from '../../http-error.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { toProductView } from '../catalog/product-view.ts';
import { cartCouponOf, clearCartCoupon, findOfferByCode, setCartCoupon, toOfferRule } from '../offers/offers.repository.ts';
import { couponRefusal, offerPriceOf } from '../offers/offer-price.ts';
import { addAndReadCart } from './cart-add.repository.ts';
import { clearCart, listCart, removeLine, setQuantity, type CartRow } from './cart.repository.ts';

type Deps = Pick<ServiceDeps, 'database' | 'pricing'>;

const { cart: m } = MESSAGES;

/** A line priced by the one price function on today's card (ARCHITECTURE §4). */
export function toCartLine({ item, product, category }: CartRow, card: RateCard, live: readonly OfferRule[], code?: OfferRule): CartLine {
  const { price } = offerPriceOf(product, card, { goldColour: item.goldColour, karat: item.karat, clarity: item.clarity, quantity: item.quantity }, live, new Date(), code);
  return {
    id: item.id,
    product_id: item.productId,
    product: toProductView(product, category, card, product.listPricePaise, live),
    quantity: item.quantity,
    gold_type: item.goldColour,
    gold_carat: item.karat,
    diamond_clarity: item.clarity,
    ring_size: item.ringSize,
    unit_price: paiseToRupees(price.unitTotalPaise),
    breakdown: {
      gold_price: paiseToRupees(price.goldPaise),
      diamond_price: paiseToRupees(price.diamondPaise),
      stones_price: paiseToRupees(price.stonesPaise),
      making_charge: paiseToRupees(price.makingPaise),
      gst_amount: paiseToRupees(price.gstPaise),
      making_discount: paiseToRupees(price.makingDiscountPaise ?? 0),
      diamond_discount: paiseToRupees(price.diamondDiscountPaise ?? 0),
    },
    totalPrice: paiseToRupees(price.lineTotalPaise),
  };
}

/** What a cart is priced with besides its lines: today's card, the offers live now, its code. */
interface CartPricing {
  card: RateCard;
  live: readonly OfferRule[];
  code: OfferRule | undefined;
}

/** The card and offers as the catalogue priced its pieces (remembered, decision 032), the cart's code as stored. */
function cartPricingOf(deps: Deps, userId: number): Promise<CartPricing> {
  return Promise.all([deps.pricing.card(), deps.pricing.offers(), cartCouponOf(deps.database.db, userId)]).then(([card, live, code]) => ({ card, live, code }));
}

/** The customer's whole cart, priced. */
export async function viewCart(deps: Deps, userId: number): Promise<CartResponse> {
  const [pricing, rows] = await Promise.all([cartPricingOf(deps, userId), listCart(deps.database.db, userId)]);
  return priceCart(rows, pricing);
}

/** Lines priced, with the cart's code applied when it can apply to them now. */
function priceCart(rows: CartRow[], { card, live, code }: CartPricing): CartResponse {
  const plain = rows.map((row) => toCartLine(row, card, live));
  const plainTotal = plain.reduce((sum, line) => sum + line.totalPrice, 0);
  if (!code || code.code === null) return { data: plain, total_price: plainTotal, count: plain.length, coupon: null };
  // The code is checked against the cart as it is now: the pieces it covers and the total before it.
  const reason = couponRefusal(code, rupeesToPaise(plainTotal), rows.map((r) => r.product.productCategoryId));
  const data = reason ? plain : rows.map((row) => toCartLine(row, card, live, code));
  const total = data.reduce((sum, line) => sum + line.totalPrice, 0);
  return {
    data,
    total_price: total,
    count: data.length,
    coupon: { code: code.code, title: code.title ?? '', applied: reason === null, reason, saving: plainTotal - total },
  };
}

/**
 * Adds a piece or merges it into the line with the same options. A merge past the maximum is cut
 * to the maximum and says so (decision 007), so a second tap never fails. One statement writes
 * the line and reads the cart and its code (addAndReadCart); an unknown or retired piece, or a
 * ring size the piece does not take, writes nothing.
 */
export async function addToCart(
  deps: Deps,
  userId: number,
  fields: AddToCartFields,
): Promise<{ created: boolean; body: AddToCartResponse }> {
  const [card, live, added] = await Promise.all([deps.pricing.card(), deps.pricing.offers(), addAndReadCart(deps.database.db, userId, fields)]);
  if (!added.product) throw notFound(MESSAGES.catalog.productNotFound);
  if (!added.line) {
    refuseRingSize(added.product.product, fields.ring_size);
    throw new Error('the ring-size rule in SQL (cart-add.repository.ts) refused a line ringSizeFault accepts');
  }
  const cart = priceCart(added.lines, { card, live, code: added.code && toOfferRule(added.code) });
  const { id, inserted, capped } = added.line;
  const item = cart.data.find((line) => line.id === id);
  if (!item) throw new Error('the line just written is missing from the cart read with it');
  return {
    created: inserted,
    body: { ...cart, item, ...(capped ? { message: m.capped } : {}) },
  };
}

/** Sets a line's quantity; another customer's line answers 404 like an unknown one. */
export async function changeQuantity(deps: Deps, userId: number, id: number, quantity: number): Promise<CartResponse> {
  if (!(await setQuantity(deps.database.db, userId, id, quantity))) throw notFound(m.notFound);
  return viewCart(deps, userId);
}

export async function removeFromCart(deps: Deps, userId: number, id: number): Promise<CartResponse> {
  if (!(await removeLine(deps.database.db, userId, id))) throw notFound(m.notFound);
  return viewCart(deps, userId);
}

export async function emptyCart(deps: Deps, userId: number): Promise<CartResponse> {
  await clearCart(deps.database.db, userId);
  return viewCart(deps, userId);
}

/** The 422 for a ring size the piece does not take (SPEC §2, `ringSizeFault`). */
function refuseRingSize(product: { isRing: boolean; ringSizes: readonly number[] }, size: number | undefined): void {
  const fault = ringSizeFault(product, size);
  if (!fault) return;
  const message = fault === 'not-a-ring' ? m.ringSizeNotRing : m.ringSizeNotOffered;
  throw unprocessable(message, { ring_size: [message] });
}

/**
 * POST cart/coupon: the code is kept on the cart when it can apply to it now, else 422 with the
 * reason (unknown, not started, ended, below the minimum, not for these pieces).
 */
export async function applyCoupon(deps: Deps, userId: number, codeText: string): Promise<CartResponse> {
  const { db } = deps.database;
  const offer = await findOfferByCode(db, codeText);
  const current = await viewCart(deps, userId);
  const rows = await listCart(db, userId);
  const plainTotal = current.coupon?.applied ? current.total_price + current.coupon.saving : current.total_price;
  const reason = couponRefusal(offer, rupeesToPaise(plainTotal), rows.map((r) => r.product.productCategoryId));
  if (reason || !offer) throw unprocessable(reason ?? 'This code is not valid.', { code: [reason ?? 'This code is not valid.'] });
  await setCartCoupon(db, userId, offer.id);
  return viewCart(deps, userId);
}

/** DELETE cart/coupon. */
export async function removeCoupon(deps: Deps, userId: number): Promise<CartResponse> {
  await clearCartCoupon(deps.database.db, userId);
  return viewCart(deps, userId);
}
