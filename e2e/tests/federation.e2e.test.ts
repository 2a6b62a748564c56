import { join } from 'node:path';
import { startStaticServer } from '@gadgets/tooling/serve/static-server.mjs';
import { openPage, setupBrowserContext } from '../support/browser';
import { repointRemote } from '../support/remote-map';
import { manifestUrlOf, TEST_PORTS, testSite } from '../support/test-site';

/** A string only react-dom's own bundle contains (its devtools registration). */
const REACT_DOM_MARKER = 'rendererPackageName:"react-dom"';

const SECTION_PAGES = [
  { path: '/mobile', heading: 'Mobile phones', brand: 'Samsung' },
  { path: '/laptop', heading: 'Laptops', brand: 'Lenovo' },
  { path: '/bike', heading: 'Bike Home Page', brand: 'Honda' },
  { path: '/desktop/custom-pc-build', heading: 'Build Your Custom PC', brand: undefined },
] as const;

const browsing = setupBrowserContext();

describe('the shell', () => {
  it.each(SECTION_PAGES)(
    'renders $path from its remote, inside the shared header and footer',
    async ({ path, heading, brand }) => {
      const { page, pageErrors } = await openPage(browsing.context);
      await page.goto(`${testSite().shellUrl}${path}`);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      if (brand) await page.getByRole('link', { name: brand, exact: true }).waitFor();
      await page.getByRole('link', { name: 'Gadget Specs home' }).waitFor();
      await page.getByRole('contentinfo').waitFor();
      expect(pageErrors).toEqual([]);
    },
  );

  it('downloads each shared singleton once while the visitor moves across all four remotes, and shares one store', async () => {
    const { page } = await openPage(browsing.context);
    const reactDomDownloads: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.text().catch(() => '');
      if (body.includes(REACT_DOM_MARKER)) reactDomDownloads.push(response.url());
    });

    // Once the page's code has run: a link clicked on the server's HTML before that is an ordinary page load.
    await page.goto(testSite().shellUrl, { waitUntil: 'networkidle' });
    for (const { heading } of SECTION_PAGES) {
      await page.getByRole('link', { name: 'Gadget Specs home' }).click();
      await page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(`^${categoryCardName(heading)}`) })
        .click();
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    }
    await page.waitForLoadState('networkidle');
    expect(reactDomDownloads).toHaveLength(1);

    // The shell's auth check wrote "signed out" to the store; the desktop remote reads it from the same store…
    await page.getByRole('region', { name: 'Starter builds' }).getByRole('button').first().click();
    await page.getByRole('button', { name: 'Save build' }).click();
    // …and the remote's sign-in button opens the shell's account menu through that store.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('dialog', { name: 'Account' }).getByRole('heading', { name: 'Welcome Back' }).waitFor();
  });

  it('keeps the site working when a remote is down, and Retry recovers once it is back', async () => {
    const { repoRoot } = testSite();
    const port = TEST_PORTS.spare[0];
    const restore = repointRemote('bike', manifestUrlOf(`http://localhost:${port}`));
    let bikeCopy: { close: () => Promise<void> } | undefined;
    try {
      const { page } = await openPage(browsing.context);
      await page.goto(`${testSite().shellUrl}/bike`);
      const fallback = page.getByRole('alert').filter({ hasText: 'Bikes is unavailable right now' });
      await fallback.waitFor();
      await page.getByRole('link', { name: 'Gadget Specs home' }).waitFor();
      await page.getByRole('contentinfo').waitFor();

      // The bike remote comes back: Retry loads it without a page reload.
      bikeCopy = await startStaticServer({
        dir: join(repoRoot, 'remote-bike', 'dist'),
        port,
        quiet: true,
        apiOrigin: testSite().apiUrl,
      });
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('heading', { name: 'Bike Home Page' }).waitFor();
      await bikeCopy.close();
      bikeCopy = undefined;

      // Other remotes and the home page never depended on it.
      await page.getByRole('link', { name: 'Gadget Specs home' }).click();
      await page
        .getByRole('main')
        .getByRole('link', { name: /^Phones/ })
        .click();
      await page.getByRole('heading', { name: 'Mobile phones' }).waitFor();
    } finally {
      restore();
      await bikeCopy?.close();
    }
  });

  it('loads a remote from wherever the deployed remote map points, with no shell rebuild', async () => {
    const { repoRoot, apiUrl } = testSite();
    const port = TEST_PORTS.spare[1];
    const movedBike = await startStaticServer({
      dir: join(repoRoot, 'remote-bike', 'dist'),
      port,
      quiet: true,
      apiOrigin: apiUrl,
    });
    const restore = repointRemote('bike', manifestUrlOf(`http://localhost:${port}`));
    try {
      const { page } = await openPage(browsing.context);
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      // The server renders the page from the moved remote too; the browser then loads its code from there.
      const movedEntry = page.waitForRequest(`http://localhost:${port}/remoteEntry.js`);
      await page.goto(`${testSite().shellUrl}/bike`);
      await page.getByRole('heading', { name: 'Bike Home Page' }).waitFor();
      await movedEntry;
      expect(requested.some((url) => url.startsWith(testSite().remoteUrls.bike))).toBe(false);
    } finally {
      restore();
      await movedBike.close();
    }
  });
});

