// Server rendering for the shell: loads the shell's server build (dist/server/server.js) and renders each page
// with it, remotes included. Any failure falls back to the browser-only page, so rendering can never take
// the site down. SSR=off turns it off.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { withPreview } from './preview.mjs';
import { readSectionRegistry } from './section-registry.mjs';

const REMOTE_INFO_TTL_MS = 10_000;
const REMOTE_LOOK_TIMEOUT_MS = 2_000;

/**
 * @param {{ dir: string, apiOrigin: string, remotesFile?: string, log?: (message: string) => void,
 *   previewOf?: (request: import('express').Request) => { section: string, version: string } | null }} options
 *   previewOf: the candidate version this request's browser previews (preview.mjs), if any
 * @param {string} [options.siteUrl] the site's own address for absolute URLs in pages (SITE_URL), never the Host header
 * @returns {null | ((request: import('express').Request, response: import('express').Response) => Promise<boolean>)}
 *   null when the package has no server build; else a handler that answers the page and says whether it did.
 */
export function createServerRenderer({
  dir,
  apiOrigin,
  remotesFile,
  siteUrl,
  log = console.error,
  previewOf = () => null,
}) {
  const serverFile = join(dir, 'server', 'server.js');
  if (process.env.SSR === 'off' || !existsSync(serverFile)) return null;
  const template = readFileSync(join(dir, 'index.html'), 'utf8');
  const serverBuild = createRequire(import.meta.url)(serverFile);
  // Read on every page, like the browser's copy: a moved, redeployed or new section counts from the next page on.
  const registryFile = remotesFile ?? join(dir, 'remotes.json');
  const remotes = createRemoteWatch();

  return async function renderShellPage(request, response) {
    const url = `${request.protocol}://${request.get('host')}${request.originalUrl}`;
    try {
      const deployed = readSectionRegistry(registryFile);
      if (deployed.raw === null) throw new Error(`${registryFile} cannot be read`);
      const preview = previewOf(request);
      const raw = withPreview(deployed.raw, preview, url);
      const { sections } = withPreview({ sections: deployed.sections }, preview, url);
      const known = Object.fromEntries(
        await Promise.all(
          sections.map(async ({ name, manifest }) => [name, await remotes.infoOf(new URL(manifest, url).href)]),
        ),
      );
      const names = sections.map(({ name }) => name);
      const page = await serverBuild.renderPage({
        url,
        siteUrl,
        // No preload hints for the section's remote: Chromium hands a preload that failed (the remote was down) to
        // the later script load of the same URL, so the section's Retry could never recover. The page paints from
        // the server's HTML without the remote's code anyway.
        template: withScriptNonce(template, response.locals.cspNonce),
        graphqlUrl: `${apiOrigin}/graphql`,
        sections: raw,
        remoteBuilds: Object.fromEntries(names.filter((name) => known[name]).map((name) => [name, known[name].build])),
        remoteShared: Object.fromEntries(names.filter((name) => known[name]).map((name) => [name, known[name].shared])),
        // Not waited for: a remote whose manifest did not answer at the last look is rendered in the browser.
        unavailableSections: names.filter((name) => !known[name]),
        nonce: response.locals.cspNonce,
        onError: (error) =>
          log(
            `server rendering of ${request.originalUrl}: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
          ),
      });
      if (page.kind === 'redirect') {
        response.redirect(page.status, page.location);
        return true;
      }
      response.status(page.status);
      // A preview is one browser's page; no shared cache may keep it.
      response.setHeader('Cache-Control', preview ? 'private, no-store' : 'no-cache');
      response.type('html');
      page.pipe(response);
      return true;
    } catch (error) {
      log(
        `server rendering of ${request.originalUrl} failed, serving the browser-rendered page: ${error instanceof Error ? error.stack : error}`,
      );
      return false;
    }
  };
}

/**
 * What the server knows of each remote from its manifest: its build (a hash of the manifest, which lists its
 * content-hashed files, so a redeployed remote is loaded afresh); null while it does not answer. Looked at again in the background every few seconds,
 * so no page waits on a remote that is down, except the very first look at a manifest URL.
 */
function createRemoteWatch() {
  const byManifest = new Map();
  const look = async (manifestUrl) => {
    try {
      const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(REMOTE_LOOK_TIMEOUT_MS) });
      if (!response.ok) return null;
      const text = await response.text();
      // The versions it was built with, for the shell's version-skew check (shell/src/features/remote-sections).
      const shared = (JSON.parse(text).shared ?? []).map(({ name, version }) => ({ name, version }));
      return { build: createHash('sha256').update(text).digest('hex').slice(0, 12), shared };
    } catch {
      return null;
    }
  };
  return {
    async infoOf(manifestUrl) {
      let entry = byManifest.get(manifestUrl);
      if (!entry) {
        entry = { info: look(manifestUrl), lookedAt: Date.now() };
        byManifest.set(manifestUrl, entry);
      } else if (Date.now() - entry.lookedAt > REMOTE_INFO_TTL_MS) {
        entry.lookedAt = Date.now();
        const next = look(manifestUrl);
        void next.then(() => {
          entry.info = next;
        });
      }
      return entry.info;
    },
  };
}

/** The page is our own build output: every script tag in it is ours, so each carries the response's nonce. */
export function withScriptNonce(html, nonce) {
  return nonce ? html.replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`) : html;
}
