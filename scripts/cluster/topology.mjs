// The production topology on one machine: HAProxy in front of two API instances and two shell servers, each process
// on a loopback address of its own as if on a host of its own, on PostgreSQL and Redis; the remotes' static servers
// beside them as under `pnpm start` (in production a CDN's job). `pnpm start:cluster` runs it, `pnpm drill` breaks
// it. Linux routes all of 127.0.0.0/8 to the loopback interface, so every address below can be bound as it is.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DECLARED_REGISTRY_FILE, readSectionRegistry, withManifests } from '../../tooling/serve/section-registry.mjs';
import { forEachOutputLine, spawnStaticServer } from '../../tooling/serve/serve-process.mjs';
import { REPO_ROOT } from '../pnpm-runner.mjs';
import { ensureHaproxy, haproxyConfig, readStats, startHaproxy } from './haproxy.mjs';

/** Where each part listens: a loopback address per "host", ports counted from the topology's base. */
export const ADDRESSES = {
  haproxy: '127.0.0.10',
  api: ['127.0.0.11', '127.0.0.12'],
  shell: ['127.0.0.13', '127.0.0.14'],
  remotes: '127.0.0.15',
};
const OFFSETS = { site: 0, apiFrontend: 1, stats: 2, api: 10, shell: 20, remotes: 30 };
/** On SIGTERM, this long of 503 on /health/ready while still serving: HAProxy's checks (2 x 500 ms) notice first. */
const SHUTDOWN_DELAY_MS = 2_000;
const READY_TIMEOUT_MS = 120_000;

const wait = (ms) => new Promise((resolveWait) => setTimeout(resolveWait, ms));

/** Resolves once `url` answers 200; fails when `child` exits first or after READY_TIMEOUT_MS. */
async function untilReady(url, child) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${url}: the process exited (${child.signalCode ?? child.exitCode}) before it was ready`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} was not ready within ${READY_TIMEOUT_MS / 1000} s`);
    await wait(200);
  }
}

/** Hands each line a process prints, blank lines left out, to `onLine`. */
function forwardOutput(child, onLine) {
  forEachOutputLine(child, (line) => {
    if (line.trim()) onLine(line);
  });
}

/** The access token secret every API instance signs with, kept in the topology's folder across restarts. */
function sharedSecret(dir) {
  const file = join(dir, 'access-token-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8');
}

/**
 * @typedef {{
 *   name: string, kind: 'api' | 'shell' | 'remote', address: string, port: number,
 *   pid(): number | undefined,
 *   start(): Promise<void>,
 *   signal(signal: NodeJS.Signals): void,
 *   exited(): Promise<void>,
 *   running(): boolean,
 * }} Member
 */

/**
 * Starts the topology. `dir` holds its state (the shared secret, the outbox, the remote map, HAProxy's files).
 * @param {{
 *   portBase: number, databaseUrl: string, redisUrl: string, dir: string,
 *   shellWorkers?: number, apiEnv?: NodeJS.ProcessEnv, withPages?: boolean,
 *   onOutput?: (label: string, line: string) => void,
 * }} options `withPages: false` starts HAProxy and the API instances only.
 */
