import {
  adminPayoutBodySchema,
  adminPayoutListSchema,
  errorBodySchema,
  idParamsSchema,
  walletRedeemBodySchema,
  walletRedeemResponseSchema,
  walletResponseSchema,
  walletPayoutSchema,
} from '@kanak/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userOf } from '../../plugins/auth.ts';
import { adminPayouts, recordPayout, redeemCredit, walletOf } from './wallet.service.ts';

const tags = ['wallet'];
const e = errorBodySchema;

/** GET wallet and POST wallet/redeem (customer scope: a customer sees only their own credit). */
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/wallet', { schema: { tags, response: { 200: walletResponseSchema, 401: e } } }, async (request) => walletOf(app, userOf(request).id));
  // "Redeem everything" may post no body at all, which reaches the validator as null.
  app.post(
    '/wallet/redeem',
    { schema: { tags, body: walletRedeemBodySchema.nullish(), response: { 200: walletRedeemResponseSchema, 401: e, 409: e, 422: e } } },
    async (request) => redeemCredit(app, userOf(request).id, request.body ?? {}),
  );
};

/** The shop's payout requests and the transfer that paid each (admin scope). */
export const adminWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/payouts', { schema: { tags, response: { 200: adminPayoutListSchema } } }, async () => adminPayouts(app));
  app.post(
    '/payouts/:id/paid',
    { schema: { tags, params: idParamsSchema, body: adminPayoutBodySchema, response: { 200: z.object({ message: z.string(), payout: walletPayoutSchema }), 404: e, 422: e } } },
    async (request) => recordPayout(app, userOf(request).id, request.params.id, request.body.reference),
  );
};
