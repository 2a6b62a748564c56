import { join } from 'node:path';
import { startStaticServer } from '@gadgets/tooling/serve/static-server.mjs';
import { openPage, setupBrowserContext } from '../support/browser';
import { startSilentServer } from '../support/silent-server';
import { TEST_PORTS, testSite } from '../support/test-site';

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
