import type { Messenger } from './messenger.ts';

export const WHATSAPP_TIMEOUT_MS = 10_000;
/** The Graph API version the Cloud API is called at. */
export const WHATSAPP_API_URL = 'https://graph.facebook.com/v21.0';

export interface WhatsAppSettings {
  token: string;
  phoneNumberId: string;
  /** The approved templates' language code (e.g. `en`, `en_US`). */
  language: string;
  /** The Graph API base; a local fake in tests. */
  apiUrl?: string;
}

/**
 * Sends WhatsApp template messages through the Cloud API: POST {api}/{phone number id}/messages
 * with the template's name, language and body parameters. A business may start a conversation
 * only with an approved template, so every message is one (decision 057). Any answer but 2xx, a
 * network failure or no answer within the timeout rejects, and the dispatcher retries it.
 */
export function whatsAppCloud(
  settings: WhatsAppSettings,
  timeoutMs = WHATSAPP_TIMEOUT_MS,
): Messenger {
  const url = `${(settings.apiUrl ?? WHATSAPP_API_URL).replace(/\/+$/, '')}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return {
    async send(message) {
      if (message.channel !== 'whatsapp')
        throw new Error(`WhatsApp cannot send ${message.channel}`);
      if (!message.template) throw new Error('a WhatsApp message needs its template');
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          // India's numbers: the country code before the 10 digits.
          to: message.to.length === 10 ? `91${message.to}` : message.to,
          type: 'template',
          template: {
            name: message.template,
            language: { code: settings.language },
            components: [
              {
                type: 'body',
                parameters: (message.params ?? []).map((text) => ({ type: 'text', text })),
              },
            ],
          },
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = await response.text().catch(() => '');
      // The Graph API says why in its error object; keep a little of it for the outbox's last_error.
      if (!response.ok)
        throw new Error(`WhatsApp Cloud API answered ${response.status}: ${answer.slice(0, 200)}`);
    },
  };
}
