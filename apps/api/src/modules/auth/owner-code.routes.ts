import {
  authSuccessResponseSchema,
  type AuthSuccessResponse,
  errorBodySchema,
  MESSAGES,
  ownerCodeRequestSchema,
  ownerCodeResponseSchema,
  ownerCodeVerifyRequestSchema,
} from '@kanak/domain';
import type { User } from '@kanak/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { multipartFields } from '../../http-multipart.ts';
import type { AuthContext, ClientMeta } from './auth.service.ts';
import { requestOwnerCode, signInWithOwnerCode } from './owner-code.ts';
import { deriveKey } from './secrets.ts';

export interface OwnerCodeRoutesOptions {
  deps: AuthContext;
  /** The account routes' per-address rate limit. */
  limited: { rateLimit: Record<string, unknown> };
  meta: (request: FastifyRequest) => ClientMeta;
  /** Sets the session cookie and answers as POST login does. */
  signedIn: (reply: FastifyReply, user: User, token: string) => AuthSuccessResponse;
}

const FORM_TYPES = ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'];
const errors = { 422: errorBodySchema, 429: errorBodySchema };
const tags = ['accounts'];

/** The shop owner's sign-in by password and a one-time code, which the lockout does not stop (decision 046). */
export const ownerCodeRoutes: FastifyPluginAsyncZod<OwnerCodeRoutesOptions> = async (app, { deps, limited, meta, signedIn }) => {
  const key = deriveKey(app.config.documentKey, 'owner-code');

  app.post(
    '/login/code',
    {
      config: limited,
      preValidation: multipartFields,
      schema: { tags, consumes: FORM_TYPES, body: ownerCodeRequestSchema, response: { 200: ownerCodeResponseSchema, ...errors } },
    },
    async (request) => ({ message: MESSAGES.ownerCode.sent, challenge: await requestOwnerCode(deps, key, request.body, request.log) }),
  );

  app.post(
    '/login/code/verify',
    {
      config: limited,
      preValidation: multipartFields,
      schema: { tags, consumes: FORM_TYPES, body: ownerCodeVerifyRequestSchema, response: { 200: authSuccessResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { user, token } = await signInWithOwnerCode(deps, key, request.body, meta(request));
      return signedIn(reply, user, token);
    },
  );
};
