import { relations } from 'drizzle-orm';
import { categories, products, rateCards } from './catalog.ts';
import { auditLog, documents } from './documents.ts';
import { orderItems, orders } from './orders.ts';
import { payments, refunds } from './payments.ts';
import { addresses, cartItems, favorites } from './shopping.ts';
import { sessions, users } from './users.ts';

/** Relations for `db.query.*.findMany({ with: … })`; they add no SQL to the schema. */
export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  cartItems: many(cartItems),
  favorites: many(favorites),
  addresses: many(addresses),
  orders: many(orders),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const categoriesRelations = relations(categories, ({ many }) => ({ products: many(products) }));

export const productsRelations = relations(products, ({ one }) => ({
  category: one(categories, { fields: [products.productCategoryId], references: [categories.id] }),
}));

export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  user: one(users, { fields: [cartItems.userId], references: [users.id] }),
  product: one(products, { fields: [cartItems.productId], references: [products.id] }),
}));

export const favoritesRelations = relations(favorites, ({ one }) => ({
  user: one(users, { fields: [favorites.userId], references: [users.id] }),
  product: one(products, { fields: [favorites.productId], references: [products.id] }),
}));

export const addressesRelations = relations(addresses, ({ one }) => ({
  user: one(users, { fields: [addresses.userId], references: [users.id] }),
}));

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  address: one(addresses, { fields: [orders.addressId], references: [addresses.id] }),
  rateCard: one(rateCards, { fields: [orders.rateCardId], references: [rateCards.id] }),
  panDocument: one(documents, { fields: [orders.panDocumentId], references: [documents.id], relationName: 'pan' }),
  otherDocument: one(documents, {
    fields: [orders.otherDocumentId],
    references: [documents.id],
    relationName: 'other',
  }),
  items: many(orderItems),
  payments: many(payments),
  refunds: many(refunds),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderItems.productId], references: [products.id] }),
}));

export const paymentsRelations = relations(payments, ({ one, many }) => ({
  order: one(orders, { fields: [payments.orderId], references: [orders.id] }),
  refunds: many(refunds),
}));

export const refundsRelations = relations(refunds, ({ one }) => ({
  payment: one(payments, { fields: [refunds.paymentId], references: [payments.id] }),
  order: one(orders, { fields: [refunds.orderId], references: [orders.id] }),
}));

export const documentsRelations = relations(documents, ({ one, many }) => ({
  user: one(users, { fields: [documents.userId], references: [users.id] }),
  panOf: many(orders, { relationName: 'pan' }),
  otherOf: many(orders, { relationName: 'other' }),
}));

export const auditLogRelations = relations(auditLog, ({ one }) => ({
  actor: one(users, { fields: [auditLog.actorUserId], references: [users.id] }),
}));
