#!/usr/bin/env node
// Sustained load benchmark (not a test). Two mixes (LOAD_MIX):
// - api (default): the built API and the shell's static server with its /graphql proxy, each in its own process, and
//   autocannon sending mixed GraphQL traffic through the proxy at a fixed overall rate, the way visitors reach the API.
// - ssr: the built site served the way `pnpm start` serves it (the shell's server, its workers if it has any, the
//   remotes), and autocannon asking for mixed server-rendered pages at the overall rate (300/s unless LOAD_RATE).
// Prints start/end RSS of every measured process (sampled every 10 s), latency, the rate achieved, non-2xx, socket
// errors and bad answers (GraphQL: a 200 whose body has `errors`; pages: a 200 the server did not render).
//   node scripts/build.mjs && node scripts/load-bench.mjs          (LOAD_MIX=ssr node scripts/load-bench.mjs)
//   --help prints how to run it, the ten-minute server-rendering run included.
// Options (env): LOAD_DURATION seconds (600), LOAD_RATE overall req/s (1000; 300 for ssr), LOAD_CONNECTIONS (100),
// LOAD_WARMUP seconds at the same rate before measuring (10), LOAD_API_PORT (4310), LOAD_PROXY_PORT (4311; with ssr
// the shell there and the remotes on the next four ports).
// The API runs with RATE_LIMIT_FACTOR=0: anonymous comments are rate limited per address, and every request here
// comes from one address. It uses embedded PGlite in a fresh temporary folder (seeded on start), no Redis.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  BIKE_FEATURE,
  COMMENT,
  LAPTOP_FEATURE,
  LAPTOP_LIST,
  LAPTOP_SEARCH,
  PHONE_FEATURE,
  PHONE_LIST,
  PHONE_SEARCH,
} from '../api/bench/documents.mjs';
import { serveBuiltSite } from '../e2e/bench/serve-built-site.mjs';
import { stageVersion } from '../tooling/serve/deploy.mjs';
import { signPreview } from '../tooling/serve/preview.mjs';
import { spawnStaticServer } from '../tooling/serve/serve-process.mjs';
import {
  autocannon,
  cpuSeconds,
  positiveNumber,
  renderShortfall,
  REPO_ROOT,
  rssMb,
  serverProcesses,
  waitFor,
} from './bench-support.mjs';

const USAGE = `Sustained load benchmark (a benchmark, not a test). Build first (pnpm build, or pnpm bench --only load,
which builds what is stale). The ten-minute server-rendering run:

  LOAD_MIX=ssr pnpm bench:load            (= LOAD_MIX=ssr node scripts/load-bench.mjs: 600 s at 300 pages/s)

A short trial of the same: LOAD_MIX=ssr LOAD_DURATION=90 pnpm bench:load. The API mix: pnpm bench:load.
It prints every 10 s the pages/s and the RSS and CPU of the API, the shell's server and each worker, then latency,
non-2xx, connection errors and timeouts, pages not server-rendered or in part left to the browser, and each
process's RSS at start and end (memory flat: end close to start). Exits 1 on any failed request.

Environment: LOAD_MIX api|ssr (api), LOAD_DURATION seconds (600), LOAD_RATE req/s (1000; 300 for ssr),
LOAD_CONNECTIONS (100), LOAD_WARMUP seconds (10), LOAD_API_PORT (4310), LOAD_PROXY_PORT (4311; with ssr the shell
there, the remotes on the next four ports), SHELL_WORKERS (the shell's workers, default one per core).`;
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}

const MIX_NAME = process.env.LOAD_MIX ?? 'api';
if (!['api', 'ssr'].includes(MIX_NAME)) throw new Error('LOAD_MIX is api or ssr');
const DURATION = positiveNumber('LOAD_DURATION', 600);
const RATE = positiveNumber('LOAD_RATE', MIX_NAME === 'ssr' ? 300 : 1000);
const CONNECTIONS = positiveNumber('LOAD_CONNECTIONS', 100);
const WARMUP = positiveNumber('LOAD_WARMUP', 10);
const API_PORT = positiveNumber('LOAD_API_PORT', 4310);
const PROXY_PORT = positiveNumber('LOAD_PROXY_PORT', 4311);
const SAMPLE_MS = 10_000;

