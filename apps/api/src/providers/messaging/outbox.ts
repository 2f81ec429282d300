import { schema, type Database } from '@kanak/db';
import type { Messenger } from './messenger.ts';

/**
 * The default messenger outside production: messages are stored in `message_outbox` and readable
 * through `GET /api/dev/outbox`, so OTP flows work end to end without a gateway (ARCHITECTURE §1).
 * A message sent at once (an OTP) is stored as sent; queued notices are already rows, which the
 * dispatcher only marks sent (decision 016).
 */
export function outboxMessenger(database: Database): Messenger {
  return {
    deliversByStoring: true,
    async send(message) {
      await database.db.insert(schema.messageOutbox).values({
        channel: message.channel,
        to: message.to,
        subject: message.subject ?? null,
        body: message.body,
        html: message.html ?? null,
        template: message.template ?? null,
        params: message.params ?? null,
        status: 'sent',
        sentAt: new Date(),
        attempts: 1,
      });
    },
  };
}
