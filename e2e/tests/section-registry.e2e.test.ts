import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStaticServer } from '@gadgets/tooling/serve/static-server.mjs';
import { openPage, setupBrowserContext } from '../support/browser';
import { buildFixtureRemote, gadgetsDeploy } from '../support/fixture-remotes';
import { manifestUrlOf, TEST_PORTS, testSite } from '../support/test-site';

const browsing = setupBrowserContext();

/** A team deploys a section the shell was never built with, then adds one entry to the remote map. */
describe('a section added to the registry while the site runs', () => {
  let remote: { close: () => Promise<void> } | undefined;
  let restoreMap: (() => void) | undefined;

  beforeAll(async () => {
    const dist = await buildFixtureRemote('remote-tablet');
    const port = TEST_PORTS.spare[3];
    remote = await startStaticServer({ dir: dist, port, apiOrigin: testSite().apiUrl, quiet: true });
    const { remoteMapFile } = testSite();
    const original = readFileSync(remoteMapFile, 'utf8');
    restoreMap = () => writeFileSync(remoteMapFile, original);
    const registry = JSON.parse(original) as { sections: unknown[] };
    const tablet = { name: 'tablet', title: 'Tablets', description: 'Slates and their pens.', path: '/tablet', accent: 'blue', manifest: manifestUrlOf(`http://localhost:${port}`) };
    writeFileSync(remoteMapFile, JSON.stringify({ sections: [...registry.sections, tablet] }, null, 2));
  }, 120_000);

  afterAll(async () => {
    restoreMap?.();
    await remote?.close();
  });

  it('is server-rendered at its route with 200, and its unknown pages answer 404', async () => {
    // The shell's server looks at a remote's manifest every few seconds and never makes a page wait for one it last
    // saw down; a new address is looked at on its first page.
    const html = await eventually(async () => {
      const page = await fetch(`${testSite().shellUrl}/tablet`);
      expect(page.status).toBe(200);
      const text = await page.text();
      expect(text).toMatch(/<h1[^>]*>Tablets<\/h1>/);
      return text;
    });
    expect(html).toContain('A section deployed while the site was running.');
    expect((await fetch(`${testSite().shellUrl}/tablet/no-such-page`)).status).toBe(404);
  });

  it('appears in the header navigation and on the home page, and opens from there', async () => {
    const { page, pageErrors } = await openPage(browsing.context);
    await page.goto(`${testSite().shellUrl}/`);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Sections' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Phones', 'Laptops', 'Bikes', 'Custom PC', 'Tablets']);
    await page.getByRole('main').getByRole('link', { name: /^Tablets/ }).waitFor();
    await nav.getByRole('link', { name: 'Tablets' }).click();
    await page.getByRole('heading', { level: 1, name: 'Tablets' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Tablets' }).getAttribute('aria-current')).toBe('page');
    expect(pageErrors).toEqual([]);
  });

  it('is gone again once its entry is removed, with no restart', async () => {
    restoreMap?.();
    expect((await fetch(`${testSite().shellUrl}/tablet`)).status).toBe(404);
  });
});

/** Retries `check` for up to 15 s, then fails with its last error. */
async function eventually<T>(check: () => Promise<T>): Promise<T> {
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

/** A team publishes versions of its remote with `gadgets-deploy`, while the site runs, and rolls one back. */
describe('versioned deploys of a section', () => {
  const deployRoot = mkdtempSync(join(tmpdir(), 'gadgets-deploy-'));
  const port = TEST_PORTS.spare[4];
  const hostUrl = `http://localhost:${port}`;
  let host: { close: () => Promise<void> } | undefined;
  let restoreMap: (() => void) | undefined;
  const deploy = (command: 'publish' | 'rollback', dist?: string) =>
    gadgetsDeploy([command, '--section', 'tablet', '--root', deployRoot, '--map', testSite().remoteMapFile, ...(dist ? ['--dist', dist, '--url', hostUrl] : [])]);
  const renderedLead = async () => {
    const html = await (await fetch(`${testSite().shellUrl}/tablet`)).text();
    return /<p[^>]*>([^<]*(?:running|Version two)[^<]*)<\/p>/.exec(html)?.[1];
  };

  beforeAll(async () => {
    const { remoteMapFile } = testSite();
    const original = readFileSync(remoteMapFile, 'utf8');
    restoreMap = () => writeFileSync(remoteMapFile, original);
    const registry = JSON.parse(original) as { sections: unknown[] };
    // The section's entry is added once; every deploy after that only switches its manifest.
    const tablet = { name: 'tablet', title: 'Tablets', path: '/tablet', accent: 'blue', manifest: `${hostUrl}/mf-manifest.json` };
    writeFileSync(remoteMapFile, JSON.stringify({ sections: [...registry.sections, tablet] }, null, 2));
    await deploy('publish', await buildFixtureRemote('remote-tablet'));
    host = await startStaticServer({ dir: deployRoot, port, apiOrigin: testSite().apiUrl, quiet: true });
  }, 120_000);

  afterAll(async () => {
    restoreMap?.();
    await host?.close();
    rmSync(deployRoot, { recursive: true, force: true });
  });

  it('serves a version folder as immutable, the manifest revalidated, and the map names the version', async () => {
    const registry = JSON.parse(readFileSync(testSite().remoteMapFile, 'utf8')) as { sections: { name: string; manifest: string }[] };
    const manifestUrl = registry.sections.find((section) => section.name === 'tablet')!.manifest;
    expect(manifestUrl).toMatch(new RegExp(`^${hostUrl}/versions/[0-9a-f]{12}/mf-manifest\\.json$`));
    const manifest = await fetch(manifestUrl);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const { exposes } = (await manifest.json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
    const chunk = await fetch(new URL(exposes[0]!.assets.js.sync[0]!, manifestUrl));
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('switches the browser and server rendering to a new version without a restart, and back on rollback', async () => {
    await eventually(async () => expect(await renderedLead()).toBe('A section deployed while the site was running.'));

    const published = await deploy('publish', await buildFixtureRemote('remote-tablet', { FIXTURE_LEAD: 'Version two of the tablet section.' }));
    expect(published).toMatch(/^published tablet [0-9a-f]{12}/);
    await eventually(async () => expect(await renderedLead()).toBe('Version two of the tablet section.'));
    const { page } = await openPage(browsing.context);
    await page.goto(`${testSite().shellUrl}/tablet`);
    await page.getByText('Version two of the tablet section.').waitFor();

    expect(await deploy('rollback')).toMatch(/^rolled tablet back to /);
    await eventually(async () => expect(await renderedLead()).toBe('A section deployed while the site was running.'));
    await page.reload();
    await page.getByText('A section deployed while the site was running.').waitFor();
  }, 120_000);
});
