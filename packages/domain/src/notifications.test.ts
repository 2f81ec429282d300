/** Messages where customers read them (ARCHITECTURE §12): what the settings page offers and what each text needs. */
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CHANNELS,
  keepOneChannelMessage,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENT_NAMES,
  NOTIFICATION_EVENTS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  notificationSettingsResponseSchema,
  notificationSettingsSchema,
  SMS_TEMPLATE_NAMES,
  smsTemplateVariable,
} from './notifications.ts';

const everyChannel = () => ({ sms: true, email: true, whatsapp: true });
const settings = () => ({
  kinds: {
    orders: everyChannel(),
    designs: everyChannel(),
    payments: everyChannel(),
    after_sale: everyChannel(),
    plans: everyChannel(),
  },
  marketing: false,
});

describe('the kinds of message a customer chooses channels for', () => {
  it('take in every event the shop tells of, and each kind has at least one event', () => {
    for (const event of NOTIFICATION_EVENT_NAMES)
      expect(NOTIFICATION_KINDS, event).toContain(NOTIFICATION_EVENTS[event]);
    for (const kind of NOTIFICATION_KINDS)
      expect(
        NOTIFICATION_EVENT_NAMES.some((e) => NOTIFICATION_EVENTS[e] === kind),
        kind,
      ).toBe(true);
  });

  it('put the plan’s due instalment under the purchase plan and a refund under payments', () => {
    expect(NOTIFICATION_EVENTS.plan_instalment_due).toBe('plans');
    expect(NOTIFICATION_EVENTS.refund_sent).toBe('payments');
    expect(NOTIFICATION_EVENTS.design_ready).toBe('designs');
    expect(NOTIFICATION_EVENTS.order_dispatched).toBe('orders');
  });

  it('each have a title and a line saying what they cover, and each channel a name', () => {
    for (const kind of NOTIFICATION_KINDS) {
      expect(NOTIFICATION_KIND_LABELS[kind].title, kind).toMatch(/\w{3}/);
      expect(NOTIFICATION_KIND_LABELS[kind].hint, kind).toMatch(/\w{3}.*\.$/);
    }
    expect(NOTIFICATION_KIND_LABELS.plans.title).toBe('Purchase plan');
    expect(NOTIFICATION_CHANNELS.map((c) => NOTIFICATION_CHANNEL_LABELS[c])).toEqual([
      'SMS',
      'E-mail',
      'WhatsApp',
    ]);
  });

  it('go on every channel until the customer says otherwise', () => {
    expect(DEFAULT_CHANNELS).toEqual({ sms: true, email: true, whatsapp: true });
  });

  it('refuse to go silent with a message naming the kind in the words the page shows', () => {
    expect(keepOneChannelMessage('orders')).toBe(
      'Keep at least one way for us to tell you about your orders.',
    );
    expect(keepOneChannelMessage('plans')).toBe(
      'Keep at least one way for us to tell you about purchase plan.',
    );
    expect(keepOneChannelMessage('after_sale')).toBe(
      'Keep at least one way for us to tell you about returns, exchanges and repairs.',
    );
  });
});

describe('the SMS templates registered with the carriers (DLT)', () => {
  it('are one for each event and one for the one-time code, none twice', () => {
    expect([...SMS_TEMPLATE_NAMES].sort()).toEqual([...NOTIFICATION_EVENT_NAMES, 'otp'].sort());
    expect(new Set(SMS_TEMPLATE_NAMES).size).toBe(SMS_TEMPLATE_NAMES.length);
  });

  it('are read from SMS_TEMPLATE_<EVENT>, the event in capitals', () => {
    expect(smsTemplateVariable('plan_instalment_due')).toBe('SMS_TEMPLATE_PLAN_INSTALMENT_DUE');
    expect(smsTemplateVariable('otp')).toBe('SMS_TEMPLATE_OTP');
    const variables = SMS_TEMPLATE_NAMES.map(smsTemplateVariable);
    expect(new Set(variables).size).toBe(SMS_TEMPLATE_NAMES.length);
    for (const v of variables) expect(v).toMatch(/^SMS_TEMPLATE_[A-Z_]+$/);
  });
});

describe('the message settings a customer saves', () => {
  it('are every kind with its three channels, and the marketing consent', () => {
    expect(notificationSettingsSchema.safeParse(settings()).success).toBe(true);
  });

  it('are refused without a kind, without a channel of a kind, or without the marketing answer', () => {
    const noKind = settings();
    delete (noKind.kinds as Partial<typeof noKind.kinds>).plans;
    expect(notificationSettingsSchema.safeParse(noKind).success).toBe(false);

    const noChannel = settings();
    delete (noChannel.kinds.orders as Partial<ReturnType<typeof everyChannel>>).whatsapp;
    expect(notificationSettingsSchema.safeParse(noChannel).success).toBe(false);

    const { kinds } = settings();
    expect(notificationSettingsSchema.safeParse({ kinds }).success).toBe(false);
    expect(notificationSettingsSchema.safeParse({ ...settings(), marketing: 'yes' }).success).toBe(
      false,
    );
  });

  it('come back with when the marketing consent last changed (null when never asked)', () => {
    expect(
      notificationSettingsResponseSchema.safeParse({ ...settings(), marketing_changed_at: null })
        .success,
    ).toBe(true);
    expect(
      notificationSettingsResponseSchema.safeParse({
        ...settings(),
        marketing_changed_at: '2026-11-28T10:00:00.000Z',
        message: 'Your message choices are saved.',
      }).success,
    ).toBe(true);
    expect(notificationSettingsResponseSchema.safeParse(settings()).success).toBe(false);
  });
});
