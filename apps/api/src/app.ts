import { randomUUID } from 'node:crypto';
import type { ServerOptions } from 'node:http';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Database } from '@kanak/db';
import Fastify, { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Env } from './env.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { productTestRoutes } from './modules/admin/product-test.routes.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { authRoutes, type AuthRateLimit } from './modules/auth/auth.routes.ts';
import { accountDataRoutes } from './modules/account/account.routes.ts';
import { configureNotices } from './modules/notifications/notice-settings.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { buybackRoutes } from './modules/orders/buyback.routes.ts';
import { taxRoutes } from './modules/tax/tax.routes.ts';
import { afterSaleRoutes } from './modules/after-sale/after-sale.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { goldExchangeRoutes } from './modules/gold-exchange/gold-exchange.routes.ts';
import { adminPlansRoutes, plansRoutes, publicPlansRoutes } from './modules/plans/plans.routes.ts';
import { designsRoutes } from './modules/workshop/designs.routes.ts';
import { ordersRoutes, type UploadRateLimit } from './modules/orders/orders.routes.ts';
import { sandboxPaymentsRoutes } from './modules/payments/payments.routes.ts';
import { webhookRoutes } from './modules/payments/webhook.routes.ts';
import { requestsRoutes } from './modules/requests/requests.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { liveOffersRoutes } from './modules/offers/offers.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { findSession } from './modules/auth/sessions.repository.ts';
import { DYNAMIC_COMPRESSION } from './http-encoding.ts';
import { catalogueCachePlugin } from './modules/catalog/catalogue-cache-plugin.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { formBodyPlugin } from './plugins/form-body.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { apiSecurityHeaderOptions, securityHeaderOptions } from './plugins/security-policy.ts';
import { textGuardPlugin } from './plugins/text-guard.ts';
import { webPlugin } from './modules/pages/web.ts';
import { liveMessenger } from './providers/messaging/live.ts';
import type { Messenger } from './providers/messaging/messenger.ts';
import { outboxMessenger } from './providers/messaging/outbox.ts';
import { createPaymentProvider } from './providers/payments/index.ts';
import type { PaymentProvider } from './providers/payments/provider.ts';
import type { Storage } from './providers/storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    storage: Storage;
    config: Env;
    messenger: Messenger;
    /** The per-address limit of public reads: catalogue, search and server-rendered pages. */
    publicReadLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
}

export interface AppDeps {
  env: Env;
  database: Database;
  storage: Storage;
  mediaRoot: string;
  logger?: FastifyServerOptions['logger'];
  /** A logger made before the app (server.ts logs start-up steps with it); wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** Replaces the messenger chosen from MESSENGER (tests). */
  messenger?: Messenger;
  /** Replaces the provider chosen from PAYMENT_PROVIDER (tests). */
  payments?: PaymentProvider;
  /**
   * How long a plugin or ready hook may take before start-up fails (Fastify's default: 10 s). The
   * test apps allow more: on a loaded two-core machine a ready hook once took longer (28 November).
   */
  pluginTimeoutMs?: number;
  /** Per-address limit of the account routes (default 10 a minute). */
  authRateLimit?: AuthRateLimit;
  /** Per-account limit of orders with documents (default 20 a minute). */
  uploadRateLimit?: UploadRateLimit;
}

export const BODY_LIMIT = 1024 * 1024;
/** proxy-addr's names for 127/8, 169.254/16 and the private ranges (10/8, 172.16/12, 192.168/16, fc00::/7). */
const TRUSTED_PROXIES = 'loopback, linklocal, uniquelocal';

