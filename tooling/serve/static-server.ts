// Serves one built package (shell, a remote or the integrator page) the way production would:
// gzip, long-lived caching for content-hashed chunks, no-cache for the files that name them,
// CORS for cross-origin loading by the shell and by integrators, /graphql + /media proxied to the API over
// kept-alive connections, the security headers of DESIGN.md section 5, and source maps only when asked for.
import { existsSync, readFileSync } from 'node:fs';
import { Agent as HttpAgent, type Server } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { join, resolve } from 'node:path';
import compression from 'compression';
import express, { type Request } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { PagePolicy } from './cache-policy.ts';
import { createPageHandler } from './page-handler.ts';
import { PREVIEW_PATH, previewSecretsOf, withPreview } from './preview.mjs';
import { previewOfRequest, previewRoute, type PreviewSettings } from './preview-route.ts';
import { watchRegistryFile } from './registry-file.ts';
import { answerErrors, guardRequests } from './request-guard.ts';
import { renderStoreFromEnvironment, type RenderStore } from './render-cache.ts';
import { observeRequests } from './request-observer.ts';
import { COMMON_HEADERS } from './security-headers.ts';
import { createServerLog, FAILURES_TO_CONSOLE, logLevelOf, type ServerLog } from './server-log.ts';
import { createShellMetrics, type ShellMetrics } from './shell-metrics.ts';
import type { Tracing } from './tracing.ts';
import { createServerRenderer, type Preview } from './server-render.ts';
import { createServerLifecycle, readinessRoute } from './server-lifecycle.ts';
import { loadShellServerBuild } from './shell-build.ts';