/** GraphQL, out of every 20 requests: 10 spec pages, 4 listings, 5 searches, 1 comment post. */
const API_MIX = [
  ['phone spec page', 6],
  ['laptop spec page', 2],
  ['bike spec page', 2],
  ['listing', 4],
  ['search', 5],
  ['comment post', 1],
].flatMap(([kind, weight]) => Array(weight).fill(kind));

/**
 * Server-rendered pages, out of every 20: 11 spec pages (one of them a preview visitor's: the bike section from a
 * staged candidate version, beside the live one in the same server processes), 4 brand pages, 2 home pages, 2 section
 * homes, 1 PC builder.
 */
const SSR_MIX = [
  ['phone spec page', 5],
  ['laptop spec page', 3],
  ['bike spec page', 2],
  ['bike spec page, previewed', 1],
  ['phone brand page', 2],
  ['laptop brand page', 2],
  ['home page', 2],
  ['section home', 2],
  ['PC builder', 1],
].flatMap(([kind, weight]) => Array(weight).fill(kind));

const weights = (mix) =>
  [...new Set(mix)].map((kind) => `${mix.filter((entry) => entry === kind).length} ${kind}`).join(', ');

function startProcess(label, args, env) {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout.setEncoding('utf8');
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${label} exited (${signal ?? code}) during the run`);
      process.exitCode = 1;
    }
  });
  return child;
}

async function graphql(url, query, variables = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (!response.ok || body.errors) throw new Error(`${response.status} ${JSON.stringify(body.errors ?? body)}`);
  return body.data;
}

/** The catalogue's model pages, read through the proxy, so the traffic names pages that exist. */
async function discover(url) {
  const listAll = async (field, query) => {
    const items = [];
    for (let page = 1; page <= 50; page++) {
      const { [field]: result } = await graphql(url, query, { page, limit: 100 });
      items.push(...result.data);
      if (!result.pagination.hasNextPage) break;
    }
    return items;
  };
  const phones = await listAll('mobileModels', PHONE_LIST);
  const laptops = await listAll('laptopModels', LAPTOP_LIST);
  const { getPublishedBikeFeatures: bikes } = await graphql(
    url,
    '{ getPublishedBikeFeatures { companyName companyPath path model } }',
  );
  if (!phones.length || !laptops.length || !bikes.length)
    throw new Error('the catalogue has no phones, laptops or bikes');
  return { phones, laptops, bikes };
}

/** Spreads traffic slot `index` over a list, a different item each turn of the mix. */
const spread = (index, mix) => (list) => list[(Math.floor(index / mix.length) * 7919 + index) % list.length];

/** The GraphQL request for traffic slot `index`: a kind from API_MIX, spread over every page, company and word. */
function apiRequestFor(index, { phones, laptops, bikes }) {
  const kind = API_MIX[index % API_MIX.length];
  const turn = Math.floor(index / API_MIX.length);
  const pick = spread(index, API_MIX);
  switch (kind) {
    case 'phone spec page': {
      const phone = pick(phones);
      return { kind, query: PHONE_FEATURE, variables: { company: phone.companyPath, path: phone.path } };
    }
    case 'laptop spec page': {
      const laptop = pick(laptops);
      return { kind, query: LAPTOP_FEATURE, variables: { company: laptop.companyPath, path: laptop.path } };
    }
    case 'bike spec page': {
      const bike = pick(bikes);
      return { kind, query: BIKE_FEATURE, variables: { company: bike.companyPath, path: bike.path } };
    }
    case 'listing': {
      const phonesToo = turn % 2 === 0;
      const list = phonesToo ? phones : laptops;
      const company = turn % 3 === 0 ? pick(list).companyPath : null;
      const pages = Math.max(
        1,
        Math.ceil((company ? list.filter((item) => item.companyPath === company).length : list.length) / 12),
      );
      return {
        kind,
        query: phonesToo ? PHONE_LIST : LAPTOP_LIST,
        variables: { input: company ? { company } : null, page: 1 + (turn % pages), limit: 12 },
      };
    }
    case 'search': {
      const phonesToo = turn % 2 === 0;
      const model = pick(phonesToo ? phones : laptops);
      const words = `${model.companyName} ${model.name}`.toLowerCase().split(/\s+/);
      // A brand, a brand and a word, or a prefix: what people type, and often not cached yet.
      const key =
        turn % 3 === 0 ? words[0] : turn % 3 === 1 ? words.slice(0, 2).join(' ') : (words[1] ?? words[0]).slice(0, 3);
      return { kind, query: phonesToo ? PHONE_SEARCH : LAPTOP_SEARCH, variables: { searchKey: key } };
    }
    default: {
      const phone = pick(phones);
      return {
        kind,
        query: COMMENT,
        variables: {
          category: 'mobile',
          brand: phone.companyName,
          path: phone.path,
          name: 'Load bench',
          comment: `Sustained load comment number ${index}.`,
        },
      };
    }
  }
}

/** The page for traffic slot `index`: a kind from SSR_MIX, spread over every model and brand. */
function pageFor(index, { phones, laptops, bikes, previewCookie }) {
  const kind = SSR_MIX[index % SSR_MIX.length];
  const pick = spread(index, SSR_MIX);
  const modelPage = (section, model) => `/${section}/${model.companyPath}/${model.path}`;
  const paths = {
    'phone spec page': () => modelPage('mobile', pick(phones)),
    'laptop spec page': () => modelPage('laptop', pick(laptops)),
    'bike spec page': () => modelPage('bike', pick(bikes)),
    'bike spec page, previewed': () => modelPage('bike', pick(bikes)),
    'phone brand page': () => `/mobile/${pick(phones).companyPath}`,
    'laptop brand page': () => `/laptop/${pick(laptops).companyPath}`,
    'home page': () => '/',
    'section home': () => pick(['/mobile', '/laptop', '/bike']),
    'PC builder': () => '/desktop/custom-pc-build',
  };
  const previewed = kind.endsWith(', previewed');
  return {
    kind,
    path: paths[kind](),
    ...(previewed && { headers: { ...TRAFFIC.ssr.request.headers, cookie: previewCookie } }),
  };
}

/**
 * What each mix sends and what counts as a bad answer (beside non-2xx and socket errors): `next` names the request
 * of a traffic slot, `problem` says what is wrong with a 2xx answer, if anything.
 */
const TRAFFIC = {
  api: {
    description: `GraphQL through the shell's proxy; per 20 requests: ${weights(API_MIX)}`,
    badAnswers: 'GraphQL errors (200 with errors)',
    request: { method: 'POST', headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' } },
    next(index, targets) {
      const { kind, query, variables } = apiRequestFor(index, targets);
      return { kind, body: JSON.stringify({ query, variables }) };
    },
    problem(status, body, kind) {
      // Only parse bodies that may carry errors: parsing every spec page would load this process, not the API.
      if (status !== 200 || !body.includes('"errors":')) return null;
      const errors = JSON.parse(body).errors;
      if (!Array.isArray(errors) || !errors.length) return null;
      return `${kind}: ${errors[0].message} (${errors[0].extensions?.code ?? 'no code'})`;
    },
  },
  ssr: {
    description: `server-rendered pages from the shell's server; per 20 requests: ${weights(SSR_MIX)}`,
    badAnswers:
      'pages not server-rendered (200 with the empty browser-rendered page) or rendered from the wrong version of the bike remote',
    request: { method: 'GET', headers: { accept: 'text/html' } },
    next: pageFor,
    problem(status, body, kind) {
      if (status !== 200) return null;
      if (renderShortfall(body) === 'browser') return `${kind}: not server-rendered`;
      // The page's registry names the version it was rendered from: the candidate's folder, for a preview visitor.
      const fromCandidate = body.includes(`localhost:${CANDIDATE_PORT}/versions/`);
      return kind.endsWith(', previewed') === fromCandidate ? null : `${kind}: rendered from the wrong version`;
    },
    // Rendered, but a part was not ready by the server's deadline and renders in the browser.
    partial: (body) => renderShortfall(body) === 'part',
  },
};
const traffic = TRAFFIC[MIX_NAME];

