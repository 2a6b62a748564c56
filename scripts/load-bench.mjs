#!/usr/bin/env node
// Sustained load benchmark (not a test): the built API and the shell's static server with its /graphql proxy, each in
// its own process, and autocannon sending mixed traffic through the proxy at a fixed overall rate, the way visitors
// reach the API. Prints start/end RSS of the API process (sampled every 10 s), latency, the rate achieved, non-2xx,
// socket errors and GraphQL errors (a 200 whose body has `errors`).
//   node scripts/build.mjs && node scripts/load-bench.mjs
// Options (env): LOAD_DURATION seconds (600), LOAD_RATE overall req/s (1000), LOAD_CONNECTIONS (100),
// LOAD_WARMUP seconds at the same rate before measuring (10), LOAD_API_PORT (4310), LOAD_PROXY_PORT (4311).
// The API runs with RATE_LIMIT_FACTOR=0: anonymous comments are rate limited per address, and every request here
// comes from one address. It uses embedded PGlite in a fresh temporary folder (seeded on start), no Redis.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os, { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '../..');
const autocannon = createRequire(join(REPO_ROOT, 'api', 'package.json'))('autocannon');

const number = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const DURATION = number('LOAD_DURATION', 600);
const RATE = number('LOAD_RATE', 1000);
const CONNECTIONS = number('LOAD_CONNECTIONS', 100);
const WARMUP = number('LOAD_WARMUP', 10);
const API_PORT = number('LOAD_API_PORT', 4310);
const PROXY_PORT = number('LOAD_PROXY_PORT', 4311);
const SAMPLE_MS = 10_000;

/** Out of every 20 requests: 10 spec pages, 4 listings, 5 searches, 1 comment post. */
const MIX = [
  ['phone spec page', 6],
  ['laptop spec page', 2],
  ['bike spec page', 2],
  ['listing', 4],
  ['search', 5],
  ['comment post', 1],
].flatMap(([kind, weight]) => Array(weight).fill(kind));

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

