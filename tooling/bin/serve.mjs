#!/usr/bin/env node
// gadgets-serve --dir <dir> [--port <port>] [options]: `gadgets-serve --help` lists them.
// Prints "serving <dir> at <url>" once it listens (tooling/serve/serve-process.mjs waits for that line).
// A server that renders pages (a build with server/server.js and an API) runs one worker per core (SHELL_WORKERS,
// default os.availableParallelism()); any other serves files from one process, unless --workers says otherwise.
// Its server half (serve/*.ts) runs compiled, from dist/serve.mjs: built here first when it is missing.
import { parseCommandLine } from './command-line.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const USAGE = `usage: gadgets-serve --dir <dir> [--port <port>] [options]

Serves a built package (the shell, a remote, the integrator page) or a remote's deploy root (gadgets-deploy) as
production would.

  --dir <dir>                 what to serve; default dist
  --port <port>               the port; default PORT. Required for a deploy root, whose deploys name its address
                              (gadgets-deploy --url). A build without it gets a free port, printed once it listens;
                              --port 0 asks for that explicitly
  --host <host>               the address to listen on; default HOST, else 127.0.0.1
  --api <url>                 where /graphql, /media and /health are proxied to and pages are rendered from;
                              default API_ORIGIN, else http://127.0.0.1:4000
  --no-api                    no API: no proxy, no server rendering
  --api-source-address <ip>   the local address the proxy connects to the API from (the API's TRUST_PROXY);
                              default API_SOURCE_ADDRESS
  --remotes-file <file>       the shell's remote map, served as /remotes.json and watched (default: the one built in)
  --remote-origin <url>       a remote the page mounts without a map (the integrator page): allowed by its CSP;
                              repeatable
  --public-api <url>          an API the page calls directly: allowed by its CSP; repeatable
  --source-maps <mode>        public serves *.map files; hidden (default, or SOURCE_MAPS) answers 404
  --site-url <url>            the site's own address for share images and canonical links; default SITE_URL
  --workers <n>               worker processes; default SHELL_WORKERS or one per core for a server that renders
                              pages, else 1
  --metrics-port <port>       Prometheus metrics at /metrics on this port (0: any free port, printed); default
                              SHELL_METRICS_PORT for a server that renders pages, else none (not served)
  --metrics-host <host>       the address the metrics listen on; default SHELL_METRICS_HOST, else 127.0.0.1

Log lines are JSON on standard output, at LOG_LEVEL (silent, error, warn, info: the default, debug). With
OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) a server that renders pages sends traces there.
  --shutdown-delay <ms>       on SIGTERM, how long /health/ready answers 503 while requests are still served, so a
                              load balancer stops sending first; default SHUTDOWN_DELAY_MS, else 0
  --drain <ms>                then, how long requests in flight may take before they are cut; default
                              SHUTDOWN_DRAIN_MS, else 10000
  -h, --help                  this text
