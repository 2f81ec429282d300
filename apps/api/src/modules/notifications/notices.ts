import type { Tx } from '@kanak/db';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationEvent,
} from '@kanak/domain/notifications';
import type { OutgoingMessage } from '../../providers/messaging/messenger.ts';
import { enqueueMessages } from '../../providers/messaging/queue.ts';
import { findContact } from '../payments/payments.repository.ts';
import { renderEmail } from './email.ts';
import { noticeSettings } from './notice-settings.ts';
import { findPreferences } from './preferences.repository.ts';

/** The customer's account page where the channels are chosen (apps/web paths.accountNotifications). */
export const PREFERENCES_PATH = '/account/notifications';

/** One piece of news for a customer, said once and sent on each channel they keep on. */
export interface Notice {
  event: NotificationEvent;
  /** The e-mail's subject. */
  subject: string;
  /** The news in a sentence or two, as the SMS says it. */
  body: string;
  /** Where the customer sees it or acts: a storefront path (`/viewdetail/12`) or a full URL. */
  link?: { label: string; path: string };
  /** Further links outside the shop (the courier's tracking page). */
  links?: { label: string; url: string }[];
}

/** The WhatsApp template of an event, approved in Meta's Business Manager under this name (decision 057). */
export const whatsAppTemplate = (event: NotificationEvent) => `kanak_${event}`;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const absolute = (origin: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${origin}${path}`;

/**
 * The messages of one notice to one customer, each channel in its own form: an SMS with the
 * event's DLT template id and the link, an HTML e-mail with a text part, a WhatsApp template
 * message whose parameters are the text and the link.
 */
export async function messagesOf(
  notice: Notice,
  to: { phone: string; email: string },
  channels: readonly NotificationChannel[],
): Promise<OutgoingMessage[]> {
  const s = noticeSettings();
  const url = notice.link ? absolute(s.siteOrigin, notice.link.path) : undefined;
  const extra = notice.links ?? [];
  const out: OutgoingMessage[] = [];
  const smsTemplate = s.smsTemplates[notice.event];
  if (channels.includes('sms')) {
    const text = [notice.body, ...extra.map((l) => l.url), url].filter(Boolean).join(' ');
    out.push({
      channel: 'sms',
      to: to.phone,
      body: text,
      ...(smsTemplate ? { template: smsTemplate } : {}),
    });
  }
  if (channels.includes('email')) {
    const email = await renderEmail({
      // The e-mail wears the shop's name in its header: "Kanak: order #7 …" reads "Order #7 …".
      title: capitalised(notice.subject.replace(/^Kanak:?\s*/, '')),
      body: capitalised(notice.body.replace(/^Kanak:\s*/, '')),
      ...(url && notice.link ? { action: { label: notice.link.label, url } } : {}),
      links: extra,
      preferencesUrl: absolute(s.siteOrigin, PREFERENCES_PATH),
      shopName: s.shopName,
      shopAddress: s.shopAddress,
    });
    out.push({
      channel: 'email',
      to: to.email,
      subject: notice.subject,
      body: email.text,
      html: email.html,
    });
  }
  if (channels.includes('whatsapp')) {
    // Template parameters may hold no line breaks (Cloud API): the text, then the links.
    const params = [
      notice.body,
      [...extra.map((l) => l.url), url].filter(Boolean).join(' ') || absolute(s.siteOrigin, '/'),
    ];
    out.push({
      channel: 'whatsapp',
      to: to.phone,
      body: params.join('\n'),
      template: whatsAppTemplate(notice.event),
      params,
    });
  }
  return out;
}

/**
 * Queues a notice to the customer in `tx`, the transaction that made the change it reports
 * (decision 016): committed together, or not at all; the dispatcher sends each channel's message
 * on its own, so a channel that fails is retried without holding the others or the order back.
 * Only the channels the customer keeps on for the event's kind (ARCHITECTURE §12).
 */
export async function queueNotice(tx: Tx, userId: number, notice: Notice): Promise<void> {
  const user = await findContact(tx, userId);
  if (!user) return;
  const preferences = await findPreferences(tx, userId);
  const off = preferences?.channelsOff[NOTIFICATION_EVENTS[notice.event]] ?? [];
  const channels = NOTIFICATION_CHANNELS.filter((c) => !off.includes(c));
  await enqueueMessages(tx, await messagesOf(notice, user, channels));
}
