import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLError, NoSchemaIntrospectionCustomRule, parse } from 'graphql';
import { createPubSub, createYoga, maskError, type Plugin } from 'graphql-yoga';
import type { Config } from './config';
import { parseCookies, type GraphQLContext } from './context';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrations';
import { catalogueResultCachePlugin } from './http/result-cache';
import { depthLimitRule, MAX_BODY_BYTES, MAX_QUERY_DEPTH, MAX_QUERY_TOKENS, MAX_ROOT_FIELDS, rootFieldLimitRule } from './http/limits';
import { createLogger, type Logger } from './logger';
import { renderMedia } from './media/drawings';
import { buildSchema } from './schema';
import { seedCatalogue } from './seed/seed';
import { CATALOGUE_CHANGED, createServices, type Services } from './services';
import type { RedisCounter } from './shared/rate-limiter';
import { createEventBus, type EventBus } from './events';

export interface Api {
  config: Config;
  db: Database;
  services: Services;
  logger: Logger;
  /** Node request listener: /graphql, /media/*, /health. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  listen(port?: number, host?: string): Promise<{ server: Server; url: string }>;
  close(): Promise<void>;
}

/** JSON (or other non-simple) bodies cannot be sent cross-site without a preflight; anything else needs our header. */
function passesCsrfCheck(request: Request): boolean {
  if (request.method === 'OPTIONS') return true;
  if (request.headers.has('x-graphql-csrf')) return true;
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (request.method !== 'POST') return false;
  return contentType === 'application/json' || contentType === 'application/graphql-response+json';
}

/** The request body, or null as soon as more than `limit` bytes arrived (or the content-length says so). */
function readLimitedBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    req.pause();
    return Promise.resolve(null);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

/**
 * The address rate limits count against. Each trusted proxy appends the address it saw to X-Forwarded-For, so only
 * the right-most `trustedHops` entries are trustworthy; the client can write anything to the left of them.
 */
export function clientAddress(trustedHops: number, forwardedFor: string | null, socketAddress: string | undefined): string {
  if (trustedHops > 0 && forwardedFor) {
    const entries = forwardedFor.split(',').map((entry) => entry.trim()).filter(Boolean);
    if (entries.length > 0) return entries[Math.max(0, entries.length - trustedHops)]!;
  }
  return socketAddress || 'unknown';
}

export async function createApi(config: Config, options: { seed?: boolean; pgliteTemplate?: Blob } = {}): Promise<Api> {
  const logger = createLogger(config.logLevel);
  const db = await openDatabase({ dataDir: config.pgliteInMemory ? 'memory://' : config.dataDir, databaseUrl: config.databaseUrl, schema: config.databaseSchema, pgliteTemplate: options.pgliteTemplate });
  const applied = await migrate(db);
  if (applied.length > 0) logger.info(`database migrated: ${applied.join(', ')}`);
  if (options.seed ?? config.seedOnStart) {
    const counts = await seedCatalogue(db);
    logger.info(`catalogue seeded: ${Object.entries(counts).map(([name, count]) => `${name} ${count}`).join(', ')}`);
  }
  const events: EventBus = await createEventBus(config, logger);
  const pubSub = createPubSub({ eventTarget: events.eventTarget });
  const services = createServices({ config, db, logger, pubSub, redis: events.commands as unknown as RedisCounter | undefined });

  // Clear read caches when any instance changes the catalogue.
  const catalogueEvents = pubSub.subscribe(CATALOGUE_CHANGED) as AsyncIterableIterator<{ instance: string }>;
  void (async () => {
    for await (const event of catalogueEvents) {
      if (event?.instance !== services.instanceId) services.cache.clear();
    }
  })().catch((error: unknown) => logger.error('catalogue event loop stopped', error));

  const responseCookies = new WeakMap<Request, string[]>();

  const depthRule = depthLimitRule(MAX_QUERY_DEPTH);
  const rootFieldRule = rootFieldLimitRule(MAX_ROOT_FIELDS);
  const { allowIntrospection } = config;
  const securityPlugin: Plugin = {
    onRequest({ request, url, endResponse, fetchAPI }) {
      if (url.pathname !== '/graphql') return;
      if (!passesCsrfCheck(request)) {
        endResponse(
          new fetchAPI.Response(
            JSON.stringify({ errors: [{ message: 'Missing x-graphql-csrf header (or a JSON content-type)', extensions: { code: 'CSRF_REJECTED' } }] }),
            { status: 403, headers: { 'content-type': 'application/json' } },
          ),
        );
      }
    },
    onParse({ setParseFn }) {
      setParseFn((source, parseOptions) => parse(source, { ...parseOptions, maxTokens: MAX_QUERY_TOKENS }));
    },
    onValidate({ addValidationRule }) {
      addValidationRule(depthRule);
      addValidationRule(rootFieldRule);
      if (!allowIntrospection) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
    onResponse({ request, response }) {
      for (const cookie of responseCookies.get(request) ?? []) response.headers.append('set-cookie', cookie);
    },
  };

  const yoga = createYoga<{ req?: IncomingMessage; res?: ServerResponse }, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    logging: config.logLevel === 'silent' ? false : config.logLevel === 'debug' ? 'debug' : 'warn',
    cors: {
      origin: config.corsOrigins,
      credentials: true,
      allowedHeaders: ['content-type', 'authorization', 'x-graphql-csrf', 'accept'],
      methods: ['GET', 'POST', 'OPTIONS'],
    },
    maskedErrors: {
      isDev: false,
      maskError(error, message) {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (!(original instanceof GraphQLError) && !(error instanceof GraphQLError && !error.originalError)) {
          logger.error('unexpected error', original ?? error);
        }
        return maskError(error, message, false);
      },
    },
    plugins: [securityPlugin, catalogueResultCachePlugin(services.cache)],
    context: async ({ request, req }) => {
      const cookies = parseCookies(request.headers.get('cookie'));
      const clientIp = clientAddress(config.trustProxyHops, request.headers.get('x-forwarded-for'), req?.socket.remoteAddress);
      const authorization = request.headers.get('authorization') ?? '';
      let viewerPromise: ReturnType<GraphQLContext['viewer']> | undefined;
      return {
        config,
        services,
        clientIp,
        cookies,
        setCookie(header: string) {
          const list = responseCookies.get(request) ?? [];
          list.push(header);
          responseCookies.set(request, list);
        },
        viewer() {
          viewerPromise ??= services.accounts.viewerFromAuthorization(authorization);
          return viewerPromise;
        },
      };
    },
  });

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const pathname = (req.url ?? '/').split('?')[0]!;
    if (pathname === '/graphql') {
      if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') {
        void yoga(req, res);
        return;
      }
      // Count the bytes that really arrive (a chunked body has no content-length) and stop at the limit.
      readLimitedBody(req, MAX_BODY_BYTES).then(
        (body) => {
          if (body === null) {
            const origin = req.headers.origin;
            // Same CORS answer as Yoga would give, so a browser can read the 413.
            const cors: Record<string, string> = origin && config.corsOrigins.includes(origin)
              ? { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true', vary: 'Origin' }
              : {};
            res.writeHead(413, { 'content-type': 'application/json', connection: 'close', ...cors });
            res.end(JSON.stringify({ errors: [{ message: 'Request body too large' }] }));
            res.once('finish', () => req.destroy());
            return;
          }
          if (body.length > 0) (req as IncomingMessage & { body?: Buffer }).body = body;
          void yoga(req, res);
        },
        () => {
          if (!res.headersSent) res.writeHead(400, { 'content-type': 'application/json', connection: 'close' });
          res.end(JSON.stringify({ errors: [{ message: 'Could not read the request body' }] }));
        },
      );
      return;
    }
    if (pathname === '/health' && (req.method === 'GET' || req.method === 'HEAD')) {
      // health: the database answers
      db.query('SELECT 1').then(
        () => {
          res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
          res.end(JSON.stringify({ status: 'ok', database: db.kind, redis: Boolean(config.redisUrl) }));
        },
        () => {
          res.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
          res.end(JSON.stringify({ status: 'unavailable', database: db.kind }));
        },
      );
      return;
    }
    if (pathname.startsWith('/media/') && (req.method === 'GET' || req.method === 'HEAD')) {
      const body = renderMedia(pathname);
      if (body) {
        res.writeHead(200, { 'content-type': 'image/svg+xml; charset=utf-8', 'cache-control': 'public, max-age=86400', 'access-control-allow-origin': '*' });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'Not found' }));
  };

  let server: Server | undefined;
  return {
    config,
    db,
    services,
    logger,
    handle,
    async listen(port = config.port, host = config.host) {
      server = createServer(handle);
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, host, () => resolve());
      });
      const address = server.address() as AddressInfo;
      return { server, url: `http://${host}:${address.port}` };
    },
    async close() {
      if (server) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server!.close(() => resolve()));
      }
      await catalogueEvents.return?.();
      // Let account work and mail already accepted finish before the database goes away.
      if (!(await services.tasks.idle(10_000))) logger.error(`closing with ${services.tasks.pending} background task(s) unfinished`);
      await yoga.dispose();
      await events.close();
      await db.close();
    },
  };
}