export async function startCluster(options) {
  const { portBase, databaseUrl, redisUrl, dir, shellWorkers = 1, apiEnv = {}, withPages = true } = options;
  const onOutput = options.onOutput ?? ((label, line) => console.log(`[${label}] ${line}`));
  mkdirSync(dir, { recursive: true });
  const haproxyBinary = ensureHaproxy((line) => onOutput('haproxy', line));
  if (!haproxyBinary) throw new HaproxyMissing();

  const siteUrl = `http://${ADDRESSES.haproxy}:${portBase + OFFSETS.site}`;
  const apiUrl = `http://${ADDRESSES.haproxy}:${portBase + OFFSETS.apiFrontend}`;
  const statsUrl = `http://${ADDRESSES.haproxy}:${portBase + OFFSETS.stats}/`;
  const socket = join(dir, 'haproxy.sock');
  const { raw, sections } = readSectionRegistry(DECLARED_REGISTRY_FILE);
  const remoteOrigin = (index) => `http://${ADDRESSES.remotes}:${portBase + OFFSETS.remotes + index}`;
  const remoteMapFile = join(dir, 'remotes.json');
  writeFileSync(
    remoteMapFile,
    JSON.stringify(withManifests(raw, (_section, index) => `${remoteOrigin(index)}/mf-manifest.json`)),
  );

  const secret = sharedSecret(dir);
  let seeded = false;
  /** @type {Member[]} */
  const members = [];

  const apiMember = (index) => {
    const name = `api${index + 1}`;
    const address = ADDRESSES.api[index];
    const port = portBase + OFFSETS.api;
    let child;
    return {
      name,
      kind: 'api',
      address,
      port,
      pid: () => child?.pid,
      running: () => Boolean(child) && child.exitCode === null && child.signalCode === null,
      async start() {
        child = spawn(process.execPath, [join(REPO_ROOT, 'api', 'dist', 'server.js')], {
          cwd: REPO_ROOT,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: {
            ...process.env,
            NODE_ENV: 'production',
            HOST: address,
            PORT: String(port),
            DATABASE_URL: databaseUrl,
            REDIS_URL: redisUrl,
            SITE_URL: siteUrl,
            CORS_ORIGINS: siteUrl,
            CORS_PUBLIC_ORIGINS: '',
            // HAProxy connects from its own address (`source`), and only it may name the visitor.
            TRUST_PROXY: ADDRESSES.haproxy,
            ACCESS_TOKEN_SECRET: secret,
            DATA_DIR: join(dir, name),
            OUTBOX_DIR: join(dir, 'outbox'),
            // The first instance seeds the catalogue (once per start of the topology); the others find it there.
            SEED_ON_START: seeded ? 'false' : 'true',
            SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
            ...apiEnv,
          },
        });
        forwardOutput(child, (line) => onOutput(name, line));
        await untilReady(`http://${address}:${port}/health/ready`, child);
        seeded = true;
      },
      signal: (signal) => child?.kill(signal),
      exited: () => exitOf(child),
    };
  };

  const staticMember = (name, kind, address, port, serveOptions, env) => {
    let server;
    return {
      name,
      kind,
      address,
      port,
      pid: () => server?.pid,
      running: () => Boolean(server) && server.child.exitCode === null && server.child.signalCode === null,
      async start() {
        server = await spawnStaticServer(
          { host: address, port, ...serveOptions },
          { env, onOutput: (line) => onOutput(name, line) },
        );
        await untilReady(`http://${address}:${port}/health/ready`, server.child);
      },
      signal: (signal) => server?.child.kill(signal),
      exited: () => exitOf(server?.child),
    };
  };

  const shellMember = (index) =>
    staticMember(
      `shell${index + 1}`,
      'shell',
      ADDRESSES.shell[index],
      portBase + OFFSETS.shell,
      {
        dir: join(REPO_ROOT, 'shell', 'dist'),
        apiOrigin: apiUrl,
        remotesFile: remoteMapFile,
        siteUrl,
        workers: shellWorkers,
      },
      // The render cache in Redis, shared by both shell servers; 503 on /health/ready for a while on SIGTERM.
      { ...process.env, REDIS_URL: redisUrl, SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS) },
    );

  const remoteMember = (section, index) =>
    staticMember(
      `remote-${section.name}`,
      'remote',
      ADDRESSES.remotes,
      portBase + OFFSETS.remotes + index,
      { dir: join(REPO_ROOT, `remote-${section.name}`, 'dist'), apiOrigin: apiUrl },
      process.env,
    );

  const apis = ADDRESSES.api.map((_address, index) => apiMember(index));
  const shells = withPages ? ADDRESSES.shell.map((_address, index) => shellMember(index)) : [];
  const remotes = withPages ? sections.map(remoteMember) : [];
  members.push(...apis, ...shells, ...remotes);

  const configFile = join(dir, 'haproxy.cfg');
  writeFileSync(
    configFile,
    haproxyConfig({
      address: ADDRESSES.haproxy,
      sitePort: portBase + OFFSETS.site,
      apiPort: portBase + OFFSETS.apiFrontend,
      statsPort: portBase + OFFSETS.stats,
      socket,
      api: apis.map(({ name, address, port }) => ({ name, address, port })),
      shell: shells.map(({ name, address, port }) => ({ name, address, port })),
    }),
  );

  let haproxy;
  const close = async () => {
    await Promise.all(
      members.map(async (member) => {
        if (!member.running()) return;
        member.signal('SIGTERM');
        const killLater = setTimeout(() => member.signal('SIGKILL'), 20_000);
        await member.exited();
        clearTimeout(killLater);
      }),
    );
    if (haproxy && haproxy.exitCode === null) {
      haproxy.kill('SIGTERM');
      await exitOf(haproxy);
    }
  };

  try {
    // The first API instance migrates and seeds; the second starts once it is ready. The remotes before the shell
    // servers, which load their server builds at start.
    await apis[0].start();
    await Promise.all([...apis.slice(1), ...remotes].map((member) => member.start()));
    for (const shell of shells) await shell.start();
    haproxy = await startHaproxy(
      haproxyBinary,
      configFile,
      { address: ADDRESSES.haproxy, sitePort: portBase },
      (line) => onOutput('haproxy', line),
    );
  } catch (error) {
    await close();
    throw error;
  }

  const stats = () => readStats(socket);
  return {
    siteUrl,
    apiUrl,
    statsUrl,
    configFile,
    members,
    member: (name) => {
      const found = members.find((member) => member.name === name);
      if (!found) throw new Error(`no member ${name}`);
      return found;
    },
    stats,
    /** Resolves once HAProxy has `name` in service (its health checks pass) in every backend it is in. */
    async inService(name, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const rows = (await stats()).filter((row) => row.server === name);
        if (rows.length > 0 && rows.every((row) => row.status.startsWith('UP'))) return;
        if (Date.now() > deadline) throw new Error(`HAProxy did not put ${name} back in service in ${timeoutMs} ms`);
        await wait(100);
      }
    },
    close,
  };
}

/** Resolves once the child has exited (at once when it has already, or never started). */
function exitOf(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveExit) => child.once('exit', () => resolveExit()));
}

/** HAProxy is not installed and cannot be: the topology cannot be started here. */
export class HaproxyMissing extends Error {
  constructor() {
    super('HAProxy is not installed and could not be installed (apt-get install haproxy, as root)');
  }
}
