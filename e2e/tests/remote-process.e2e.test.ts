import { openPage, setupBrowserContext } from '../support/browser';
import { startSiteServer, stopSiteServer } from '../support/site-servers';
import { manifestUrlOf, testSite } from '../support/test-site';

const browsing = setupBrowserContext();

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

describe('one process per remote', () => {
  it("lets one remote's process crash: only its section degrades, and Retry brings it back once it is restarted", async () => {
    const { shellUrl, remoteUrls } = testSite();
    await stopSiteServer('laptop', 'SIGKILL');
    let laptopRunning = false;
    try {
      // The crash took the laptop remote's server and nothing else.
      expect(await answers(manifestUrlOf(remoteUrls.laptop))).toBe(false);
      for (const section of ['mobile', 'bike', 'desktop'] as const) {
        expect({ section, answers: await answers(manifestUrlOf(remoteUrls[section])) }).toEqual({
          section,
          answers: true,
        });
      }

      const { page, pageErrors } = await openPage(browsing.context);
      await page.goto(`${shellUrl}/laptop`);
      const sectionError = page.getByRole('alert').filter({ hasText: 'Laptops is unavailable right now' });
      await sectionError.getByRole('button', { name: 'Retry' }).waitFor();
      await page.getByRole('contentinfo').waitFor();

      // The header and the other remotes' sections keep working in the same page.
      for (const [card, heading] of [
        ['Phones', 'Mobile phones'],
        ['Bikes', 'Bike Home Page'],
        ['Custom PC', 'Build Your Custom PC'],
      ] as const) {
        await page.getByRole('link', { name: 'Gadget Specs home' }).click();
        await page
          .getByRole('main')
          .getByRole('link', { name: new RegExp(`^${card}`) })
          .click();
        await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      }
      await page.getByRole('link', { name: 'Gadget Specs home' }).click();
      await page
        .getByRole('main')
        .getByRole('link', { name: /^Laptops/ })
        .click();
      await sectionError.waitFor();

      // The remote's process is started again (a restart after a crash, or a redeploy): Retry, no reload.
      await startSiteServer('laptop');
      laptopRunning = true;
      await sectionError.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('heading', { name: 'Laptops', exact: true }).waitFor();
      await page.getByRole('link', { name: 'Lenovo', exact: true }).waitFor();
      expect(pageErrors).toEqual([]);
    } finally {
      if (!laptopRunning) await startSiteServer('laptop');
    }
  });
});
