// Server rendering for the shell: loads the shell's server build (dist/server/server.js) once and renders each page
// with it, remotes included. A render is collected whole (it waits for its data anyway) with a placeholder where the
// CSP nonce goes, so the page can be kept and answered again with a fresh nonce. Any failure falls back to the
// browser-only page, so rendering can never take the site down. SSR=off turns it off.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { ShellServerBuild } from './shell-server-build.ts';
import { withPreview } from './preview.mjs';
import type { RegistryFile } from './registry-file.ts';
import { createRemoteWatch, type RemoteInfo } from './remote-watch.ts';
import { currentRequest, forwardedHeaders, type TraceSpan, type Tracing } from '@gadgets/server-kit';
import { etagOf, type CachedPage } from './render-cache.ts';

export interface Preview {
  section: string;
  version: string;
  /** Where the candidate's manifest is, when it is not staged beside the live version (preview.mjs). */
  manifest?: string;
}

/** How long the first pages may wait for the modules to be loaded; past it they render with what is loaded. */
const PRELOAD_WAIT_MS = 15_000;
/**
 * How long a later page waits for a changed remote (redeployed, or moved) to be loaded in order; past it, while that
 * load goes on, the section is left to the browser: a remote that hangs must not hold the site's pages.
 */
const RELOAD_WAIT_MS = 1_000;

export type RenderOutcome = { kind: 'redirect'; status: number; location: string } | ({ kind: 'page' } & CachedPage);

export interface PageInputs {
  url: string;
  preview: Preview | null;
  raw: unknown;
  names: string[];
  known: Record<string, RemoteInfo | null>;
  /** Each section's manifest address. */
  manifests: Record<string, string>;
  /** Everything besides the URL that the page depends on: the map and each remote's build. */
  generation: string;
}

export interface ServerRenderer {
  /**
   * Loads every module a page can need in one fixed order (the shell's pages, then each remote that answers), so
   * every worker renders a page to the same bytes (the same ETag); renders wait for it (remotes that do not answer
   * yet are waited for a few seconds first). `baseUrl`: the server's own address, for relative addresses in the
   * remote map. Never rejects.
   */
  preload(baseUrl: string): Promise<void>;
  /** What a render of this request depends on; cheap (the map is watched, remotes are looked at in the background). */
  inputsOf(url: string, preview: Preview | null): Promise<PageInputs | null>;
  render(inputs: PageInputs, log: (message: string) => void): Promise<RenderOutcome | null>;
}

export interface ServerRendererOptions {
  dir: string;
  /** The shell's server build (shell-build.ts). */
  serverBuild: ShellServerBuild;
  apiOrigin: string;
  registry: RegistryFile;
  /** The site's own address for absolute URLs in pages (SITE_URL), never the Host header. */
  siteUrl?: string;
  /** How long a render may wait for data and remotes (default: the server build's own, 3 s). */
  deadlineMs?: number;
  /** How long a starting server waits for remotes that do not answer yet before it loads what answers (8 s). */
  remoteStartupWaitMs?: number;
  /** Where the start's loading reports a failure (the renders' own go to the `log` each is given). */
  log?: (message: string) => void;
  /** Told of every render: whole, partial (a part left to the browser) or failed, and its seconds (the metrics). */
  onRendered?: (outcome: 'whole' | 'partial' | 'failed', seconds: number) => void;
  /** With tracing on, each render is a span inside its request's, the parent of the API's spans for its calls. */
  tracing?: Tracing | undefined;
}

