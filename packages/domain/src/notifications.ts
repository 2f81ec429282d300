import { z } from 'zod';

/*
 * Messages where customers read them (ARCHITECTURE §12, issue 40; decision 057): every event
 * reaches the customer by SMS, e-mail and WhatsApp, and the customer chooses the channels per kind.
 */

export const NOTIFICATION_CHANNELS = ['sms', 'email', 'whatsapp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** What the customer chooses channels for: each event belongs to one kind. */
export const NOTIFICATION_KINDS = ['orders', 'designs', 'payments', 'after_sale', 'plans'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Every event the shop tells a customer of. Each has its own DLT template (`SMS_TEMPLATE_<EVENT>`,
 * the event in capitals) and its own WhatsApp template (`kanak_<event>`), since Indian carriers
 * drop texts that match no registered template.
 */
export const NOTIFICATION_EVENTS = {
  order_placed: 'orders',
  order_stage: 'orders',
  order_weighed: 'orders',
  order_dispatched: 'orders',
  order_delivered: 'orders',
  order_cancelled: 'orders',
  design_ready: 'designs',
  payment_received: 'payments',
  refund_sent: 'payments',
  store_credit: 'payments',
  after_sale_step: 'after_sale',
  plan_instalment_due: 'plans',
} as const satisfies Record<string, NotificationKind>;
export type NotificationEvent = keyof typeof NOTIFICATION_EVENTS;
export const NOTIFICATION_EVENT_NAMES = Object.keys(NOTIFICATION_EVENTS) as NotificationEvent[];

/**
 * Every text that needs its own DLT template: each event, and the one-time code (sign-up, login,
 * password reset, closing the account: one text, `otpSmsText`).
 */
export type SmsTemplateName = NotificationEvent | 'otp';
export const SMS_TEMPLATE_NAMES: readonly SmsTemplateName[] = [...NOTIFICATION_EVENT_NAMES, 'otp'];

/** The env variable holding a text's DLT template id. */
export const smsTemplateVariable = (event: SmsTemplateName) => `SMS_TEMPLATE_${event.toUpperCase()}`;

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, { title: string; hint: string }> = {
  orders: {
    title: 'Your orders',
    hint: 'Order placed, each stage of making, dispatch with the courier’s link, delivery.',
  },
  designs: {
    title: 'Designs to approve',
    hint: 'When the design of your piece is ready for you to approve.',
  },
  payments: {
    title: 'Payments and refunds',
    hint: 'Payments received, refunds sent, store credit.',
  },
  after_sale: {
    title: 'Returns, exchanges and repairs',
    hint: 'Each step of a request you made after delivery.',
  },
  plans: { title: 'Purchase plan', hint: 'When a monthly instalment of your plan is due.' },
};

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  sms: 'SMS',
  email: 'E-mail',
  whatsapp: 'WhatsApp',
};

const channelChoice = z.object({ sms: z.boolean(), email: z.boolean(), whatsapp: z.boolean() });
export type ChannelChoice = z.infer<typeof channelChoice>;

/** GET account/notifications, and the body of PUT (whole, as the page shows it). */
export const notificationSettingsSchema = z.object({
  kinds: z.object(
    Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, channelChoice])) as Record<
      NotificationKind,
      typeof channelChoice
    >,
  ),
  /** Offers and new collections: only with the customer's consent, apart from service messages (DPDP Act 2023). */
  marketing: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsResponseSchema = notificationSettingsSchema.extend({
  /** When the marketing consent was last given or withdrawn; null when never asked. */
  marketing_changed_at: z.string().nullable(),
  message: z.string().optional(),
});
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponseSchema>;

/** Service messages go on every channel until the customer says otherwise; marketing waits for consent. */
export const DEFAULT_CHANNELS: ChannelChoice = { sms: true, email: true, whatsapp: true };

export const NOTIFICATION_MESSAGES = {
  saved: 'Your message choices are saved.',
  marketingOn: 'You will hear about offers and new collections. You can stop this at any time.',
  marketingOff: 'You will no longer receive offers and new collections.',
  otpAlwaysSms: 'One-time codes for signing in always come by SMS.',
} as const;

/** Service messages are the order's news: each kind keeps at least one channel. */
export const keepOneChannelMessage = (kind: NotificationKind) =>
  `Keep at least one way for us to tell you about ${NOTIFICATION_KIND_LABELS[kind].title.toLowerCase()}.`;
