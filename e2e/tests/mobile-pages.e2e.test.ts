import { pageStreamOpened, openPage, setupBrowserContext } from '../support/browser';
import { testSite } from '../support/test-site';

const browsing = setupBrowserContext();

describe('phone pages in the shell', () => {
  it('/mobile shows the brands, the latest phones and curated comparisons', async () => {
    const { page, pageErrors } = await openPage(browsing.context);
    await page.goto(`${testSite().shellUrl}/mobile`);
    await page.getByRole('heading', { level: 1, name: 'Mobile phones' }).waitFor();
    await page.getByRole('navigation', { name: 'Brands' }).getByRole('link', { name: 'Google', exact: true }).waitFor();
    const latest = page.getByRole('list', { name: 'Latest and popular phones' });
    await latest.getByRole('link').first().waitFor();
    expect(await latest.getByRole('link').count()).toBeGreaterThan(3);
    const pairs = page.getByRole('list', { name: 'Popular comparisons' });
    await pairs.getByRole('link').first().waitFor();

    // A curated pair opens the comparison of exactly those two phones.
    const pairName = ((await pairs.getByRole('link').first().textContent()) ?? '').trim();
    const [, first, second] = /^Compare (.+) vs (.+)$/.exec(pairName) ?? [];
    await pairs.getByRole('link').first().click();
    await page.waitForURL(/\/mobile\/compare_mobile_models\?compare=/);
    const header = page.getByRole('table', { name: 'Comparison' }).getByRole('row').first();
    await header.getByRole('link', { name: new RegExp(escape(first!)) }).waitFor();
    await header.getByRole('link', { name: new RegExp(escape(second!)) }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('/mobile/:company lists the brand with breadcrumb, selected brand tile and pagination from ?page=', async () => {
    const { page, pageErrors } = await openPage(browsing.context);
    await page.goto(`${testSite().shellUrl}/mobile/google`);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await breadcrumb.getByRole('link', { name: 'Phones' }).waitFor();
    expect(await breadcrumb.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    await page.getByRole('heading', { level: 1, name: 'Google Mobiles' }).waitFor();
    const tile = page.getByRole('navigation', { name: 'Brands' }).getByRole('link', { name: 'Google', exact: true });
    expect(await tile.getAttribute('aria-current')).toBe('page');
    await page.getByText(/^\d+ mobiles available$/).waitFor();
    await page.getByText(/^Showing 1-12 of \d+$/).waitFor();
    expect(await page.getByRole('list', { name: 'Google mobiles' }).getByRole('link').count()).toBe(12);

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    expect(await pagination.getByText('Previous').getAttribute('aria-disabled')).toBe('true');
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/\/mobile\/google\?page=2$/);
    await page.getByText(/^Showing 13-24 of \d+$/).waitFor();
    expect(await pagination.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    // The brand dots move the strip.
    const dots = page.getByRole('button', { name: /^Brand page/ });
    expect(await dots.count()).toBeGreaterThanOrEqual(2);
    await dots.nth(1).click();
    await page.waitForFunction(() => (document.querySelector('nav[aria-label="Brands"]')?.scrollLeft ?? 0) > 0);
    expect(pageErrors).toEqual([]);
  });

  it('/mobile/:company/:model shows the summary card, lightbox, quick specs, retailers and the full spec sheet', async () => {
    const { page, pageErrors } = await openPage(browsing.context);
    const pageCodeRan = pageStreamOpened(page);
    await page.goto(`${testSite().shellUrl}/mobile/google/pixel-9-pro`);
    await page.getByRole('heading', { level: 1, name: 'Google Pixel 9 Pro' }).waitFor();
    await page.getByText('Released:').waitFor();
    await page.getByRole('button', { name: 'Compare', exact: true }).waitFor();
    await page.getByRole('list', { name: 'Key specifications' }).waitFor();
    expect(await page.getByRole('list', { name: 'Retailers' }).getByRole('link').count()).toBe(4);
    await page.getByRole('region', { name: 'Highlights' }).waitFor();
    for (const group of [
      'Availability',
      'Network',
      'Processor',
      'Display',
      'Memory & Storage',
      'Rear Camera',
      'Front Camera',
      'Sound',
      'Connectivity',
      'Battery',
    ]) {
      await page.getByRole('region', { name: group, exact: true }).waitFor();
    }
    // Missing values read N/A; the rear cameras are one block each.
    expect(await page.getByRole('region', { name: 'Display', exact: true }).getByText('N/A').count()).toBeGreaterThan(
      0,
    );
    expect(
      await page.getByRole('region', { name: 'Rear Camera', exact: true }).getByTestId('spec-item').count(),
    ).toBeGreaterThan(1);

    await pageCodeRan;
    await page.getByRole('button', { name: 'Enlarge image' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/^Image 1 of \d+$/).waitFor();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    expect(pageErrors).toEqual([]);
  });

  it("says in the server's HTML where the phone's numbers stand, as the API ranks them, and fits a 390 px screen", async () => {
    const standing = await standingOf('google', 'pixel-9-pro');
    expect(standing.map((entry) => entry.key)).toContain('BATTERY');
    // Served twice: the second render reads the API's cached (and then compiled) answer, which must hold it too.
    for (let time = 0; time < 2; time++) {
      const served = await (await fetch(`${testSite().shellUrl}/mobile/google/pixel-9-pro`)).text();
      expect(served).toContain('Where it stands');
      for (const { percentile } of standing) expect(served).toContain(`data-percentile="${percentile}"`);
      const battery = standing.find((entry) => entry.key === 'BATTERY')!;
      expect(served).toMatch(new RegExp(`<svg[^>]*aria-hidden="true"[^>]*data-percentile="${battery.percentile}"`));
      expect(served).toContain(
        battery.percentile > 0 ? `more than ${battery.percentile}% of phones` : 'no more than any of the',
      );
    }

    const { page, pageErrors } = await openPage(browsing.context);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${testSite().shellUrl}/mobile/google/pixel-9-pro`);
    const region = page.getByRole('region', { name: 'Where it stands' });
    expect(await region.getByRole('listitem').count()).toBe(standing.length);
    await region.getByText(/^Battery [\d,]+ mAh$/).waitFor();
    expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('says when a phone does not exist', async () => {
    const { page } = await openPage(browsing.context);
    await page.goto(`${testSite().shellUrl}/mobile/google/pixel_404`);
    await page.getByText('Mobile Not Found').waitFor();
    await page.getByText('The requested mobile specification could not be found.').waitFor();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('pixel 404').waitFor();
  });
});

/** A phone's standing as the API answers it. */
async function standingOf(company: string, path: string): Promise<{ key: string; percentile: number }[]> {
  const response = await fetch(`${testSite().apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
    body: JSON.stringify({
      query: `query($company: String!, $path: String!) { mobileFeature(company: $company, path: $path) { standing { key percentile } } }`,
      variables: { company, path },
    }),
  });
  const body = (await response.json()) as {
    data: { mobileFeature: { standing: { key: string; percentile: number }[] } };
  };
  return body.data.mobileFeature.standing;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
