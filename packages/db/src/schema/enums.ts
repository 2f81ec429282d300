import { pgEnum } from 'drizzle-orm/pg-core';
import { AFTER_SALE_KINDS, AFTER_SALE_STATUSES, CLARITIES, GOLD_COLOURS, KARATS, ORDER_STATUSES, PRODUCTION_STAGES, TAX_DOCUMENT_TYPES } from '@kanak/domain';

/** Postgres enums built from the domain's vocabulary, so the two cannot drift apart. */
export const userRole = pgEnum('user_role', ['customer', 'admin']);
export const goldColour = pgEnum('gold_colour', GOLD_COLOURS);
export const karat = pgEnum('karat', KARATS);
export const clarity = pgEnum('clarity', CLARITIES);
export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const productionStage = pgEnum('production_stage', PRODUCTION_STAGES);
/** Who moved an order (domain `Actor`). */
export const actor = pgEnum('actor', ['customer', 'admin', 'system']);
export const otpPurpose = pgEnum('otp_purpose', ['register', 'login', 'password_reset']);
/** Money in (ARCHITECTURE §7 ledger); refunds are their own table. `plan_instalment`: a purchase plan's (decision 058). */
export const paymentKind = pgEnum('payment_kind', ['advance', 'balance', 'supplement', 'plan_instalment']);
/** `store_credit`: part of an advance paid from the customer's wallet (no provider involved). */
export const paymentProvider = pgEnum('payment_provider', ['sandbox', 'razorpay', 'store_credit']);
export const paymentStatus = pgEnum('payment_status', ['created', 'paid', 'failed']);
export const refundStatus = pgEnum('refund_status', ['pending', 'processed', 'failed']);
export const documentKind = pgEnum('document_kind', ['other_document', 'pan']);
export const serviceRequestKind = pgEnum('service_request_kind', ['customize', 'bulk']);
export const serviceRequestStatus = pgEnum('service_request_status', ['new', 'contacted', 'quoted', 'closed']);
export const taxDocumentType = pgEnum('tax_document_type', TAX_DOCUMENT_TYPES);
export const afterSaleKind = pgEnum('after_sale_kind', AFTER_SALE_KINDS);
export const afterSaleStatus = pgEnum('after_sale_status', AFTER_SALE_STATUSES);
export const walletEntryKind = pgEnum('wallet_entry_kind', ['exchange_credit', 'order_payment', 'order_refund', 'redemption', 'old_gold_credit', 'plan_maturity']);
export const payoutStatus = pgEnum('payout_status', ['requested', 'paid']);
export const messageChannel = pgEnum('message_channel', ['sms', 'email', 'whatsapp']);

export type OtpPurpose = (typeof otpPurpose.enumValues)[number];
export type PaymentKind = (typeof paymentKind.enumValues)[number];
export type PaymentProviderName = (typeof paymentProvider.enumValues)[number];
export type DocumentKind = (typeof documentKind.enumValues)[number];
export type ServiceRequestStatus = (typeof serviceRequestStatus.enumValues)[number];
