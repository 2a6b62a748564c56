import { startTestApi, TestClient, type TestApi } from '../../../test-support/helpers';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parsePrometheusText } from '@gadgets/server-kit';

/** The API's log lines as written, one JSON object each (pino), captured from its destination. */
function logCapture() {
  const lines: Record<string, any>[] = [];
  const destination = {
    write(chunk: string) {
      for (const line of chunk.split('\n')) if (line.trim()) lines.push(JSON.parse(line));
    },
  };
  return { lines, destination };
}

async function post(url: string, body: object, headers: Record<string, string> = {}) {
  return fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', ...headers },
    body: JSON.stringify(body),
  });
}

/** One scrape, read strictly (prometheus-text.ts): each sample's value by its name and labels. */
async function scrape(metricsUrl: string): Promise<Map<string, number>> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(await response.text());
}

const HOME = 'query HomePage_HomeMobiles { homeMobiles { name } }';

describe('request ids and log lines', () => {
  let server: TestApi;
  const log = logCapture();
  beforeAll(async () => {
    server = await startTestApi({ LOG_LEVEL: 'info' }, { logDestination: log.destination });
  });
  afterAll(() => server.close());

  it("answers with the caller's request id, and every log line about the request carries it", async () => {
    const requestId = '7F000001:8A2C_7F000001:1F90_5F1A2B3C_0001:1A2B';
    const response = await post(
      server.url,
      {
        query: `mutation SignUp($e: String!) { register(email: $e, name: "Ida", gender: prefer_not_to_say, password: "Secret12345") }`,
        variables: { e: 'ida@example.com' },
      },
      { 'x-request-id': requestId },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(requestId);
    await server.settled();
    const lines = log.lines.filter((line) => line.reqId === requestId);
    // The request's own line, and those its work wrote: the account registered, its activation mail.
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        'request',
        expect.stringMatching(/^account registered/),
        expect.stringMatching(/^mail to/),
      ]),
    );
    expect(lines.find((line) => line.msg === 'request')).toMatchObject({
      level: 'info',
      name: 'api',
      method: 'POST',
      path: '/graphql',
      status: 200,
      operation: 'SignUp',
      operationType: 'mutation',
      ms: expect.any(Number),
    });
  });

  it('gives a request without an id, or with one it will not log, an id of its own', async () => {
    const sent = ['<script>alert(1)</script>', 'x'.repeat(129), 'id with spaces', ''];
    for (const requestId of sent) {
      const response = await post(server.url, { query: HOME }, requestId ? { 'x-request-id': requestId } : {});
      const given = response.headers.get('x-request-id');
      expect(given).toMatch(/^[0-9a-f-]{36}$/);
      const line = log.lines.find((each) => each.msg === 'request' && each.reqId === given);
      expect(line).toMatchObject({ operation: 'HomePage_HomeMobiles', status: 200 });
    }
    expect(JSON.stringify(log.lines)).not.toContain('<script>');
  });

  it('logs the path without its query string', async () => {
    const response = await fetch(`${server.url}/graphql?query=${encodeURIComponent('{ ping }')}&secret=1`, {
      headers: { 'x-graphql-csrf': '1' },
    });
    const line = log.lines.find((each) => each.reqId === response.headers.get('x-request-id'));
    expect(line).toMatchObject({ path: '/graphql', method: 'GET' });
    expect(JSON.stringify(line)).not.toContain('secret');
  });
});

