// First: an older Node than package.json's `engines` stops with one line, before any dependency loads.
import './node-version.mjs';
import { fileURLToPath } from 'node:url';
import { createDatabase, migrate } from '@kanak/db';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { renderHomeAhead } from './modules/pages/page-render.ts';
import { EnvError, loadEnv } from './env.ts';
import { AUTH_PURGE_INTERVAL_MS, purgeExpiredAuth } from './modules/auth/purge.repository.ts';
import { EXPIRY_INTERVAL_MS, expireStaleOrders } from './modules/orders/expiry.ts';
import { REFUND_INTERVAL_MS, sendDueRefunds } from './modules/payments/refund-sender.ts';
import { OFFER_CHECK_INTERVAL_MS, repriceAtOfferBoundaries } from './modules/offers/offers.service.ts';
import { PLAN_CLOCK_INTERVAL_MS, planClock } from './modules/plans/plan-reminders.ts';
import { createMessageDispatcher } from './providers/messaging/dispatcher.ts';
import { createStorage } from './providers/storage/create-storage.ts';
import { sweepAbandonedUploads } from './providers/storage/private-uploads.ts';
import { readableLogStream } from './readable-log.ts';
import { prepareDatabase } from './startup.ts';

/** Reads env, migrates, seeds an empty database, listens; drains on SIGTERM (ARCHITECTURE §2). */
async function main() {
  const env = loadEnv();
  const logger = pino({ level: env.logLevel }, env.logFormat === 'readable' ? readableLogStream() : undefined);
  const webDist = env.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  const database = await createDatabase({ databaseUrl: env.databaseUrl, dataDir: `${env.dataDir}/db` });
  logger.info(`Applying database migrations (${database.kind})…`);
  await migrate(database);
  const { storage, mediaRoot, close: closeStorage } = await createStorage(env);

  const app = await buildApp({
    env: { ...env, webDist },
    database,
    storage,
    mediaRoot,
    loggerInstance: logger,
    authRateLimit: { max: env.authRateLimitPerMinute, timeWindowMs: 60_000 },
  });
  await prepareDatabase(app);

  // Unpaid orders expire after 24 h (ARCHITECTURE §4); order lists also expire them lazily.
  const expiry = setInterval(() => {
    expireStaleOrders(app).catch((err: unknown) => app.log.error({ err }, 'order expiry failed'));
  }, EXPIRY_INTERVAL_MS);
  expiry.unref();
  // Expired sessions, spent OTP codes and files of uploads that never committed would pile up for ever.
  const purge = setInterval(() => {
    purgeExpiredAuth(database.db).catch((err: unknown) => app.log.error({ err }, 'auth purge failed'));
    sweepAbandonedUploads(database.db, storage).catch((err: unknown) => app.log.error({ err }, 'upload sweep failed'));
  }, AUTH_PURGE_INTERVAL_MS);
  purge.unref();
  // Refunds are decided in the transaction that owes them and made through the provider by any
  // node: at once after that commit, and from here after a failure or a restart (ARCHITECTURE §7).
  const sendRefunds = () => {
    sendDueRefunds(app).catch((err: unknown) => app.log.error({ err }, 'refund sweep failed'));
  };
  sendRefunds();
  const refunds = setInterval(sendRefunds, REFUND_INTERVAL_MS);
  refunds.unref();
  // Offers start and end on their own: list prices follow within a minute of either (ARCHITECTURE §7).
  // The first check looks back to the beginning, so a boundary passed while no node ran is caught too.
  let offersCheckedAt = new Date(0);
  const reprice = () => {
    repriceAtOfferBoundaries(app, offersCheckedAt)
      .then((at) => void (offersCheckedAt = at))
      .catch((err: unknown) => app.log.error({ err }, 'offer re-pricing failed'));
  };
  reprice();
  const offerClock = setInterval(reprice, OFFER_CHECK_INTERVAL_MS);
  offerClock.unref();
  // Purchase plans: a reminder before each due date (once per date, whichever node sees it first)
  // and refunds of plan money that failed before (ARCHITECTURE §11).
  const plans = () => {
    planClock(app).catch((err: unknown) => app.log.error({ err }, 'plan clock failed'));
  };
  plans();
  const planTimer = setInterval(plans, PLAN_CLOCK_INTERVAL_MS);
  planTimer.unref();
  // Order and payment notices are queued by the transactions that make them; this node sends its
  // share, woken by each queued message and every few seconds for retries (decision 016).
  const dispatcher = createMessageDispatcher({ database, messenger: app.messenger, log: app.log });
  await dispatcher.start();

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    clearInterval(expiry);
    clearInterval(purge);
    clearInterval(refunds);
    clearInterval(offerClock);
    clearInterval(planTimer);
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // The database closes last: plugins' own onClose hooks (e.g. the catalogue's LISTEN) still use it.
    // The dispatcher stops first, before the messenger closes; what it leaves queued, any node sends.
    dispatcher
      .stop()
      .then(() => app.close())
      .then(async () => {
        closeStorage();
        await database.close();
      })
      .then(
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
  app.log.info(`Kanak is open at ${address.replace('127.0.0.1', 'localhost')} (${database.kind} database)`);
  // The process's first page render (the renderer's modules imported) happens now, not for the
  // first visitor.
  void renderHomeAhead(app, new URL(address).host);
}

main().catch((err: unknown) => {
  if (err instanceof EnvError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
