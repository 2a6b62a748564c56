import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startStaticServer } from '@gadgets/tooling/serve/static-server.mjs';
import { openPage, setupBrowserContext } from '../support/browser';
import { TEST_PORTS, testSite } from '../support/test-site';

const run = promisify(execFile);
const REPO = join(__dirname, '..', '..');
const browsing = setupBrowserContext();

/** A new team's first day: `pnpm create-section`, a build, its entry in the live map, and the way back. */
describe('a section written by pnpm create-section', () => {
  const root = mkdtempSync(join(tmpdir(), 'gadgets-new-section-'));
  const sectionsFile = join(root, 'sections.json');
  const packageDir = join(root, 'remote-watch');
  const createSection = (...args: string[]) =>
    run(process.execPath, [
      join(REPO, 'scripts', 'create-section.mjs'),
      ...args,
      '--root',
      root,
      '--sections',
      sectionsFile,
    ]);
  let remote: { close: () => Promise<void> } | undefined;
  let restoreMap: (() => void) | undefined;

  beforeAll(() => copyFileSync(join(REPO, 'shell', 'sections.json'), sectionsFile));
  afterAll(async () => {
    restoreMap?.();
    await remote?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('writes a remote and its entry in the registry, on the next free port', async () => {
    const { stdout } = await createSection(
      'watch',
      '--title',
      'Watches',
      '--description',
      'Smartwatches and their sensors.',
    );
    expect(stdout).toContain('(port 3006)');
    const { sections } = JSON.parse(readFileSync(sectionsFile, 'utf8')) as { sections: Record<string, string>[] };
    expect(sections.at(-1)).toEqual({
      name: 'watch',
      title: 'Watches',
      description: 'Smartwatches and their sensors.',
      path: '/watch',
      accent: 'blue',
      manifest: 'http://localhost:3006/mf-manifest.json',
    });
    await expect(createSection('watch')).rejects.toThrow('already has a section "watch"');
  });

  it('builds, and its section is server-rendered and opens in the running site once its entry is in the map', async () => {
    // What `pnpm install` links for it: the dependencies every remote has.
    symlinkSync(join(REPO, 'remote-bike', 'node_modules'), join(packageDir, 'node_modules'));
    await run(
      process.execPath,
      [require.resolve('webpack-cli/bin/cli.js', { paths: [packageDir] }), '--mode', 'production'],
      {
        cwd: packageDir,
        maxBuffer: 32 * 1024 * 1024,
      },
    );
    const port = TEST_PORTS.spare[2];
    remote = await startStaticServer({
      dir: join(packageDir, 'dist'),
      port,
      apiOrigin: testSite().apiUrl,
      quiet: true,
    });
    const { remoteMapFile } = testSite();
    const original = readFileSync(remoteMapFile, 'utf8');
    restoreMap = () => writeFileSync(remoteMapFile, original);
    const { sections } = JSON.parse(readFileSync(sectionsFile, 'utf8')) as { sections: Record<string, string>[] };
    const watch = { ...sections.at(-1), manifest: `http://localhost:${port}/mf-manifest.json` };
    const live = JSON.parse(original) as { sections: unknown[] };
    writeFileSync(remoteMapFile, JSON.stringify({ sections: [...live.sections, watch] }));

    await eventually(async () => {
      const page = await fetch(`${testSite().shellUrl}/watch`);
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/<h1[^>]*>Watches<\/h1>/);
    });
    const { page, pageErrors } = await openPage(browsing.context);
    await page.goto(`${testSite().shellUrl}/`);
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Watches' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Watches' }).waitFor();
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it('is taken away again by create-section --remove', async () => {
    await createSection('watch', '--remove');
    expect(existsSync(packageDir)).toBe(false);
    const { sections } = JSON.parse(readFileSync(sectionsFile, 'utf8')) as { sections: { name: string }[] };
    expect(sections.map(({ name }) => name)).toEqual(['mobile', 'laptop', 'bike', 'desktop']);
    restoreMap?.();
    expect((await fetch(`${testSite().shellUrl}/watch`)).status).toBe(404);
  });
});

/** Retries `check` for up to 15 s, then fails with its last error. */
async function eventually(check: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
