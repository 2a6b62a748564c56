#!/usr/bin/env node
// `pnpm start:cluster`: the site in its production topology on this machine (scripts/cluster/topology.mjs): HAProxy in
// front of two API instances and two shell servers, each on a loopback address of its own, on PostgreSQL
// (DATABASE_URL, default postgres://postgres@127.0.0.1:5432; a database of its own, gadgets_cluster) and Redis
// (REDIS_URL, default redis://127.0.0.1:6379). Builds what is missing or stale first. One Ctrl-C stops everything.
// Linux only (binds 127.0.0.10-15); HAProxy is installed with apt-get when missing (as root).
import { join } from 'node:path';
import { buildSite } from './build.mjs';
import { ensureDatabase, reachable } from './cluster/services.mjs';
import { ADDRESSES, startCluster } from './cluster/topology.mjs';
import { ensureInstalled, REPO_ROOT } from './pnpm-runner.mjs';

const USAGE = `pnpm start:cluster: HAProxy, two API instances and two shell servers on PostgreSQL and Redis.

Environment: DATABASE_URL (a PostgreSQL server; default postgres://postgres@127.0.0.1:5432, the database
gadgets_cluster is created there), REDIS_URL (default redis://127.0.0.1:6379), CLUSTER_PORT_BASE (7200: the site
there, HAProxy's API frontend +1, its stats page +2, the API instances +10, the shell servers +20, the remotes +30),
SHELL_WORKERS (each shell server's workers, default 1: two servers on one machine already use two cores).`;
if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}

const portBase = Number(process.env.CLUSTER_PORT_BASE ?? 7200);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let cluster;
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the cluster (each instance drains first)…');
  await cluster?.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

try {
  if (!(await reachable(serverUrl, 5432))) throw new Error(`No PostgreSQL answers at ${serverUrl} (DATABASE_URL)`);
  if (!(await reachable(redisUrl, 6379))) throw new Error(`No Redis answers at ${redisUrl} (REDIS_URL)`);
  await ensureInstalled();
  await buildSite({ onlyStale: true });
  const databaseUrl = await ensureDatabase(serverUrl, 'gadgets_cluster');
  cluster = await startCluster({
    portBase,
    databaseUrl,
    redisUrl,
    // Kept across starts: the access token secret (sessions outlive a restart), the outbox, HAProxy's configuration.
    dir: join(REPO_ROOT, '.data', 'cluster'),
    shellWorkers: Number(process.env.SHELL_WORKERS ?? 1),
  });
  const line = (label, value) => `  ${label.padEnd(22)}${value}`;
  console.log(`
Gadget Specs runs in its production topology:
${line('site (HAProxy)', cluster.siteUrl)}
${line('HAProxy stats', cluster.statsUrl)}
${line('API for the shells', `${cluster.apiUrl}/graphql (HAProxy)`)}
${cluster.members.map((member) => line(member.name, `http://${member.address}:${member.port} (pid ${member.pid()})`)).join('\n')}
${line('database', databaseUrl)}
${line('Redis', redisUrl)}
${line('HAProxy configuration', cluster.configFile)}
Every instance answers /health/ready; stop one (kill -TERM <pid>) and HAProxy sends its traffic to the other.
Addresses: HAProxy ${ADDRESSES.haproxy}, API ${ADDRESSES.api.join(' ')}, shell ${ADDRESSES.shell.join(' ')}.
Press Ctrl-C to stop.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await cluster?.close();
  process.exit(1);
}
