/** One outgoing SMS or e-mail. */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** A 10-digit mobile number or an e-mail address. */
  to: string;
  /** E-mail only. */
  subject?: string;
  body: string;
}

/** Sends SMS and e-mail (ARCHITECTURE §1 "messages"); rejects when the message was not accepted. */
export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
  /** Releases connections when the app closes. */
  close?(): Promise<void>;
}
