import { errorBodySchema } from '@kanak/domain';
import {
  keepOneChannelMessage,
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  notificationSettingsResponseSchema,
  notificationSettingsSchema,
} from '@kanak/domain/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unprocessable } from '../../http-error.ts';
import { userOf } from '../../plugins/auth.ts';
import { findPreferences, savePreferences, settingsOf } from './preferences.repository.ts';

const tags = ['accounts'];

/**
 * GET|PUT account/notifications (ARCHITECTURE §12): the channels per kind of service message, and
 * the marketing consent apart from them. OTPs are no kind here: they always go by SMS.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/notifications',
    {
      schema: { tags, response: { 200: notificationSettingsResponseSchema, 401: errorBodySchema } },
    },
    async (request) => settingsOf(await findPreferences(app.database.db, userOf(request).id)),
  );

  app.put(
    '/account/notifications',
    {
      schema: {
        tags,
        body: notificationSettingsSchema,
        response: {
          200: notificationSettingsResponseSchema,
          401: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const userId = userOf(request).id;
      // Service messages are the order's news: each kind keeps at least one way to reach the customer.
      const silent = NOTIFICATION_KINDS.filter(
        (k) => !Object.values(request.body.kinds[k]).some(Boolean),
      );
      if (silent.length > 0) {
        const errors = Object.fromEntries(
          silent.map((k) => [`kinds.${k}`, [keepOneChannelMessage(k)]]),
        );
        throw unprocessable(keepOneChannelMessage(silent[0] ?? 'orders'), errors);
      }
      const before = await findPreferences(app.database.db, userId);
      const saved = settingsOf(await savePreferences(app.database.db, userId, request.body));
      const consentChanged = (before?.marketingConsent ?? false) !== request.body.marketing;
      const message = consentChanged
        ? request.body.marketing
          ? NOTIFICATION_MESSAGES.marketingOn
          : NOTIFICATION_MESSAGES.marketingOff
        : NOTIFICATION_MESSAGES.saved;
      return { ...saved, message };
    },
  );
};