/**
 * autocannon writes its next request as soon as an answer is parsed, even when that answer said `Connection: close`:
 * the request goes into a socket the server is closing and is never answered, while it still counts against the rate
 * and stays in the client's queue, so every later latency of that connection is measured from the wrong request.
 * For such answers this skips that one write; the client reconnects on the socket's end and sends from there.
 * (The shell's proxy answers every request with `Connection: close` until it keeps connections alive.)
 */
const SKIP_NEXT = Symbol('skip next request');
function skipWriteAfterClose(client) {
  if (typeof client._doRequest !== 'function')
    throw new Error('this autocannon version has no Client#_doRequest: revisit skipWriteAfterClose');
  if (!Object.hasOwn(client, '_doRequest')) {
    const send = client._doRequest;
    client._doRequest = function doRequestUnlessClosing(...args) {
      if (this[SKIP_NEXT]) {
        this[SKIP_NEXT] = false;
        return undefined;
      }
      return send.apply(this, args);
    };
  }
  client[SKIP_NEXT] = true;
}

const closes = (headers) =>
  Object.entries(headers).some(
    ([name, value]) => name.toLowerCase() === 'connection' && String(value).toLowerCase() === 'close',
  );

/** One autocannon run at the overall rate; counts every answer by kind, status and bad answers. */
function load(url, seconds, targets, onTick) {
  let counter = 0;
  let answerCloses = false;
  const stats = {
    byKind: {},
    statuses: {},
    badAnswers: 0,
    partlyInBrowser: 0,
    errorMessages: new Map(),
    answered: 0,
    closedConnections: 0,
  };
  const instance = autocannon({
    url,
    ...traffic.request,
    connections: CONNECTIONS,
    overallRate: RATE,
    duration: seconds,
    timeout: 10,
    // Plain response times: with a rate set, autocannon would otherwise pad the histogram with synthetic 1 ms steps.
    ignoreCoordinatedOmission: true,
    requests: [
      {
        setupRequest(request, context) {
          const { kind, ...next } = traffic.next(counter++, targets);
          context.kind = kind;
          return { ...request, ...next };
        },
        onResponse(status, body, context, headers) {
          answerCloses = closes(headers);
          stats.closedConnections += answerCloses ? 1 : 0;
          stats.answered += 1;
          stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
          const kind = (stats.byKind[context.kind] ??= { requests: 0, badAnswers: 0 });
          kind.requests += 1;
          if (traffic.partial?.(body)) stats.partlyInBrowser += 1;
          const message = traffic.problem(status, body, context.kind);
          if (message) {
            stats.badAnswers += 1;
            kind.badAnswers += 1;
            stats.errorMessages.set(message, (stats.errorMessages.get(message) ?? 0) + 1);
          }
        },
      },
    ],
  });
  // Runs after onResponse and before the client's next write (both synchronous in autocannon's parser callback).
  instance.on('response', (client) => {
    if (answerCloses) skipWriteAfterClose(client);
  });
  const ticker = onTick && setInterval(() => onTick(stats), SAMPLE_MS);
  return new Promise((done, fail) => {
    instance.on('done', (result) => {
      if (ticker) clearInterval(ticker);
      done({ result, stats });
    });
    instance.on('error', fail);
  });
}

