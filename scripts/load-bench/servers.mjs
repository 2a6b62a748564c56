// The servers a run measures, each in its own process: the built API (embedded PGlite in a fresh folder, seeded on
// start, no Redis), then either the shell's static server as a /graphql proxy (api mix) or the whole site with a
// previewed candidate of the bike remote (ssr mix); and their stop at the end, whatever happened.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveBuiltSite } from '../../e2e/bench/serve-built-site.mjs';
import { stageVersion } from '../../tooling/serve/deploy.mjs';
import { signPreview } from '../../tooling/serve/preview.mjs';
import { spawnStaticServer } from '../../tooling/serve/serve-process.mjs';
import { REPO_ROOT, serverProcesses, waitFor } from '../bench-support.mjs';

/** Starts and stops the servers of one run on `apiPort`, `proxyPort` (and the ports after it) and `candidatePort`. */
export function createServers({ apiPort, proxyPort, candidatePort }) {
  let stopping = false;
  const children = [];
  let site;
  const dataDir = mkdtempSync(join(tmpdir(), 'gadgets-load-'));

  function startProcess(label, args, env) {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    child.stdout.setEncoding('utf8');
    child.on('exit', (code, signal) => {
      if (!stopping) {
        console.error(`${label} exited (${signal ?? code}) during the run`);
        process.exitCode = 1;
      }
    });
    children.push(child);
    return child;
  }

  /**
   * The built API. It runs with RATE_LIMIT_FACTOR=0: anonymous comments are rate limited per address, and every
   * request here comes from one address.
   */
  async function startApi() {
    const apiEnv = {
      ...process.env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_FACTOR: '0',
    };
    delete apiEnv.DATABASE_URL;
    delete apiEnv.REDIS_URL;
    const api = startProcess('API', [join(REPO_ROOT, 'api', 'dist', 'server.js')], apiEnv);
    const origin = `http://127.0.0.1:${apiPort}`;
    await waitFor(`${origin}/health`, api);
    return { origin, pid: api.pid };
  }

  /** The API mix's server: the shell's static server with its /graphql proxy and nothing else, in its own process. */
  async function startProxy(apiOrigin) {
    const serverModule = pathToFileURL(join(REPO_ROOT, 'tooling', 'serve', 'static-server.mjs')).href;
    const proxyScript = `const { startStaticServer } = await import(${JSON.stringify(serverModule)});
    await startStaticServer({ dir: ${JSON.stringify(join(REPO_ROOT, 'shell', 'dist'))}, port: ${proxyPort}, apiOrigin: ${JSON.stringify(apiOrigin)}, quiet: true });`;
    const proxy = startProcess('static server', ['--input-type=module', '-e', proxyScript], process.env);
    await waitFor(`http://127.0.0.1:${proxyPort}/health`, proxy);
    return { measured: () => [{ label: 'proxy', pid: proxy.pid }] };
  }

  /**
   * The SSR mix's servers: the site as `pnpm start` serves it, with previews on, and a candidate of the bike remote
   * staged in a deploy root of its own; measured are the shell's server and its workers. Resolves to the measured
   * processes and the preview visitor's cookie.
   */
  async function startSite(apiOrigin) {
    const secret = randomBytes(16).toString('hex');
    site = await serveBuiltSite({
      portBase: proxyPort,
      apiOrigin,
      shellEnv: { PREVIEW_SECRET: secret, PREVIEW_ORIGINS: 'http://localhost:*' },
    });
    const deployRoot = join(dataDir, 'bike-deploy');
    const version = stageVersion({ distDir: join(REPO_ROOT, 'remote-bike', 'dist'), deployRoot });
    const candidate = await spawnStaticServer(
      { dir: deployRoot, port: candidatePort, apiOrigin },
      { onOutput: (line) => console.error(`[bike candidate] ${line}`) },
    );
    children.push(candidate.child);
    const manifest = `http://localhost:${candidatePort}/versions/${version}/mf-manifest.json`;
    const token = signPreview({ section: 'bike', version, expiresAt: Date.now() + 86_400_000, manifest }, secret);
    return {
      measured: () => serverProcesses(site.shellPid).map(({ label, pid }) => ({ label: `shell ${label}`, pid })),
      previewCookie: `gadgets_preview=${token}`,
    };
  }

  /** Stops every server started (a server ending from now on is expected) and removes the API's data. */
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

  return { startApi, startProxy, startSite, stopAll };
}
