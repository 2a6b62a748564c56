// The state the topology runs on: a database of its own in a PostgreSQL server, and Redis. `pnpm start:cluster` uses
// the machine's (DATABASE_URL, REDIS_URL); the drill starts private ones (restarting them disturbs nobody else).
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../pnpm-runner.mjs';

/** The API package's PostgreSQL client (the root has none of its own). */
const { Client } = createRequire(join(REPO_ROOT, 'api', 'package.json'))('pg');

/**
 * Creates the database `name` in the server `serverUrl` names, when it is missing (`fresh`: dropped first); returns
 * its URL. The server's own databases (`test` among them) are never touched.
 * @param {string} serverUrl
 * @param {string} name
 * @param {{ fresh?: boolean }} [options]
 */
export async function ensureDatabase(serverUrl, name, { fresh = false } = {}) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`"${name}" is not a plain database name`);
  const maintenance = new URL(serverUrl);
  maintenance.pathname = '/postgres';
  const client = new Client({ connectionString: maintenance.href });
  await client.connect();
  try {
    if (fresh) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    // cluster: does the topology's database exist
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/**
 * Runs `sql` with `values` against `databaseUrl` and returns the rows.
 * @param {string} databaseUrl
 * @param {string} sql
 * @param {unknown[]} [values]
 */
export async function queryDatabase(databaseUrl, sql, values = []) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Whether a TCP server answers at the URL's host and port.
 * @param {string} url
 * @param {number} defaultPort
 */
export function reachable(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolveReachable) => {
    const socket = connect({ host: hostname, port: Number(port || defaultPort) });
    socket.setTimeout(2_000, () => socket.destroy(new Error('timeout')));
    socket.once('connect', () => {
      socket.destroy();
      resolveReachable(true);
    });
    socket.once('error', () => resolveReachable(false));
  });
}

const wait = (ms) => new Promise((resolveWait) => setTimeout(resolveWait, ms));

/** The newest PostgreSQL server binaries on this machine (Debian keeps them per major version), or null. */
function postgresBinaries() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const major = readdirSync(root)
    .filter((version) => existsSync(join(root, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return major ? join(root, major, 'bin') : null;
}

/**
 * A PostgreSQL server of its own in a new temporary folder, listening on address:port, trust authentication for
 * `postgres`. Run as the `postgres` account when this process is root (the server refuses root).
 * @param {{ address: string, port: number }} options
 */
export async function startPrivatePostgres({ address, port }) {
  const bin = postgresBinaries();
  if (!bin) throw new Error('No PostgreSQL server binaries in /usr/lib/postgresql (apt-get install postgresql)');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'gadgets-drill-postgres-'));
  if (asRoot) {
    const idOf = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);
    chownSync(dir, idOf('-u'), idOf('-g'));
  }
  // Never spawnSync: the drill's load runs in this process while the server restarts.
  const runAs = (command, args) =>
    new Promise((resolveRun, reject) => {
      const [program, programArgs] = asRoot
        ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
        : [join(bin, command), args];
      const child = spawn(program, programArgs, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0 ? resolveRun() : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
      );
    });
  const dataDir = join(dir, 'data');
  await runAs('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-c listen_addresses=${address} -c port=${port} -c unix_socket_directories=${dir}`;
  const logFile = join(dir, 'postgres.log');
  const pgCtl = (action) => runAs('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-m', 'fast', action]);
  await pgCtl('start');
  return {
    url: `postgres://postgres@${address}:${port}/postgres`,
    /** pg_ctl restart -m fast: every connection is ended; resolves once the server is back. */
    restart: () => pgCtl('restart'),
    /** Stops the server and removes its folder. */
    async stop() {
      await pgCtl('stop').catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A Redis server of its own on address:port, nothing persisted; `stop` and `start` again at will.
 * @param {{ address: string, port: number }} options
 */
export async function startPrivateRedis({ address, port }) {
  const check = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error('No redis-server on this machine (apt-get install redis-server)');
  let child;
  const url = `redis://${address}:${port}`;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--bind', address, '--port', String(port), '--save', '', '--appendonly', 'no', '--protected-mode', 'no'],
      { stdio: 'ignore' },
    );
    for (let attempt = 0; attempt < 100 && !(await reachable(url, 6379)); attempt += 1) await wait(100);
  };
  const stop = () =>
    new Promise((resolveStopped) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolveStopped();
      child.once('exit', () => resolveStopped());
      child.kill('SIGTERM');
    });
  await start();
  return { url, start, stop };
}