let stopping = false;
const children = [];
let site;
const dataDir = mkdtempSync(join(tmpdir(), 'gadgets-load-'));

async function stopAll() {
  stopping = true;
  await site?.close();
  await Promise.all(
    children.map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? null
        : new Promise((done) => {
            child.once('exit', done);
            child.kill('SIGTERM');
          }),
    ),
  );
  rmSync(dataDir, { recursive: true, force: true });
}

/** The API mix's server: the shell's static server with its /graphql proxy and nothing else, in its own process. */
async function startProxy(apiOrigin) {
  const serverModule = pathToFileURL(join(REPO_ROOT, 'tooling', 'serve', 'static-server.mjs')).href;
  const proxyScript = `const { startStaticServer } = await import(${JSON.stringify(serverModule)});
    await startStaticServer({ dir: ${JSON.stringify(join(REPO_ROOT, 'shell', 'dist'))}, port: ${PROXY_PORT}, apiOrigin: ${JSON.stringify(apiOrigin)}, quiet: true });`;
  const proxy = startProcess('static server', ['--input-type=module', '-e', proxyScript], process.env);
  children.push(proxy);
  await waitFor(`http://127.0.0.1:${PROXY_PORT}/health`, proxy);
  return () => [{ label: 'proxy', pid: proxy.pid }];
}

/** The port of the bike candidate's deploy root, past the shell's and the four remotes'. */
const CANDIDATE_PORT = PROXY_PORT + 9;

