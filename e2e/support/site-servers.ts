import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import type { StaticServerOptions } from '@gadgets/tooling/serve/static-server.mjs';
// Plain ESM JavaScript shared with `pnpm start`.
import { LOCAL_PROXY_ADDRESS } from '@gadgets/tooling/serve/proxy-address.mjs';
import { spawnStaticServer } from '@gadgets/tooling/serve/serve-process.mjs';
import {
  ARTIFACTS_DIR,
  PREVIEW_SECRET,
  REMOTE_SECTIONS,
  TEST_PORTS,
  testSite,
  type SectionName,
  type TestSite,
} from './test-site';

/**
 * The test site's static servers run as processes of their own, as under `pnpm start`, so a test can stop one
 * (a remote that crashed) and start it again. Each one's pid sits in a file, so global teardown stops whichever
 * process is serving at the end, even one a test restarted.
 */
export type SiteServer = 'shell' | SectionName | 'integrator';
export const SITE_SERVERS: readonly SiteServer[] = ['shell', ...REMOTE_SECTIONS, 'integrator'];

const PID_DIR = join(ARTIFACTS_DIR, 'server-pids');
const pidFile = (name: SiteServer) => join(PID_DIR, `${name}.pid`);

type SiteAddresses = Pick<TestSite, 'repoRoot' | 'apiUrl' | 'remoteMapFile' | 'remoteUrls'>;

function serverOptions(name: SiteServer, site: SiteAddresses): StaticServerOptions {
  const dist = (dir: string) => join(site.repoRoot, dir, 'dist');
  if (name === 'shell') {
    return {
      dir: dist('shell'),
      port: TEST_PORTS.shell,
      apiOrigin: site.apiUrl,
      apiSourceAddress: LOCAL_PROXY_ADDRESS,
      remotesFile: site.remoteMapFile,
      siteUrl: `http://localhost:${TEST_PORTS.shell}`,
    };
  }
  if (name === 'integrator') {
    // A partner's page: it mounts any of our remotes and calls the API directly.
    return {
      dir: dist('integrator-example'),
      port: TEST_PORTS.integrator,
      remoteOrigins: Object.values(site.remoteUrls),
      // The API by either name: the page may address it as localhost (same site as the page) or 127.0.0.1.
      publicApiOrigins: [site.apiUrl, site.apiUrl.replace('127.0.0.1', 'localhost')],
    };
  }
  return {
    dir: dist(`remote-${name}`),
    port: TEST_PORTS[name],
    apiOrigin: site.apiUrl,
    apiSourceAddress: LOCAL_PROXY_ADDRESS,
  };
}

/** Starts one server of the test site (global setup passes the addresses before site.json exists). */
export async function startSiteServer(name: SiteServer, site: SiteAddresses = testSite()): Promise<void> {
  const server = await spawnStaticServer(serverOptions(name, site), {
    onOutput: (line) => console.log(`[${name}] ${line}`),
    // As `npm start` runs it: previews on, candidates from any port of this machine. Warnings and failures only in
    // the test output (a JSON line per request otherwise); E2E_SERVER_LOG_LEVEL=info shows every request.
    env: {
      ...process.env,
      LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
      ...(name === 'shell' ? { PREVIEW_SECRET, PREVIEW_ORIGINS: 'http://localhost:*' } : {}),
    },
  });
  mkdirSync(PID_DIR, { recursive: true });
  writeFileSync(pidFile(name), String(server.pid));
  // Served until stopSiteServer or teardown, not until the test file that started it ends.
  server.child.unref();
  for (const stream of [server.child.stdout, server.child.stderr]) (stream as Socket | null)?.unref();
}

/** Stops one server's process: SIGKILL is a crash, SIGTERM an orderly stop (a redeploy). */
export async function stopSiteServer(name: SiteServer, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!existsSync(pidFile(name))) return;
  const pid = Number(readFileSync(pidFile(name), 'utf8'));
  rmSync(pidFile(name));
  if (!isAlive(pid)) return;
  process.kill(pid, signal);
  const deadline = Date.now() + 5_000;
  while (isAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

export async function stopAllSiteServers(): Promise<void> {
  if (!existsSync(PID_DIR)) return;
  const running = readdirSync(PID_DIR).map((file) => file.replace(/\.pid$/, '') as SiteServer);
  await Promise.all(running.map((name) => stopSiteServer(name)));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
