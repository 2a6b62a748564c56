// What renders the shell's pages on this server: the shell's server build (unless SSR=off, or no API to ask), the
// pages it names for their status, and where rendered pages are kept.
import { loadShellServerBuild } from './shell-build.ts';
import { renderStoreFromEnvironment, type RenderStore } from './render-cache.ts';
import type { RegistryFile } from './registry-file.ts';
import type { ServerLog, Tracing } from '@gadgets/server-kit';
import { createServerRenderer, type ServerRenderer } from './server-render.ts';
import type { ShellMetrics } from './shell-metrics.ts';

export interface ShellRenderingOptions {
  dir: string;
  apiOrigin: string | undefined;
  registry: RegistryFile;
  siteUrl: string | undefined;
  renderDeadlineMs: number | undefined;
  remoteStartupWaitMs: number | undefined;
  /** Where rendered pages are kept; undefined: from the environment (RENDER_CACHE, REDIS_URL), null for none. */
  renderStore: RenderStore | null | undefined;
  log: ServerLog;
  metrics: ShellMetrics;
  tracing: Tracing | undefined;
}

export interface ShellRendering {
  /** The shell's own pages (each answered 200, any other path 404), from its server build; none without one. */
  shellPages: Set<string>;
  renderer: ServerRenderer | null;
  store: RenderStore | null;
}

export async function prepareShellRendering(options: ShellRenderingOptions): Promise<ShellRendering> {
  const shellBuild = loadShellServerBuild(options.dir);
  const shellPages = new Set(shellBuild ? await shellBuild.pagePaths() : []);
  const renderer =
    options.apiOrigin && shellBuild && process.env.SSR !== 'off'
      ? createServerRenderer({
          serverBuild: shellBuild,
          dir: options.dir,
          apiOrigin: options.apiOrigin,
          registry: options.registry,
          siteUrl: options.siteUrl,
          deadlineMs: options.renderDeadlineMs,
          remoteStartupWaitMs: options.remoteStartupWaitMs,
          log: (message) => options.log.warn(message),
          onRendered: (outcome, seconds) => options.metrics.render(outcome, seconds),
          tracing: options.tracing,
        })
      : null;
  const store = renderer
    ? options.renderStore === undefined
      ? renderStoreFromEnvironment()
      : options.renderStore
    : null;
  return { shellPages, renderer, store };
}