/**
 * The SSR mix's servers: the site as `pnpm start` serves it, with previews on, and a candidate of the bike remote
 * staged in a deploy root of its own; measured are the shell's server and its workers. Resolves to the measured
 * processes and the preview visitor's cookie.
 */
async function startSite(apiOrigin) {
  const secret = randomBytes(16).toString('hex');
  site = await serveBuiltSite({
    portBase: PROXY_PORT,
    apiOrigin,
    shellEnv: { PREVIEW_SECRET: secret, PREVIEW_ORIGINS: 'http://localhost:*' },
  });
  const deployRoot = join(dataDir, 'bike-deploy');
  const version = stageVersion({ distDir: join(REPO_ROOT, 'remote-bike', 'dist'), deployRoot });
  const candidate = await spawnStaticServer(
    { dir: deployRoot, port: CANDIDATE_PORT, apiOrigin },
    { onOutput: (line) => console.error(`[bike candidate] ${line}`) },
  );
  children.push(candidate.child);
  const manifest = `http://localhost:${CANDIDATE_PORT}/versions/${version}/mf-manifest.json`;
  const token = signPreview({ section: 'bike', version, expiresAt: Date.now() + 86_400_000, manifest }, secret);
  return {
    measured: () => serverProcesses(site.shellPid).map(({ label, pid }) => ({ label: `shell ${label}`, pid })),
    previewCookie: `gadgets_preview=${token}`,
  };
}

/** Every 10 s: RSS and CPU seconds of each measured process (workers may come and go, so they are listed each time). */
function createSampler(measured) {
  const samples = [];
  const take = (elapsed) => {
    const processes = {};
    for (const { label, pid } of measured()) {
      const rss = rssMb(pid);
      if (!Number.isNaN(rss)) processes[label] = { rss, cpu: cpuSeconds(pid) };
    }
    samples.push({ elapsed, processes });
  };
  /** Share of one core a process used between two samples. */
  const cpuShare = (label, from, to) => {
    const [start, end] = [from.processes[label], to.processes[label]];
    if (!start || !end) return '?';
    return `${Math.round((100 * (end.cpu - start.cpu)) / Math.max(0.001, to.elapsed - from.elapsed))}%`;
  };
  const labels = () => [...new Set(samples.flatMap((entry) => Object.keys(entry.processes)))];
  return {
    samples,
    take,
    latest: () =>
      Object.entries(samples.at(-1).processes)
        .map(([label, { rss }]) => `${label} RSS ${rss} MB, CPU ${cpuShare(label, samples.at(-2), samples.at(-1))}`)
        .join('  '),
    summary: () =>
      labels().map((label) => {
        const rss = samples.map((entry) => entry.processes[label]?.rss).filter((value) => value !== undefined);
        const first = samples.find((entry) => entry.processes[label]);
        const last = samples.findLast((entry) => entry.processes[label]);
        return (
          `${label} RSS MB: start ${rss[0]}, end ${rss.at(-1)}, min ${Math.min(...rss)}, max ${Math.max(...rss)}; ` +
          `CPU ${cpuShare(label, first, last)} of one core` +
          `${first !== samples[0] || last !== samples.at(-1) ? ` (only from ${first.elapsed} s to ${last.elapsed} s)` : ''}; every 10 s: ${rss.join(' ')}`
        );
      }),
  };
}

