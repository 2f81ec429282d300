import type { Messenger } from './messenger.ts';
import { smsHttpGateway } from './sms-http.ts';
import { smtpMailer } from './smtp.ts';

export interface LiveMessengerOptions {
  smtpUrl: string;
  smsGatewayUrl: string;
  /** The From of every e-mail. */
  from: string;
}

/** MESSENGER=live: e-mail by SMTP, SMS by the HTTP gateway. */
export function liveMessenger(options: LiveMessengerOptions): Messenger {
  const email = smtpMailer(options.smtpUrl, options.from);
  const sms = smsHttpGateway(options.smsGatewayUrl);
  return {
    send: (message) => (message.channel === 'email' ? email.send(message) : sms.send(message)),
    close: async () => {
      await email.close?.();
    },
  };
}
