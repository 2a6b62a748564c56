import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPage, setupBrowserContext } from '../support/browser';
import { DECLARED_SECTIONS, manifestUrlOf, type SectionName, TEST_PORTS, testSite } from '../support/test-site';

/**
 * `pnpm dev`, the daily loop as a category team runs it: scripts/start.mjs --dev with the shell's and the bike
 * remote's webpack dev servers, the other remotes as deployed elsewhere (<NAME>_REMOTE_URL: this stream's built
 * remotes), the API from its sources with a database of its own, on this stream's free ports (DEV_PORT_BASE: the
 * shell, each declared section's remote, the integrator page and the API from TEST_PORTS.spare[0] = base + 20 on,
 * within the stream's block of 30). Two dev compilations rather than five: the others run the same webpack
 * configuration, and on a 2-core machine five at once starve the other streams' browsers.
 */
const DEV_PORT_BASE = TEST_PORTS.spare[0];
const SHELL_URL = `http://localhost:${DEV_PORT_BASE}`;
const READY_LINE = 'Press Ctrl-C to stop.';
const START_TIMEOUT_MS = 300_000;
/** The remote whose dev server runs here; the others are served from their builds. */
const DEV_SECTION = 'bike';

/** Each section home's heading as a visitor reads it; a section declared later is checked for a heading of its own. */
const SECTION_HEADINGS: Record<string, string | undefined> = {
  mobile: 'Mobile phones',
  laptop: 'Laptops',
  bike: 'Find the perfect bike for your freedom to ride',
  desktop: 'Build Your Custom PC',
};
const PAGES = [
  { path: '/', heading: 'Find, compare and choose your next gadget' },
  ...DECLARED_SECTIONS.map((section) => ({
    path: (section as { home?: string }).home ?? section.path,
    heading: SECTION_HEADINGS[section.name],
  })),
];

/** The component the hot-reload test edits: the bike home page's hero, a component-only module. */
const EDITED_FILE = join(
  testSite().repoRoot,
  `remote-${DEV_SECTION}`,
  'src',
  'features',
  'bike-home',
  'bike-home-page.tsx',
);
const EDITED_TEXT = SECTION_HEADINGS.bike!;

interface DevSite {
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts `node scripts/start.mjs --dev` and resolves once it says the site is up and every dev server compiled. */
async function startDevSite(): Promise<DevSite> {
  const { repoRoot, remoteUrls } = testSite();
  const dataDir = mkdtempSync(join(tmpdir(), 'gadgets-dev-loop-api-'));
  const deployedElsewhere = Object.fromEntries(
    DECLARED_SECTIONS.filter(({ name }) => name !== DEV_SECTION).map(({ name }) => [
      `${name.toUpperCase()}_REMOTE_URL`,
      manifestUrlOf(remoteUrls[name as SectionName]),
    ]),
  );
  const child = spawn(process.execPath, [join(repoRoot, 'scripts', 'start.mjs'), '--dev'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...deployedElsewhere,
      DEV_PORT_BASE: String(DEV_PORT_BASE),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (output += chunk));
  }
  const site = {
    output: () => output,
    stop: async () => {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (!output.includes(READY_LINE)) {
      if (child.exitCode !== null) throw new Error(`start.mjs --dev exited with code ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error('start.mjs --dev did not come up in time');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // A dev server answers once its compilation is done: the shell's page, the bike remote's manifest.
    const devRemoteIndex = DECLARED_SECTIONS.findIndex(({ name }) => name === DEV_SECTION);
    const devRemote = manifestUrlOf(`http://localhost:${DEV_PORT_BASE + 1 + devRemoteIndex}`);
    await Promise.all([SHELL_URL, devRemote].map((url) => waitForAnswer(url, deadline)));
    return site;
  } catch (error) {
    await site.stop();
    throw new Error(`${(error as Error).message}; its output:\n${output.slice(-5_000)}`);
  }
}

async function waitForAnswer(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

/** start.mjs stops its own processes on SIGTERM (each dev server's whole process tree); it exits within seconds. */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

const browsing = setupBrowserContext({}, { sharedAcrossTests: true });
let site: DevSite | undefined;

beforeAll(async () => {
  site = await startDevSite();
}, START_TIMEOUT_MS + 30_000);

afterAll(async () => {
  await site?.stop();
}, 30_000);

describe('pnpm dev', () => {
  it('serves the home page and every section, the dev servers compiled without errors', async () => {
    const { page, pageErrors } = await openPage(browsing.context);
    const devServerErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('[webpack-dev-server]')) {
        devServerErrors.push(message.text());
      }
    });
    for (const { path, heading } of PAGES) {
      await page.goto(`${SHELL_URL}${path}`);
      await page.getByRole('heading', { level: 1, ...(heading && { name: heading, exact: true }) }).waitFor();
      expect({ path, unavailable: await page.getByText(/is unavailable right now/).count() }).toEqual({
        path,
        unavailable: 0,
      });
    }
    expect(site!.output()).not.toMatch(/compiled with \d+ errors?/);
    expect(devServerErrors).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('swaps an edited remote component into the open page without reloading it (hot reload)', async () => {
    const { page, pageErrors } = await openPage(browsing.context);
    await page.goto(`${SHELL_URL}/bike`);
    await page.getByRole('heading', { level: 1, name: EDITED_TEXT, exact: true }).waitFor();
    // A full reload would drop this.
    await page.evaluate(() => Object.assign(window, { __devLoopMarker: 1 }));

    const original = readFileSync(EDITED_FILE, 'utf8');
    expect(original).toContain(EDITED_TEXT);
    try {
      writeFileSync(EDITED_FILE, original.replace(EDITED_TEXT, 'Hot reloaded bikes'));
      await page.getByRole('heading', { level: 1, name: 'Hot reloaded bikes', exact: true }).waitFor();
    } finally {
      writeFileSync(EDITED_FILE, original);
    }
    expect(await page.evaluate(() => (window as { __devLoopMarker?: number }).__devLoopMarker)).toBe(1);
    // The restored file is swapped back in as well, still in the same page.
    await page.getByRole('heading', { level: 1, name: EDITED_TEXT, exact: true }).waitFor();
    expect(await page.evaluate(() => (window as { __devLoopMarker?: number }).__devLoopMarker)).toBe(1);
    expect(pageErrors).toEqual([]);
  });
});