async function main() {
  const apiEnv = {
    ...process.env,
    PORT: String(API_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_FACTOR: '0',
  };
  delete apiEnv.DATABASE_URL;
  delete apiEnv.REDIS_URL;
  const api = startProcess('API', [join(REPO_ROOT, 'api', 'dist', 'server.js')], apiEnv);
  children.push(api);
  const apiOrigin = `http://127.0.0.1:${API_PORT}`;
  await waitFor(`${apiOrigin}/health`, api);

  const { measured: servers, previewCookie } =
    MIX_NAME === 'ssr' ? await startSite(apiOrigin) : { measured: await startProxy(apiOrigin) };
  const serverUrl = `http://127.0.0.1:${PROXY_PORT}`;
  const url = MIX_NAME === 'ssr' ? serverUrl : `${serverUrl}/graphql`;
  const targets = { ...(await discover(`${serverUrl}/graphql`)), previewCookie };
  console.log(
    `load-bench (${MIX_NAME}): ${targets.phones.length} phones, ${targets.laptops.length} laptops, ${targets.bikes.length} bikes`,
  );
  const measured = () => [{ label: 'API', pid: api.pid }, ...servers()];
  console.log(
    `API ${apiOrigin} (PGlite, RATE_LIMIT_FACTOR=0 so anonymous comments are not rate limited), server ${serverUrl}; ` +
      `processes: ${measured()
        .map(({ label, pid }) => `${label} ${pid}`)
        .join(', ')}`,
  );
  const idleRss = rssMb(api.pid);

  console.log(`warm-up: ${WARMUP} s at ${RATE} req/s`);
  await load(url, WARMUP, targets);

  const sampler = createSampler(measured);
  sampler.take(0);
  console.log(`measuring: ${DURATION} s at ${RATE} req/s overall, ${CONNECTIONS} connections`);
  let lastAnswered = 0;
  const started = Date.now();
  const ownCpu = process.cpuUsage();
  const { result, stats } = await load(url, DURATION, targets, (running) => {
    const elapsed = Math.round((Date.now() - started) / 1000);
    sampler.take(elapsed);
    console.log(
      `  ${String(elapsed).padStart(4)} s  ${Math.round((running.answered - lastAnswered) / (SAMPLE_MS / 1000))} req/s  ` +
        `${sampler.latest()}  bad answers ${running.badAnswers}`,
    );
    lastAnswered = running.answered;
  });
  sampler.take(Math.round((Date.now() - started) / 1000));
  const { user, system } = process.cpuUsage(ownCpu);

  const total = result.requests.total;
  console.log(`\n## Sustained load, ${MIX_NAME} mix (${new Date().toISOString()})`);
  console.log(
    `target ${RATE} req/s for ${DURATION} s (${CONNECTIONS} connections, after ${WARMUP} s warm-up); ${traffic.description}`,
  );
  console.log(
    `requests: ${total} answered, ${(total / result.duration).toFixed(1)} req/s achieved (autocannon average ${result.requests.average})`,
  );
  // Measured from sending: when the server falls behind, connections send later, so the shortfall shows in req/s achieved.
  console.log(
    `latency ms (2xx): p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`,
  );
  console.log(
    `non-2xx: ${result.non2xx}; errors (connection, timeout): ${result.errors} (timeouts ${result.timeouts}); ${traffic.badAnswers}: ${stats.badAnswers}`,
  );
  if (traffic.partial)
    console.log(`pages with a part left to the browser (not ready by the render deadline): ${stats.partlyInBrowser}`);
  // (autocannon's requests.sent is left out: it adds each connection's rate once at the start, not requests made.)
  console.log(
    `statuses: ${JSON.stringify(stats.statuses)}; answers that closed the connection: ${stats.closedConnections}`,
  );
  console.log(
    `by kind: ${Object.entries(stats.byKind)
      .map(([kind, entry]) => `${kind} ${entry.requests}${entry.badAnswers ? ` (${entry.badAnswers} bad)` : ''}`)
      .join(', ')}`,
  );
  for (const [message, count] of [...stats.errorMessages].sort((a, b) => b[1] - a[1]).slice(0, 5))
    console.log(`  ${count} x ${message}`);
  console.log(`API RSS MB idle, before the warm-up: ${idleRss}`);
  for (const line of sampler.summary()) console.log(line);
  const seconds = sampler.samples.at(-1).elapsed || 1;
  console.log(
    `this load generator ${Math.round((user + system) / 1e4 / seconds)}% of one core; machine load average ${os
      .loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')} on ${os.availableParallelism()} cores`,
  );
  // The target rate is part of the run: a server that falls behind sends fewer answers, not errors.
  if (total / result.duration < 0.95 * RATE)
    console.log(`! ${(total / result.duration).toFixed(1)} req/s achieved, under the ${RATE} req/s asked for`);
  const failures = result.non2xx + result.errors + stats.badAnswers;
  if (failures > 0) {
    console.log(`! ${failures} failed requests (the run must have none)`);
    process.exitCode = 1;
  }
}

process.on('SIGINT', () => {
  stopAll().finally(() => process.exit(130));
});

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await stopAll();
}