async function waitFor(url, child) {
  for (let attempt = 0; attempt < 1200; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer in 5 minutes`);
}

/** Resident set size of a process in MB (Linux). */
function rssMb(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}

/** CPU seconds (user + system) a process has used so far (Linux, clock ticks of 1/100 s). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
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

/** The request for traffic slot `index`: a kind from MIX, spread over every page, company and word. */
function requestFor(index, { phones, laptops, bikes }) {
  const kind = MIX[index % MIX.length];
  const turn = Math.floor(index / MIX.length);
  const pick = (list) => list[(turn * 7919 + index) % list.length];
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

/** One autocannon run at the overall rate; counts every answer by kind, status and GraphQL errors. */
function load(url, seconds, targets, onTick) {
  let counter = 0;
  let answerCloses = false;
  const stats = {
    byKind: {},
    statuses: {},
    graphqlErrors: 0,
    errorMessages: new Map(),
    answered: 0,
    closedConnections: 0,
  };
  const instance = autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    overallRate: RATE,
    duration: seconds,
    timeout: 10,
    // Plain response times: with a rate set, autocannon would otherwise pad the histogram with synthetic 1 ms steps.
    ignoreCoordinatedOmission: true,
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    requests: [
      {
        setupRequest(request, context) {
          const next = requestFor(counter++, targets);
          context.kind = next.kind;
          return { ...request, body: JSON.stringify({ query: next.query, variables: next.variables }) };
        },
        onResponse(status, body, context, headers) {
          answerCloses = closes(headers);
          stats.closedConnections += answerCloses ? 1 : 0;
          stats.answered += 1;
          stats.statuses[status] = (stats.statuses[status] ?? 0) + 1;
          const kind = (stats.byKind[context.kind] ??= { requests: 0, graphqlErrors: 0 });
          kind.requests += 1;
          // Only parse bodies that may carry errors: parsing every spec page would load this process, not the API.
          if (status === 200 && body.includes('"errors":')) {
            const errors = JSON.parse(body).errors;
            if (Array.isArray(errors) && errors.length) {
              stats.graphqlErrors += 1;
              kind.graphqlErrors += 1;
              const message = `${context.kind}: ${errors[0].message} (${errors[0].extensions?.code ?? 'no code'})`;
              stats.errorMessages.set(message, (stats.errorMessages.get(message) ?? 0) + 1);
            }
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
const dataDir = mkdtempSync(join(tmpdir(), 'gadgets-load-'));

async function stopAll() {
  stopping = true;
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

  const serverModule = pathToFileURL(join(REPO_ROOT, 'tooling', 'serve', 'static-server.mjs')).href;
  const proxyScript = `const { startStaticServer } = await import(${JSON.stringify(serverModule)});
    await startStaticServer({ dir: ${JSON.stringify(join(REPO_ROOT, 'shell', 'dist'))}, port: ${PROXY_PORT}, apiOrigin: ${JSON.stringify(apiOrigin)}, quiet: true });`;
  const proxy = startProcess('static server', ['--input-type=module', '-e', proxyScript], process.env);
  children.push(proxy);
  const proxyUrl = `http://127.0.0.1:${PROXY_PORT}`;
  await waitFor(`${proxyUrl}/health`, proxy);

  const graphqlUrl = `${proxyUrl}/graphql`;
  const targets = await discover(graphqlUrl);
  console.log(
    `load-bench: ${targets.phones.length} phones, ${targets.laptops.length} laptops, ${targets.bikes.length} bikes`,
  );
  console.log(
    `API ${apiOrigin} (pid ${api.pid}, PGlite, RATE_LIMIT_FACTOR=0 so anonymous comments are not rate limited), proxy ${proxyUrl} (pid ${proxy.pid})`,
  );
  const idleRss = rssMb(api.pid);

  console.log(`warm-up: ${WARMUP} s at ${RATE} req/s`);
  await load(graphqlUrl, WARMUP, targets);

  const samples = [];
  const sample = (elapsed) =>
    samples.push({
      elapsed,
      api: rssMb(api.pid),
      proxy: rssMb(proxy.pid),
      apiCpu: cpuSeconds(api.pid),
      proxyCpu: cpuSeconds(proxy.pid),
    });
  /** Share of one core each process used since the previous sample. */
  const cpuShare = (key) => {
    const [previous, last] = samples.slice(-2);
    return `${Math.round((100 * (last[key] - previous[key])) / Math.max(0.001, last.elapsed - previous.elapsed))}%`;
  };
  sample(0);
  console.log(`measuring: ${DURATION} s at ${RATE} req/s overall, ${CONNECTIONS} connections, through the proxy`);
  let lastAnswered = 0;
  const started = Date.now();
  const ownCpu = process.cpuUsage();
  const { result, stats } = await load(graphqlUrl, DURATION, targets, (running) => {
    const elapsed = Math.round((Date.now() - started) / 1000);
    sample(elapsed);
    const last = samples.at(-1);
    console.log(
      `  ${String(elapsed).padStart(4)} s  ${Math.round((running.answered - lastAnswered) / (SAMPLE_MS / 1000))} req/s  ` +
        `API RSS ${last.api} MB, CPU ${cpuShare('apiCpu')}  proxy RSS ${last.proxy} MB, CPU ${cpuShare('proxyCpu')}  GraphQL errors ${running.graphqlErrors}`,
    );
    lastAnswered = running.answered;
  });
  sample(Math.round((Date.now() - started) / 1000));
  const { user, system } = process.cpuUsage(ownCpu);

  const apiRss = samples.map((entry) => entry.api);
  const total = result.requests.total;
  console.log(`\n## Sustained load through the shell's proxy (${new Date().toISOString()})`);
  console.log(
    `target ${RATE} req/s for ${DURATION} s (${CONNECTIONS} connections, after ${WARMUP} s warm-up); mix per 20 requests: ` +
      '6 phone, 2 laptop and 2 bike spec pages, 4 listings, 5 searches, 1 comment post',
  );
  console.log(
    `requests: ${total} answered, ${(total / result.duration).toFixed(1)} req/s achieved (autocannon average ${result.requests.average})`,
  );
  // Measured from sending: when the API falls behind, connections send later, so the shortfall shows in req/s achieved.
  console.log(
    `latency ms (2xx): p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`,
  );
  console.log(
    `non-2xx: ${result.non2xx}; errors (connection, timeout): ${result.errors} (timeouts ${result.timeouts}); GraphQL errors (200 with errors): ${stats.graphqlErrors}`,
  );
  // (autocannon's requests.sent is left out: it adds each connection's rate once at the start, not requests made.)
  console.log(
    `statuses: ${JSON.stringify(stats.statuses)}; answers that closed the connection: ${stats.closedConnections}`,
  );
  console.log(
    `by kind: ${Object.entries(stats.byKind)
      .map(
        ([kind, entry]) =>
          `${kind} ${entry.requests}${entry.graphqlErrors ? ` (${entry.graphqlErrors} GraphQL errors)` : ''}`,
      )
      .join(', ')}`,
  );
  for (const [message, count] of [...stats.errorMessages].sort((a, b) => b[1] - a[1]).slice(0, 5))
    console.log(`  ${count} x ${message}`);
  console.log(
    `API RSS MB: idle ${idleRss}, start ${apiRss[0]}, end ${apiRss.at(-1)}, min ${Math.min(...apiRss)}, max ${Math.max(...apiRss)}`,
  );
  console.log(`proxy RSS MB: start ${samples[0].proxy}, end ${samples.at(-1).proxy}`);
  const seconds = samples.at(-1).elapsed || 1;
  console.log(
    `CPU (share of one core, whole run): API ${Math.round((100 * (samples.at(-1).apiCpu - samples[0].apiCpu)) / seconds)}%, ` +
      `proxy ${Math.round((100 * (samples.at(-1).proxyCpu - samples[0].proxyCpu)) / seconds)}%, ` +
      `this load generator ${Math.round((user + system) / 1e4 / seconds)}%; machine load average ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')} on ${os.availableParallelism()} cores`,
  );
  console.log(`API RSS every 10 s: ${apiRss.join(' ')}`);
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
