#!/usr/bin/env node
// Brings the whole site up: the API (embedded database, seeded on first start), the shell, the four
// remotes on their own ports and the integrator page, each in a process of its own, so one that fails (or is
// restarted after a redeploy) leaves the others serving. `--dev` runs the webpack dev servers with hot reload.
// One Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { localProxyAddress } from '../tooling/serve/proxy-address.mjs';
import { DECLARED_REGISTRY_FILE, readSectionRegistry } from '../tooling/serve/section-registry.mjs';
import { spawnStaticServer } from '../tooling/serve/serve-process.mjs';
import { buildSite } from './build.mjs';
import { ensureInstalled, pnpmCommand, REPO_ROOT } from './pnpm-runner.mjs';

const PORTS = { shell: 3000, integrator: 3005, api: 4000 };
// Each declared section's remote (remote-<name>/) is served on the port its default manifest URL names.
const REMOTES = readSectionRegistry(DECLARED_REGISTRY_FILE).sections.map(({ name, title, home, manifest }) => ({
  name,
  title,
  home,
  port: Number(new URL(manifest).port),
}));
const dev = process.argv.includes('--dev');
const apiOrigin = `http://127.0.0.1:${PORTS.api}`;

const children = [];
const servers = [];

/** Says so when a process ends on its own; the rest of the site goes on. */
function watchExit(label, child) {
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`[${label}] exited with ${signal ?? `code ${code}`}`);
  });
}

/** Runs a long-lived process with its output prefixed, so a dozen of them stay readable. */
function startProcess(label, command, args, options = {}) {
  const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) console.log(`[${label}] ${line}`);
    });
  }
  watchExit(label, child);
  children.push(child);
  return child;
}

/** One static server (tooling/bin/serve.mjs) as its own process; resolves once it listens. */
async function startServer(label, options) {
  const server = await spawnStaticServer(options, { onOutput: (line) => console.log(`[${label}] ${line}`) });
  watchExit(label, server.child);
  servers.push(server);
}

async function waitForApi() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${apiOrigin}/health`)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('The API did not start within two minutes');
}

let stopping = false;
async function stopAll() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the site…');
  await Promise.all(servers.map((server) => server.close()));
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 2_000).unref();
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

try {
  await ensureInstalled();
  const proxyAddress = dev ? undefined : await localProxyAddress();
  const apiEnv = {
    ...process.env,
    PORT: String(PORTS.api),
    SITE_URL: process.env.SITE_URL ?? `http://localhost:${PORTS.shell}`,
    // The served site is production (no introspection, no "Did you mean" hints); `--dev` is development.
    NODE_ENV: dev ? 'development' : 'production',
    // Visitors reach the API through the site's servers, which append their address and connect from a loopback
    // address of their own; only those connections may name the client (browsers reach :4000 directly too).
    TRUST_PROXY: process.env.TRUST_PROXY ?? proxyAddress ?? '',
  };

  if (dev) {
    await buildSite({ onlyStale: true });
    const [pnpm, ...pnpmPrefix] = pnpmCommand;
    startProcess('api', pnpm, [...pnpmPrefix, '--dir', 'api', 'run', 'dev'], { env: apiEnv });
    for (const dir of ['shell', ...REMOTES.map((remote) => `remote-${remote.name}`)]) {
      startProcess(dir, pnpm, [...pnpmPrefix, '--dir', dir, 'run', 'dev']);
    }
  } else {
    await buildSite({ onlyStale: true });
    startProcess('api', process.execPath, ['api/dist/server.js'], { env: apiEnv });
    await Promise.all([
      startServer('shell', {
        dir: join(REPO_ROOT, 'shell', 'dist'),
        port: PORTS.shell,
        apiOrigin,
        apiSourceAddress: proxyAddress,
        siteUrl: apiEnv.SITE_URL,
      }),
      ...REMOTES.map((remote) =>
        startServer(remote.name, {
          dir: join(REPO_ROOT, `remote-${remote.name}`, 'dist'),
          port: remote.port,
          apiOrigin,
          apiSourceAddress: proxyAddress,
        }),
      ),
    ]);
  }
  // A partner's page: it mounts our remotes and calls the API directly, so its policy names both.
  await startServer('integrator', {
    dir: join(REPO_ROOT, 'integrator-example', 'dist'),
    port: PORTS.integrator,
    remoteOrigins: REMOTES.map((remote) => `http://localhost:${remote.port}`),
    publicApiOrigins: [`http://localhost:${PORTS.api}`],
  });
  await waitForApi();

  console.log(`
Gadget Specs is up${dev ? ' (development, hot reload)' : ''}:
  site            http://localhost:${PORTS.shell}
${REMOTES.map((remote) => `  ${`${remote.title} alone`.padEnd(16)}http://localhost:${remote.port}${remote.home ?? `/${remote.name}`}`).join('\n')}
  integrator page http://localhost:${PORTS.integrator}
  GraphQL API     ${apiOrigin}/graphql
Press Ctrl-C to stop.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
}