describe('each remote on its own origin', () => {
  it.each(SECTION_PAGES)('serves $path standalone', async ({ path, heading, brand }) => {
    const section = path.split('/')[1] as keyof ReturnType<typeof testSite>['remoteUrls'];
    const { page, pageErrors } = await openPage(browsing.context);
    await page.goto(`${testSite().remoteUrls[section]}${path}`);
    await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    if (brand) await page.getByRole('link', { name: brand, exact: true }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});

describe('the integrator page', () => {
  it('mounts the bike catalogue from its manifest, fetches its data, and unmounts it', async () => {
    const { integratorUrl, remoteUrls, apiUrl } = testSite();
    const { page, pageErrors } = await openPage(browsing.context);
    const query = new URLSearchParams({ manifest: manifestUrlOf(remoteUrls.bike), graphql: `${apiUrl}/graphql` });
    await page.goto(`${integratorUrl}/?${query}`);
    expect(await page.evaluate(() => 'React' in window || '__REACT_DEVTOOLS_GLOBAL_HOOK__' in window)).toBe(false);

    const apiAnswer = page.waitForResponse(
      (response) => response.url() === `${apiUrl}/graphql` && response.request().method() === 'POST' && response.ok(),
    );
    await page.getByRole('button', { name: 'Show bike catalogue' }).click();
    await apiAnswer;
    const catalogue = page.locator('#bike-catalogue');
    await catalogue.getByRole('link', { name: 'Honda', exact: true }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Mounted' }).waitFor();

    await page.getByRole('button', { name: 'Remove bike catalogue' }).click();
    await page.getByRole('status').filter({ hasText: 'Unmounted' }).waitFor();
    expect(await catalogue.innerHTML()).toBe('');
    expect(pageErrors).toEqual([]);
  });

  it.each([
    { section: 'laptop' as const, heading: 'Laptops' },
    { section: 'desktop' as const, heading: 'Build Your Custom PC' },
  ])(
    'mounts the $section remote into the same non-React page through its federation runtime',
    async ({ section, heading }) => {
      const { integratorUrl, remoteUrls, apiUrl } = testSite();
      const { page, pageErrors } = await openPage(browsing.context);
      await page.goto(integratorUrl);
      // What a partner's own script would do with our runtime: register the remote, load ./mount, mount it.
      await page.evaluate(
        async ({ name, entry, graphqlUrl }) => {
          const host = document.createElement('div');
          host.id = 'embedded-section';
          document.body.append(host);
          const runtime = (
            window as unknown as {
              GadgetsFederation: {
                createInstance(options: object): {
                  loadRemote(id: string): Promise<{ mount: (element: Element, options: object) => () => void }>;
                };
              };
            }
          ).GadgetsFederation;
          const federation = runtime.createInstance({ name: 'partner_test', remotes: [{ name, entry }] });
          const remote = await federation.loadRemote(`${name}/mount`);
          remote.mount(host, { graphqlUrl, theme: 'light' });
        },
        { name: `gadgets_${section}`, entry: manifestUrlOf(remoteUrls[section]), graphqlUrl: `${apiUrl}/graphql` },
      );
      await page.locator('#embedded-section').getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(pageErrors).toEqual([]);
    },
  );
});

/** The home page's category card for a section page heading. */
function categoryCardName(heading: string): string {
  return {
    'Mobile phones': 'Phones',
    Laptops: 'Laptops',
    'Bike Home Page': 'Bikes',
    'Build Your Custom PC': 'Custom PC',
  }[heading]!;
}

describe('how a remote is served', () => {
  it('revalidates the manifest and remote entry on every load, and caches content-hashed chunks for a year', async () => {
    const { remoteUrls } = testSite();
    const manifestResponse = await fetch(manifestUrlOf(remoteUrls.laptop));
    expect(manifestResponse.headers.get('cache-control')).toBe('no-cache');
    expect(manifestResponse.headers.get('access-control-allow-origin')).toBe('*');
    const manifest = (await manifestResponse.json()) as { shared: { assets: { js: { sync: string[] } } }[] };

    expect((await fetch(`${remoteUrls.laptop}/remoteEntry.js`)).headers.get('cache-control')).toBe('no-cache');
    const hashedChunk = manifest.shared.flatMap((shared) => shared.assets.js.sync)[0]!;
    expect(hashedChunk).toMatch(/\.[0-9a-f]{10}\.js$/);
    const chunkResponse = await fetch(`${remoteUrls.laptop}/${hashedChunk}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(chunkResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
