#!/usr/bin/env node
// Brings the whole site up: the API (embedded database, seeded on first start), the shell, the four
// remotes on their own ports and the integrator page, each in a process of its own, so one that fails (or is
// restarted after a redeploy) leaves the others serving. `--dev` runs the webpack dev servers with hot reload.
// One Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { localProxyAddress } from '../tooling/serve/proxy-address.mjs';
import { DECLARED_REGISTRY_FILE, readSectionRegistry } from '../tooling/serve/section-registry.mjs';
import { spawnStaticServer } from '../tooling/serve/serve-process.mjs';
import { buildSite } from './build.mjs';
import { ensureInstalled, pnpmCommand, REPO_ROOT, runPnpm } from './pnpm-runner.mjs';

const dev = process.argv.includes('--dev');
const SECTIONS = readSectionRegistry(DECLARED_REGISTRY_FILE).sections;
const devPortBase = dev ? readDevPortBase() : undefined;
// `--dev` with DEV_PORT_BASE: the shell there, the remotes after it in registry order, then the integrator page and
// the API (a second checkout, or the dev-loop test, beside a site on the usual ports).
const PORTS =
  devPortBase === undefined
    ? { shell: 3000, integrator: 3005, api: 4000 }
    : { shell: devPortBase, integrator: devPortBase + SECTIONS.length + 1, api: devPortBase + SECTIONS.length + 2 };
// Each declared section's remote (remote-<name>/) is served on the port its default manifest URL names.
const REMOTES = SECTIONS.map(({ name, title, home, manifest }, index) => ({
  name,
  title,
  home,
  port: devPortBase === undefined ? Number(new URL(manifest).port) : devPortBase + 1 + index,
}));
const remoteUrlVariable = (remote) => `${remote.name.toUpperCase()}_REMOTE_URL`;
const apiOrigin = `http://127.0.0.1:${PORTS.api}`;
const localOrigins = (port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`];

function readDevPortBase() {
  const raw = process.env.DEV_PORT_BASE;
  if (raw === undefined || raw === '') return undefined;
  const base = Number(raw);
  if (!Number.isInteger(base) || base < 1024 || base > 65_000) {
    console.error(`DEV_PORT_BASE must be a port number between 1024 and 65000, got "${raw}"`);
    process.exit(1);
  }
  return base;
}

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
  // `--dev`'s processes are trees (pnpm, then webpack or tsx) that a signal to pnpm does not stop: each gets a
  // process group of its own, stopped whole.
  const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], detached: dev, ...options });
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

/**
 * `--dev` serves what webpack compiles from memory and runs the API from its sources; the rest (the PC rules the API
 * imports, the integrator page and its static server) comes from a build, made here only when missing: seconds, no
 * webpack build. `npm start` brings them up to date.
 */
async function buildMissing(dirs) {
  for (const dir of dirs.filter((name) => !existsSync(join(REPO_ROOT, name, 'dist')))) {
    const code = await runPnpm(['--silent', '--dir', dir, 'run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (code !== 0)
      throw new Error(`Building ${dir} failed (exit code ${code}); run "pnpm --dir ${dir} build" to see why`);
    console.log(`built ${dir}`);
  }
}

/**
 * The webpack dev servers: each remote's on its port, and the shell's, whose remotes.json names them. A remote whose
 * <NAME>_REMOTE_URL is set is served there by someone else (its own dev server, another checkout): the shell's
 * remotes.json names that address and it is not started here.
 */
function startDevServers() {
  const [pnpm, ...pnpmPrefix] = pnpmCommand;
  const devServer = (dir, port, env) =>
    startProcess(dir, pnpm, [...pnpmPrefix, '--dir', dir, 'run', 'dev', '--port', String(port)], { env });
  const env = { ...process.env, API_ORIGIN: apiOrigin };
  const remoteUrls = REMOTES.map((remote) => [
    remoteUrlVariable(remote),
    process.env[remoteUrlVariable(remote)] ?? `http://localhost:${remote.port}/mf-manifest.json`,
  ]);
  devServer('shell', PORTS.shell, { ...env, ...Object.fromEntries(remoteUrls) });
  for (const remote of REMOTES) {
    if (!process.env[remoteUrlVariable(remote)]) devServer(`remote-${remote.name}`, remote.port, env);
  }
}

