// The server's Prometheus metrics (prom-client), one registry per server (tests start several in one process). Served
// at /metrics on a port of its own (metrics-server.ts); with worker processes, the primary sums the workers' (cluster.ts).
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/** What kind of request it was: a page, a request proxied to the API, a file (or a 404 for one), anything else. */
export type RequestKind = 'page' | 'api' | 'file' | 'other';
export type RenderCacheResult = 'hit' | 'miss' | 'bypass';
/** whole: rendered with all its parts; partial: a remote or its data failed (X-Render-Fallback: partial); failed: the browser-rendered page instead. */
export type RenderOutcome = 'whole' | 'partial' | 'failed';

export interface ShellMetrics {
  readonly registry: Registry;
  request(kind: RequestKind, status: number): void;
  /** A page answered: its route (page-status.ts: a pattern, never the raw path), status, time, render cache result. */
  page(route: string, status: number, seconds: number, renderCache: RenderCacheResult | undefined): void;
  render(outcome: RenderOutcome, seconds: number): void;
  /** Node's and the process's own figures: only where metrics are served. */
  collectProcessMetrics(): void;
}

/** From a kept page (about a millisecond) to past the render deadline (3 s). */
const PAGE_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

export function createShellMetrics(): ShellMetrics {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({
    name: 'shell_requests_total',
    help: 'Requests answered, by kind (page, api: proxied to the API, file, other) and status code',
    labelNames: ['kind', 'status'],
    registers,
  });
  const pages = new Counter({
    name: 'shell_page_requests_total',
    help: 'Pages answered, by route (a shell page, a section home, "<section>/*", "unmatched") and status code',
    labelNames: ['route', 'status'],
    registers,
  });
  const pageDuration = new Histogram({
    name: 'shell_page_duration_seconds',
    help: 'Time from a page request arriving to its answer being sent, by route and render cache result (hit, miss, bypass, none: not rendered on the server)',
    labelNames: ['route', 'render_cache'],
    buckets: PAGE_BUCKETS,
    registers,
  });
  const renderCache = new Counter({
    name: 'shell_render_cache_requests_total',
    help: 'Server-rendered pages by render cache result: hit (from the cache), miss (rendered, kept when allowed), bypass (not looked up: a preview, a private page, the cache off)',
    labelNames: ['result'],
    registers,
  });
  const renders = new Counter({
    name: 'shell_renders_total',
    help: 'Server renders by outcome: whole, partial (a remote or its data failed), failed (the browser-rendered page was sent)',
    labelNames: ['outcome'],
    registers,
  });
  const renderDuration = new Histogram({
    name: 'shell_render_duration_seconds',
    help: 'Time of one server render, its API calls included',
    buckets: PAGE_BUCKETS,
    registers,
  });
  let processMetrics = false;
  return {
    registry,
    request: (kind, status) => requests.inc({ kind, status }),
    page(route, status, seconds, result) {
      pages.inc({ route, status });
      pageDuration.observe({ route, render_cache: result ?? 'none' }, seconds);
      if (result) renderCache.inc({ result });
    },
    render(outcome, seconds) {
      renders.inc({ outcome });
      renderDuration.observe(seconds);
    },
    collectProcessMetrics() {
      if (processMetrics) return;
      processMetrics = true;
      collectDefaultMetrics({ register: registry });
    },
  };
}
