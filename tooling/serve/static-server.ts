// Serves one built package (shell, a remote or the integrator page) the way production would:
// gzip, long-lived caching for content-hashed chunks, no-cache for the files that name them,
// CORS for cross-origin loading by the shell and by integrators, /graphql + /media proxied to the API over
// kept-alive connections, the security headers of DESIGN.md section 5, and source maps only when asked for.
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo, Socket } from 'node:net';
import { join, resolve } from 'node:path';
import compression from 'compression';
import express from 'express';
import { isApiPath, mountApiProxy } from './api-proxy.ts';
import { builtFiles, deployRootFilesOnly, hiddenPathsOf } from './built-files.ts';
import type { PagePolicy } from './cache-policy.ts';
import { stopsOf, listen, type ServerStops } from './listening-server.ts';
import { createPageHandler } from './page-handler.ts';
import { watchRegistryFile } from './registry-file.ts';
import { mountRemoteMap, remoteMapFileOf } from './remote-map-routes.ts';
import { answerErrors, guardRequests } from './request-guard.ts';
import type { RenderStore } from './render-cache.ts';
import { observeRequests } from './request-observer.ts';
import { COMMON_HEADERS } from './security-headers.ts';
import { createServerLifecycle, createServerLog, logLevelOf, type ServerLog, type Tracing } from '@gadgets/server-kit';
import { FAILURES_TO_CONSOLE } from './quiet-log.ts';
import { createShellMetrics, type ShellMetrics } from './shell-metrics.ts';
import { readinessRoute } from './readiness-route.ts';
import { prepareShellRendering } from './shell-rendering.ts';

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

export interface StaticServer extends ServerStops {
  url: string;
  metrics: ShellMetrics;
  /**
   * Resolves once the server is ready (/health/ready answers 200): listening, and for a server that renders pages, its
   * remote map read and the server builds loaded (or found missing: their sections render in the browser).
   */
  ready: Promise<void>;
}

/** The server's set-up, in the order a request meets it. */
export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const dir = resolve(options.dir);
  const indexFile = join(dir, 'index.html');
  // A deploy root (versions/<version>/ folders, see deploy.mjs) has no page of its own; a build must have one.
  const hasPage = existsSync(indexFile);
  if (!hasPage && !existsSync(join(dir, 'versions')))
    throw new Error(`${dir} has no index.html: build the package first`);
  const remoteMapFile = remoteMapFileOf(dir, options.remotesFile);
  const registry = watchRegistryFile(remoteMapFile);

  const log =
    options.log ?? (options.quiet ? FAILURES_TO_CONSOLE : createServerLog(logLevelOf(process.env.LOG_LEVEL), 'shell'));
  const metrics = options.metrics ?? createShellMetrics();
  const { tracing, apiOrigin } = options;
  const eventStreams = new Set<Socket>();
  const lifecycle = createServerLifecycle();
  const app = express();
  app.disable('x-powered-by');
  // Before anything answers: every request has its id, log line and metrics, refused ones too.
  app.use(observeRequests({ log, metrics, tracing, isApiPath: (path) => Boolean(apiOrigin) && isApiPath(path) }));
  app.use((_request, response, next) => {
    lifecycle.track(response);
    response.set(COMMON_HEADERS);
    next();
  });
  // Before anything reads the Host or the path: every later step sees the one path judged here.
  app.use(guardRequests(hiddenPathsOf(dir, options.sourceMaps ?? process.env.SOURCE_MAPS)));
  // This server's own readiness, for a load balancer (before the proxy, which sends the rest of /health to the API).
  app.get(
    '/health/ready',
    readinessRoute(lifecycle, () =>
      remoteMapFile && registry.current().text === null ? `the remote map ${remoteMapFile} cannot be read` : null,
    ),
  );
  if (apiOrigin) mountApiProxy(app, { apiOrigin, apiSourceAddress: options.apiSourceAddress, eventStreams });

  app.use(compression());
  // CORS for cross-origin loading by the shell and by integrators.
  app.use((_request, response, next) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
  const previewOf = mountRemoteMap(app, {
    registry,
    previewSecret: options.previewSecret ?? process.env.PREVIEW_SECRET,
    previewOrigins: options.previewOrigins ?? process.env.PREVIEW_ORIGINS,
  });
  if (!hasPage) app.use(deployRootFilesOnly);
  app.use(builtFiles(dir));

  // Every other GET that asks for HTML gets the page (page-handler.ts); missing assets 404.
  const { shellPages, renderer, store } = await prepareShellRendering({
    dir,
    apiOrigin,
    registry,
    siteUrl: options.siteUrl ?? process.env.SITE_URL,
    renderDeadlineMs: options.renderDeadlineMs,
    remoteStartupWaitMs: options.remoteStartupWaitMs,
    renderStore: options.renderStore,
    log,
    metrics,
    tracing,
  });
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

  const server = await listen(app, options.port, options.host ?? '127.0.0.1');
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  // Once listening, so a remote map that names this server's own address (a deploy root) can be read. Not waited
  // for: remotes starting beside this server are given a few seconds, and pages asked for meanwhile wait for it.
  const preloading = renderer?.preload(url);
  const ready = (preloading ?? Promise.resolve()).then(() => lifecycle.markReady());
  if (!options.quiet) console.log(`serving ${dir} at ${url}`);
  return { url, metrics, ready, ...stopsOf({ server, lifecycle, eventStreams, preloading, store, tracing }) };
}

const originOf = (url: string) => new URL(url).origin;
