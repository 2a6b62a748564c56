// Serves one built package (shell, a remote or the integrator page) the way production would:
// gzip, long-lived caching for content-hashed chunks, no-cache for the files that name them,
// CORS for cross-origin loading by the shell and by integrators, /graphql + /media proxied to the API over
// kept-alive connections, the security headers of DESIGN.md section 5, and source maps only when asked for.
import { existsSync, readFileSync } from 'node:fs';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { join, resolve } from 'node:path';
import compression from 'compression';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { createPageStatus } from './page-status.mjs';
import { COMMON_HEADERS, contentSecurityPolicy, createNonce, remoteOriginsOf } from './security-headers.mjs';
import { createServerRenderer, withScriptNonce } from './server-render.mjs';
import { readSectionRegistry } from './section-registry.mjs';
import {
  candidateManifest,
  PREVIEW_COOKIE,
  PREVIEW_PATH,
  previewTokenOf,
  readPreview,
  withPreview,
} from './preview.mjs';

const HASHED_ASSET = /\.[0-9a-f]{10}\.(js|css|svg|png|woff2?)$/;
/** A deploy's content-addressed version folder (deploy.mjs): nothing in it ever changes. */
const VERSIONED_FILE = /(^|\/)versions\/[0-9a-f]{12}\//;
const ALWAYS_REVALIDATE = /(^|\/)(index\.html|remotes\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/;
const SOURCE_MAP = /\.map$/;
const HTML_FILE = /\.html$/;
/** The API's own request body limit (api/src/http/limits.ts, MAX_BODY_BYTES). */
const MAX_API_BODY_BYTES = 100_000;
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** Past this, an oversized body is not read to its end before the 413. */
const MAX_DRAINED_BYTES = 8 * 1024 * 1024;

/**
 * @typedef {object} StaticServerOptions
 * @property {string} dir the built package
 * @property {number} port
 * @property {string} [host]
 * @property {string} [apiOrigin] where /graphql, /media and /health are proxied to
 * @property {string} [apiSourceAddress] the local address the proxy connects to the API from: the one address the
 *   API believes X-Forwarded-For from (its TRUST_PROXY), see proxy-address.mjs
 * @property {string} [remotesFile] the shell's deploy-time remote map, served as /remotes.json
 * @property {string[]} [remoteOrigins] origins of remotes the page mounts without a remote map (the integrator page)
 * @property {string[]} [publicApiOrigins] an API the page calls directly instead of through this server
 * @property {'public' | 'hidden'} [sourceMaps] 'public' serves *.map files; default SOURCE_MAPS, else hidden
 * @property {string} [siteUrl] the site's own address (default SITE_URL): share images and canonical links name it
 * @property {string} [previewSecret] signs preview links (preview.mjs); default PREVIEW_SECRET; none: no previews
 * @property {boolean} [quiet]
 */

/**
 * @param {StaticServerOptions} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startStaticServer(options) {
  const dir = resolve(options.dir);
  const indexFile = join(dir, 'index.html');
  // A deploy root (versions/<version>/ folders, see deploy.mjs) has no page of its own; a build must have one.
  const hasPage = existsSync(indexFile);
  if (!hasPage && !existsSync(join(dir, 'versions')))
    throw new Error(`${dir} has no index.html: build the package first`);
  // Without a deploy-time map the shell reads the remotes.json it was built with.
  const remoteMapFile =
    options.remotesFile ?? (existsSync(join(dir, 'remotes.json')) ? join(dir, 'remotes.json') : undefined);
  const sourceMapsPublic = (options.sourceMaps ?? process.env.SOURCE_MAPS) === 'public';

  const app = express();
  app.disable('x-powered-by');
  app.use((_request, response, next) => {
    response.set(COMMON_HEADERS);
    next();
  });

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
    // Before compression: subscription responses are event streams and must not be buffered.
    app.use(
      createProxyMiddleware({
        target: options.apiOrigin,
        pathFilter: ['/graphql', '/media', '/health'],
        changeOrigin: false,
        xfwd: true,
        agent: keepAliveAgent(options.apiOrigin, options.apiSourceAddress),
      }),
    );
  }

  app.use(compression());
  // The shell's own server build is read from disk by its renderer; no browser needs it. (A remote's server build
  // stays public: the shell's server loads it over HTTP, and it holds the same code as the remote's browser build.)
  const privateServerBuild = existsSync(join(dir, 'server', 'server.js'));
  app.use((request, response, next) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    // Decided on the path as the file server will read it: `%2Emap` is `.map` there.
    let path;
    try {
      path = decodeURIComponent(request.path);
    } catch {
      response.status(400).type('text/plain').send('Bad request');
      return;
    }
    // Source maps give away the original source; a deployment that wants them public says so.
    const hidden = (!sourceMapsPublic && SOURCE_MAP.test(path)) || (privateServerBuild && path.startsWith('/server/'));
    if (hidden) {
      response.status(404).type('text/plain').send('Not found');
      return;
    }
    next();
  });

  // Previews of a deployed candidate version, for the browser holding a signed link's cookie only.
  const previewSecret = remoteMapFile ? (options.previewSecret ?? process.env.PREVIEW_SECRET) : undefined;
  const previewOf = (request) =>
    previewSecret ? readPreview(previewTokenOf(request.headers.cookie), previewSecret) : null;
  if (previewSecret)
    app.get(PREVIEW_PATH, (request, response) => startPreview(request, response, previewSecret, remoteMapFile));

  if (remoteMapFile) {
    // The remote map: the deploy-time one replaces the remotes.json the shell was built with, without a rebuild.
    app.get('/remotes.json', (request, response) => {
      const preview = previewOf(request);
      response.setHeader('Cache-Control', preview ? 'private, no-store' : 'no-cache');
      if (!preview) return response.type('application/json').send(readFileSync(remoteMapFile, 'utf8'));
      const pageUrl = `${request.protocol}://${request.get('host')}/`;
      response.json(withPreview(readSectionRegistry(remoteMapFile).raw, preview, pageUrl));
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
  // Pages are answered by sendPage below, with their policy and nonce; never as plain files.
  app.use((request, response, next) => (HTML_FILE.test(request.path) ? next() : serveFile(request, response, next)));

  /**
   * The headers of every page: its policy allows scripts from this origin, the remotes it loads, and inline
   * scripts carrying the returned nonce (also left in `response.locals.cspNonce`).
   * @param {import('express').Response} response
   */
  function setPageHeaders(response) {
    const nonce = createNonce();
    response.locals.cspNonce = nonce;
    const remoteOrigins = [...remoteOriginsOf(remoteMapFile), ...(options.remoteOrigins ?? []).map(originOf)];
    const apiOrigins = (options.publicApiOrigins ?? []).map(originOf);
    response.setHeader('Content-Security-Policy', contentSecurityPolicy({ nonce, remoteOrigins, apiOrigins }));
    response.setHeader('X-Frame-Options', 'DENY');
    response.setHeader('Cache-Control', 'no-cache');
    return nonce;
  }

  /** The page as built, rendered in the browser. */
  function sendPage(_request, response) {
    const nonce = response.locals.cspNonce ?? setPageHeaders(response);
    response.type('html').send(withScriptNonce(readFileSync(indexFile, 'utf8'), nonce));
  }

  // Every other GET that asks for HTML gets the page. The shell renders it on the server (remotes included) and
  // the status comes from rendering; otherwise (a remote's own origin, or rendering failed) the browser renders
  // it, with 404 when the path is no page of the site or names a brand or model that does not exist.
  // Missing assets 404.
  const pageStatus = createPageStatus(remoteMapFile);
  const renderShellPage = options.apiOrigin
    ? createServerRenderer({
        dir,
        apiOrigin: options.apiOrigin,
        remotesFile: remoteMapFile,
        previewOf,
        siteUrl: options.siteUrl ?? process.env.SITE_URL,
      })
    : null;
  const sendBrowserPage = (request, response, path) => {
    response.status(pageStatus(path));
    sendPage(request, response);
  };
  app.use((request, response, next) => {
    const path = request.path.replace(/(^|\/)index\.html$/, '$1');
    if (!hasPage || !['GET', 'HEAD'].includes(request.method) || /\.[a-z0-9]+$/i.test(path)) {
      response.status(404).type('text/plain').send('Not found');
      return;
    }
    setPageHeaders(response);
    if (!renderShellPage) return sendBrowserPage(request, response, path);
    renderShellPage(request, response).then((rendered) => rendered || sendBrowserPage(request, response, path), next);
  });

  const host = options.host ?? '127.0.0.1';
  const server = await new Promise((resolveServer, reject) => {
    const listening = app.listen(options.port, host, (error) => (error ? reject(error) : resolveServer(listening)));
  });
  // A client that trickles its headers or body is cut off in seconds, not Node's 300 s (the API does the same);
  // answers, event streams included, are not limited by these.
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
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

/**
 * Reuses connections to the API: without an agent the proxy asks for `Connection: close` on every request.
 * Idle sockets are dropped after 4 s, before the API's own 5 s keep-alive timeout can close one under a request.
 */
function keepAliveAgent(target, localAddress) {
  const Agent = new URL(target).protocol === 'https:' ? HttpsAgent : HttpAgent;
  return new Agent({ keepAlive: true, scheduling: 'lifo', timeout: 4_000, localAddress });
}

const originOf = (url) => new URL(url).origin;

/**
 * GET /__preview?token=…: a signed link sets the preview cookie (until the link expires) and opens the section;
 * /__preview?end=1 ends it. A link that is forged or expired, or names a version not deployed beside the live
 * one, is refused and changes nothing.
 */
async function startPreview(request, response, secret, remoteMapFile) {
  response.setHeader('Cache-Control', 'no-store');
  if (request.query.end !== undefined) {
    response.setHeader('Set-Cookie', `${PREVIEW_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
    return response.redirect(302, '/');
  }
  const token = String(request.query.token ?? '');
  const preview = readPreview(token, secret);
  if (!preview)
    return response
      .status(403)
      .type('text/plain')
      .send('This preview link is not valid: it has expired or was not signed for this site.');
  const pageUrl = `${request.protocol}://${request.get('host')}/`;
  const section = readSectionRegistry(remoteMapFile).sections.find((entry) => entry.name === preview.section);
  const manifest = section && candidateManifest(new URL(section.manifest, pageUrl).href, preview.version);
  const deployed =
    manifest &&
    (await fetch(manifest, { signal: AbortSignal.timeout(5_000) }).then(
      (answer) => answer.ok,
      () => false,
    ));
  if (!deployed)
    return response
      .status(404)
      .type('text/plain')
      .send(`No version ${preview.version} of "${preview.section}" is deployed beside the live one.`);
  const maxAge = Math.max(1, Math.floor((preview.expiresAt - Date.now()) / 1000));
  const secure = request.protocol === 'https' ? '; Secure' : '';
  response.setHeader(
    'Set-Cookie',
    `${PREVIEW_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`,
  );
  response.redirect(302, section.home ?? section.path);
}
