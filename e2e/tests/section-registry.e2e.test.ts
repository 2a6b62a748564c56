import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signPreview } from '@gadgets/tooling/serve/preview.mjs';
import { startStaticServer } from '@gadgets/tooling/serve/static-server.mjs';
import { openPage, setupBrowserContext } from '../support/browser';
import { buildFixtureRemote, gadgetsDeploy } from '../support/fixture-remotes';
import { manifestUrlOf, PREVIEW_SECRET, TEST_PORTS, testSite } from '../support/test-site';

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
    const tablet = {
      name: 'tablet',
      title: 'Tablets',
      description: 'Slates and their pens.',
      path: '/tablet',
      accent: 'blue',
      manifest: manifestUrlOf(`http://localhost:${port}`),
    };
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
    expect(await nav.getByRole('link').allTextContents()).toEqual([
      'Phones',
      'Laptops',
      'Bikes',
      'Custom PC',
      'Tablets',
    ]);
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Tablets/ })
      .waitFor();
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

/** A team stages, previews, publishes and rolls back versions of its remote with `gadgets-deploy` while the site runs. */
describe('versioned deploys of a section', () => {
  const deployRoot = mkdtempSync(join(tmpdir(), 'gadgets-deploy-'));
  const port = TEST_PORTS.spare[4];
  const hostUrl = `http://localhost:${port}`;
  const VERSION_ONE = 'A section deployed while the site was running.';
  const VERSION_TWO = 'Version two of the tablet section.';
  let candidate = '';
  let host: { close: () => Promise<void> } | undefined;
  let restoreMap: (() => void) | undefined;
  const deploy = (command: string, ...args: string[]) =>
    gadgetsDeploy([
      command,
      '--section',
      'tablet',
      '--root',
      deployRoot,
      '--map',
      testSite().remoteMapFile,
      '--url',
      hostUrl,
      ...args,
    ]);
  const renderedLead = async (headers: Record<string, string> = {}) => {
    const html = await (await fetch(`${testSite().shellUrl}/tablet`, { headers })).text();
    return /<p[^>]*>([^<]*(?:running|Version two)[^<]*)<\/p>/.exec(html)?.[1];
  };
  const tokenOf = (link: string) => new URL(link, 'http://localhost').searchParams.get('token')!;

  beforeAll(async () => {
    const { remoteMapFile } = testSite();
    const original = readFileSync(remoteMapFile, 'utf8');
    restoreMap = () => writeFileSync(remoteMapFile, original);
    const registry = JSON.parse(original) as { sections: unknown[] };
    // The section's entry is added once; every deploy after that only switches its manifest.
    const tablet = {
      name: 'tablet',
      title: 'Tablets',
      path: '/tablet',
      accent: 'blue',
      manifest: `${hostUrl}/mf-manifest.json`,
    };
    writeFileSync(remoteMapFile, JSON.stringify({ sections: [...registry.sections, tablet] }, null, 2));
    await deploy('publish', '--dist', await buildFixtureRemote('remote-tablet'));
    // The next version is staged (copied, nothing switched): a candidate to preview, then publish.
    const staged = await deploy(
      'stage',
      '--dist',
      await buildFixtureRemote('remote-tablet', { FIXTURE_LEAD: VERSION_TWO }),
    );
    candidate = /^staged ([0-9a-f]{12})$/.exec(staged)![1]!;
    host = await startStaticServer({ dir: deployRoot, port, apiOrigin: testSite().apiUrl, quiet: true });
  }, 120_000);

  afterAll(async () => {
    restoreMap?.();
    await host?.close();
    rmSync(deployRoot, { recursive: true, force: true });
  });

  it('serves a version folder as immutable, the manifest revalidated, and the map names the version', async () => {
    const registry = JSON.parse(readFileSync(testSite().remoteMapFile, 'utf8')) as {
      sections: { name: string; manifest: string }[];
    };
    const manifestUrl = registry.sections.find((section) => section.name === 'tablet')!.manifest;
    expect(manifestUrl).toMatch(new RegExp(`^${hostUrl}/versions/[0-9a-f]{12}/mf-manifest\\.json$`));
    const manifest = await fetch(manifestUrl);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const { exposes } = (await manifest.json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
    const chunk = await fetch(new URL(exposes[0]!.assets.js.sync[0]!, manifestUrl));
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('previews a staged candidate in the browser that opened a signed link, and nowhere else', async () => {
    const link = await gadgetsDeploy(
      ['preview', '--section', 'tablet', '--version', candidate, '--site', testSite().shellUrl],
      { PREVIEW_SECRET },
    );
    const previewer = await browsing.context.browser()!.newContext();
    try {
      const page = await previewer.newPage();
      await page.goto(link);
      expect(new URL(page.url()).pathname).toBe('/tablet');
      await page.getByText(VERSION_TWO).waitFor();
      // Its server-rendered page too, and never kept by a shared cache.
      const cookie = (await previewer.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
      const previewed = await fetch(`${testSite().shellUrl}/tablet`, { headers: { cookie } });
      expect(previewed.headers.get('cache-control')).toBe('private, no-store');
      expect(await previewed.text()).toContain(VERSION_TWO);
    } finally {
      await previewer.close();
    }
    // Every other visitor still gets the live version.
    expect(await renderedLead()).toBe(VERSION_ONE);
    const { page } = await openPage(browsing.context);
    await page.goto(`${testSite().shellUrl}/tablet`);
    await page.getByText(VERSION_ONE).waitFor();
  });

  it('renders preview and ordinary pages at the same moment, each from its own version', async () => {
    const token = signPreview(
      { section: 'tablet', version: candidate, expiresAt: Date.now() + 600_000 },
      PREVIEW_SECRET,
    );
    const RENDERS = 240;
    const AT_ONCE = 24;
    // Interleaved: every other page is a preview visitor's; a query makes each one a render of its own.
    const outcomes: { previewed: boolean; status: number; fallback: string | null; lead?: string }[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        while (next < RENDERS) {
          const index = next++;
          const previewed = index % 2 === 0;
          const answer = await fetch(`${testSite().shellUrl}/tablet?render=${index}`, {
            headers: previewed ? { cookie: `gadgets_preview=${token}` } : {},
          });
          const html = await answer.text();
          const lead = /<p[^>]*>([^<]*(?:running|Version two)[^<]*)<\/p>/.exec(html)?.[1];
          outcomes.push({ previewed, status: answer.status, fallback: answer.headers.get('x-render-fallback'), lead });
        }
      }),
    );
    const wrong = outcomes.filter(
      (outcome) =>
        outcome.status !== 200 ||
        outcome.fallback !== null ||
        outcome.lead !== (outcome.previewed ? VERSION_TWO : VERSION_ONE),
    );
    expect({ renders: outcomes.length, wrong: wrong.slice(0, 5), wrongCount: wrong.length }).toEqual({
      renders: RENDERS,
      wrong: [],
      wrongCount: 0,
    });
  }, 120_000);

  it('refuses a forged or expired link and a version that is not deployed, and ignores a forged cookie', async () => {
    const open = (token: string) =>
      fetch(`${testSite().shellUrl}/__preview?token=${encodeURIComponent(token)}`, { redirect: 'manual' });
    const preview = (version: string, secret: string) =>
      gadgetsDeploy(['preview', '--section', 'tablet', '--version', version, '--site', 'http://localhost'], {
        PREVIEW_SECRET: secret,
      });
    const forged = tokenOf(await preview(candidate, 'not-the-site-secret'));
    const expired = signPreview(
      { section: 'tablet', version: candidate, expiresAt: Date.now() - 1_000 },
      PREVIEW_SECRET,
    );
    const notDeployed = tokenOf(await preview('0123456789ab', PREVIEW_SECRET));
    for (const [token, status] of [
      [forged, 403],
      [expired, 403],
      [notDeployed, 404],
    ] as const) {
      const answer = await open(token);
      expect({ status: answer.status, cookie: answer.headers.get('set-cookie') }).toEqual({ status, cookie: null });
    }
    expect(await renderedLead({ cookie: `gadgets_preview=${forged}` })).toBe(VERSION_ONE);
  });

  it('publishes the previewed candidate to everyone without a restart, and rolls it back', async () => {
    const published = await deploy('publish', '--dist', join(deployRoot, 'versions', candidate));
    expect(published).toMatch(new RegExp(`^published tablet ${candidate}`));
    await eventually(async () => expect(await renderedLead()).toBe(VERSION_TWO));
    const { page } = await openPage(browsing.context);
    await page.goto(`${testSite().shellUrl}/tablet`);
    await page.getByText(VERSION_TWO).waitFor();

    expect(await deploy('rollback')).toMatch(/^rolled tablet back to /);
    await eventually(async () => expect(await renderedLead()).toBe(VERSION_ONE));
    await page.reload();
    await page.getByText(VERSION_ONE).waitFor();
  }, 60_000);
});
