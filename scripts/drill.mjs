#!/usr/bin/env node
// Failure drills (a benchmark, not a test): the production topology (scripts/cluster/topology.mjs) under steady load
// through HAProxy, broken one way at a time, with figures for each. `--short` is the drill the test run makes.
import { appendFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from './build.mjs';
import {
  ensureDatabase,
  queryDatabase,
  reachable,
  startPrivatePostgres,
  startPrivateRedis,
} from './cluster/services.mjs';
import {
  discoverTargets,
  graphql,
  percentile,
  signedInAccount,
  startSteadyLoad,
  watchPageActivity,
} from './cluster/steady-load.mjs';
import { HaproxyMissing, startCluster } from './cluster/topology.mjs';
import { ensureInstalled } from './pnpm-runner.mjs';

const USAGE = `pnpm drill [--short]: failure drills under steady load through HAProxy (a benchmark, not a test).

The full run (about 6 minutes) starts its own PostgreSQL and Redis (so restarting them disturbs nobody), the topology
of pnpm start:cluster on them, steady load (DRILL_PAGE_RATE pages/s, DRILL_READ_RATE GraphQL reads/s,
DRILL_WRITE_RATE writes/s: comments and saved builds), and then, one at a time: a) an API instance SIGKILLed and
restarted, b) a shell server SIGKILLed and restarted, c) every instance restarted by SIGTERM one by one, d) PostgreSQL
restarted, e) Redis stopped for 30 s, f) one remote's static server stopped for 15 s. It prints, per drill, requests
sent, failed, retried by HAProxy, p99 before/during/after and the time to recover, then checks that every
acknowledged write is in the database. Exits 1 when a write was lost or the rolling restart failed a request.

--short (the test run's step, under a minute): HAProxy and two API instances on DATABASE_URL's (or
TEST_DATABASE_URL's) PostgreSQL, database gadgets_drill, and REDIS_URL (TEST_REDIS_URL); reads and writes; one API
instance SIGKILLed under load. Fails on any failed read or lost acknowledged write. Skipped, saying why, when HAProxy
cannot be installed or PostgreSQL or Redis does not answer.

Environment: DRILL_PORT_BASE (7300; the services on +90 and +91), DRILL_PAGE_RATE (300), DRILL_READ_RATE (270),
DRILL_WRITE_RATE (30), SHELL_WORKERS (1 per shell server).`;
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}

const short = process.argv.includes('--short');
const portBase = Number(process.env.DRILL_PORT_BASE ?? 7300);
const rates = short
  ? { pages: 0, reads: 40, writes: 5 }
  : {
      pages: Number(process.env.DRILL_PAGE_RATE ?? 300),
      reads: Number(process.env.DRILL_READ_RATE ?? 270),
      writes: Number(process.env.DRILL_WRITE_RATE ?? 30),
    };
const SERVICES_ADDRESS = '127.0.0.20';
const BEFORE_MS = short ? 5_000 : 10_000;
const AFTER_MS = short ? 3_000 : 10_000;

