import { openPage, reactTookOver, setupBrowserContext } from '../support/browser';
import { repointRemote } from '../support/remote-map';
import { startSilentServer } from '../support/silent-server';
import { manifestUrlOf, TEST_PORTS, testSite } from '../support/test-site';

/** The shell's REMOTE_LOAD_TIMEOUT_MS. */
const REMOTE_LOAD_TIMEOUT_MS = 10_000;

const browsing = setupBrowserContext();

describe('a remote that accepts connections but never answers', () => {
  it('ends in the section error with Retry within the timeout, the header keeps working, and Retry loads it once it answers', async () => {
    const { shellUrl, remoteUrls } = testSite();
    const port = TEST_PORTS.spare[2];
    const silentBike = await startSilentServer(port, remoteUrls.bike);
    const restore = repointRemote('bike', manifestUrlOf(`http://localhost:${port}`));
    try {
      const { page, pageErrors } = await openPage(browsing.context);
      const started = Date.now();
      // 'load', not the default wait for the page's code: the header must work while the section still hangs.
      await page.goto(`${shellUrl}/bike`, { waitUntil: 'load' });
      await reactTookOver(page);

      // While the remote hangs, the shell's header works: its search answers.
      const header = page.getByRole('banner');
      await header.getByRole('searchbox', { name: 'Search phones' }).click();
      await page.getByRole('combobox', { name: 'Search phones' }).fill('Pixel 9a');
      await page.getByRole('option').first().waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Search phones' }).waitFor({ state: 'detached' });

      const fallback = page.getByRole('alert').filter({ hasText: 'Bikes is unavailable right now' });
      await fallback.waitFor({ timeout: REMOTE_LOAD_TIMEOUT_MS + 5_000 });
      // Not sooner: a refused connection would fail at once; this one was held until the section gave up.
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThanOrEqual(REMOTE_LOAD_TIMEOUT_MS - 500);
      expect(waited).toBeLessThan(REMOTE_LOAD_TIMEOUT_MS + 5_000);
      await page.getByRole('contentinfo').waitFor();

      // The remote answers again; the connections it held stay silent. Retry asks afresh instead of waiting on them.
      silentBike.answerFromNowOn();
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('heading', { name: 'Bike Home Page' }).waitFor({ timeout: 5_000 });

      await header.getByRole('link', { name: 'Gadget Specs home' }).click();
      await page
        .getByRole('main')
        .getByRole('link', { name: /^Phones/ })
        .waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      restore();
      await silentBike.close();
    }
  });
});
