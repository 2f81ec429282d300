import { fileURLToPath } from 'node:url';
import { createDatabase, migrate } from '@kanak/db';
import { buildApp } from './app.ts';
import { EnvError, loadEnv } from './env.ts';
import { EXPIRY_INTERVAL_MS, expireStaleOrders } from './modules/orders/expiry.ts';
import { localStorage } from './providers/storage/local.ts';
import { prepareDatabase } from './startup.ts';

/** Reads env, migrates, seeds an empty database, listens; drains on SIGTERM (ARCHITECTURE §2). */
async function main() {
  const env = loadEnv();
  const webDist = env.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  const database = await createDatabase({ databaseUrl: env.databaseUrl, dataDir: `${env.dataDir}/db` });
  await migrate(database);
  const storage = localStorage(env.dataDir);

  const app = await buildApp({
    env: { ...env, webDist },
    database,
    storage,
    mediaRoot: storage.publicRoot,
    logger: { level: env.logLevel },
    authRateLimit: { max: env.authRateLimitPerMinute, timeWindowMs: 60_000 },
  });
  app.addHook('onClose', async () => database.close());
  await prepareDatabase(app);

  // Unpaid orders expire after 24 h (ARCHITECTURE §4); order lists also expire them lazily.
  const expiry = setInterval(() => {
    expireStaleOrders(database.db).catch((err: unknown) => app.log.error({ err }, 'order expiry failed'));
  }, EXPIRY_INTERVAL_MS);
  expiry.unref();

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    clearInterval(expiry);
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ port: env.port, host: env.host });
  app.log.info(`Kanak is serving at ${address} (${database.kind} database)`);
}

main().catch((err: unknown) => {
  if (err instanceof EnvError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
