/**
 * Every table that can hold a customer, with where GET account/export shows it and what
 * DELETE account does to it (decision 055). customer-tables.test.ts walks the schema: a table
 * with a column naming a user, a phone or an e-mail address must be listed here or in
 * STAFF_TABLES, so a new table fails that test until its export and erasure are decided.
 */
export const CUSTOMER_TABLES = {
  users: { section: 'profile', erase: 'pseudonymised' },
  sessions: { section: 'sessions', erase: 'deleted' },
  otp_codes: { section: 'codes_sent', erase: 'deleted' },
  addresses: { section: 'addresses', erase: 'deleted (text erased where an order names it)' },
  cart_items: { section: 'cart', erase: 'deleted' },
  cart_coupons: { section: 'cart_coupon', erase: 'deleted' },
  favorites: { section: 'wishlist', erase: 'deleted' },
  documents: { section: 'identity_documents', erase: 'deleted with their files' },
  orders: { section: 'orders', erase: 'kept under the pseudonym (CGST s.36)' },
  after_sale_requests: { section: 'after_sale_requests', erase: 'kept under the pseudonym, photos deleted' },
  wallet_entries: { section: 'wallet', erase: 'kept (money)' },
  wallet_payouts: { section: 'wallet_payouts', erase: 'kept (money)' },
  gold_exchanges: { section: 'old_gold', erase: 'kept under the pseudonym with its purchase voucher; photos and the collection address deleted' },
  plan_enrolments: { section: 'purchase_plans', erase: 'kept under the pseudonym with their instalments (money)' },
  service_requests: { section: 'requests', erase: 'deleted with their images' },
  contact_messages: { section: 'contact_messages', erase: 'deleted' },
  message_outbox: { section: 'messages', erase: 'deleted' },
  notification_preferences: { section: 'message_choices', erase: 'deleted' },
  audit_log: { section: 'activity', erase: 'sign-in records deleted, addresses (IP) erased' },
} as const;

export type CustomerTable = keyof typeof CUSTOMER_TABLES;
export type ExportSection = (typeof CUSTOMER_TABLES)[CustomerTable]['section'];

/**
 * Tables whose user, phone or e-mail columns name the shop's people, never a customer: the
 * admin who acted, or a karigar. Order-linked rows among them (refunds) are exported with the
 * order they belong to.
 */
export const STAFF_TABLES: Record<string, string> = {
  refunds: 'created_by is the admin who sent the refund; exported with its order',
  rate_cards: 'created_by is the admin who set the rates',
  karigars: "the craftsmen's own names and phones",
  workshop_jobs: 'issued_by is the admin who gave out the gold',
  metal_entries: 'created_by is the admin who recorded the movement',
  order_designs: 'created_by is the admin who sent the design; exported with its order, the customer\'s comment scrubbed on erasure',
  order_photos: 'created_by is the admin who took the bench photo; exported with its order',
};
