import type { Page } from 'playwright-core';
import { pageStreamOpened, openPage, setupBrowserContext } from '../support/browser';
import { testSite } from '../support/test-site';

const browsing = setupBrowserContext();

/** The laptop names in the comparison's header row, in column order. */
async function comparedTitles(page: Page): Promise<string[]> {
  const header = page.getByRole('table', { name: 'Comparison' }).getByRole('row').first();
  await header.getByRole('link').first().waitFor();
  return header.getByRole('link').allTextContents();
}

const countOf = async (page: Page) =>
  Number(((await page.getByText(/^[\d,]+ laptops?$/).textContent()) ?? '').replace(/\D/g, ''));

/** Waits until the finder's count reads less than `total`. */
const countFallsBelow = (page: Page, total: number) =>
  page.waitForFunction((limit) => {
    const text = Array.from(document.querySelectorAll('[role="status"]'), (node) => node.textContent ?? '').find(
      (value) => /^\d+ laptops?$/.test(value),
    );
    return text !== undefined && Number(text.replace(/\D/g, '')) < limit;
  }, total);

describe('laptop pages in the shell', () => {
  it('walks home, finder, brand, detail, compare and a shared link', async () => {
    const { page, pageErrors } = await openPage(browsing.context);
    const site = testSite().shellUrl;

    // Home: brands, newest laptops, popular comparisons and the finder.
    await page.goto(`${site}/laptop`);
    await page.getByRole('heading', { level: 1, name: 'Laptops' }).waitFor();
    await page.getByRole('navigation', { name: 'Brands' }).getByRole('link', { name: 'Dell', exact: true }).waitFor();
    await page.getByRole('list', { name: 'Newest laptops' }).getByRole('link').first().waitFor();
    await page.getByRole('list', { name: 'Popular comparisons' }).getByRole('link').first().waitFor();
    await page.getByRole('list', { name: 'Matching laptops' }).getByRole('link').first().waitFor();
    const everything = await countOf(page);
    expect(everything).toBeGreaterThan(50);

    // Finder: each choice goes into the address and narrows the count; a reload keeps it.
    await page.getByRole('combobox', { name: 'Memory (RAM)' }).selectOption('32');
    await page.waitForURL(/\/laptop\?minRamGb=32$/);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('WEIGHT_ASC');
    await page.waitForURL(/\/laptop\?minRamGb=32&sort=weight$/);
    await countFallsBelow(page, everything);
    const narrowed = await countOf(page);
    await page.reload();
    await page.getByRole('list', { name: 'Matching laptops' }).getByRole('link').first().waitFor();
    expect(await countOf(page)).toBe(narrowed);
    expect(await page.getByRole('combobox', { name: 'Memory (RAM)' }).inputValue()).toBe('32');

    // The server's HTML already holds the ranges' histograms (plain SVG at a fixed height).
    const html = await (await fetch(`${site}/laptop?minRamGb=32&sort=weight`)).text();
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Weight: [^"]*"[^>]*height="48"/);

    // Range sliders: the weight moved by keys, each step applied as its key comes up; the count follows.
    const heaviest = page.getByRole('slider', { name: 'Heaviest (kg)' });
    const top = Number(await heaviest.getAttribute('max'));
    await heaviest.focus();
    for (let step = 0; step < 10; step++) await heaviest.press('ArrowLeft');
    const limit = Number((top - 1).toFixed(1));
    await page.waitForURL(new RegExp(`/laptop\\?minRamGb=32&maxWeightKg=${limit}&sort=weight$`));
    expect(await heaviest.getAttribute('aria-valuetext')).toBe(`${limit} kg`);
    await countFallsBelow(page, narrowed);
    const lighter = await countOf(page);
    expect(lighter).toBeGreaterThan(0);
    // The weight's bars beyond the chosen limit are no longer highlighted.
    const weightBars = page.getByRole('img', { name: /^Weight: / }).locator('rect');
    const chosenBars = page.getByRole('img', { name: /^Weight: / }).locator('rect[data-chosen]');
    expect(await chosenBars.count()).toBeLessThan(await weightBars.count());
    // The lowest price dragged with the mouse: one change, applied when the thumb is let go.
    const lowest = page.getByRole('slider', { name: 'Lowest price ($)' });
    await lowest.scrollIntoViewIfNeeded();
    const box = (await lowest.boundingBox())!;
    await page.mouse.move(box.x + 9, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await page.waitForURL(/\/laptop\?minPrice=\d+&minRamGb=32&maxWeightKg=[\d.]+&sort=weight$/);
    const minPrice = Number(new URL(page.url()).searchParams.get('minPrice'));
    expect(await lowest.getAttribute('aria-valuetext')).toBe(`$${minPrice.toLocaleString('en-US')}`);
    await countFallsBelow(page, lighter + 1);

    // Brand: 15 a page with the spec texts.
    await page.goto(`${site}/laptop/hp`);
    await page.getByRole('heading', { level: 1, name: 'HP Laptops' }).waitFor();
    await page.getByText(/^\d+ laptops available$/).waitFor();
    await page.getByText(/^Showing 1-15 of \d+$/).waitFor();
    expect(await page.getByRole('list', { name: 'HP laptops' }).getByRole('link').count()).toBe(15);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/\/laptop\/hp\?page=2$/);
    await page.getByText(/^Showing 16-\d+ of \d+$/).waitFor();

    // Detail: summary card, the nine sections, N/A for what the data sheet does not state.
    await page.goto(`${site}/laptop/dell/xps-13-9350`);
    await page.getByRole('heading', { level: 1, name: 'Dell XPS 13 9350' }).waitFor();
    for (const section of [
      'Availability',
      'Processor',
      'Display',
      'Memory & Storage',
      'Camera',
      'Connectivity',
      'Sound',
      'Battery & Build',
      'Operating System',
    ]) {
      await page.getByRole('region', { name: section, exact: true }).waitFor();
    }
    expect(await page.getByRole('region', { name: 'Sound', exact: true }).getByText('N/A').count()).toBeGreaterThan(0);
    await page.getByText('$1,399.99 (US list price)').first().waitFor();

    // Compare: two laptops from their pages, the better values marked.
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await page.getByRole('button', { name: 'Compare (1)' }).waitFor();
    await page.goto(`${site}/laptop/apple/macbook-air-13-m4-2025`);
    await page.getByRole('button', { name: 'Compare (1)' }).click();
    await page.getByRole('button', { name: 'Compare (2)' }).waitFor();
    await page.goto(`${site}/laptop/compare_laptop_models`);
    expect(await comparedTitles(page)).toEqual(['Dell XPS 13 9350', 'Apple MacBook Air 13 (M4, 2025)']);
    expect(
      await page.getByRole('table', { name: 'Comparison' }).getByText('Best', { exact: true }).count(),
    ).toBeGreaterThan(0);
    const sharedUrl = await page.getByRole('textbox', { name: 'Link to this comparison' }).inputValue();
    expect(sharedUrl).toMatch(/\/laptop\/compare_laptop_models\?compare=/);
    expect(pageErrors).toEqual([]);

    // Shared link: a friend with a list of their own sees this comparison, and their list stays until they keep it.
    const friend = await browsing.browser.newContext();
    try {
      const { page: other, pageErrors: otherErrors } = await openPage(friend);
      const otherReady = pageStreamOpened(other);
      await other.goto(`${site}/laptop/razer/blade-14-2025`);
      await otherReady;
      await other.getByRole('button', { name: 'Compare', exact: true }).click();
      await other.getByRole('button', { name: 'Compare (1)' }).waitFor();
      await other.goto(sharedUrl);
      expect(await comparedTitles(other)).toEqual(['Dell XPS 13 9350', 'Apple MacBook Air 13 (M4, 2025)']);
      const notice = other.getByRole('region', { name: 'Shared comparison' });
      await notice.getByText('Your own compare list (1 of 3) has not changed.').waitFor();
      await notice.getByRole('button', { name: 'Show my list' }).click();
      await notice.waitFor({ state: 'detached' });
      await other
        .getByRole('table', { name: 'Comparison' })
        .getByRole('link', { name: 'Razer Blade 14 (2025)' })
        .waitFor();
      expect(await comparedTitles(other)).toEqual(['Razer Blade 14 (2025)']);
      await other.goto(sharedUrl);
      await other.getByRole('button', { name: 'Keep this comparison' }).click();
      await other.getByRole('region', { name: 'Shared comparison' }).waitFor({ state: 'detached' });
      await other.goto(`${site}/laptop/compare_laptop_models`);
      expect(await comparedTitles(other)).toEqual(['Dell XPS 13 9350', 'Apple MacBook Air 13 (M4, 2025)']);
      expect(otherErrors).toEqual([]);
    } finally {
      await friend.close();
    }
  });
});

describe('the laptop remote on its own origin', () => {
  it('finds, shows and compares laptops without the shell, the finder in its own address bar', async () => {
    const { page, pageErrors } = await openPage(browsing.context);
    const alone = testSite().remoteUrls.laptop;
    await page.goto(`${alone}/laptop?minRamGb=16`);
    await page.getByRole('heading', { level: 1, name: 'Laptops' }).waitFor();
    const first = page.getByRole('list', { name: 'Matching laptops' }).getByRole('link').first();
    await first.waitFor();
    await first.click();
    await page.waitForURL(new RegExp(`^${alone}/laptop/[^/]+/[^/?]+$`));
    await page.getByRole('region', { name: 'Display', exact: true }).waitFor();
    await page.getByRole('button', { name: /^Compare/ }).click();
    await page.goto(`${alone}/laptop/compare_laptop_models`);
    await page.getByRole('table', { name: 'Comparison' }).waitFor();
    expect(await page.title()).toMatch(/ · Gadgets$/);
    expect(pageErrors).toEqual([]);
  });
});
