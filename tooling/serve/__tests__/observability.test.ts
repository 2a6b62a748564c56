import { startMetricsServer, type MetricsServer } from '../metrics-server.ts';
import { createServerLog, parsePrometheusText } from '@gadgets/server-kit';
import type { StaticServer } from '../static-server.ts';
import { serveFakeSite, startFakeSite, type FakeSite } from './fake-site.ts';

/** The server's log lines as written (pino, one JSON object each), from its destination. */
function logCapture() {
  const lines: Record<string, any>[] = [];
  const destination = {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line.trim()) lines.push(JSON.parse(line));
    },
  };
  return { lines, log: createServerLog('info', 'shell', destination) };
}

/** One scrape, read strictly (server-kit's prometheus-text.ts): each sample's value by its name and labels. */
async function scrape(metricsUrl: string): Promise<Map<string, number>> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(await response.text());
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TRACEPARENT = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

let site: FakeSite;
let server: StaticServer;
let capture: ReturnType<typeof logCapture>;
beforeEach(async () => {
  site = await startFakeSite();
  capture = logCapture();
  server = await serveFakeSite(site, { log: capture.log });
});
afterEach(async () => {
  await server.close();
  await site.close();
});

describe("the shell's server: request ids", () => {
  it("keeps a load balancer's request id, answers with it, and hands it (and the trace context) to the API", async () => {
    const page = await fetch(`${server.url}/mobile/apple`, {
      headers: { 'x-request-id': '7F000001:8A2C_7F000001:1F90_5F1A2B3C_0001:1A2B', traceparent: TRACEPARENT },
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-request-id')).toBe('7F000001:8A2C_7F000001:1F90_5F1A2B3C_0001:1A2B');
    // The render's call to the API.
    expect(site.apiRequests().at(-1)).toMatchObject({
      requestId: '7F000001:8A2C_7F000001:1F90_5F1A2B3C_0001:1A2B',
      traceparent: TRACEPARENT,
    });
    // And a call the browser makes through the server's proxy.
    const proxied = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'browser-call-1' },
      body: '{"query":"{ ping }"}',
    });
    expect(proxied.headers.get('x-request-id')).toBe('browser-call-1');
    expect(site.apiRequests().at(-1)).toMatchObject({ requestId: 'browser-call-1', url: '/graphql' });

    const lines = capture.lines.filter((line) => line.msg === 'request');
    expect(lines.find((line) => line.reqId === '7F000001:8A2C_7F000001:1F90_5F1A2B3C_0001:1A2B')).toMatchObject({
      level: 'info',
      name: 'shell',
      method: 'GET',
      path: '/mobile/apple',
      status: 200,
      kind: 'page',
      route: '/mobile/*',
      renderCache: 'miss',
      ms: expect.any(Number),
    });
    expect(lines.find((line) => line.reqId === 'browser-call-1')).toMatchObject({ path: '/graphql', kind: 'api' });
  });

  it('gives a request without a usable id one of its own, and passes no malformed trace context on', async () => {
    for (const sent of ['', 'two words', '<script>', 'x'.repeat(200)]) {
      const page = await fetch(`${server.url}/about?visit=${sent.length}`, {
        headers: sent ? { 'x-request-id': sent, traceparent: 'not-a-trace' } : {},
      });
      const given = page.headers.get('x-request-id');
      expect(given).toMatch(UUID);
      expect(site.apiRequests().at(-1)).toEqual({ requestId: given, traceparent: undefined, url: '/graphql' });
      expect(capture.lines.find((line) => line.reqId === given)).toMatchObject({ path: '/about', route: '/about' });
    }
    expect(JSON.stringify(capture.lines)).not.toContain('<script>');
  });

  it('writes the lines of a failed render with the id of the request it failed for', async () => {
    const page = await fetch(`${server.url}/boom`, { headers: { 'x-request-id': 'failing-page' } });
    expect(page.headers.get('x-render-fallback')).toBe('browser');
    const lines = capture.lines.filter((line) => line.reqId === 'failing-page');
    expect(lines.map((line) => line.level)).toEqual(['warn', 'info']);
    expect(lines[0]!.msg).toMatch(/^server rendering of .*\/boom failed/);
    expect(lines[1]).toMatchObject({ msg: 'request', route: 'unmatched', status: 404 });
  });
});

describe("the shell's server: /metrics", () => {
  let metrics: MetricsServer;
  beforeEach(async () => {
    const { registry } = server.metrics;
    server.metrics.collectProcessMetrics();
    metrics = await startMetricsServer(() => registry.metrics(), registry.contentType, 0);
  });
  afterEach(() => metrics.close());

  it('parses as Prometheus text, and its counters move with traffic, by route pattern and render cache result', async () => {
    const before = await scrape(metrics.url);
    for (const path of ['/mobile/apple', '/mobile/apple', '/mobile/samsung/galaxy-s25', '/about', '/missing', '/boom'])
      await (await fetch(`${server.url}${path}`)).text();
    await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    await fetch(`${server.url}/main.0123456789.js`);
    const after = await scrape(metrics.url);
    const moved = (key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);

    expect(moved('shell_page_requests_total{route="/mobile/*",status="200"}')).toBe(3);
    expect(moved('shell_page_requests_total{route="/about",status="200"}')).toBe(1);
    expect(moved('shell_page_requests_total{route="unmatched",status="404"}')).toBe(2);
    expect(moved('shell_page_duration_seconds_count{render_cache="hit",route="/mobile/*"}')).toBe(1);
    expect(moved('shell_page_duration_seconds_count{render_cache="miss",route="/mobile/*"}')).toBe(2);
    expect(moved('shell_render_cache_requests_total{result="hit"}')).toBe(1);
    expect(moved('shell_render_cache_requests_total{result="miss"}')).toBe(4);
    expect(moved('shell_renders_total{outcome="whole"}')).toBe(4);
    expect(moved('shell_renders_total{outcome="failed"}')).toBe(1);
    expect(moved('shell_render_duration_seconds_count{}')).toBe(5);
    expect(moved('shell_requests_total{kind="api",status="200"}')).toBe(1);
    expect(moved('shell_requests_total{kind="file",status="200"}')).toBe(1);
    // No raw path is a label value.
    expect([...after.keys()].some((key) => key.includes('galaxy') || key.includes('missing'))).toBe(false);
    expect(after.get('process_resident_memory_bytes{}')).toBeGreaterThan(0);
  });
});