export function createServerRenderer(options: ServerRendererOptions): ServerRenderer {
  const { serverBuild } = options;
  const template = readFileSync(join(options.dir, 'index.html'), 'utf8');
  const remotes = createRemoteWatch();
  // The server asks the API directly (fetch keeps its connections alive), not through this server's /graphql.
  const graphqlUrl = `${options.apiOrigin}/graphql`;
  const remoteOptionsOf = ({ names, known }: PageInputs) => {
    const available = names.filter((name) => known[name]);
    return {
      remoteBuilds: Object.fromEntries(available.map((name) => [name, known[name]!.build])),
      remoteShared: Object.fromEntries(available.map((name) => [name, known[name]!.shared])),
      unavailableSections: names.filter((name) => !known[name]),
    };
  };

  // Modules are loaded in one fixed order before the first render, and again whenever the remotes that answer change
  // (one comes up, or is redeployed): all of them in the remote map's order, already loaded ones costing nothing.
  // Each worker so creates its styled components in the same order, whatever pages it was asked for first.
  let loadedGeneration: string | undefined;
  /** Each section's manifest and build as last loaded in order. */
  let loadedSections: Record<string, string> = {};
  const sectionKey = (inputs: PageInputs, name: string) => `${inputs.manifests[name]} ${inputs.known[name]?.build}`;
  let loading: Promise<void> = Promise.resolve();
  /** Whether this generation's modules are loaded (false: still loading after `waitMs`). */
  const loadInOrder = (inputs: PageInputs, log: (message: string) => void, waitMs: number): Promise<boolean> => {
    const { preloadModules } = serverBuild;
    // A preview's candidate remote is the visitor's own page: it does not move the site's order.
    if (inputs.preview || inputs.generation === loadedGeneration) return Promise.resolve(true);
    loading = loading.then(async () => {
      if (inputs.generation === loadedGeneration) return;
      let failed: string[] = [];
      try {
        failed = await preloadModules({ baseUrl: inputs.url, sections: inputs.raw, ...remoteOptionsOf(inputs) });
        if (failed.length > 0) log(`server rendering: could not load ${failed.join(', ')} ahead of pages`);
      } catch (error) {
        failed = inputs.names;
        log(`server rendering: loading modules ahead of pages failed: ${error instanceof Error ? error.stack : error}`);
      }
      const loaded = inputs.names.filter((name) => inputs.known[name] && !failed.includes(name));
      loadedSections = Object.fromEntries(loaded.map((name) => [name, sectionKey(inputs, name)]));
      loadedGeneration = inputs.generation;
    });
    // A remote that hangs while loading holds pages back this long at most; they then render with what is loaded.
    return Promise.race([loading.then(() => true), delay(waitMs).then(() => false)]);
  };

  async function inputsNow(url: string, preview: Preview | null): Promise<PageInputs | null> {
    const deployed = options.registry.current();
    if (deployed.raw === null) return null;
    const raw = withPreview(deployed.raw, preview, url);
    const { sections } = withPreview({ sections: deployed.sections }, preview, url) as {
      sections: { name: string; manifest: string }[];
    };
    const known: Record<string, RemoteInfo | null> = Object.fromEntries(
      await Promise.all(
        sections.map(async ({ name, manifest }) => [name, await remotes.infoOf(new URL(manifest, url).href)]),
      ),
    );
    const names = sections.map(({ name }) => name);
    const builds = names.map((name) => `${name}=${known[name]?.build ?? 'unavailable'}`).join(',');
    const manifests = Object.fromEntries(sections.map(({ name, manifest }) => [name, manifest]));
    return { url, preview, raw, names, known, manifests, generation: `${deployed.version}:${builds}` };
  }

  /** The start's loading (preload): renders wait for it. */
  let starting: Promise<void> | undefined;
  const renderer: ServerRenderer = {
    preload(baseUrl) {
      // Remotes starting beside this server (or slow to answer on a busy machine) are given a few seconds, so they
      // load in the map's order too; one that comes up later loads after the others. Pages wait for this.
      starting ??= (async () => {
        const waitUntil = Date.now() + (options.remoteStartupWaitMs ?? 8_000);
        let inputs = await inputsNow(baseUrl, null);
        while (inputs && inputs.names.some((name) => !inputs!.known[name]) && Date.now() < waitUntil) {
          await delay(250);
          inputs = await inputsNow(baseUrl, null);
        }
        if (inputs) await loadInOrder(inputs, options.log ?? ((message) => console.error(message)), PRELOAD_WAIT_MS);
      })();
      return starting;
    },

    async inputsOf(url, preview) {
      // Pages wait for the start's loading, and then see the remotes as they are.
      if (starting) await starting;
      return inputsNow(url, preview);
    },

    async render(inputs, log) {
      const started = performance.now();
      const parent = options.tracing && currentRequest()?.span;
      const span = parent
        ? options.tracing!.childSpan(parent, 'render', 'internal', { 'url.full': inputs.url })
        : undefined;
      const outcome = await renderNow(inputs, log, span);
      const kind = outcome === null ? 'failed' : outcome.kind === 'page' && outcome.degraded ? 'partial' : 'whole';
      options.onRendered?.(kind, (performance.now() - started) / 1000);
      span?.setAttributes({ 'render.outcome': kind });
      span?.end(kind === 'failed');
      return outcome;
    },
  };

  async function renderNow(
    inputs: PageInputs,
    log: (message: string) => void,
    span: TraceSpan | undefined,
  ): Promise<RenderOutcome | null> {
    const { url, raw } = inputs;
    const loaded = await loadInOrder(inputs, log, RELOAD_WAIT_MS);
    const noncePlaceholder = randomBytes(16).toString('hex');
    const remoteOptions = remoteOptionsOf(inputs);
    if (!loaded) {
      // Loaded out of order by this render, a changed remote would move the site's CSS order (another ETag).
      const changed = inputs.names.filter(
        (name) => inputs.known[name] && loadedSections[name] !== sectionKey(inputs, name),
      );
      remoteOptions.unavailableSections.push(...changed);
    }
    // A remote whose manifest did not answer at the last look is not waited for: rendered in the browser. Only a
    // page that shows one of those sections is degraded (loading its routes fails, which onError hears); the rest of
    // the site is whole and kept, so one remote down does not leave every page to be rendered on every request.
    let degraded = false;
    try {
      const page = await serverBuild.renderPage({
        url,
        siteUrl: options.siteUrl,
        // No preload hints for the section's remote: Chromium hands a preload that failed (the remote was down) to
        // the later script load of the same URL, so the section's Retry could never recover. The page paints from
        // the server's HTML without the remote's code anyway.
        template: withScriptNonce(template, noncePlaceholder),
        graphqlUrl,
        // The request's id and trace context, on each of the render's calls to the API.
        apiHeaders: forwardedHeaders(span),
        sections: raw,
        ...remoteOptions,
        nonce: noncePlaceholder,
        deadlineMs: options.deadlineMs,
        onError: (error: unknown) => {
          degraded = true;
          log(`server rendering of ${url}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
        },
      });
      if (page.kind === 'redirect') return page;
      const html = await collect(page);
      return {
        kind: 'page',
        status: page.status,
        html,
        noncePlaceholder,
        etag: etagOf(page.status, html, noncePlaceholder),
        degraded,
      };
    } catch (error) {
      log(
        `server rendering of ${url} failed, serving the browser-rendered page: ${error instanceof Error ? error.stack : error}`,
      );
      return null;
    }
  }
  return renderer;
}

const delay = (ms: number) => new Promise<void>((resolveDelay) => setTimeout(resolveDelay, ms).unref());

/** The whole HTML of a rendered page. */
function collect(page: { pipe: (destination: Writable) => void }): Promise<string> {
  return new Promise((resolveHtml, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
    });
    sink.on('finish', () => resolveHtml(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    page.pipe(sink);
  });
}

/** The page is our own build output: every script tag in it is ours, so each carries the response's nonce. */
export function withScriptNonce(html: string, nonce: string | undefined): string {
  return nonce ? html.replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`) : html;
}