const wait = (ms) => new Promise((resolveWait) => setTimeout(resolveWait, ms));
const log = (line) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`);
const dir = mkdtempSync(join(tmpdir(), 'gadgets-drill-'));

/** Each process's output goes to a file of its own in the drill's folder, not the console. */
const logs = new Map();
function appendOutput(label, line) {
  if (!logs.has(label)) logs.set(label, join(dir, `${label}.log`));
  appendFileSync(logs.get(label), `${line}\n`);
}

/** The activation link mailed to `email` (the API writes mail to the outbox folder when no SMTP is set). */
async function activationLink(outboxDir, email) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const files = existsSync(outboxDir) ? readdirSync(outboxDir).filter((file) => file.endsWith('.json')) : [];
    for (const file of files) {
      const mail = JSON.parse(readFileSync(join(outboxDir, file), 'utf8'));
      if (mail.to === email && mail.kind === 'activation') return mail.link;
    }
    await wait(100);
  }
  throw new Error(`no activation mail for ${email}`);
}

/** Retries and redispatches HAProxy made so far, over every backend. */
async function retriesSoFar(cluster) {
  const rows = (await cluster.stats()).filter((row) => row.server === 'BACKEND');
  return rows.reduce((sum, row) => sum + row.retries + row.redispatches, 0);
}

/**
 * Runs one drill: BEFORE_MS of steady load, the fault (`fault` resolves once everything is back in service), then
 * AFTER_MS. Returns its marks and HAProxy's retries over the whole drill.
 */
async function runDrill(cluster, name, fault) {
  log(`drill ${name}`);
  const retriesBefore = await retriesSoFar(cluster);
  const startAt = Date.now();
  await wait(BEFORE_MS);
  const faultAt = Date.now();
  let note;
  let recoveredAt;
  // A fault that goes on checking after the recovery (drill e) marks the moment itself.
  const markRecovered = () => (recoveredAt ??= Date.now());
  try {
    note = await fault(markRecovered);
  } catch (error) {
    // The figures still count; what died is started again so the next drills run on a whole topology.
    note = `NOT RECOVERED: ${error instanceof Error ? error.message : error}`;
    for (const member of cluster.members.filter((each) => !each.running())) {
      note += `; ${member.name} had exited and was started again`;
      await member.start();
    }
  }
  markRecovered();
  await wait(AFTER_MS);
  const endAt = Date.now();
  return { name, startAt, faultAt, recoveredAt, endAt, retried: (await retriesSoFar(cluster)) - retriesBefore, note };
}

/** SIGKILL, a supervisor's restart a second later, and back in HAProxy's service. */
async function killAndRestart(cluster, name) {
  const member = cluster.member(name);
  member.signal('SIGKILL');
  await member.exited();
  await wait(1_000);
  await member.start();
  await cluster.inService(name);
}

/** SIGTERM (the instance drains), started again, back in service; then the next. */
async function rollingRestart(cluster) {
  for (const member of cluster.members.filter(({ kind }) => kind !== 'remote')) {
    member.signal('SIGTERM');
    await member.exited();
    await member.start();
    await cluster.inService(member.name);
  }
}

/** Every API instance and shell server in service. */
async function allInService(cluster) {
  for (const member of cluster.members.filter(({ kind }) => kind !== 'remote')) await cluster.inService(member.name);
}

/** The figures of one drill from the load's samples. */
function figuresOf(drill, samples) {
  const within = (from, to) => samples.filter((sample) => sample.at >= from && sample.at < to);
  const all = within(drill.startAt, drill.endAt);
  const p99 = (from, to) =>
    percentile(
      within(from, to).map((sample) => sample.ms),
      99,
    );
  const failed = all.filter((sample) => !sample.ok);
  const failedBy = (kind) => failed.filter((sample) => sample.kind === kind).length;
  const problems = new Map();
  for (const sample of failed) problems.set(sample.problem, (problems.get(sample.problem) ?? 0) + 1);
  return {
    sent: all.length,
    failed: failed.length,
    failedReads: failedBy('read') + failedBy('page'),
    failedWrites: failedBy('write'),
    degradedPages: all.filter((sample) => sample.degraded).length,
    p99Before: p99(drill.startAt, drill.faultAt),
    // At least the first 5 s after the fault, however fast the recovery.
    p99During: p99(drill.faultAt, Math.max(drill.recoveredAt, drill.faultAt + 5_000)),
    p99After: p99(drill.recoveredAt, drill.endAt),
    recoverSeconds: (drill.recoveredAt - drill.faultAt) / 1000,
    problems,
  };
}

/** Every acknowledged write, looked for in the database: returns those missing. */
async function missingWrites(databaseUrl, acknowledged) {
  const ids = (kind) => acknowledged.filter((write) => write.kind === kind).map((write) => write.id);
  // drill: which acknowledged comments exist
  const comments = await queryDatabase(databaseUrl, 'SELECT id::text AS id FROM comments WHERE id = ANY($1::int[])', [
    ids('comment'),
  ]);
  // drill: which acknowledged builds exist
  const builds = await queryDatabase(databaseUrl, 'SELECT id::text AS id FROM custom_pcs WHERE id = ANY($1::uuid[])', [
    ids('build'),
  ]);
  const found = new Set([...comments, ...builds].map((row) => row.id));
  return acknowledged.filter((write) => !found.has(write.id));
}

const ms = (value) => (Number.isNaN(value) ? '-' : `${Math.round(value)} ms`);

function printTable(rows) {
  const header = [
    'drill',
    'sent',
    'failed (reads/writes)',
    'retried',
    'p99 before',
    'p99 during',
    'p99 after',
    'recovered in',
    'writes lost',
  ];
  const lines = rows.map(({ drill, figures, lost }) => [
    drill.name,
    String(figures.sent),
    `${figures.failed} (${figures.failedReads}/${figures.failedWrites})`,
    String(drill.retried),
    ms(figures.p99Before),
    ms(figures.p99During),
    ms(figures.p99After),
    `${figures.recoverSeconds.toFixed(1)} s`,
    String(lost),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(`\n${format(header)}\n|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
  for (const { drill, figures } of rows) {
    const notes = [...figures.problems].map(([problem, count]) => `${count} x ${problem}`);
    if (figures.degradedPages) notes.push(`${figures.degradedPages} pages served with a section left to the browser`);
    if (drill.note) notes.push(drill.note);
    if (notes.length) console.log(`${drill.name}: ${notes.join('; ')}`);
  }
}

