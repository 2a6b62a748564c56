import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { spawnStaticServer } from '../serve-process.mjs';
import { startFakeSite, type FakeSite } from './fake-site.ts';
import { parsePrometheusText } from '@gadgets/server-kit';

const TOOLING = join(__dirname, '..', '..');
const wait = (ms: number) => new Promise((resolveWait) => setTimeout(resolveWait, ms));

/** The process's direct children (Linux): the workers. */
const childrenOf = (pid: number): number[] =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function eventually<T>(read: () => T, accept: (value: T) => boolean, timeoutMs = 8_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (accept(value) || Date.now() > deadline) return value;
    await wait(100);
  }
}

/** The status `read` gives, once it is `wanted` (or the last one after 8 s). */
async function statusEventually(read: () => Promise<number>, wanted: number): Promise<number> {
  const deadline = Date.now() + 8_000;
  for (;;) {
    const status = await read();
    if (status === wanted || Date.now() > deadline) return status;
    await wait(100);
  }
}

describe('the server on every core', () => {
  let site: FakeSite;
  beforeAll(() => {
    // bin/serve.mjs runs the compiled server half.
    execFileSync(process.execPath, [join(TOOLING, 'build-serve.mjs')]);
  });
  beforeEach(async () => {
    site = await startFakeSite();
  });
  afterEach(() => site.close());

  it('runs its workers as children of the process started, starts another when one dies, and stops gracefully', async () => {
    const server = await spawnStaticServer(
      { dir: site.dir, port: 0, apiOrigin: site.apiOrigin, remotesFile: site.mapFile, workers: 2 },
      { onOutput: () => undefined },
    );
    try {
      const workers = await eventually(
        () => childrenOf(server.pid),
        (pids) => pids.length === 2,
      );
      expect(workers).toHaveLength(2);
      expect((await fetch(`${server.url}/mobile`)).status).toBe(200);

      process.kill(workers[0]!, 'SIGKILL');
      const replaced = await eventually(
        () => childrenOf(server.pid),
        (pids) => pids.length === 2 && !pids.includes(workers[0]!),
      );
      expect(replaced).toHaveLength(2);
      expect(replaced).not.toContain(workers[0]);

      // SIGTERM while a page is being rendered: it is answered, then the server exits.
      const rendersBefore = site.renders();
      const inFlight = fetch(`${server.url}/slow`);
      await eventually(site.renders, (renders) => renders > rendersBefore);
      const exited = new Promise<number | null>((resolveExit) => server.child.once('exit', resolveExit));
      server.child.kill('SIGTERM');
      expect((await inFlight).status).toBe(200);
      expect(await exited).toBe(0);
      // No worker outlives the primary.
      expect(replaced.filter(isAlive)).toEqual([]);
    } finally {
      await server.close();
    }
  }, 30_000);

  it("serves one scrape of every worker's metrics, summed, from the primary", async () => {
    const lines: string[] = [];
    const server = await spawnStaticServer(
      { dir: site.dir, port: 0, apiOrigin: site.apiOrigin, remotesFile: site.mapFile, workers: 2 },
      { onOutput: (line) => lines.push(line), env: { ...process.env, SHELL_METRICS_PORT: '0', LOG_LEVEL: 'info' } },
    );
    try {
      const metricsUrl = await eventually(
        () => lines.map((line) => /metrics of every worker at (\S+)"/.exec(line)?.[1]).find(Boolean),
        Boolean,
      );
      expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      // A connection each: the primary hands them to the workers in turn.
      for (let page = 0; page < 8; page += 1)
        await new Promise<void>((answered, reject) =>
          get(`${server.url}/about`, { agent: false }, (answer) => answer.resume().on('end', answered)).on(
            'error',
            reject,
          ),
        );
      const samples = parsePrometheusText(await (await fetch(metricsUrl!)).text());
      expect(samples.get('shell_page_requests_total{route="/about",status="200"}')).toBe(8);
      expect(samples.get('process_resident_memory_bytes{}')).toBeGreaterThan(0);
      // Each worker's lines name the request they were about.
      const requestLines = lines.filter((line) => line.includes('"msg":"request"')).map((line) => JSON.parse(line));
      expect(new Set(requestLines.map((line) => line.pid)).size).toBe(2);
    } finally {
      await server.close();
    }
  }, 30_000);

  it('on SIGTERM is not ready for its shutdown delay while every worker still serves, then exits', async () => {
    const server = await spawnStaticServer(
      { dir: site.dir, port: 0, apiOrigin: site.apiOrigin, remotesFile: site.mapFile, workers: 2 },
      { onOutput: () => undefined, env: { ...process.env, SHUTDOWN_DELAY_MS: '4000' } },
    );
    try {
      await eventually(
        () => childrenOf(server.pid),
        (pids) => pids.length === 2,
      );
      // Each worker is ready once its builds are loaded.
      const readiness = () => fetch(`${server.url}/health/ready`).then((response) => response.status);
      expect(await statusEventually(readiness, 200)).toBe(200);
      const exited = new Promise<number | null>((resolveExit) => server.child.once('exit', resolveExit));
      server.child.kill('SIGTERM');
      // Whichever worker answers: not ready, and the page is still served.
      expect(await statusEventually(readiness, 503)).toBe(503);
      for (let request = 0; request < 4; request += 1)
        expect((await fetch(`${server.url}/mobile`, { headers: { connection: 'close' } })).status).toBe(200);
      expect(await exited).toBe(0);
    } finally {
      await server.close();
    }
  }, 30_000);
});
