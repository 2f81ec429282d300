import {
  authSuccessResponseSchema,
  emailVerifyQuerySchema,
  emailVerifyRequestSchema,
  errorBodySchema,
  loginRequestSchema,
  meResponseSchema,
  MESSAGES,
  messageResponseSchema,
  passwordForgotRequestSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
  registerResponseSchema,
  sendOtpRequestSchema,
  sendOtpResponseSchema,
  verifyOtpRequestSchema,
} from '@kanak/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error.ts';
import { multipartFields } from '../../http-multipart.ts';
import { userOf } from '../../plugins/auth.ts';
import {
  forgotPassword,
  loginWithOtp,
  loginWithPassword,
  register,
  resetPassword,
  sendLoginOtp,
  sendVerificationEmail,
  verifyEmail,
  type AuthContext,
  type ClientMeta,
  logout,
} from './auth.service.ts';
import { afterReply, repliesSettled } from './after-reply.ts';
import { ownerCodeRoutes } from './owner-code.routes.ts';
import { deriveKey } from './secrets.ts';
import { clearSessionCookie, presentedToken, setSessionCookie } from '../../plugins/session-cookie.ts';
import { toAccountUser, toMeUser } from './user-view.ts';

/** Requests per address and window on each account route. */
export interface AuthRateLimit {
  max: number;
  timeWindowMs: number;
}
export const DEFAULT_AUTH_RATE_LIMIT: AuthRateLimit = { max: 10, timeWindowMs: 60_000 };

export interface AuthRoutesOptions {
  rateLimit?: AuthRateLimit;
}

/** SPEC §7 posts signup and OTP calls as forms; JSON works the same. */
const FORM_TYPES = ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'];
const errors = {
  401: errorBodySchema,
  403: errorBodySchema,
  422: errorBodySchema,
  429: errorBodySchema,
  502: errorBodySchema,
};
const tags = ['accounts'];

/** The account API of ARCHITECTURE §5: signup, OTP and password login, sessions, e-mail checks. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const { config } = app;
  const deps: AuthContext = {
    database: app.database,
    messenger: app.messenger,
    log: app.log,
    otpKey: deriveKey(config.documentKey, 'otp'),
    emailKey: deriveKey(config.documentKey, 'email-verification'),
    publicUrl: (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, ''),
  };
  const secureCookie = config.nodeEnv === 'production';
  app.addHook('onClose', repliesSettled);
  const limit = opts.rateLimit ?? DEFAULT_AUTH_RATE_LIMIT;
  // Per client address, on top of the per-phone and per-account limits: slows credential
  // stuffing, OTP guessing and SMS pumping from one source (shared through Redis when set).
  const limited = {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      errorResponseBuilder: () => new HttpError(429, MESSAGES.account.tooManyRequests),
    },
  };
  const meta = (request: FastifyRequest): ClientMeta => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  const signedIn = (reply: FastifyReply, user: Parameters<typeof toAccountUser>[0], token: string) => {
    setSessionCookie(reply, token, secureCookie);
    return { message: MESSAGES.login.success, user: toAccountUser(user), access_token: token };
  };

  app.post(
    '/register',
    {
      config: limited,
      preValidation: multipartFields,
      schema: { tags, consumes: FORM_TYPES, body: registerRequestSchema, response: { 200: registerResponseSchema, ...errors } },
    },
    async (request) => ({ user_id: await register(deps, request.body), message: MESSAGES.phoneLogin.otpSent }),
  );

  app.post(
    '/send-otp',
    {
      config: limited,
      preValidation: multipartFields,
      schema: { tags, consumes: FORM_TYPES, body: sendOtpRequestSchema, response: { 200: sendOtpResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      user_id: await sendLoginOtp(deps, request.body.phone_number),
      message: MESSAGES.phoneLogin.otpSent,
    }),
  );

  app.post(
    '/verify-otp',
    {
      config: limited,
      preValidation: multipartFields,
      schema: { tags, consumes: FORM_TYPES, body: verifyOtpRequestSchema, response: { 200: authSuccessResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { user, token } = await loginWithOtp(deps, request.body, meta(request));
      return signedIn(reply, user, token);
    },
  );

  app.post(
    '/login',
    {
      config: limited,
      preValidation: multipartFields,
      schema: { tags, consumes: FORM_TYPES, body: loginRequestSchema, response: { 200: authSuccessResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { user, token } = await loginWithPassword(deps, request.body, meta(request));
      return signedIn(reply, user, token);
    },
  );

  await app.register(ownerCodeRoutes, { deps, limited, meta, signedIn });

  app.post(
    '/password/forgot',
    {
      config: limited,
      preValidation: multipartFields,
      schema: { tags, consumes: FORM_TYPES, body: passwordForgotRequestSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      // Looked up and texted after answering: a known account answers as fast as an unknown one.
      const who = request.body;
      afterReply(() => forgotPassword(deps, who), request.log);
      return { message: MESSAGES.passwordReset.sent };
    },
  );

  app.post(
    '/password/reset',
    {
      config: limited,
      preValidation: multipartFields,
      schema: { tags, consumes: FORM_TYPES, body: passwordResetRequestSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await resetPassword(deps, request.body);
      return { message: MESSAGES.passwordReset.done };
    },
  );

  app.post(
    '/logout',
    { schema: { tags, response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const token = presentedToken(request);
      if (token) await logout(app, token);
      clearSessionCookie(reply, secureCookie);
      return { message: MESSAGES.account.loggedOut };
    },
  );

  app.get(
    '/me',
    { onRequest: app.requireUser, schema: { tags, response: { 200: meResponseSchema, ...errors } } },
    async (request) => ({ user: toMeUser(userOf(request)) }),
  );

  app.post(
    '/email/resend',
    { config: limited, preHandler: app.requireUser, schema: { tags, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      const user = userOf(request);
      if (user.emailVerified) return { message: MESSAGES.account.emailAlreadyVerified };
      try {
        await sendVerificationEmail(deps, user);
      } catch (error) {
        request.log.error({ err: error }, 'sending the verification e-mail failed');
        throw new HttpError(502, MESSAGES.generic.wrong);
      }
      return { message: MESSAGES.account.verificationSent };
    },
  );

  // The mailed link changes nothing itself (a mail scanner may open it): it sends the browser to
  // the shop's page, which posts the token with the session of whoever opened it.
  app.get(
    '/email/verify',
    { schema: { tags, querystring: emailVerifyQuerySchema } },
    async (request, reply) => {
      const token = request.query.token;
      return reply.redirect(token ? `/verify-email?token=${encodeURIComponent(token)}` : '/verify-email', 303);
    },
  );

  app.post(
    '/email/verify',
    {
      config: limited,
      onRequest: app.requireUser,
      schema: { tags, body: emailVerifyRequestSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      const user = userOf(request);
      if (user.emailVerified) return { message: MESSAGES.account.emailAlreadyVerified };
      await verifyEmail(deps, request.body.token, user);
      return { message: MESSAGES.account.emailVerified };
    },
  );
};
