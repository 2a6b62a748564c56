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
// Its parts, in load-bench/: settings (options), traffic (what each mix sends), servers (what is measured),
// load (the autocannon run), sampler (RSS and CPU every 10 s) and report (the figures at the end).
import { rssMb } from './bench-support.mjs';
import { runLoad } from './load-bench/load.mjs';
import { printReport } from './load-bench/report.mjs';
import { createSampler } from './load-bench/sampler.mjs';
import { createServers } from './load-bench/servers.mjs';
import { readSettings, SAMPLE_MS, USAGE } from './load-bench/settings.mjs';
import { discover, trafficOf } from './load-bench/traffic.mjs';

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}

const settings = readSettings();
const { mixName, duration, rate, connections, warmup, proxyPort, candidatePort } = settings;
const traffic = trafficOf(mixName, candidatePort);
const servers = createServers(settings);

async function main() {
  const api = await servers.startApi();
  const { measured: measuredServers, previewCookie } =
    mixName === 'ssr' ? await servers.startSite(api.origin) : await servers.startProxy(api.origin);
  const serverUrl = `http://127.0.0.1:${proxyPort}`;
  const url = mixName === 'ssr' ? serverUrl : `${serverUrl}/graphql`;
  const targets = { ...(await discover(`${serverUrl}/graphql`)), previewCookie };
  console.log(
    `load-bench (${mixName}): ${targets.phones.length} phones, ${targets.laptops.length} laptops, ${targets.bikes.length} bikes`,
  );
  const measured = () => [{ label: 'API', pid: api.pid }, ...measuredServers()];
  console.log(
    `API ${api.origin} (PGlite, RATE_LIMIT_FACTOR=0 so anonymous comments are not rate limited), server ${serverUrl}; ` +
      `processes: ${measured()
        .map(({ label, pid }) => `${label} ${pid}`)
        .join(', ')}`,
  );
  const idleRss = rssMb(api.pid);
  const load = (seconds, onTick) =>
    runLoad({ url, seconds, targets, traffic, rate, connections, onTick, sampleMs: SAMPLE_MS });

  console.log(`warm-up: ${warmup} s at ${rate} req/s`);
  await load(warmup);

  const sampler = createSampler(measured);
  sampler.take(0);
  console.log(`measuring: ${duration} s at ${rate} req/s overall, ${connections} connections`);
  let lastAnswered = 0;
  const started = Date.now();
  const ownCpuFrom = process.cpuUsage();
  const { result, stats } = await load(duration, (running) => {
    const elapsed = Math.round((Date.now() - started) / 1000);
    sampler.take(elapsed);
    console.log(
      `  ${String(elapsed).padStart(4)} s  ${Math.round((running.answered - lastAnswered) / (SAMPLE_MS / 1000))} req/s  ` +
        `${sampler.latest()}  bad answers ${running.badAnswers}`,
    );
    lastAnswered = running.answered;
  });
  sampler.take(Math.round((Date.now() - started) / 1000));
  const ownCpu = process.cpuUsage(ownCpuFrom);
  printReport({ settings, traffic, result, stats, idleRss, sampler, ownCpu });
}

process.on('SIGINT', () => {
  servers.stopAll().finally(() => process.exit(130));
});

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await servers.stopAll();
}
