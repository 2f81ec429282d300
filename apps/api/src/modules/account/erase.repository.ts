import { and, eq, inArray, isNotNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@kanak/db';
import type { TaxDocumentSnapshot, TaxParty } from '@kanak/domain';
import { activityOf, contactMessagesOf, messagesOf, requestsOf, type Customer } from './customer-rows.repository.ts';
import { holdsToken, scrubJson, scrubText, scrubTokens } from './scrub.ts';

const s = schema;

/** Who the kept records name instead of the customer, and the placeholders that free the phone and e-mail. */
export interface Pseudonym {
  name: string;
  email: string;
  phone: string;
}

/**
 * Erases the customer inside one transaction (decision 055) and returns the private files to
 * delete once it commits. Deleted: addresses no order names, cart, coupon, wishlist, identity
 * documents, sessions, codes, messages, requests and contact messages. Kept under the pseudonym:
 * orders, their items, payments, refunds, tax documents, after-sale requests and the wallet,
 * with every name, phone, e-mail and address in them erased. The user row stays as the
 * pseudonym (orders must name a user) with placeholders that free the phone and e-mail.
 */
export async function eraseCustomer(tx: Db, c: Customer, who: Pseudonym): Promise<string[]> {
  const orders = await tx.select().from(s.orders).where(eq(s.orders.userId, c.id));
  const orderIds = orders.map((o) => o.id);
  const addresses = await tx.select().from(s.addresses).where(eq(s.addresses.userId, c.id));
  const [user] = await tx.select().from(s.users).where(eq(s.users.id, c.id));
  const tokens = scrubTokens([
    user?.name,
    c.phone,
    c.email,
    // A locality (area) alone names nobody, and could hit the shop's own address: blanked, not hunted.
    ...addresses.flatMap((a) => [a.recipientName, a.mobile, a.address, a.landmark]),
    ...orders.flatMap((o) => [
      o.addressSnapshot.recipient_name,
      o.addressSnapshot.mobile,
      o.addressSnapshot.address,
      o.addressSnapshot.landmark,
      o.buyerLegalName,
      o.billingAddress,
    ]),
  ]);
  const files: string[] = [];

  // Identity documents: the orders stop naming them, then rows and files go.
  const documents = await tx.select().from(s.documents).where(eq(s.documents.userId, c.id));
  files.push(...documents.map((d) => d.storageKey));
  for (const o of orders) {
    await tx
      .update(s.orders)
      .set({
        panDocumentId: null,
        otherDocumentId: null,
        addressSnapshot: { recipient_name: who.name, landmark: '', mobile: '', pincode: '', state: o.addressSnapshot.state, area: '', address: '' },
        buyerLegalName: o.buyerLegalName === null ? null : who.name,
        billingAddress: o.billingAddress === null ? null : '',
        orderMessage: o.orderMessage === null ? null : scrubText(o.orderMessage, tokens),
      })
      .where(eq(s.orders.id, o.id));
  }
  if (documents.length) await tx.delete(s.documents).where(eq(s.documents.userId, c.id));

  // Addresses an order points at keep only their state; the rest go.
  const named = new Set(orders.map((o) => o.addressId));
  const keep = addresses.filter((a) => named.has(a.id)).map((a) => a.id);
  if (keep.length) {
    await tx
      .update(s.addresses)
      .set({ recipientName: who.name, landmark: '', mobile: '0000000000', pincode: '', area: '', address: '', deletedAt: sql`coalesce(${s.addresses.deletedAt}, now())` })
      .where(inArray(s.addresses.id, keep));
  }
  await tx.delete(s.addresses).where(keep.length ? and(eq(s.addresses.userId, c.id), notInArray(s.addresses.id, keep)) : eq(s.addresses.userId, c.id));

  await tx.delete(s.cartItems).where(eq(s.cartItems.userId, c.id));
  await tx.delete(s.cartCoupons).where(eq(s.cartCoupons.userId, c.id));
  await tx.delete(s.favorites).where(eq(s.favorites.userId, c.id));
  await tx.delete(s.sessions).where(eq(s.sessions.userId, c.id));
  await tx.delete(s.otpCodes).where(eq(s.otpCodes.phoneNumber, c.phone));
  await tx.delete(s.messageOutbox).where(messagesOf(c));
  await tx.delete(s.notificationPreferences).where(eq(s.notificationPreferences.userId, c.id));
  await tx.delete(s.contactMessages).where(contactMessagesOf(c));
  const requests = await tx.delete(s.serviceRequests).where(requestsOf(c)).returning({ key: s.serviceRequests.imageStorageKey });
  files.push(...requests.flatMap((r) => (r.key ? [r.key] : [])));

  // Kept records: tax documents (CGST s.36) name the pseudonym; amounts, numbers and states stay.
  if (orderIds.length) {
    for (const d of await tx.select().from(s.taxDocuments).where(inArray(s.taxDocuments.orderId, orderIds))) {
      await tx.update(s.taxDocuments).set({ snapshot: pseudonymousSnapshot(d.snapshot, who.name, tokens) }).where(eq(s.taxDocuments.id, d.id));
    }
    for (const p of await tx.select().from(s.payments).where(inArray(s.payments.orderId, orderIds))) {
      if (holdsToken(p.raw, tokens)) await tx.update(s.payments).set({ raw: scrubJson(p.raw, tokens) }).where(eq(s.payments.id, p.id));
    }
    for (const d of await tx.select().from(s.orderDesigns).where(inArray(s.orderDesigns.orderId, orderIds))) {
      if (d.customerComment && holdsToken(d.customerComment, tokens)) {
        await tx.update(s.orderDesigns).set({ customerComment: scrubText(d.customerComment, tokens) }).where(eq(s.orderDesigns.id, d.id));
      }
    }
    for (const r of await tx.select().from(s.refunds).where(inArray(s.refunds.orderId, orderIds))) {
      if (r.reason && holdsToken(r.reason, tokens)) await tx.update(s.refunds).set({ reason: scrubText(r.reason, tokens) }).where(eq(s.refunds.id, r.id));
    }
  }
  // The provider's webhooks repeat the payer's e-mail and phone.
  if (tokens.length) {
    const mentions = or(...tokens.map((t) => sql`${s.webhookEvents.payload}::text ilike ${`%${likeEscape(t)}%`}`));
    for (const e of await tx.select().from(s.webhookEvents).where(mentions)) {
      await tx.update(s.webhookEvents).set({ payload: scrubJson(e.payload, tokens) }).where(eq(s.webhookEvents.id, e.id));
    }
  }

  // After-sale requests stay with their credit notes and refunds; their photos and details go.
  for (const r of await tx.select().from(s.afterSaleRequests).where(eq(s.afterSaleRequests.userId, c.id))) {
    files.push(...r.media.map((m) => m.storageKey));
    await tx
      .update(s.afterSaleRequests)
      .set({ media: [], details: '', reason: scrubText(r.reason, tokens), steps: scrubJson(r.steps, tokens) })
      .where(eq(s.afterSaleRequests.id, r.id));
  }

  // Old gold lots stay with their purchase vouchers (money, CGST s.36); photos and the collection address go.
  for (const g of await tx.select().from(s.goldExchanges).where(eq(s.goldExchanges.userId, c.id))) {
    files.push(...g.photos.map((m) => m.storageKey));
    await tx.update(s.goldExchanges).set({ photos: [], addressSnapshot: null, steps: scrubJson(g.steps, tokens) }).where(eq(s.goldExchanges.id, g.id));
    for (const d of await tx.select().from(s.taxDocuments).where(eq(s.taxDocuments.goldExchangeId, g.id))) {
      await tx.update(s.taxDocuments).set({ snapshot: pseudonymousSnapshot(d.snapshot, who.name, tokens) }).where(eq(s.taxDocuments.id, d.id));
    }
  }

  // A plan's receipt and refund vouchers stay (money, CGST s.36) under the pseudonym (decision 058).
  const planDocs = await tx
    .select({ d: s.taxDocuments })
    .from(s.taxDocuments)
    .innerJoin(s.planEnrolments, eq(s.planEnrolments.id, s.taxDocuments.planEnrolmentId))
    .where(eq(s.planEnrolments.userId, c.id));
  for (const { d } of planDocs) {
    await tx.update(s.taxDocuments).set({ snapshot: pseudonymousSnapshot(d.snapshot, who.name, tokens) }).where(eq(s.taxDocuments.id, d.id));
  }

  // Sign-in records keyed by the e-mail go; what they did keeps no address (IP) or detail naming them.
  await tx.delete(s.auditLog).where(and(eq(s.auditLog.entity, 'login'), eq(s.auditLog.entityId, c.email)));
  for (const a of await tx.select().from(s.auditLog).where(activityOf(c))) {
    await tx.update(s.auditLog).set({ ip: null, detail: a.detail ? scrubJson(a.detail, tokens) : null }).where(eq(s.auditLog.id, a.id));
  }
  if (tokens.length) {
    const mentions = or(...tokens.map((t) => sql`${s.auditLog.detail}::text ilike ${`%${likeEscape(t)}%`}`));
    for (const a of await tx.select().from(s.auditLog).where(and(isNotNull(s.auditLog.detail), mentions))) {
      await tx.update(s.auditLog).set({ detail: scrubJson(a.detail, tokens) }).where(eq(s.auditLog.id, a.id));
    }
  }

  await tx
    .update(s.users)
    .set({ name: who.name, email: who.email, phoneNumber: who.phone, passwordHash: null, emailVerifiedAt: null, phoneVerifiedAt: null })
    .where(eq(s.users.id, c.id));
  return files;
}

/** A placeholder phone nobody holds (no Indian mobile starts with 0, and phone login takes 6-9). */
export async function freePlaceholderPhone(tx: Db, seed: number, userId: number): Promise<string> {
  for (let step = 0; ; step++) {
    const phone = `0${String((seed + step) % 1_000_000_000).padStart(9, '0')}`;
    const [holder] = await tx.select({ id: s.users.id }).from(s.users).where(and(eq(s.users.phoneNumber, phone), ne(s.users.id, userId)));
    if (!holder) return phone;
  }
}

function pseudonymousParty(party: TaxParty, name: string): TaxParty {
  // The state and its code decide the tax (place of supply) and a GSTIN is the buyer's input credit.
  return { name, address: [], state: party.state, stateCode: party.stateCode, gstin: party.gstin, phone: null, email: null };
}

function pseudonymousSnapshot(snapshot: TaxDocumentSnapshot, name: string, tokens: string[]): TaxDocumentSnapshot {
  const parties = {
    recipient: pseudonymousParty(snapshot.recipient, name),
    ...(snapshot.buyer ? { buyer: pseudonymousParty(snapshot.buyer, name) } : {}),
  };
  // The supplier is the shop: its own address is never the customer's.
  return { ...scrubJson(snapshot, tokens), supplier: snapshot.supplier, ...parties };
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Orders the shop is still making or delivering: it must be able to reach the customer. */
const OPEN_ORDER = ['pending_advance', 'in_production', 'balance_paid', 'dispatched'] as const;
const CLOSED_AFTER_SALE = ['completed', 'rejected'] as const;

/** What the shop still does or owes for the customer: open orders and requests, credit, a payout to make. */
export async function whatIsOwed(tx: Db, userId: number) {
  const openOrders = await tx
    .select({ id: s.orders.id })
    .from(s.orders)
    .where(and(eq(s.orders.userId, userId), inArray(s.orders.status, [...OPEN_ORDER])))
    .orderBy(s.orders.id);
  const openRequests = await tx
    .select({ id: s.afterSaleRequests.id })
    .from(s.afterSaleRequests)
    .where(and(eq(s.afterSaleRequests.userId, userId), notInArray(s.afterSaleRequests.status, [...CLOSED_AFTER_SALE])))
    .orderBy(s.afterSaleRequests.id);
  const [credit] = await tx
    .select({ paise: sql<string>`coalesce(sum(${s.walletEntries.amountPaise}), 0)` })
    .from(s.walletEntries)
    .where(eq(s.walletEntries.userId, userId));
  const [payout] = await tx
    .select({ id: s.walletPayouts.id })
    .from(s.walletPayouts)
    .where(and(eq(s.walletPayouts.userId, userId), eq(s.walletPayouts.status, 'requested')));
  // A purchase plan still being paid holds the customer's money on a schedule (ARCHITECTURE §11).
  const openPlans = await tx
    .select({ id: s.planEnrolments.id })
    .from(s.planEnrolments)
    .where(and(eq(s.planEnrolments.userId, userId), eq(s.planEnrolments.status, 'active')))
    .orderBy(s.planEnrolments.id);
  // Old gold in the shop's hands, or on its way: it must be bought or returned first (issue 39).
  const openOldGold = await tx
    .select({ id: s.goldExchanges.id })
    .from(s.goldExchanges)
    .where(and(eq(s.goldExchanges.userId, userId), notInArray(s.goldExchanges.status, ['credited', 'rejected'])))
    .orderBy(s.goldExchanges.id);
  return {
    openOrders: openOrders.map((o) => o.id),
    openOldGold: openOldGold.map((g) => g.id),
    openPlans: openPlans.map((p) => p.id),
    openRequests: openRequests.map((r) => r.id),
    creditPaise: Number(credit?.paise ?? 0),
    payoutPending: payout !== undefined,
  };
}

export async function passwordHashOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ hash: s.users.passwordHash }).from(s.users).where(eq(s.users.id, userId));
  return row?.hash ?? null;
}

/**
 * Names the files to delete as abandoned uploads (older than the sweep's hour), in the erasing
 * transaction: should the process stop before they are deleted, the hourly sweep deletes them.
 */
export async function markFilesAbandoned(tx: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .insert(s.uploadIntents)
    .values(keys.map((storageKey) => ({ storageKey, createdAt: sql`now() - interval '2 hours'` })))
    .onConflictDoNothing();
}
