/** One outgoing SMS, e-mail or WhatsApp message. */
export interface OutgoingMessage {
  channel: 'sms' | 'email' | 'whatsapp';
  /** A 10-digit mobile number or an e-mail address. */
  to: string;
  /** E-mail only. */
  subject?: string;
  /** The text: the SMS, the e-mail's plain-text part, the WhatsApp message as the outbox shows it. */
  body: string;
  /** E-mail only: the HTML part. */
  html?: string;
  /** SMS: the DLT template id; WhatsApp: the approved template's name (decision 057). */
  template?: string;
  /** WhatsApp only: the template's body parameters, in order. */
  params?: string[];
}

/** Sends SMS, e-mail and WhatsApp (ARCHITECTURE §1 "messages", §12); rejects when the message was not accepted. */
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
