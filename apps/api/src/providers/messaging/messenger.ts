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
  /**
   * True for the development outbox, whose delivery is the `message_outbox` row itself: the
   * dispatcher marks queued rows sent without calling `send` (decision 016).
   */
  readonly deliversByStoring?: boolean;
  /** Releases connections when the app closes. */
  close?(): Promise<void>;
}
