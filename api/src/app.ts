import {
  createServerLifecycle,
  createServerLog,
  startTracing,
  type ServerLog,
  type Tracing,
} from '@gadgets/server-kit';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DestinationStream } from 'pino';
import { createPubSub } from 'graphql-yoga';
import type { Config } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrations';
import { createEventBus, type EventBus } from './events/bus';
import {
  ACCOUNT_CHANGED,
  CATALOGUE_CHANGED,
  COMMENTS_CHANGED,
  NOTIFICATIONS_CHANGED,
  RATINGS_CHANGED,
  type AccountChange,
  type CatalogueChange,
  type NotificationsChange,
  type RatingsChange,
} from './events/topics';
import { SECTION_NAMES } from './shared/sections';
import { applyKeepAliveTimeout, SERVER_TIMEOUT_OPTIONS } from './http/connection-timeouts';
import { createGraphqlEndpoint } from './http/graphql-endpoint';
import { createRequestHandler } from './http/request-handler';
import { createApiMetrics, type ApiMetrics } from './metrics/api-metrics';
import { startMetricsServer, type MetricsServer } from './metrics/metrics-server';
import { observeRequests } from './http/request-observer';
import { currentRequest } from './shared/request-context';
import { phoneFinderCoverage } from './modules/phones/store';
import { createSignInRoutes } from './modules/sign-in-providers/http-routes';
import { seedCatalogue } from './seed/seed';
import { createServices, type Services } from './services';

export interface Api {
  config: Config;
  db: Database;
  services: Services;
  logger: ServerLog;
  /** Its Prometheus metrics (served at /metrics on METRICS_PORT by `listen`). */
  metrics: ApiMetrics;
  /** Node request listener: /graphql, /media/*, /health. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Serves `handle`, and the metrics when config.metrics.port is set (`metricsUrl`). */
  listen(port?: number, host?: string): Promise<{ server: Server; url: string; metricsUrl?: string }>;
  /** From now on /health/ready answers 503 and live streams end; requests are still served (see close). */
  startDraining(): void;
  /**
   * Drains (stops listening, lets requests in flight finish for up to `drainMs`, ends live streams), then cuts what
   * is left and closes the services and the database.
   */
  close(options?: { drainMs?: number }): Promise<void>;
}

export interface ApiOptions {
  seed?: boolean;
  pgliteTemplate?: Blob;
  /** Where the log lines go (tests read them); standard output by default. */
  logDestination?: DestinationStream;
}

