import { createTransport } from 'nodemailer';
import type { Messenger } from './messenger.ts';

/** Sends e-mail (its HTML with the text as the plain-text part) through the SMTP server of `SMTP_URL` (e.g. smtps://user:pass@smtp.example.com). */
export function smtpMailer(url: string, from: string): Messenger {
  // Bounded waits: a hung mail server must not hold a request (or a worker) for minutes.
  const transport = createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      if (message.channel !== 'email') throw new Error(`smtp cannot send ${message.channel}`);
      await transport.sendMail({ from, to: message.to, subject: message.subject ?? 'Kanak', text: message.body, ...(message.html ? { html: message.html } : {}) });
    },
    async close() {
      transport.close();
    },
  };
}
