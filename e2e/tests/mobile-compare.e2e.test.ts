import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { openPage, setupBrowserContext } from '../support/browser';
import { testSite } from '../support/test-site';

const browsing = setupBrowserContext();

const PHONES = [
  { path: '/mobile/google/pixel-9-pro', title: 'Google Pixel 9 Pro' },
  { path: '/mobile/samsung/galaxy-s25-ultra', title: 'Samsung Galaxy S25 Ultra' },
  { path: '/mobile/oneplus/13', title: 'OnePlus 13' },
];
const FOURTH = '/mobile/google/pixel-9a';

/** A shared link to the first two phones: the `?compare=` value is base64 of their JSON list. */
const SHARED_PAIR = `/mobile/compare_mobile_models?compare=${encodeURIComponent(
  Buffer.from(
    JSON.stringify([
      { company: 'google', path: 'pixel-9-pro' },
      { company: 'samsung', path: 'galaxy-s25-ultra' },
    ]),
  ).toString('base64'),
)}`;

/** The page's text as a reader gets it: tags and React's text separators dropped, spaces collapsed. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ :/g, ':');

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

  it('arrives from the server with bars in the comparable rows and a summary of where each phone leads', async () => {
    const response = await fetch(`${testSite().shellUrl}${SHARED_PAIR}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // Each bar: an SVG hidden from screen readers (the value's text is beside it), a track and the value's length.
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"[^>]*>\s*<rect class="track"/);
    const bars = html.match(/<rect class="value"/g) ?? [];
    // Battery, RAM, storage, display and processor rows: several bars, two per comparable row.
    expect(bars.length).toBeGreaterThanOrEqual(4);
    expect(bars.length % 2).toBe(0);
    expect(html).toMatch(/<svg[^>]*data-best="true"/);
    const summary = /<section[^>]*aria-label="Summary"[^>]*>([^]*?)<\/section>/.exec(html)?.[1];
    expect(summary).toBeDefined();
    expect(textOf(summary!)).toMatch(/(Google Pixel 9 Pro|Samsung Galaxy S25 Ultra): \d[\d,.]*(%| )/);
  });

  it.each(['light', 'dark'] as const)(
    'with its bars and summary has no serious accessibility violations in %s mode',
    async (colorScheme) => {
      const context = await browsing.browser.newContext({ colorScheme });
      try {
        const { page } = await openPage(context);
        await page.goto(`${testSite().shellUrl}${SHARED_PAIR}`);
        await page.getByRole('region', { name: 'Summary' }).waitFor();
        await page.locator('table[aria-label="Comparison"] svg[data-best="true"]').first().waitFor();
        expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
          colorScheme === 'dark',
        );
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
