import { errorBodySchema, indiaDate, MESSAGES, messageResponseSchema } from '@kanak/domain';
import { closeAccountRequestSchema, PRIVACY_MESSAGES } from '@kanak/domain/account-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error.ts';
import { userOf } from '../../plugins/auth.ts';
import { clearSessionCookie } from '../../plugins/session-cookie.ts';
import { DEFAULT_AUTH_RATE_LIMIT, type AuthRateLimit } from '../auth/auth.routes.ts';
import { deriveKey } from '../auth/secrets.ts';
import { exportAccount } from './account-export.ts';
import { closeAccount, sendCloseOtp, type CloseDeps } from './close-account.ts';

const tags = ['accounts'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema, 429: errorBodySchema, 502: errorBodySchema };

/** The customer's data under the DPDP Act 2023 (ARCHITECTURE §12); registered in the customer scope. */
export const accountDataRoutes: FastifyPluginAsyncZod<{ rateLimit?: AuthRateLimit }> = async (app, opts) => {
  const deps: CloseDeps = {
    database: app.database,
    storage: app.storage,
    messenger: app.messenger,
    log: app.log,
    otpKey: deriveKey(app.config.documentKey, 'otp'),
    pseudonymKey: deriveKey(app.config.documentKey, 'pseudonym'),
  };
  const limit = opts.rateLimit ?? DEFAULT_AUTH_RATE_LIMIT;
  // Per address, as the account routes: closing takes a password or a code, so it is guessed like login.
  const limited = {
    rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs, errorResponseBuilder: () => new HttpError(429, MESSAGES.account.tooManyRequests) },
  };

  app.get('/account/export', { config: limited, schema: { tags } }, async (request, reply) => {
    const data = await exportAccount(app, userOf(request).id);
    return reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="kanak-my-data-${indiaDate(new Date())}.json"`)
      .send(JSON.stringify(data, null, 2));
  });

  app.post('/account/close-otp', { config: limited, schema: { tags, response: { 200: messageResponseSchema, ...errors } } }, async (request) => {
    await sendCloseOtp(deps, userOf(request));
    return { message: PRIVACY_MESSAGES.otpSent };
  });

  app.delete(
    '/account',
    { config: limited, schema: { tags, body: closeAccountRequestSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      await closeAccount(deps, userOf(request), request.body, request.ip);
      clearSessionCookie(reply, app.config.nodeEnv === 'production');
      return { message: PRIVACY_MESSAGES.closed };
    },
  );
};
