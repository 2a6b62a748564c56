import { join } from 'node:path';
import { spawnStaticServer } from '@gadgets/tooling/serve/serve-process.mjs';
import { startStaticServer } from '@gadgets/tooling/serve/static-server.mjs';
import { openPage, setupBrowserContext } from '../support/browser';
import { startSilentServer } from '../support/silent-server';
import { TEST_PORTS, testSite } from '../support/test-site';

/** A link to a phone's page in the server's HTML: the section's data was there when it rendered. */
const PHONE_LINK = /<a [^>]*href="\/mobile\/[a-z0-9-]+\/[a-z0-9-]+"/;
/** shared-ui's GRAPHQL_REQUEST_TIMEOUT_MS. */
const GRAPHQL_REQUEST_TIMEOUT_MS = 15_000;

const browsing = setupBrowserContext();

describe('an API that accepts connections but never answers', () => {
  it('ends a page query in its error with Try Again within the timeout, and Try Again loads it once the API answers', async () => {
    const { repoRoot, apiUrl, remoteMapFile } = testSite();
    const [apiPort, shellPort] = [TEST_PORTS.spare[0], TEST_PORTS.spare[1]];
    const silentApi = await startSilentServer(apiPort, apiUrl);
    // A second shell whose /graphql proxy leads to the silent API; the remotes are the test site's own.
    const shell = await startStaticServer({
      dir: join(repoRoot, 'shell', 'dist'),
      port: shellPort,
      apiOrigin: `http://127.0.0.1:${apiPort}`,
      remotesFile: remoteMapFile,
      quiet: true,
    });
    try {
      const { page, pageErrors } = await openPage(browsing.context);
      const started = Date.now();
      await page.goto(`http://localhost:${shellPort}/mobile`);
      await page.getByRole('heading', { name: 'Mobile phones', exact: true }).waitFor();
      await page.getByRole('banner').getByRole('link', { name: 'Gadget Specs home' }).waitFor();

      const phonesError = page.getByRole('alert').filter({ hasText: 'Failed to load phones' });
      await phonesError.waitFor({ timeout: GRAPHQL_REQUEST_TIMEOUT_MS + 10_000 });
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(GRAPHQL_REQUEST_TIMEOUT_MS - 1_000);
      expect(waited).toBeLessThan(GRAPHQL_REQUEST_TIMEOUT_MS + 10_000);

      silentApi.answerFromNowOn();
      await phonesError.getByRole('button', { name: 'Try Again' }).click();
      await page
        .getByRole('list', { name: 'Latest and popular phones' })
        .getByRole('link')
        .first()
        .waitFor({ timeout: 10_000 });
      expect(pageErrors).toEqual([]);
    } finally {
      await shell.close();
      await silentApi.close();
    }
  });
});

describe('a page the server renders while the API does not answer', () => {
  it('is marked as a fallback and kept by no cache: the next visitor, once the API answers, gets the whole page', async () => {
    const { repoRoot, apiUrl, remoteMapFile } = testSite();
    const [apiPort, shellPort] = [TEST_PORTS.spare[0], TEST_PORTS.spare[1]];
    const silentApi = await startSilentServer(apiPort, apiUrl);
    // A shell whose renders ask the silent API, in a process of its own (a render loads the remotes' server builds,
    // which jest's module sandbox cannot), one worker, so one render cache in memory.
    const shell = await spawnStaticServer(
      {
        dir: join(repoRoot, 'shell', 'dist'),
        port: shellPort,
        apiOrigin: `http://127.0.0.1:${apiPort}`,
        remotesFile: remoteMapFile,
        workers: 1,
      },
      { onOutput: () => undefined, env: { ...process.env, RENDER_CACHE: 'on', REDIS_URL: '' } },
    );
    const ask = async () => {
      const response = await fetch(`http://localhost:${shellPort}/mobile`);
      const html = await response.text();
      return {
        status: response.status,
        fallback: response.headers.get('x-render-fallback'),
        cacheControl: response.headers.get('cache-control'),
        renderCache: response.headers.get('x-render-cache'),
        etag: response.headers.get('etag'),
        phones: PHONE_LINK.test(html),
      };
    };
    try {
      // Past the render deadline the phones are left to the browser.
      const stalled = await ask();
      expect(stalled).toEqual({
        status: 200,
        fallback: 'partial',
        cacheControl: 'private, no-store',
        renderCache: 'miss',
        etag: null,
        phones: false,
      });

      silentApi.answerFromNowOn();
      const next = await ask();
      expect(next).toEqual({
        status: 200,
        fallback: null,
        cacheControl: 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
        renderCache: 'miss',
        etag: expect.stringMatching(/^W\//),
        phones: true,
      });
      // The whole page is the one kept.
      expect(await ask()).toEqual({ ...next, renderCache: 'hit' });
    } finally {
      await shell.close();
      await silentApi.close();
    }
  });
});