describe('/metrics', () => {
  let server: TestApi;
  beforeAll(async () => {
    server = await startTestApi({ METRICS_PORT: '0' });
  });
  afterAll(() => server.close());

  it('is served on a port of its own, not by the API', async () => {
    expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(server.metricsUrl!).port).not.toBe(new URL(server.url).port);
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
  });

  it('parses as Prometheus text, and its counters move with traffic', async () => {
    const before = await scrape(server.metricsUrl!);
    const visitor = new TestClient(server.url);
    for (let i = 0; i < 3; i += 1) expect((await post(server.url, { query: HOME })).status).toBe(200);
    // A name the site does not use is "other": clients cannot add label values.
    await post(server.url, { query: 'query Scan_1234 { ping }' });
    // Refused before it runs: an unknown field.
    await post(server.url, { query: 'query HomePage_HomeMobiles { noSuchField }' });
    // An expected error: bad input.
    await visitor.request(`{ laptopFinder(filter: { minRamGb: -5 }) { totalCount } }`);
    await visitor.request(`{ laptopFinder(filter: { minRamGb: 16 }) { totalCount } }`);
    await visitor.request(
      `mutation { createComment(category: "laptop", brand: "dell", path: "xps-13-9350", comment: "Fine keyboard.", name: "Ola") { id } }`,
    );
    const after = await scrape(server.metricsUrl!);
    const moved = (key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);

    expect(moved('api_graphql_requests_total{operation="HomePage_HomeMobiles"}')).toBe(4);
    expect(moved('api_graphql_request_duration_seconds_count{operation="HomePage_HomeMobiles"}')).toBe(4);
    expect(moved('api_graphql_errors_total{kind="rejected",operation="HomePage_HomeMobiles"}')).toBe(1);
    expect(moved('api_graphql_requests_total{operation="other"}')).toBe(4);
    expect(moved('api_graphql_errors_total{kind="expected",operation="other"}')).toBeGreaterThanOrEqual(1);
    expect([...after.keys()].some((key) => key.includes('Scan_1234'))).toBe(false);
    expect(moved('api_http_requests_total{route="graphql",status="200"}')).toBeGreaterThanOrEqual(7);
    expect(moved('api_result_cache_lookups_total{result="hit"}')).toBeGreaterThanOrEqual(2);
    expect(moved('api_finder_index_loads_total{finder="laptops"}')).toBe(1);
    expect(after.get('api_finder_index_models{finder="laptops"}')).toBeGreaterThan(50);
    expect(moved('api_db_query_duration_seconds_count{}')).toBeGreaterThan(0);
    expect(moved('api_events_published_total{topic="comments"}')).toBe(1);
    // Node's and the process's own figures.
    expect(after.get('process_cpu_user_seconds_total{}')).toBeGreaterThan(0);
    expect(after.has('nodejs_eventloop_lag_p99_seconds{}')).toBe(true);
  });
});

/** What the test uses of the shell's server (tooling/serve/static-server.ts), loaded from its compiled module. */
interface ShellServerModule {
  startStaticServer(options: {
    dir: string;
    port: number;
    apiOrigin: string;
    quiet: boolean;
    tracing?: unknown;
  }): Promise<{ url: string; close(): Promise<void> }>;
  startTracing(serviceName: string, url: string | undefined): Promise<unknown>;
}

const ROOT = path.resolve(__dirname, '../../../..');

/** The shell's server, compiled (tooling/dist/serve.mjs) as it runs: esbuild, a fraction of a second. */
async function shellServerModule(): Promise<ShellServerModule> {
  execFileSync(process.execPath, [path.join(ROOT, 'tooling', 'build-serve.mjs')]);
  return (await import(pathToFileURL(path.join(ROOT, 'tooling', 'dist', 'serve.mjs')).href)) as ShellServerModule;
}

/** A shell build in miniature (see SERVER_BUILD), in a folder of its own. */
function shellBuildDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gadgets-shell-'));
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'server', 'server.js'), SERVER_BUILD);
  writeFileSync(path.join(dir, 'remotes.json'), '{"sections":[]}');
  return dir;
}

/**
 * A shell build in miniature: its page, and a server build whose render asks the API for the home page's phones with
 * the headers the shell's server hands every render (RenderPageOptions.apiHeaders), as the real one does
 * (shell/src/server/render-page.tsx; its transport's tests: shell/src/server/__tests__).
 */
const SERVER_BUILD = `
exports.pagePaths = async () => ['/'];
exports.preloadModules = async () => [];
exports.renderPage = async (options) => {
  const answer = await fetch(options.graphqlUrl, {
    method: 'POST',
    headers: { ...options.apiHeaders, 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    body: JSON.stringify({ query: ${JSON.stringify(HOME)} }),
  }).then((response) => response.json());
  const html = options.template.replace('<div id="root"></div>', '<div id="root">' + answer.data.homeMobiles.length + '</div>');
  return { kind: 'page', status: 200, pipe(destination) { destination.end(html); } };
};
`;

