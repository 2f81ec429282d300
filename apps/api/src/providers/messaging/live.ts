import type { Messenger } from './messenger.ts';
import { smsHttpGateway } from './sms-http.ts';
import { smtpMailer } from './smtp.ts';
import { whatsAppCloud, type WhatsAppSettings } from './whatsapp-cloud.ts';

export interface LiveMessengerOptions {
  smtpUrl: string;
  smsGatewayUrl: string;
  whatsApp: WhatsAppSettings;
  /** The From of every e-mail. */
  from: string;
}

/** MESSENGER=live: e-mail by SMTP, SMS by the HTTP gateway, WhatsApp by the Cloud API. */
export function liveMessenger(options: LiveMessengerOptions): Messenger {
  const email = smtpMailer(options.smtpUrl, options.from);
  const sms = smsHttpGateway(options.smsGatewayUrl);
  const whatsApp = whatsAppCloud(options.whatsApp);
  const by = { email, sms, whatsapp: whatsApp } as const;
  return {
    send: (message) => by[message.channel].send(message),
    close: async () => {
      await email.close?.();
    },
  };
}