export async function createApi(config: Config, options: ApiOptions = {}): Promise<Api> {
  const logger = createServerLog(config.logLevel, 'api', options.logDestination);
  const metrics = createApiMetrics();
  const tracing = await startTracing(config.tracing.serviceName, config.tracing.url);
  const db = await openDatabase({
    dataDir: config.pgliteInMemory ? 'memory://' : config.dataDir,
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    pgliteTemplate: options.pgliteTemplate,
    onIdleConnectionError: (error) =>
      logger.error('an idle database connection broke; the next query opens another', error),
    observeQuery: queryObserver(metrics, tracing),
  });
  watchPool(db, metrics);
  const applied = await migrate(db);
  if (applied.length > 0) logger.info(`database migrated: ${applied.join(', ')}`);
  if (options.seed ?? config.seedOnStart) {
    const counts = await seedCatalogue(db);
    logger.info(
      `catalogue seeded: ${Object.entries(counts)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ')}`,
    );
    const { phones, known } = await phoneFinderCoverage(db);
    logger.info(
      `phone finder values stated, of ${phones} phones: ${Object.entries(known)
        .map(([column, count]) => `${column} ${count}`)
        .join(', ')}`,
    );
  }
  const events: EventBus = await createEventBus(config, logger, metrics);
  const pubSub = createPubSub({ eventTarget: events.eventTarget });
  const services = createServices({ config, db, logger, pubSub, redis: events.commands, metrics });

  // Clear read caches when another instance changes the catalogue: what was built from the section it wrote to goes
  // too (all of it when the section is not one this instance knows).
  const catalogueEvents = pubSub.subscribe(CATALOGUE_CHANGED) as AsyncIterableIterator<CatalogueChange | undefined>;
  void (async () => {
    for await (const event of catalogueEvents) {
      if (event?.instance === services.instanceId) continue;
      services.cache.clear(SECTION_NAMES.find((section) => section === event?.section));
    }
  })().catch((error: unknown) => logger.error('catalogue event loop stopped', error));
  // Drop a page's kept comment thread when a comment is added to it on any instance.
  const commentEvents = pubSub.subscribe(COMMENTS_CHANGED) as AsyncIterableIterator<{ topic: string }>;
  void (async () => {
    for await (const event of commentEvents) if (event?.topic) services.comments.forget(event.topic);
  })().catch((error: unknown) => logger.error('comment event loop stopped', error));
  // Read models' ratings again for the finders when another instance changed their reviews.
  const ratingEvents = pubSub.subscribe(RATINGS_CHANGED) as AsyncIterableIterator<RatingsChange | undefined>;
  void (async () => {
    for await (const event of ratingEvents) if (event) services.finderRatings.heard(event);
  })().catch((error: unknown) => logger.error('rating event loop stopped', error));

  // Read an account's viewers again when another instance changed the account or its logins.
  const accountEvents = pubSub.subscribe(ACCOUNT_CHANGED) as AsyncIterableIterator<AccountChange | undefined>;
  void (async () => {
    for await (const event of accountEvents) if (event) services.viewers.heard(event);
  })().catch((error: unknown) => logger.error('account event loop stopped', error));

  // Count an account's unread notifications again when another instance kept or marked some.
  const notificationEvents = pubSub.subscribe(NOTIFICATIONS_CHANGED) as AsyncIterableIterator<
    NotificationsChange | undefined
  >;
  void (async () => {
    for await (const event of notificationEvents) if (event) services.notifications.heard(event);
  })().catch((error: unknown) => logger.error('notification event loop stopped', error));

  services.notificationDigest.start();
  // A catalogue seeded with new models or parts (a data release) may match followed searches.
  services.searchWatch.catalogueReleasedLater();
  const lifecycle = createServerLifecycle();
  // Ready from the start: the database is migrated and the catalogue seeded before the server listens.
  lifecycle.markReady();
  metrics.readAtScrape(
    'api_http_requests_in_flight',
    'Requests being answered now, open subscription streams included',
    () => lifecycle.inFlight,
  );
  const yoga = createGraphqlEndpoint({ config, services, logger, lifecycle, metrics });
  const signInRoutes = createSignInRoutes({ config, service: services.signInProviders, logger });
  const handle = observeRequests(createRequestHandler({ config, db, yoga, signInRoutes, lifecycle }), {
    logger,
    metrics,
    tracing,
  });

  let server: Server | undefined;
  let metricsServer: MetricsServer | undefined;
  return {
    config,
    db,
    services,
    logger,
    metrics,
    handle,
    async listen(port = config.port, host = config.host) {
      // Slow clients are cut off in seconds (see connection-timeouts).
      server = createServer(SERVER_TIMEOUT_OPTIONS, handle);
      applyKeepAliveTimeout(server);
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, host, () => resolve());
      });
      const address = server.address() as AddressInfo;
      const url = `http://${host}:${address.port}`;
      if (config.metrics.port === undefined) return { server, url };
      metrics.collectProcessMetrics();
      metricsServer = await startMetricsServer(metrics.registry, config.metrics.port, config.metrics.host);
      return { server, url, metricsUrl: metricsServer.url };
    },
    startDraining: () => lifecycle.startDraining(),
    async close({ drainMs = 0 } = {}) {
      lifecycle.startDraining();
      if (server) {
        const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
        server.closeIdleConnections();
        if (!(await lifecycle.settled(drainMs)))
          logger.error(`${lifecycle.inFlight} request(s) still open after ${drainMs} ms of draining were cut off`);
        server.closeAllConnections();
        await closed;
      }
      services.notificationDigest.stop();
      await catalogueEvents.return?.();
      await commentEvents.return?.();
      await ratingEvents.return?.();
      await accountEvents.return?.();
      await notificationEvents.return?.();
      // Let account work and mail already accepted finish before the database goes away.
      if (!(await services.tasks.idle(10_000)))
        logger.error(`closing with ${services.tasks.pending} background task(s) unfinished`);
      await yoga.dispose();
      await services.finderHost.close();
      await events.close();
      await db.close();
      await metricsServer?.close();
      await tracing?.shutdown();
    },
  };
}

/**
 * Each statement timed for the metrics and, with tracing on, a span inside its request's (statements run outside a
 * request, at start or by timers, have none): `db.query.text` is the statement without its parameters.
 */
function queryObserver(metrics: ApiMetrics, tracing: Tracing | undefined) {
  return async <T>(sql: string, run: () => Promise<T>): Promise<T> => {
    const parent = tracing && currentRequest()?.span;
    const span = parent
      ? tracing.childSpan(parent, 'db.query', 'client', {
          'db.system.name': 'postgresql',
          'db.query.text': sql.length > 2000 ? sql.slice(0, 2000) : sql,
        })
      : undefined;
    const started = performance.now();
    try {
      const result = await run();
      span?.end();
      return result;
    } catch (error) {
      span?.end(error instanceof Error ? error.message : true);
      throw error;
    } finally {
      metrics.databaseQuery((performance.now() - started) / 1000);
    }
  };
}

/** The PostgreSQL pool's figures, read at each scrape (PGlite has no pool). */
function watchPool(db: Database, metrics: ApiMetrics) {
  const figures = db.poolFigures;
  if (!figures) return;
  metrics.readAtScrape('api_db_pool_connections', 'Database connections open (idle or busy)', () => figures().total);
  metrics.readAtScrape('api_db_pool_idle_connections', 'Database connections open and idle', () => figures().idle);
  metrics.readAtScrape(
    'api_db_pool_waiting_queries',
    'Queries waiting for a database connection (every connection busy)',
    () => figures().waiting,
  );
  metrics.readAtScrape(
    'api_db_pool_max_connections',
    'The pool size: connections it opens at most',
    () => figures().max,
  );
}