/** The state to run on: private servers for the full run, the machine's for --short; null when unavailable. */
async function services() {
  if (!short) {
    const postgres = await startPrivatePostgres({ address: SERVICES_ADDRESS, port: portBase + 90 });
    const redis = await startPrivateRedis({ address: SERVICES_ADDRESS, port: portBase + 91 });
    const databaseUrl = await ensureDatabase(postgres.url, 'gadgets_drill');
    return {
      databaseUrl,
      redisUrl: redis.url,
      postgres,
      redis,
      stop: async () => (await redis.stop(), postgres.stop()),
    };
  }
  const serverUrl =
    process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (!(await reachable(serverUrl, 5432))) return { skip: `no PostgreSQL answers at ${serverUrl}` };
  if (!(await reachable(redisUrl, 6379))) return { skip: `no Redis answers at ${redisUrl}` };
  return { databaseUrl: await ensureDatabase(serverUrl, 'gadgets_drill'), redisUrl, stop: async () => undefined };
}

let cluster;
let state;
let exitCode = 0;
try {
  await ensureInstalled();
  await buildSite({ onlyStale: true });
  state = await services();
  if (state.skip) {
    console.log(`drill skipped: ${state.skip}`);
    process.exit(0);
  }
  log(`starting the topology (logs in ${dir})`);
  cluster = await startCluster({
    portBase,
    databaseUrl: state.databaseUrl,
    redisUrl: state.redisUrl,
    dir,
    withPages: !short,
    shellWorkers: Number(process.env.SHELL_WORKERS ?? 1),
    // One client address sends everything: no rate limits; sessions outlive the run.
    apiEnv: { RATE_LIMIT_FACTOR: '0', ACCESS_TOKEN_TTL_SECONDS: '7200' },
    onOutput: appendOutput,
  });
  const email = `drill-${Date.now()}@example.com`;
  const authorization = await signedInAccount(cluster.siteUrl, () => activationLink(join(dir, 'outbox'), email), email);
  const targets = await discoverTargets(cluster.siteUrl);
  log(
    `steady load: ${rates.pages} pages/s, ${rates.reads} reads/s, ${rates.writes} writes/s through ${cluster.siteUrl}`,
  );
  const load = startSteadyLoad({ siteUrl: cluster.siteUrl, targets, rates, authorization });
  // Warm-up, not counted: first renders, compiled queries, filled caches.
  await wait(short ? 5_000 : 15_000);

  const drills = [];
  drills.push(await runDrill(cluster, 'a) API instance SIGKILLed, restarted', () => killAndRestart(cluster, 'api1')));
  if (!short) {
    drills.push(
      await runDrill(cluster, 'b) shell server SIGKILLed, restarted', () => killAndRestart(cluster, 'shell1')),
    );
    drills.push(await runDrill(cluster, 'c) rolling restart (SIGTERM each)', () => rollingRestart(cluster)));
    drills.push(
      await runDrill(cluster, 'd) PostgreSQL restarted', async () => {
        await state.postgres.restart();
        await allInService(cluster);
      }),
    );
    drills.push(
      await runDrill(cluster, 'e) Redis stopped for 30 s', async (markRecovered) => {
        // A visitor's open page: its live stream must announce a comment posted once Redis is back.
        const phone = targets.phones[0];
        const stream = watchPageActivity(cluster.siteUrl, { brand: phone.companyPath, path: phone.path });
        await wait(1_000);
        await state.redis.stop();
        await wait(30_000);
        await state.redis.start();
        await allInService(cluster);
        const back = markRecovered();
        // Events published while the instances reconnect are lost (Redis pub/sub keeps nothing): a comment a second
        // until the page hears one.
        const heard = async () => {
          const { data } = await graphql(
            cluster.siteUrl,
            `mutation { createComment(category: "mobile", brand: "${phone.companyPath}", path: "${phone.path}", name: "Drill", comment: "Posted once Redis was back.") { id } }`,
          );
          await wait(1_000);
          return stream.announced.includes(String(data.createComment.id));
        };
        let announced = false;
        while (!announced && Date.now() - back < 30_000) announced = await heard();
        stream.close();
        return announced
          ? `the live stream of a page open all along announced a new comment ${((Date.now() - back) / 1000).toFixed(1)} s after Redis was back`
          : 'the live stream of a page open all along announced NO new comment within 30 s of Redis being back';
      }),
    );
    drills.push(
      await runDrill(cluster, 'f) bike remote stopped for 15 s', async () => {
        const remote = cluster.member('remote-bike');
        remote.signal('SIGTERM');
        await remote.exited();
        await wait(15_000);
        await remote.start();
      }),
    );
  }
  await load.stop();
  const missing = await missingWrites(state.databaseUrl, load.acknowledged);
  const rows = drills.map((drill) => ({
    drill,
    figures: figuresOf(drill, load.samples),
    lost: missing.filter((write) => write.at >= drill.startAt && write.at < drill.endAt).length,
  }));
  printTable(rows);
  console.log(
    `\n${load.acknowledged.length} acknowledged writes (comments and saved builds), ${missing.length} missing afterwards`,
  );
  const rolling = rows.find(({ drill }) => drill.name.startsWith('c)'));
  const problems = [
    ...(missing.length ? [`${missing.length} acknowledged writes are missing`] : []),
    ...(short && rows[0].figures.failedReads
      ? [`${rows[0].figures.failedReads} reads failed while an instance died`]
      : []),
    ...(rolling?.figures.failed ? [`the rolling restart failed ${rolling.figures.failed} requests`] : []),
    ...rows
      .filter(({ drill }) => drill.note?.startsWith('NOT RECOVERED'))
      .map(({ drill }) => `${drill.name} did not recover`),
  ];
  if (problems.length) {
    console.log(`FAILED: ${problems.join('; ')}`);
    exitCode = 1;
  } else console.log(short ? 'short drill passed: no failed read, no lost write' : 'drills done');
} catch (error) {
  if (error instanceof HaproxyMissing) console.log(`drill skipped: ${error.message}`);
  else {
    console.error(error instanceof Error ? error.stack : error);
    exitCode = 1;
  }
} finally {
  await cluster?.close();
  await state?.stop?.();
  if (exitCode === 0) rmSync(dir, { recursive: true, force: true });
  else console.log(`logs kept in ${dir}`);
}
process.exit(exitCode);
