import type { Messenger } from './messenger.ts';

export const SMS_TIMEOUT_MS = 10_000;

/**
 * Sends SMS by POSTing JSON `{ to, message, template_id }` to `SMS_GATEWAY_URL` (the DLT template
 * id when the message has one: Indian carriers drop texts that match no registered template); any answer but 2xx, a network
 * failure or no answer within the timeout rejects, so the caller can tell the user to retry.
 */
export function smsHttpGateway(url: string, timeoutMs = SMS_TIMEOUT_MS): Messenger {
  return {
    async send(message) {
      if (message.channel !== 'sms') throw new Error(`the SMS gateway cannot send ${message.channel}`);
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: message.to, message: message.body, ...(message.template ? { template_id: message.template } : {}) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Drain the body so the connection is reused.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