`;

const parsed = parseCommandLine(
  {
    options: {
      dir: { type: 'string', default: 'dist' },
      port: { type: 'string', default: process.env.PORT },
      host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
      api: { type: 'string', default: process.env.API_ORIGIN ?? 'http://127.0.0.1:4000' },
      'no-api': { type: 'boolean', default: false },
      'api-source-address': { type: 'string', default: process.env.API_SOURCE_ADDRESS },
      'remotes-file': { type: 'string' },
      'remote-origin': { type: 'string', multiple: true, default: [] },
      'public-api': { type: 'string', multiple: true, default: [] },
      'source-maps': { type: 'string', default: process.env.SOURCE_MAPS ?? 'hidden' },
      'site-url': { type: 'string', default: process.env.SITE_URL },
      workers: { type: 'string' },
      'metrics-port': { type: 'string' },
      'metrics-host': { type: 'string', default: process.env.SHELL_METRICS_HOST ?? '127.0.0.1' },
      'shutdown-delay': { type: 'string', default: process.env.SHUTDOWN_DELAY_MS ?? '0' },
      drain: { type: 'string', default: process.env.SHUTDOWN_DRAIN_MS ?? '10000' },
      help: { type: 'boolean', short: 'h' },
    },
  },
  USAGE,
);
const { values } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
// A deploy root (versions/<version>/ folders, no page of its own) is named by address in the shell's map: a port
// picked at random would serve it where no deploy points.
const deployRoot = !existsSync(join(values.dir, 'index.html')) && existsSync(join(values.dir, 'versions'));
if (values.port === undefined && deployRoot) {
  console.error(
    `${values.dir} is a deploy root: serve it with --port (or PORT) at the address its deploys name (gadgets-deploy --url)`,
  );
  process.exit(2);
}
const port = Number(values.port ?? 0);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port is a port number from 0 to 65535, not "${values.port}"`);
  process.exit(2);
}
if (!['public', 'hidden'].includes(values['source-maps'])) {
  console.error(`--source-maps is "public" or "hidden", not "${values['source-maps']}"`);
  process.exit(2);
}
const compiled = new URL('../dist/serve.mjs', import.meta.url);
if (!existsSync(compiled)) {
  // esbuild, a fraction of a second (`pnpm build` and `pnpm start` build it too).
  const build = spawnSync(process.execPath, [fileURLToPath(new URL('../build-serve.mjs', import.meta.url))], {
    stdio: 'inherit',
  });
  if (build.status !== 0 || !existsSync(compiled)) {
    console.error('The tooling\'s server half could not be built: run "pnpm --dir tooling build" to see why');
    process.exit(1);
  }
}
const { createServerLog, logLevelOf, otlpTracesUrl, serveClustered, startStaticServer, startTracing } = await import(
  compiled.href
);

const renders = !values['no-api'] && existsSync(join(values.dir, 'server', 'server.js'));
const workers = Number(values.workers ?? (renders ? (process.env.SHELL_WORKERS ?? availableParallelism()) : 1));
if (!Number.isInteger(workers) || workers < 1) {
  console.error(
    `the worker count (--workers or SHELL_WORKERS) is a whole number from 1, not "${values.workers ?? process.env.SHELL_WORKERS}"`,
  );
  process.exit(2);
}

// Only a server that renders pages reads SHELL_METRICS_PORT: `pnpm start` hands the same environment to every server.
const metricsPortText = values['metrics-port'] ?? (renders ? process.env.SHELL_METRICS_PORT : undefined);
const metricsPort = metricsPortText === undefined || metricsPortText === '' ? undefined : Number(metricsPortText);
if (metricsPort !== undefined && !(Number.isInteger(metricsPort) && metricsPort >= 0 && metricsPort <= 65_535)) {
  console.error(`the metrics port (--metrics-port or SHELL_METRICS_PORT) is a port number, not "${metricsPortText}"`);
  process.exit(2);
}
let log;
try {
  log = createServerLog(logLevelOf(process.env.LOG_LEVEL), renders ? 'shell' : 'static');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

const metrics = metricsPort === undefined ? undefined : { port: metricsPort, host: values['metrics-host'] };

/** A whole number of milliseconds up to two minutes, or exit 2 naming the option. */
function milliseconds(option) {
  const value = Number(values[option]);
  if (Number.isInteger(value) && value >= 0 && value <= 120_000) return value;
  console.error(`--${option} is a whole number of milliseconds from 0 to 120000, not "${values[option]}"`);
  process.exit(2);
}
const shutdown = { delayMs: milliseconds('shutdown-delay'), drainMs: milliseconds('drain') };

await serveClustered(
  workers,
  values.dir,
  async () =>
    startStaticServer({
      dir: values.dir,
      port,
      host: values.host,
      apiOrigin: values['no-api'] ? undefined : values.api,
      apiSourceAddress: values['api-source-address'],
      remotesFile: values['remotes-file'],
      remoteOrigins: values['remote-origin'],
      publicApiOrigins: values['public-api'],
      sourceMaps: /** @type {'public' | 'hidden'} */ (values['source-maps']),
      siteUrl: values['site-url'],
      quiet: true,
      log,
      // OTEL_EXPORTER_OTLP_ENDPOINT: a server that renders pages traces them (each worker its own exporter).
      tracing: renders
        ? await startTracing(process.env.OTEL_SERVICE_NAME ?? 'gadgets-shell', otlpTracesUrl())
        : undefined,
    }),
  { log, metrics, shutdown },
);
