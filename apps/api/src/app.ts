import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Database } from '@kanak/db';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Env } from './env.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { webPlugin } from './plugins/web.ts';
import type { Storage } from './providers/storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    storage: Storage;
    config: Env;
  }
}

export interface AppDeps {
  env: Env;
  database: Database;
  storage: Storage;
  mediaRoot: string;
  logger?: FastifyServerOptions['logger'];
}

export const BODY_LIMIT = 1024 * 1024;
export const UPLOAD_LIMIT = 5 * 1024 * 1024;

/** Builds the Fastify instance with every plugin and module; server.ts listens (fastify/demo). */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: BODY_LIMIT,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('database', deps.database);
  app.decorate('storage', deps.storage);
  app.decorate('config', deps.env);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://checkout.razorpay.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", 'https://lumberjack.razorpay.com'],
        frameSrc: ["'self'", 'https://api.razorpay.com', 'https://checkout.razorpay.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT, files: 4, fields: 40 } });
  // Limits are per node in memory, or shared by every node through Redis when REDIS_URL is set.
  const redis = deps.env.redisUrl ? new Redis(deps.env.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: 'kanak-rl-' } : {}) });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Kanak API', version: '1.0.0', description: 'Made-to-order jewellery shop' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, { webDist: deps.env.webDist, mediaRoot: deps.mediaRoot });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
