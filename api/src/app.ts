import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
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
import { CATALOGUE_SECTIONS } from './shared/cache';
import { applyKeepAliveTimeout, SERVER_TIMEOUT_OPTIONS } from './http/connection-timeouts';
import { createGraphqlEndpoint } from './http/graphql-endpoint';
import { createRequestHandler } from './http/request-handler';
import { createLifecycle } from './http/lifecycle';
import { createLogger, type Logger } from './logger';
import { phoneFinderCoverage } from './modules/phones/store';
import { createSignInRoutes } from './modules/sign-in-providers/http-routes';
import { seedCatalogue } from './seed/seed';
import { createServices, type Services } from './services';

export interface Api {
  config: Config;
  db: Database;
  services: Services;
  logger: Logger;
  /** Node request listener: /graphql, /media/*, /health. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  listen(port?: number, host?: string): Promise<{ server: Server; url: string }>;
  /** From now on /health/ready answers 503 and live streams end; requests are still served (see close). */
  startDraining(): void;
  /**
   * Drains (stops listening, lets requests in flight finish for up to `drainMs`, ends live streams), then cuts what
   * is left and closes the services and the database.
   */
  close(options?: { drainMs?: number }): Promise<void>;
}

export async function createApi(config: Config, options: { seed?: boolean; pgliteTemplate?: Blob } = {}): Promise<Api> {
  const logger = createLogger(config.logLevel);
  const db = await openDatabase({
    dataDir: config.pgliteInMemory ? 'memory://' : config.dataDir,
    databaseUrl: config.databaseUrl,
    schema: config.databaseSchema,
    pgliteTemplate: options.pgliteTemplate,
    onIdleConnectionError: (error) =>
      logger.error('an idle database connection broke; the next query opens another', error),
  });
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
  const events: EventBus = await createEventBus(config, logger);
  const pubSub = createPubSub({ eventTarget: events.eventTarget });
  const services = createServices({ config, db, logger, pubSub, redis: events.commands });

  // Clear read caches when another instance changes the catalogue: what was built from the section it wrote to goes
  // too (all of it when the section is not one this instance knows).
  const catalogueEvents = pubSub.subscribe(CATALOGUE_CHANGED) as AsyncIterableIterator<CatalogueChange | undefined>;
  void (async () => {
    for await (const event of catalogueEvents) {
      if (event?.instance === services.instanceId) continue;
      services.cache.clear(CATALOGUE_SECTIONS.find((section) => section === event?.section));
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
  const lifecycle = createLifecycle();
  const yoga = createGraphqlEndpoint({ config, services, logger, lifecycle });
  const signInRoutes = createSignInRoutes({ config, service: services.signInProviders, logger });
  const handle = createRequestHandler({ config, db, yoga, signInRoutes, lifecycle });

  let server: Server | undefined;
  return {
    config,
    db,
    services,
    logger,
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
      return { server, url: `http://${host}:${address.port}` };
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
    },
  };
}
