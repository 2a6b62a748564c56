import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  let live = '';
  let candidate = '';
  let host: { close: () => Promise<void> } | undefined;
  let integrator: { close: () => Promise<void> } | undefined;
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
  /** The version the deploy root's stable address for integrators names now. */
  const currentVersion = async () => {
    const answer = await fetch(`${hostUrl}/current/mf-manifest.json`);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    const { metaData } = (await answer.json()) as { metaData: { publicPath: string } };
    return new RegExp(`^${hostUrl}/versions/([0-9a-f]{12})/$`).exec(metaData.publicPath)?.[1];
  };
  const mapText = () => readFileSync(testSite().remoteMapFile, 'utf8');
  /** A gadgets-deploy run that must fail: its exit code and what it printed. */
  const refusal = (run: Promise<string>) =>
    run.then(
      (stdout) => ({ code: 0, stdout, stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

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
    const published = await deploy('publish', '--dist', await buildFixtureRemote('remote-tablet'));
    live = /^published tablet ([0-9a-f]{12})/.exec(published)![1]!;
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
    await integrator?.close();
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
      const banner = page.getByRole('region', { name: 'Preview' });
      expect(await banner.textContent()).toContain(`the Tablets section is shown from version ${candidate}`);
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

  it('previews a first deploy staged on a host of its own, with a team key, until End preview', async () => {
    // A new team: nothing of its section is live from a versioned deploy root yet, its candidate is served elsewhere.
    const ownRoot = mkdtempSync(join(tmpdir(), 'gadgets-candidate-'));
    const ownPort = TEST_PORTS.spare[3];
    const staged = await gadgetsDeploy([
      'stage',
      '--root',
      ownRoot,
      '--dist',
      await buildFixtureRemote('remote-tablet', { FIXTURE_LEAD: VERSION_TWO }),
    ]);
    const version = /^staged ([0-9a-f]{12})$/.exec(staged)![1]!;
    const ownHost = await startStaticServer({ dir: ownRoot, port: ownPort, apiOrigin: testSite().apiUrl, quiet: true });
    const previewer = await browsing.context.browser()!.newContext();
    try {
      const key = await gadgetsDeploy(['preview-key', '--section', 'tablet'], { PREVIEW_SECRET });
      const link = await gadgetsDeploy(
        [
          'preview',
          '--section',
          'tablet',
          '--version',
          version,
          '--site',
          testSite().shellUrl,
          '--url',
          `http://localhost:${ownPort}`,
        ],
        { PREVIEW_SECRET: '', PREVIEW_KEY: key },
      );
      const page = await previewer.newPage();
      await page.goto(link);
      await page.getByText(VERSION_TWO).waitFor();
      await page.getByRole('region', { name: 'Preview' }).getByRole('link', { name: 'End preview' }).click();
      await page.waitForURL(`${testSite().shellUrl}/`);
      await page.goto(`${testSite().shellUrl}/tablet`);
      await page.getByText(VERSION_ONE).waitFor();
      expect(await page.getByRole('region', { name: 'Preview' }).count()).toBe(0);
    } finally {
      await previewer.close();
      await ownHost.close();
      rmSync(ownRoot, { recursive: true, force: true });
    }
  }, 120_000);

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

  it('refuses a build made against a newer shared-ui: `check` names both versions, `publish --site` switches nothing', async () => {
    const site = testSite().shellUrl;
    const newerSharedUi = await buildFixtureRemote('remote-tablet', {
      FIXTURE_VERSIONS: JSON.stringify({ '@gadgets/shared-ui': '1.1.0' }),
    });
    const check = await refusal(
      gadgetsDeploy(['check', '--dist', newerSharedUi, '--site', site, '--section', 'tablet']),
    );
    expect(check.code).toBe(1);
    expect(check.stderr).toContain(
      'The Tablets section was built with @gadgets/shared-ui 1.1.0, but this site runs 1.0.0: deploy the shell with the newer version first.',
    );
    // The staged candidate, built against the shell's own versions, passes.
    expect(await gadgetsDeploy(['check', '--dist', join(deployRoot, 'versions', candidate), '--site', site])).toMatch(
      /can go live on/,
    );

    const [mapBefore, versionsBefore] = [mapText(), readdirSync(join(deployRoot, 'versions'))];
    const publish = await refusal(deploy('publish', '--dist', newerSharedUi, '--site', site));
    expect(publish.code).toBe(1);
    expect(publish.stderr).toContain('@gadgets/shared-ui 1.1.0, but this site runs 1.0.0');
    expect(publish.stderr).toContain('refused: nothing was published or switched');
    expect(mapText()).toBe(mapBefore);
    expect(readdirSync(join(deployRoot, 'versions'))).toEqual(versionsBefore);
    expect(await currentVersion()).toBe(live);
    expect(await renderedLead()).toBe(VERSION_ONE);
  }, 120_000);

  it('never serves the deploy history', async () => {
    expect((await fetch(`${hostUrl}/deployments.json`)).status).toBe(404);
  });

  it('publishes the previewed candidate to everyone without a restart, and rolls it back', async () => {
    expect(await currentVersion()).toBe(live);
    const published = await deploy(
      'publish',
      '--dist',
      join(deployRoot, 'versions', candidate),
      '--site',
      testSite().shellUrl,
    );
    expect(published).toMatch(new RegExp(`^published tablet ${candidate}`));
    expect(await currentVersion()).toBe(candidate);
    await eventually(async () => expect(await renderedLead()).toBe(VERSION_TWO));
    const { page } = await openPage(browsing.context);
    await page.goto(`${testSite().shellUrl}/tablet`);
    await page.getByText(VERSION_TWO).waitFor();

    expect(await deploy('rollback')).toMatch(/^rolled tablet back to /);
    expect(await currentVersion()).toBe(live);
    await eventually(async () => expect(await renderedLead()).toBe(VERSION_ONE));
    await page.reload();
    await page.getByText(VERSION_ONE).waitFor();
  }, 60_000);

  it('keeps an open tab on the live version: the next visit to the section and its Retry follow publish and rollback', async () => {
    const { page, pageErrors } = await openPage(browsing.context);
    await page.goto(`${testSite().shellUrl}/`);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Sections' });
    const visitTablets = async () => {
      await nav.getByRole('link', { name: 'Phones' }).click();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await nav.getByRole('link', { name: 'Tablets' }).click();
    };
    await nav.getByRole('link', { name: 'Tablets' }).click();
    await page.getByText(VERSION_ONE).waitFor();
    // Set once: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { sameTab: true }));

    await deploy('publish', '--dist', join(deployRoot, 'versions', candidate));
    await visitTablets();
    await page.getByText(VERSION_TWO).waitFor();

    // A build this shell refuses goes live (forced): the section says so, with Retry; a rollback, then Retry, mends it.
    const newerSharedUi = await buildFixtureRemote('remote-tablet', {
      FIXTURE_VERSIONS: JSON.stringify({ '@gadgets/shared-ui': '1.1.0' }),
    });
    await deploy('publish', '--dist', newerSharedUi, '--site', testSite().shellUrl, '--force');
    await visitTablets();
    const retry = page.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    expect(await deploy('rollback')).toMatch(/^rolled tablet back to /);
    await retry.click();
    await page.getByText(VERSION_TWO).waitFor();

    expect(await deploy('rollback')).toMatch(/^rolled tablet back to /);
    await visitTablets();
    await page.getByText(VERSION_ONE).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameTab?: boolean }).sameTab)).toBe(true);
    expect(await currentVersion()).toBe(live);
    // The refused build is reported on the console (the skew rule), not thrown at the page.
    expect(pageErrors).toEqual([]);
  }, 120_000);

  it("lets a partner's page follow the live version at current/mf-manifest.json, its origin allowed by the page's policy", async () => {
    const { apiUrl, repoRoot } = testSite();
    // The integrator page served for this deploy: its policy allows the deploy root's origin.
    integrator = await startStaticServer({
      dir: join(repoRoot, 'integrator-example', 'dist'),
      port: TEST_PORTS.spare[5],
      remoteOrigins: [hostUrl],
      publicApiOrigins: [apiUrl],
      quiet: true,
    });
    const query = new URLSearchParams({ deploy: hostUrl, graphql: `${apiUrl}/graphql` });
    const { page, pageErrors } = await openPage(browsing.context);
    const showLead = async (lead: string) => {
      await page.goto(`http://localhost:${TEST_PORTS.spare[5]}/?${query}`);
      await page.getByRole('button', { name: 'Show bike catalogue' }).click();
      await page.locator('#bike-catalogue').getByText(lead).waitFor();
    };
    await showLead(VERSION_ONE);
    await deploy('publish', '--dist', join(deployRoot, 'versions', candidate));
    await showLead(VERSION_TWO);
    await deploy('rollback');
    await showLead(VERSION_ONE);
    expect(pageErrors).toEqual([]);
  }, 60_000);
});
