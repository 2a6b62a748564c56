// Serves one built package (shell, a remote or the integrator page) the way production would:
// gzip, long-lived caching for content-hashed chunks, no-cache for the files that name them,
// CORS for cross-origin loading by the shell and by integrators, and /graphql + /media proxied to the API.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import compression from 'compression';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { createPageStatus } from './page-status.mjs';

const HASHED_ASSET = /\.[0-9a-f]{10}\.(js|css|svg|png|woff2?)$/;
const ALWAYS_REVALIDATE = /(^|\/)(index\.html|remotes\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/;

/**
 * @param {{ dir: string, port: number, host?: string, apiOrigin?: string, remotesFile?: string, quiet?: boolean }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startStaticServer(options) {
  const dir = resolve(options.dir);
  const indexFile = join(dir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`${dir} has no index.html: build the package first`);

  const app = express();
  app.disable('x-powered-by');

  if (options.apiOrigin) {
    // Before compression: subscription responses are event streams and must not be buffered.
    app.use(
      createProxyMiddleware({
        target: options.apiOrigin,
        pathFilter: ['/graphql', '/media', '/health'],
        changeOrigin: false,
        xfwd: true,
      }),
    );
  }

  app.use(compression());
  app.use((request, response, next) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  });

  if (options.remotesFile) {
    // Deploy-time remote map: replaces the remotes.json the shell was built with, without a rebuild.
    app.get('/remotes.json', (_request, response) => {
      response.setHeader('Cache-Control', 'no-cache');
      response.type('application/json').send(readFileSync(options.remotesFile, 'utf8'));
    });
  }

  app.use(
    express.static(dir, {
      index: false,
      setHeaders(response, filePath) {
        if (ALWAYS_REVALIDATE.test(filePath)) response.setHeader('Cache-Control', 'no-cache');
        else if (HASHED_ASSET.test(filePath)) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else response.setHeader('Cache-Control', 'public, max-age=300');
      },
    }),
  );

  // Single-page app: every other GET that asks for HTML gets index.html, with 404 when the path is no page of the
  // site (or names a brand or model that does not exist); the app then draws its not-found screen. Missing assets 404.
  const pageStatus = options.apiOrigin ? createPageStatus(options.apiOrigin) : async () => 200;
  app.use((request, response, next) => {
    if (request.method !== 'GET' || /\.[a-z0-9]+$/i.test(request.path)) {
      response.status(404).type('text/plain').send('Not found');
      return;
    }
    pageStatus(request.path).then((status) => {
      response.status(status);
      response.setHeader('Cache-Control', 'no-cache');
      response.type('html').send(readFileSync(indexFile, 'utf8'));
    }, next);
  });

  const host = options.host ?? '127.0.0.1';
  const server = await new Promise((resolveServer, reject) => {
    const listening = app.listen(options.port, host, (error) => (error ? reject(error) : resolveServer(listening)));
  });
  const url = `http://localhost:${server.address().port}`;
  if (!options.quiet) console.log(`serving ${dir} at ${url}`);
  return {
    url,
    close: () =>
      new Promise((resolveClose) => {
        server.closeAllConnections?.();
        server.close(() => resolveClose());
      }),
  };
}