const HASHED_ASSET = /\.[0-9a-f]{10}\.(js|css|svg|png|woff2?)$/;
/** A deploy's content-addressed version folder (deploy.mjs): nothing in it ever changes. */
const VERSIONED_FILE = /(^|\/)versions\/[0-9a-f]{12}\//;
/** What a deploy root serves: files of its version folders, and current/mf-manifest.json (deploy.mjs). */
const DEPLOY_ROOT_FILE = /^\/(versions\/[0-9a-f]{12}\/.|current\/mf-manifest\.json$)/;
const ALWAYS_REVALIDATE = /(^|\/)(index\.html|remotes\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/;
const SOURCE_MAP = /\.map$/i;
/** The shell's server build, judged on the normalised path (request-guard.ts). */
const SERVER_BUILD = /^\/server(\/|$)/i;
const HTML_FILE = /\.html$/;
/** The last segment of a path names a file: it has an extension. */
const FILE_NAME = /\.[^/]*$/;
/** The API's own request body limit (api/src/http/limits.ts, MAX_BODY_BYTES). */
const MAX_API_BODY_BYTES = 100_000;
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** Past this, an oversized body is not read to its end before the 413. */
const MAX_DRAINED_BYTES = 8 * 1024 * 1024;
/** What the proxy hands to the API (its pathFilter below). */
const API_PATHS = ['/graphql', '/media', '/health', '/oauth'];
const API_PATH = /^\/(graphql|media|health|oauth)(\/|$)/;

export interface StaticServerOptions {
  /** The built package. */
  dir: string;
  port: number;
  host?: string;
  /** Where /graphql, /media, /health and /oauth are proxied to, and where the server's own renders ask. */
  apiOrigin?: string;
  /**
   * The local address the proxy connects to the API from: the one address the API believes X-Forwarded-For from
   * (its TRUST_PROXY), see proxy-address.mjs.
   */
  apiSourceAddress?: string;
  /** The shell's deploy-time remote map, served as /remotes.json. */
  remotesFile?: string;
  /** Origins of remotes the page mounts without a remote map (the integrator page). */
  remoteOrigins?: string[];
  /** An API the page calls directly instead of through this server. */
  publicApiOrigins?: string[];
  /** 'public' serves *.map files; default SOURCE_MAPS, else hidden. */
  sourceMaps?: 'public' | 'hidden';
  /** The site's own address (default SITE_URL): share images and canonical links name it. */
  siteUrl?: string;
  /** The site's preview secrets, comma-separated, current first (preview.mjs); default PREVIEW_SECRET; none: off. */
  previewSecret?: string;
  /** Origins besides each section's own that preview candidates may load from; default PREVIEW_ORIGINS. */
  previewOrigins?: string;
  /** Where rendered pages are kept; default from the environment (RENDER_CACHE, REDIS_URL), null for none. */
  renderStore?: RenderStore | null;
  /** How long each page may be kept (cache-policy.ts); tests shorten it. */
  pagePolicyOf?: (pathname: string) => PagePolicy;
  /** How long a render may wait for its data and remotes. */
  renderDeadlineMs?: number;
  /** How long a starting server waits for remotes that do not answer yet (server-render.ts); tests shorten it. */
  remoteStartupWaitMs?: number;
  /** No "serving … at" line, and (unless `log` is given) no log lines but failures, as plain console errors. */
  quiet?: boolean;
  /** Where the server's JSON log lines go; default: standard output at LOG_LEVEL (see `quiet`). */
  log?: ServerLog;
  /** The server's metrics (served by cluster.ts, or a caller, with metrics-server.ts); default: a registry of its own. */
  metrics?: ShellMetrics;
  /** Traces requests and renders (tracing.ts); the server shuts it down when it stops. None: off. */
  tracing?: Tracing | undefined;
}

export interface StaticServer {
  url: string;
  metrics: ShellMetrics;
  /**
   * Resolves once the server is ready (/health/ready answers 200): listening, and for a server that renders pages, its
   * remote map read and the server builds loaded (or found missing: their sections render in the browser).
   */
  ready: Promise<void>;
  /** From now on /health/ready answers 503 and answers close their connections; requests are still served. */
  startDraining(): void;
  /** Stops at once, open connections included. */
  close(): Promise<void>;
  /**
   * Not ready any more (startDraining), stops taking connections, cuts event streams, and resolves once the requests
   * in flight are answered (or after `graceMs`, when what is left is cut).
   */
  drain(graceMs?: number): Promise<void>;
}

export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const dir = resolve(options.dir);
  const indexFile = join(dir, 'index.html');
  // A deploy root (versions/<version>/ folders, see deploy.mjs) has no page of its own; a build must have one.
  const hasPage = existsSync(indexFile);
  if (!hasPage && !existsSync(join(dir, 'versions')))
    throw new Error(`${dir} has no index.html: build the package first`);
  // Without a deploy-time map the shell reads the remotes.json it was built with.
  const remoteMapFile =
    options.remotesFile ?? (existsSync(join(dir, 'remotes.json')) ? join(dir, 'remotes.json') : undefined);
  const registry = watchRegistryFile(remoteMapFile);
  const sourceMapsPublic = (options.sourceMaps ?? process.env.SOURCE_MAPS) === 'public';

  // The shell's own server build is read from disk by its renderer; no browser needs it. (A remote's server build
  // stays public: the shell's server loads it over HTTP, and it holds the same code as the remote's browser build.)
  const privateServerBuild = existsSync(join(dir, 'server', 'server.js'));
  // Source maps give away the original source; a deployment that wants them public says so.
  const hidden = (path: string) =>
    (!sourceMapsPublic && SOURCE_MAP.test(path)) || (privateServerBuild && SERVER_BUILD.test(path));

  const log = options.log ?? (options.quiet ? FAILURES_TO_CONSOLE : createServerLog(logLevelOf(process.env.LOG_LEVEL)));
  const metrics = options.metrics ?? createShellMetrics();
  const eventStreams = new Set<Socket>();
  const lifecycle = createServerLifecycle();
  const app = express();
  app.disable('x-powered-by');
  // Before anything answers: every request has its id, log line and metrics, refused ones too.
  const { tracing } = options;
  app.use(
    observeRequests({ log, metrics, tracing, isApiPath: (path) => Boolean(options.apiOrigin) && API_PATH.test(path) }),
  );
  app.use((_request, response, next) => {
    lifecycle.track(response);
    response.set(COMMON_HEADERS);
    next();
  });
  // Before anything reads the Host or the path: every later step sees the one path judged here.
  app.use(guardRequests(hidden));
  // This server's own readiness, for a load balancer (before the proxy, which sends the rest of /health to the API).
  app.get(
    '/health/ready',
    readinessRoute(lifecycle, () =>
      remoteMapFile && registry.current().text === null ? `the remote map ${remoteMapFile} cannot be read` : null,
    ),
  );

  if (options.apiOrigin) {
    // A body over the API's limit is answered here: the API would stop reading it and close the connection, and the
    // proxy, still sending, could then answer 502 instead of the API's 413. The body is read to its end (when small
    // enough to be worth it) so the client is not cut off while sending and sees the answer.
    app.post('/graphql', (request, response, next) => {
      const length = Number(request.headers['content-length'] ?? 0);
      if (!(length > MAX_API_BODY_BYTES)) return next();
      response.status(413).set('Connection', 'close').type('application/json');
      const answer = () => response.end(JSON.stringify({ errors: [{ message: 'Request body too large' }] }));
      if (length > MAX_DRAINED_BYTES) return answer();
      request.resume();
      request.once('end', answer);
    });
    // A subscription's event stream never ends on its own: a stopping server cuts it (the browser subscribes again,
    // to another worker or the next process) instead of waiting for it.
    app.use((request, response, next) => {
      if (request.headers.accept?.includes('text/event-stream')) {
        const { socket } = request;
        eventStreams.add(socket);
        response.once('close', () => eventStreams.delete(socket));
      }
      next();
    });
    // Before compression: subscription responses are event streams and must not be buffered.
    app.use(
      createProxyMiddleware({
        target: options.apiOrigin,
        // /oauth: sign-in through Google or GitHub, so its cookies are the site's own.
        pathFilter: API_PATHS,
        changeOrigin: false,
        xfwd: true,
        agent: keepAliveAgent(options.apiOrigin, options.apiSourceAddress),
      }),
    );
  }

  app.use(compression());
  app.use((_request, response, next) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });

  // Previews of a candidate version, for the browser holding a signed link's cookie only (preview-route.ts).
  const previews: PreviewSettings = {
    secrets: remoteMapFile ? previewSecretsOf(options.previewSecret ?? process.env.PREVIEW_SECRET) : [],
    origins: (options.previewOrigins ?? process.env.PREVIEW_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    registry,
  };
  const previewOf = (request: Request): Preview | null => previewOfRequest(request, previews);
  if (remoteMapFile) app.get(PREVIEW_PATH, previewRoute(previews));

  if (remoteMapFile) {
    // The remote map: the deploy-time one replaces the remotes.json the shell was built with, without a rebuild.
    app.get('/remotes.json', (request, response) => {
      const preview = previewOf(request);
      response.setHeader('Cache-Control', preview ? 'private, no-store' : 'no-cache');
      const { text, raw } = registry.current();
      if (text === null) return response.status(404).type('text/plain').send('Not found');
      if (!preview) return response.type('application/json').send(text);
      const pageUrl = `${request.protocol}://${request.get('host')}/`;
      response.json(withPreview(raw, preview, pageUrl));
    });
  }

  const serveFile = express.static(dir, {
    index: false,
    setHeaders(response, filePath) {
      if (ALWAYS_REVALIDATE.test(filePath)) response.setHeader('Cache-Control', 'no-cache');
      else if (VERSIONED_FILE.test(filePath) || HASHED_ASSET.test(filePath))
        response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else response.setHeader('Cache-Control', 'public, max-age=300');
    },
  });
  // A deploy root (deploy.mjs) answers its version folders and the live version's manifest, nothing else: its
  // history (deployments.json) and the files a deploy is still writing stay private.
  if (!hasPage)
    app.use((request, response, next) =>
      DEPLOY_ROOT_FILE.test(request.path) ? next() : response.status(404).type('text/plain').send('Not found'),
    );
  // Pages are answered by the page handler, with their policy and nonce; never as plain files. A path without an
  // extension is a page (every built file has one), so it is not looked for on disk first.
  app.use((request, response, next) =>
    HTML_FILE.test(request.path) || !FILE_NAME.test(request.path) ? next() : serveFile(request, response, next),
  );

  // Every other GET that asks for HTML gets the page (page-handler.ts); missing assets 404.
  // The shell's server build renders pages (unless SSR=off) and names the shell's own pages for their status.
  const shellBuild = loadShellServerBuild(dir);
  const shellPages = new Set(shellBuild ? await shellBuild.pagePaths() : []);
  const renderer =
    options.apiOrigin && shellBuild && process.env.SSR !== 'off'
      ? createServerRenderer({
          serverBuild: shellBuild,
          dir,
          apiOrigin: options.apiOrigin,
          registry,
          siteUrl: options.siteUrl ?? process.env.SITE_URL,
          deadlineMs: options.renderDeadlineMs,
          remoteStartupWaitMs: options.remoteStartupWaitMs,
          log: (message) => log.warn(message),
          onRendered: (outcome, seconds) => metrics.render(outcome, seconds),
          tracing,
        })
      : null;
  const store = renderer
    ? options.renderStore === undefined
      ? renderStoreFromEnvironment()
      : options.renderStore
    : null;
  app.use(
    createPageHandler({
      // The page as built: read once, it changes only with a new build (a new process).
      browserPage: hasPage ? readFileSync(indexFile, 'utf8') : null,
      registry,
      renderer,
      store,
      policyOf: options.pagePolicyOf,
      shellPages,
      previewOf,
      remoteOrigins: (options.remoteOrigins ?? []).map(originOf),
      apiOrigins: (options.publicApiOrigins ?? []).map(originOf),
      log: (message) => log.warn(message),
    }),
  );
  app.use(answerErrors((message) => log.error(message)));

  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<Server>((resolveServer, reject) => {
    const listening = app.listen(options.port, host, (error?: Error) =>
      error ? reject(error) : resolveServer(listening),
    );
  });
  // A client that trickles its headers or body is cut off in seconds, not Node's 300 s (the API does the same);
  // answers, event streams included, are not limited by these.
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  // Once listening, so a remote map that names this server's own address (a deploy root) can be read. Not waited
  // for: remotes starting beside this server are given a few seconds, and pages asked for meanwhile wait for it.
  const preloading = renderer?.preload(url);
  const ready = (preloading ?? Promise.resolve()).then(() => lifecycle.markReady());
  if (!options.quiet) console.log(`serving ${dir} at ${url}`);
  const closed = new Promise<void>((resolveClosed) => server.once('close', () => resolveClosed()));
  return {
    url,
    metrics,
    ready,
    startDraining: () => lifecycle.startDraining(),
    async close() {
      lifecycle.startDraining();
      server.closeAllConnections();
      server.close();
      await closed;
      // The loading goes on reading modules; a server closed in a test run must not read them after the run ends.
      await preloading;
      await store?.close();
      await tracing?.shutdown();
    },
    async drain(graceMs = 10_000) {
      lifecycle.startDraining();
      server.close();
      server.closeIdleConnections();
      for (const socket of eventStreams) socket.destroy();
      // Connections kept alive between requests are closed as soon as their current answer is out.
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      const cutOff = setTimeout(() => server.closeAllConnections(), graceMs);
      await closed;
      clearInterval(idle);
      clearTimeout(cutOff);
      await store?.close();
      await tracing?.shutdown();
    },
  };
}

/**
 * Reuses connections to the API: without an agent the proxy asks for `Connection: close` on every request.
 * Idle sockets are dropped after 4 s, before the API's own 5 s keep-alive timeout can close one under a request.
 */
function keepAliveAgent(target: string, localAddress: string | undefined): HttpAgent {
  const Agent = new URL(target).protocol === 'https:' ? HttpsAgent : HttpAgent;
  return new Agent({ keepAlive: true, scheduling: 'lifo', timeout: 4_000, localAddress });
}

const originOf = (url: string) => new URL(url).origin;
