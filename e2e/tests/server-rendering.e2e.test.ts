import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { spawnStaticServer } from '@gadgets/tooling/serve/serve-process.mjs';
import { startStaticServer } from '@gadgets/tooling/serve/static-server.mjs';
import { openPage, setupBrowserContext } from '../support/browser';
import { repointRemote } from '../support/remote-map';
import { manifestUrlOf, TEST_PORTS, testSite } from '../support/test-site';

const browsing = setupBrowserContext();
const withoutJavaScript = setupBrowserContext({ javaScriptEnabled: false });

const PHONE = '/mobile/google/pixel-9-pro';
const LAPTOP = '/laptop/apple/macbook-air-13-m4-2025';
const BIKE = '/bike/honda/cb650r';

async function serverHtml(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${testSite().shellUrl}${path}`);
  return { status: response.status, html: await response.text() };
}

/** What the page asked the API after it arrived: the GraphQL operation names. */
function recordGraphqlOperations(page: Page): string[] {
  const operations: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql')) return;
    const body = JSON.parse(request.postData() ?? '{}') as { operationName?: string };
    operations.push(body.operationName ?? '(anonymous)');
  });
  return operations;
}

describe('pages rendered on the server', () => {
  it('arrive with the model and its spec rows in the HTML, and the page title in the head', async () => {
    const phone = await serverHtml(PHONE);
    expect(phone.status).toBe(200);
    expect(phone.html).toContain('<title>Google Pixel 9 Pro specs · Gadgets</title>');
    expect(phone.html).toMatch(/<h1[^>]*>[^]*Pixel 9 Pro[^]*<\/h1>/);
    for (const row of ['Chipset', 'Refresh rate', 'Resolution']) expect(phone.html).toContain(`>${row}</th>`);

    const laptop = await serverHtml(LAPTOP);
    expect(laptop.html).toMatch(/<h1[^>]*>Apple MacBook Air 13 \(M4, 2025\)<\/h1>/);
    const bike = await serverHtml(BIKE);
    expect(bike.html).toContain('>Displacement (cc)</th>');
  });

  it('name the configured site in share images and the canonical link, whatever Host the request carries', async () => {
    const html = await new Promise<string>((resolve, reject) => {
      const call = request(`${testSite().shellUrl}${PHONE}`, { headers: { host: 'evil.example' } }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(text));
      });
      call.on('error', reject);
      call.end();
    });
    expect(html).not.toContain('evil.example');
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${testSite().shellUrl}/media/`));
    expect(html).toContain(`<link rel="canonical" href="${testSite().shellUrl}${PHONE}" />`);
  });

  it('answer 404 from rendering for an unknown model, brand or page', async () => {
    for (const [path, text] of [
      ['/mobile/google/pixel-99', 'Mobile Not Found'],
      ['/laptop/apple/no-such-laptop', 'Laptop Not Found'],
      ['/mobile/no-such-brand', 'Page not found'],
      ['/no-such-page', 'Page not found'],
    ]) {
      const { status, html } = await serverHtml(path!);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(html).toContain(text);
    }
  });

  it('read without JavaScript: spec pages and listings', async () => {
    const { page } = await openPage(withoutJavaScript.context);
    await page.goto(`${testSite().shellUrl}${PHONE}`);
    await page.getByRole('heading', { level: 1, name: /Pixel 9 Pro/ }).waitFor();
    await page.getByRole('rowheader', { name: 'Chipset' }).first().waitFor();
    // The page is there to read, so it does not claim to need JavaScript.
    expect(await page.getByText('needs JavaScript').count()).toBe(0);

    await page.goto(`${testSite().shellUrl}/bike/honda`);
    await page
      .getByRole('link', { name: /CB650R/ })
      .first()
      .waitFor();
    await page
      .getByRole('link', { name: /CB650R/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: /CB650R/ }).waitFor();
  });

  it('hydrate without a mismatch and without asking the API again for what the server fetched', async () => {
    const { page, pageErrors } = await openPage(browsing.context);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const operations = recordGraphqlOperations(page);
    await page.goto(`${testSite().shellUrl}${PHONE}`);
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('remoteEntry.js')),
    );
    await page.waitForTimeout(1_000);
    // The first view asked only who the visitor is, what is theirs (their vote on the model: the page is the same
    // for everyone, so it is read in the browser) and opened the page's live stream; its data came with the page.
    const viewerOwn = (name: string) =>
      name.startsWith('SessionCheck_') || name === 'VoteButtons_ModelVotes' || name === 'PageActivity_Events';
    expect(operations.filter((name) => !viewerOwn(name))).toEqual([]);

    // Hydrated: the remote's own code handles a click (client-side navigation to the brand page).
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Google' }).click();
    await page.getByRole('heading', { level: 1, name: /Google/ }).waitFor();
    expect(consoleErrors.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('render the same HTML in every server process, whatever pages each rendered first: one ETag per page', async () => {
    // Two processes of their own (a worker each), no render cache: each is asked for the pages in another order, as
    // two workers behind one port would be.
    const { repoRoot, apiUrl, remoteMapFile } = testSite();
    const start = (port: number) =>
      spawnStaticServer(
        {
          dir: join(repoRoot, 'shell', 'dist'),
          port,
          apiOrigin: apiUrl,
          remotesFile: remoteMapFile,
          siteUrl: `http://localhost:${TEST_PORTS.shell}`,
          workers: 1,
        },
        { onOutput: () => undefined, env: { ...process.env, RENDER_CACHE: 'off' } },
      );
    const servers = await Promise.all([start(TEST_PORTS.spare[3]), start(TEST_PORTS.spare[4])]);
    try {
      const pages = [PHONE, '/', LAPTOP, BIKE, '/desktop/custom-pc-build', '/no-such-page'];
      // A whole render's ETag: a page rendered while a remote did not answer in time (a busy machine) is a fallback
      // (X-Render-Fallback), kept by no cache, and asked again.
      const etagOf = async (origin: string, path: string) => {
        for (let attempt = 0; attempt < 5; attempt += 1) {
          const response = await fetch(`${origin}${path}`);
          const html = await response.text();
          if (!response.headers.has('x-render-fallback'))
            return {
              etag: response.headers.get('etag'),
              // Each response's own nonce aside.
              styles: (html.match(/<style[^]*?<\/style>/g) ?? []).map((tag) => tag.replace(/ nonce="[^"]*"/, '')),
            };
        }
        throw new Error(`${path} was rendered degraded five times in a row`);
      };
      const answersOf = async (origin: string, order: string[]) => {
        const answers: Record<string, { etag: string | null; styles: string[] }> = {};
        for (const path of order) answers[path] = await etagOf(origin, path);
        return answers;
      };
      const [one, other] = await Promise.all([
        answersOf(servers[0].url, pages),
        answersOf(servers[1].url, [...pages].reverse()),
      ]);
      // The 404 page carries no ETag (only a shared 200 does); its styles must agree all the same.
      for (const path of pages.slice(0, -1)) expect(one[path]!.etag).toMatch(/^W\/"/);
      for (const path of pages)
        expect({ path, styles: other[path]!.styles }).toEqual({ path, styles: one[path]!.styles });
      expect(other).toEqual(one);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  });

  it('render a remote whose server build is missing in the browser instead, and the page still works', async () => {
    const copy = mkdtempSync(join(tmpdir(), 'gadgets-bike-no-server-'));
    cpSync(join(testSite().repoRoot, 'remote-bike', 'dist'), copy, { recursive: true });
    rmSync(join(copy, 'server'), { recursive: true, force: true });
    const port = TEST_PORTS.spare[2];
    const bikeWithoutServerBuild = await startStaticServer({
      dir: copy,
      port,
      quiet: true,
      apiOrigin: testSite().apiUrl,
    });
    const restore = repointRemote('bike', manifestUrlOf(`http://localhost:${port}`));
    try {
      const { status, html } = await serverHtml(BIKE);
      expect(status).toBe(200);
      expect(html).toContain('Skip to content');
      expect(html).not.toContain('>Displacement (cc)</th>');

      const { page } = await openPage(browsing.context);
      await page.goto(`${testSite().shellUrl}${BIKE}`);
      await page.getByRole('rowheader', { name: 'Displacement (cc)' }).waitFor();
    } finally {
      restore();
      await bikeWithoutServerBuild.close();
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
