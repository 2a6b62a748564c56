import type { Page } from 'playwright-core';
import { openPage, setupBrowserContext } from '../support/browser';
import { testSite } from '../support/test-site';

const browsing = setupBrowserContext();

const PHONES = [
  { path: '/mobile/google/pixel-9-pro', title: 'Google Pixel 9 Pro' },
  { path: '/mobile/samsung/galaxy-s25-ultra', title: 'Samsung Galaxy S25 Ultra' },
  { path: '/mobile/oneplus/13', title: 'OnePlus 13' },
];
const FOURTH = '/mobile/google/pixel-9a';

async function pressCompare(page: Page, path: string) {
  await page.goto(`${testSite().shellUrl}${path}`);
  const button = page.getByRole('button', { name: /^Compare( \(\d\))?$/ });
  await button.waitFor();
  await button.click();
}

/** The model names in the comparison's header row, in column order. */
async function comparedTitles(page: Page): Promise<string[]> {
  const header = page.getByRole('table', { name: 'Comparison' }).getByRole('row').first();
  await header.getByRole('link').first().waitFor();
  return header.getByRole('link').allTextContents();
}

describe('comparing phones', () => {
  it('takes three phones, refuses a fourth, and the shared link shows the same comparison in a fresh browser', async () => {
    const { page, pageErrors } = await openPage(browsing.context);
    for (const [index, phone] of PHONES.entries()) {
      await pressCompare(page, phone.path);
      await page.getByRole('status').filter({ hasText: 'was added to your compare list' }).waitFor();
      await page.getByRole('button', { name: `Compare (${index + 1})` }).waitFor();
    }

    await pressCompare(page, FOURTH);
    await page.getByRole('status').filter({ hasText: 'you can compare up to 3 models' }).waitFor();
    await page.getByRole('button', { name: 'Compare (3)' }).waitFor();

    await page.getByRole('status').getByRole('link', { name: 'Open comparison' }).click();
    await page.waitForURL(/\/mobile\/compare_mobile_models\?compare=/);
    const titles = await comparedTitles(page);
    expect(titles).toEqual(PHONES.map((phone) => phone.title));
    // Comparable rows mark the better value.
    expect(
      await page.getByRole('table', { name: 'Comparison' }).getByText('Best', { exact: true }).count(),
    ).toBeGreaterThan(0);

    // The list survives a reload (persisted in the shared store).
    await page.goto(`${testSite().shellUrl}/mobile/compare_mobile_models`);
    expect(await comparedTitles(page)).toEqual(titles);

    const sharedUrl = await page.getByRole('textbox', { name: 'Link to this comparison' }).inputValue();
    expect(sharedUrl).toMatch(/\/mobile\/compare_mobile_models\?compare=/);
    expect(pageErrors).toEqual([]);

    // A visitor with nothing saved opens the link and sees the same comparison.
    const fresh = await browsing.browser.newContext();
    try {
      const { page: other } = await openPage(fresh);
      await other.goto(sharedUrl);
      expect(await comparedTitles(other)).toEqual(titles);
    } finally {
      await fresh.close();
    }
  });

  it('removes a phone, adds one through search, and ignores an unreadable link with a warning', async () => {
    const { page } = await openPage(browsing.context);
    // The server's HTML shows the notice at once; the browser's warning follows when the page's code runs.
    const warned = page.waitForEvent('console', {
      predicate: (message) => message.type() === 'warning' && message.text().includes('could not be read'),
    });
    await page.goto(`${testSite().shellUrl}/mobile/compare_mobile_models?compare=not-a-list`);
    await page.getByRole('alert').filter({ hasText: 'The comparison link could not be read' }).waitFor();
    await page.getByText('No phones to compare yet').waitFor();
    await warned;

    const search = page.getByRole('searchbox', { name: 'Add a phone to compare' });
    await search.fill('Pixel 9 Pro');
    await page.getByRole('button', { name: 'Add Google Pixel 9 Pro', exact: true }).click();
    await search.fill('Galaxy S25 Ultra');
    await page.getByRole('button', { name: 'Add Samsung Galaxy S25 Ultra' }).click();
    expect(await comparedTitles(page)).toEqual(['Google Pixel 9 Pro', 'Samsung Galaxy S25 Ultra']);

    await page.getByRole('button', { name: 'Remove Google Pixel 9 Pro' }).click();
    await page.waitForFunction(() => document.querySelectorAll('table[aria-label="Comparison"] thead a').length === 1);
    expect(await comparedTitles(page)).toEqual(['Samsung Galaxy S25 Ultra']);
  });
});