describe("a request id sent to the shell's server", () => {
  let server: TestApi;
  let shell: { url: string; close(): Promise<void> };
  let dir: string;
  const log = logCapture();
  beforeAll(async () => {
    server = await startTestApi({ LOG_LEVEL: 'info' }, { logDestination: log.destination });
    const { startStaticServer } = await shellServerModule();
    dir = shellBuildDir();
    shell = await startStaticServer({ dir, port: 0, apiOrigin: server.url, quiet: true });
  });
  afterAll(async () => {
    await shell?.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const apiLineOf = (requestId: string | null) =>
    log.lines.find((line) => line.msg === 'request' && line.reqId === requestId);

  it("appears in the API's log line for the call the page's render made", async () => {
    const page = await fetch(`${shell.url}/`, { headers: { 'x-request-id': 'haproxy-0001' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-request-id')).toBe('haproxy-0001');
    expect(apiLineOf('haproxy-0001')).toMatchObject({ operation: 'HomePage_HomeMobiles', status: 200 });
  });

  it("appears in the API's log line for a call the browser made through the shell's proxy", async () => {
    const answer = await post(shell.url, { query: HOME }, { 'x-request-id': 'haproxy-0002' });
    expect(answer.headers.get('x-request-id')).toBe('haproxy-0002');
    expect(apiLineOf('haproxy-0002')).toMatchObject({ operation: 'HomePage_HomeMobiles', path: '/graphql' });
  });

  it("is replaced by the shell's own when malformed, and the API logs the shell's", async () => {
    const page = await fetch(`${shell.url}/?again`, { headers: { 'x-request-id': 'not an id; drop table' } });
    const given = page.headers.get('x-request-id');
    expect(given).toMatch(/^[0-9a-f-]{36}$/);
    expect(apiLineOf(given)).toMatchObject({ operation: 'HomePage_HomeMobiles' });
    expect(JSON.stringify(log.lines)).not.toContain('drop table');
  });
});

/** An OTLP/HTTP collector in miniature: the spans it was sent (JSON), with their service's name. */
async function startCollector() {
  const spans: { service: string; traceId: string; spanId: string; parentSpanId?: string; name: string }[] = [];
  const collector = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      for (const resource of JSON.parse(body).resourceSpans ?? []) {
        const service = resource.resource.attributes.find((each: any) => each.key === 'service.name').value.stringValue;
        for (const scope of resource.scopeSpans) for (const span of scope.spans) spans.push({ service, ...span });
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((listening) => collector.listen(0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
    spans,
    close: () => new Promise<void>((closed) => collector.close(() => closed())),
  };
}

describe('traces', () => {
  it("follow a page request from the shell's render to the API's operation and its database queries", async () => {
    const collector = await startCollector();
    const log = logCapture();
    const server = await startTestApi(
      { LOG_LEVEL: 'info', OTEL_EXPORTER_OTLP_ENDPOINT: collector.url },
      { logDestination: log.destination },
    );
    const { startStaticServer, startTracing } = await shellServerModule();
    const dir = shellBuildDir();
    const shell = await startStaticServer({
      dir,
      port: 0,
      apiOrigin: server.url,
      quiet: true,
      tracing: await startTracing('gadgets-shell', `${collector.url}/v1/traces`),
    });
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const page = await fetch(`${shell.url}/`, { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
    expect(page.status).toBe(200);
    // Closing sends what each has kept.
    await shell.close();
    await server.close();
    await collector.close();
    rmSync(dir, { recursive: true, force: true });

    const spans = collector.spans.filter((span) => span.traceId === traceId);
    const request = spans.find((span) => span.service === 'gadgets-shell' && span.name === 'GET /');
    expect(request?.parentSpanId).toBe('00f067aa0ba902b7');
    const render = spans.find((span) => span.name === 'render');
    expect(render?.parentSpanId).toBe(request!.spanId);
    const operation = spans.find((span) => span.service === 'gadgets-api' && span.name !== 'db.query');
    expect(operation).toMatchObject({ name: 'query HomePage_HomeMobiles', parentSpanId: render!.spanId });
    const queries = spans.filter((span) => span.name === 'db.query');
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) expect(query.parentSpanId).toBe(operation!.spanId);
    // The API's log line names the trace.
    expect(log.lines.find((line) => line.msg === 'request' && line.traceId === traceId)).toMatchObject({
      operation: 'HomePage_HomeMobiles',
    });
  });
});
