import type { Page } from 'playwright-core';
import { openPage, setupBrowserContext } from '../support/browser';
import { testSite } from '../support/test-site';

const browsing = setupBrowserContext();

const MODEL_PAGE = '/mobile/google/pixel-9-pro';

/** What a visitor reads on a model page: its title and every row of the spec sheet. */
async function modelPageContent(page: Page) {
  await page.getByRole('heading', { level: 1, name: 'Google Pixel 9 Pro' }).waitFor();
  const sheet = page.getByRole('region', { name: 'Battery', exact: true });
  await sheet.waitFor();
  const rows = await page.getByLabel('Pixel 9 Pro specifications').getByRole('row').allTextContents();
  return { title: await page.getByRole('heading', { level: 1 }).textContent(), rows };
}

describe('the mobile remote on its own origin', () => {
  it('shows the same model page as the shell does, images included', async () => {
    const { context } = browsing;
    const { page: inShell } = await openPage(context);
    await inShell.goto(`${testSite().shellUrl}${MODEL_PAGE}`);
    const shellContent = await modelPageContent(inShell);

    const { page: alone, pageErrors } = await openPage(context);
    await alone.goto(`${testSite().remoteUrls.mobile}${MODEL_PAGE}`);
    const aloneContent = await modelPageContent(alone);

    expect(aloneContent).toEqual(shellContent);
    expect(aloneContent.rows.length).toBeGreaterThan(40);
    // No shell around it: the remote renders the page by itself.
    expect(await alone.getByRole('link', { name: 'Gadget Specs home' }).count()).toBe(0);
    // Images resolve (served through the remote's own origin).
    const image = alone.getByRole('button', { name: 'Enlarge image' }).locator('img');
    await image.waitFor();
    await alone.waitForFunction(
      () => {
        const img = document.querySelector('button[aria-label="Enlarge image"] img') as HTMLImageElement | null;
        return Boolean(img?.complete && img.naturalWidth > 0);
      },
      undefined,
      { timeout: 10_000 },
    );
    expect(pageErrors).toEqual([]);
  });
});