/** Builds the Fastify instance with every plugin and module; server.ts listens (fastify/demo). */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    ...(deps.loggerInstance ? { loggerInstance: deps.loggerInstance } : { logger: deps.logger ?? false }),
    bodyLimit: BODY_LIMIT,
    // Issue 35: stalled uploads and bodies sent a byte at a time held sockets for minutes.
    ...timeoutOptions(deps.env.timeouts),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    ...(deps.pluginTimeoutMs === undefined ? {} : { pluginTimeout: deps.pluginTimeoutMs }),
    // Trust balancers on private addresses only: the client address is the last X-Forwarded-For
    // entry one of them wrote. `true` would take the leftmost entry, which the client writes
    // itself, and let it dodge every per-address limit.
    trustProxy: deps.env.trustProxy ? TRUSTED_PROXIES : false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', deps.database);
  app.decorate('storage', deps.storage);
  app.decorate('config', deps.env);
  configureNotices(deps.env);
  const messenger = deps.messenger ?? createMessenger(deps.env, deps.database);
  app.decorate('messenger', messenger);
  app.decorate('payments', deps.payments ?? createPaymentProvider(deps.env));
  app.addHook('onClose', async () => void (await messenger.close?.()));
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { page: securityHeaderOptions(deps.env), api: apiSecurityHeaderOptions(deps.env) });
  await app.register(compress, { global: true, ...DYNAMIC_COMPRESSION });
  await app.register(cookie);
  await app.register(formBodyPlugin);
  await app.register(textGuardPlugin);
  // Decorators only (sessions are looked up by the routes that ask), so every scope may use them.
  await app.register(authPlugin, { findSession: (token) => findSession(app.database.db, token) });
  await app.register(catalogueCachePlugin);
  // Bodies are read only through http-multipart.ts, which holds each route's bodyLimit as they stream.
  await app.register(multipart);
  // Limits are per node in memory, or shared by every node through Redis when REDIS_URL is set.
  // While Redis is unreachable the limits are skipped rather than turned into errors (decision 014):
  // the shop stays open, and the brakes kept in PostgreSQL (account lockout, OTP limits) still hold.
  const redis = deps.env.redisUrl ? new Redis(deps.env.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 }) : undefined;
  if (redis) {
    let loggedAt = 0;
    redis.on('error', (err: unknown) => {
      if (Date.now() - loggedAt < 60_000) return;
      loggedAt = Date.now();
      app.log.error({ err }, 'Redis is unreachable: rate limits are not counted until it returns');
    });
    app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
  }
  await app.register(rateLimit, { global: false, skipOnError: true, ...(redis ? { redis, nameSpace: 'kanak-rl-' } : {}) });
  // One counter for every public read (catalogue answers and pages), apart from the unknown-URL limit.
  app.decorate('publicReadLimit', app.rateLimit({ max: deps.env.publicRateLimitPerMinute, timeWindow: '1 minute' }));

  // The API's documentation lists every admin route: in development and tests only (issue 35).
  if (deps.env.nodeEnv !== 'production') {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Kanak API', version: '1.0.0', description: 'Made-to-order jewellery shop' },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }

  await app.register(
    async (api) => {
      // Three scopes, each guarded once here so a route added to one cannot forget its guard.
      // Public: answers anyone; catalogue answers carry their own ETag and Cache-Control.
      await api.register(healthRoutes);
      await api.register(catalogRoutes);
      await api.register(searchRoutes);
      await api.register(settingsRoutes);
      await api.register(liveOffersRoutes);
      await api.register(publicPlansRoutes);
      await api.register(productTestRoutes, { rateLimit: deps.authRateLimit });
      await api.register(webhookRoutes);
      // Hands out every OTP it holds: only with the outbox, and never in production.
      if (deps.env.messenger === 'outbox' && deps.env.nodeEnv !== 'production') await api.register(devRoutes);
      // Public but personal: tokens and personal details, so no browser or proxy may keep a copy;
      // their routes look the session up themselves where they need it.
      await api.register(async (personal) => {
        personal.addHook('onSend', noStore);
        await personal.register(authRoutes, { rateLimit: deps.authRateLimit });
        await personal.register(requestsRoutes);
      });
      // Customer: a session is required before any body is read (onRequest), and personal data
      // and identity documents are never cached.
      await api.register(async (customer) => {
        customer.addHook('onRequest', customer.requireUser);
        customer.addHook('onSend', noStore);
        await customer.register(cartRoutes);
        await customer.register(favoritesRoutes);
        await customer.register(addressesRoutes);
        await customer.register(ordersRoutes, { uploadRateLimit: deps.uploadRateLimit });
        await customer.register(buybackRoutes);
        await customer.register(taxRoutes);
        await customer.register(afterSaleRoutes);
        await customer.register(walletRoutes);
        await customer.register(goldExchangeRoutes);
        await customer.register(plansRoutes);
        await customer.register(designsRoutes);
        await customer.register(accountDataRoutes, { rateLimit: deps.authRateLimit });
        await customer.register(notificationRoutes);
        if (deps.env.paymentProvider === 'sandbox') await customer.register(sandboxPaymentsRoutes);
      });
      // Admin (issue 7): visitors get 401, customers 403, before any body is read; customer data
      // and documents are never cached.
      await api.register(
        async (admin) => {
          admin.addHook('onRequest', admin.requireAdmin);
          admin.addHook('onSend', noStore);
          await admin.register(adminRoutes);
          await admin.register(adminPlansRoutes);
        },
        { prefix: '/admin' },
      );
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, { webDist: deps.env.webDist, mediaRoot: deps.mediaRoot });
  return app;
}

/**
 * The whole request (headers and body) within `requestMs`, or Node answers 408 and closes the
 * connection; it checks every quarter of that (at most every 30 s, Node's default) so the limit
 * holds to within a quarter. A connection silent for `idleMs` (a stalled upload) is closed.
 */
function timeoutOptions({ requestMs, idleMs }: Env['timeouts']): { requestTimeout: number; connectionTimeout: number; http: ServerOptions } {
  return {
    requestTimeout: requestMs,
    connectionTimeout: idleMs,
    http: { headersTimeout: Math.min(60_000, requestMs), connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(requestMs / 4))) },
  };
}

/** Personal answers: no browser or proxy cache may keep them. */
async function noStore(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('Cache-Control', 'no-store');
}

/** MESSENGER=live sends through SMTP, the SMS gateway and WhatsApp's Cloud API; otherwise the database outbox. */
function createMessenger(env: Env, database: Database): Messenger {
  if (env.messenger === 'outbox') return outboxMessenger(database);
  if (!env.smtpUrl || !env.smsGatewayUrl || !env.whatsApp) throw new Error('MESSENGER=live needs SMTP_URL, SMS_GATEWAY_URL and WHATSAPP_*');
  const host = env.publicUrl ? new URL(env.publicUrl).hostname : 'localhost';
  return liveMessenger({ smtpUrl: env.smtpUrl, smsGatewayUrl: env.smsGatewayUrl, whatsApp: env.whatsApp, from: `Kanak <no-reply@${host}>` });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