/** One static server (tooling/bin/serve.mjs) as its own process; resolves once it listens. */
async function startServer(label, options, env = process.env) {
  const server = await spawnStaticServer(options, { env, onOutput: (line) => console.log(`[${label}] ${line}`) });
  watchExit(label, server.child);
  servers.push(server);
}

/**
 * The built API is up in seconds; `--dev`'s runs from its sources and seeds a new database while the dev servers
 * compile beside it, which on a busy 2-core machine has taken over two minutes.
 */
const API_START_LIMIT_MINUTES = dev ? 5 : 2;

async function waitForApi() {
  const deadline = Date.now() + API_START_LIMIT_MINUTES * 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${apiOrigin}/health`)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`The API did not start within ${API_START_LIMIT_MINUTES} minutes`);
}

let stopping = false;
async function stopAll() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the site…');
  await Promise.all(servers.map((server) => server.close()));
  for (const child of children) signalProcess(child, 'SIGTERM');
  setTimeout(() => {
    if (dev) for (const child of children) signalProcess(child, 'SIGKILL');
    process.exit(0);
  }, 2_000).unref();
}

function signalProcess(child, signal) {
  try {
    if (dev) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // already gone
  }
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

/** The secret the shell's server signs preview links with: PREVIEW_SECRET, or one made for this run. */
const previewSecret = process.env.PREVIEW_SECRET ?? randomBytes(24).toString('base64url');

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
    // The API's defaults name the usual ports; DEV_PORT_BASE moved them.
    ...(devPortBase !== undefined && {
      CORS_ORIGINS:
        process.env.CORS_ORIGINS ?? [PORTS.shell, ...REMOTES.map(({ port }) => port)].flatMap(localOrigins).join(','),
      CORS_PUBLIC_ORIGINS: process.env.CORS_PUBLIC_ORIGINS ?? localOrigins(PORTS.integrator).join(','),
    }),
  };

  if (dev) {
    await buildMissing(['server-kit', 'tooling', 'pc-compatibility', 'integrator-example']);
    const [pnpm, ...pnpmPrefix] = pnpmCommand;
    startProcess('api', pnpm, [...pnpmPrefix, '--dir', 'api', 'run', 'dev'], { env: apiEnv });
    startDevServers();
  } else {
    await buildSite({ onlyStale: true });
    startProcess('api', process.execPath, ['api/dist/server.js'], { env: apiEnv });
    await Promise.all([
      startServer(
        'shell',
        {
          dir: join(REPO_ROOT, 'shell', 'dist'),
          port: PORTS.shell,
          apiOrigin,
          apiSourceAddress: proxyAddress,
          siteUrl: apiEnv.SITE_URL,
        },
        // Previews are on: a candidate staged and served on any port of this machine can be previewed.
        {
          ...process.env,
          PREVIEW_SECRET: previewSecret,
          PREVIEW_ORIGINS: process.env.PREVIEW_ORIGINS ?? 'http://localhost:*',
        },
      ),
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

  const remoteLine = (remote) =>
    dev && process.env[remoteUrlVariable(remote)]
      ? `${process.env[remoteUrlVariable(remote)]} (${remoteUrlVariable(remote)}, not started here)`
      : `http://localhost:${remote.port}${remote.home ?? `/${remote.name}`}`;
  console.log(`
Gadget Specs is up${dev ? ' (development, hot reload)' : ''}:
  site            http://localhost:${PORTS.shell}
${REMOTES.map((remote) => `  ${`${remote.title} alone`.padEnd(16)}${remoteLine(remote)}`).join('\n')}
  integrator page http://localhost:${PORTS.integrator}
  GraphQL API     ${apiOrigin}/graphql
${
  dev
    ? 'Server rendering is off under pnpm dev: pages are drawn in the browser (npm start renders them on the server).\n'
    : `Previews of a staged candidate (README, "Deploy one remote on its own"): PREVIEW_SECRET=${previewSecret}\n`
}Press Ctrl-C to stop.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
}
