import { schema, type Database } from '@kanak/db';
import type { Messenger } from './messenger.ts';

/**
 * The default messenger outside production: messages are stored in `message_outbox` and readable
 * through `GET /api/dev/outbox`, so OTP flows work end to end without a gateway (ARCHITECTURE §1).
 */
export function outboxMessenger(database: Database): Messenger {
  return {
    async send(message) {
      await database.db.insert(schema.messageOutbox).values({
        channel: message.channel,
        to: message.to,
        subject: message.subject ?? null,
        body: message.body,
      });
    },
  };
}
