// A built package's files as production serves them: long-lived caching for content-hashed chunks, no-cache for the
// files that name them, and nothing a browser has no business reading.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type RequestHandler } from 'express';

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

/**
 * The files that name others (the page, the remote map, manifests, remote entries) are asked again every time, so a
 * deploy shows at once; content-hashed and versioned files never change; anything else is kept five minutes.
 */
export function cacheControlOf(filePath: string): string {
  if (ALWAYS_REVALIDATE.test(filePath)) return 'no-cache';
  if (VERSIONED_FILE.test(filePath) || HASHED_ASSET.test(filePath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/**
 * The paths of `dir` no browser is given. Source maps give away the original source: a deployment that wants them
 * public says so. The shell's own server build is read from disk by its renderer; no browser needs it. (A remote's
 * server build stays public: the shell's server loads it over HTTP, and it holds the same code as its browser build.)
 */
export function hiddenPathsOf(dir: string, sourceMaps: string | undefined): (path: string) => boolean {
  const sourceMapsPublic = sourceMaps === 'public';
  const privateServerBuild = existsSync(join(dir, 'server', 'server.js'));
  return (path) => (!sourceMapsPublic && SOURCE_MAP.test(path)) || (privateServerBuild && SERVER_BUILD.test(path));
}

/**
 * A deploy root (deploy.mjs) answers its version folders and the live version's manifest, nothing else: its history
 * (deployments.json) and the files a deploy is still writing stay private.
 */
export const deployRootFilesOnly: RequestHandler = (request, response, next) =>
  DEPLOY_ROOT_FILE.test(request.path) ? next() : response.status(404).type('text/plain').send('Not found');

/**
 * The built files of `dir`, with their caching. Pages are answered by the page handler, with their policy and nonce;
 * never as plain files. A path without an extension is a page (every built file has one), so it is not looked for on
 * disk first.
 */
export function builtFiles(dir: string): RequestHandler {
  const serveFile = express.static(dir, {
    index: false,
    setHeaders: (response, filePath) => response.setHeader('Cache-Control', cacheControlOf(filePath)),
  });
  return (request, response, next) =>
    HTML_FILE.test(request.path) || !FILE_NAME.test(request.path) ? next() : serveFile(request, response, next);
}
