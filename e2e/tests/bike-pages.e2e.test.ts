import { seriousViolations } from '../support/axe';
import { openPage, setupBrowserContext } from '../support/browser';
import { manifestUrlOf, testSite } from '../support/test-site';

const browsing = setupBrowserContext();

describe('bike pages in the shell', () => {
  it('finds a bike by performance, by search and by brand, reads its sheet and works out the monthly payment', async () => {
    const { page, pageErrors } = await openPage(browsing.context);
    const site = testSite().shellUrl;

    // Home: the hero, the brands and the two ranked rows.
    await page.goto(`${site}/bike`);
    await page.getByText('EXCLUSIVE COLLECTION').waitFor();
    await page
      .getByRole('navigation', { name: 'Brands' })
      .getByRole('link', { name: 'Royal Enfield', exact: true })
      .waitFor();
    const top = page.getByRole('region', { name: 'Top performers' });
    await top.getByRole('link').first().waitFor();
    expect(await top.getByRole('link').count()).toBe(10);
    // The power-to-weight chart: eight bikes, each linking to its page, the best as the longest bar.
    const powerToWeight = page.getByRole('region', { name: 'Power to weight' });
    expect(await powerToWeight.getByRole('link').count()).toBe(8);
    const rows = await powerToWeight.getByRole('listitem').evaluateAll((items) =>
      items.map((item) => ({
        // The row's numbers, apart from the name (which may end in a digit).
        text: item.firstElementChild?.lastElementChild?.textContent ?? '',
        href: item.querySelector('a')?.getAttribute('href') ?? '',
        width: Number(item.querySelector('rect')?.getAttribute('width')),
      })),
    );
    const ratios = rows.map((row) => {
      const [, perTonne, hp, kg] = row.text.match(/^(\d+) hp per tonne \(([\d.]+) hp, ([\d.]+) kg\)$/)!.map(Number);
      expect(perTonne).toBe(Math.round((hp! / kg!) * 1000));
      expect(row.href).toMatch(/^\/bike\/[\w-]+\/[\w-]+$/);
      return perTonne!;
    });
    expect([...ratios].sort((a, b) => b - a)).toEqual(ratios);
    rows.forEach((row, index) =>
      expect(Math.abs(row.width - (ratios[index]! / ratios[0]!) * 600)).toBeLessThanOrEqual(1),
    );
    await page.getByRole('region', { name: 'Most fuel efficient' }).getByRole('link').first().waitFor();

    // Catalogue: 'View Catalog', a search in the address, then a comparison.
    await page.getByRole('link', { name: 'View Catalog' }).click();
    await page.waitForURL(/\/bike\/catalog$/);
    await page.getByText(/^\d+ Bike\(s\) Found$/).waitFor();
    await page.getByRole('searchbox', { name: 'Search bikes' }).fill('duke');
    await page.getByRole('button', { name: 'Search Bikes' }).click();
    await page.waitForURL(/\/bike\/catalog\?searchTerm=duke$/);
    await page.getByRole('link', { name: /390 Duke/ }).waitFor();
    await page.getByRole('button', { name: 'Compare 390 Duke' }).click();
    await page.getByRole('button', { name: 'Compare 790 Duke' }).click();
    const comparison = page.getByRole('table', { name: 'Comparison' });
    await comparison.getByText('KTM 790 Duke').waitFor();
    await page.reload();
    await page.getByRole('table', { name: 'Comparison' }).getByText('KTM 390 Duke').waitFor();

    // Brand, then the model page with its sheet and the EMI calculator.
    await page.goto(`${site}/bike/royalenfield`);
    await page.getByRole('heading', { level: 1, name: 'Royal Enfield Bikes' }).waitFor();
    await page.getByRole('link', { name: /Himalayan 450/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Royal Enfield Himalayan 450 Specifications' }).waitFor();
    await page.getByRole('region', { name: 'Performance' }).getByText('39.5 HP @ 8,000 RPM').waitFor();
    const emi = page.getByRole('region', { name: 'EMI Calculator' });
    expect(await emi.getByLabel('Price (INR)').inputValue()).toBe('285000');
    await emi.getByLabel('Down payment (INR)').fill('50000');
    await emi.getByLabel('Interest rate (% a year)').fill('9.5');
    await emi.getByLabel('Tenure (months)').fill('36');
    await emi.getByText('₹7,528').waitFor();
    // Year by year, principal and interest add up to the loan and the total interest.
    const years = emi
      .getByRole('figure')
      .getByRole('listitem')
      .filter({ hasText: /^Year \d/ });
    expect(await years.count()).toBe(3);
    const paid = (await years.allTextContents()).map((text) =>
      text.match(/₹[\d,]+/g)!.map((amount) => Number(amount.replace(/[₹,]/g, ''))),
    );
    expect(paid.reduce((sum, [principal]) => sum + principal!, 0)).toBe(235000);
    expect(paid.reduce((sum, [, interest]) => sum + interest!, 0)).toBe(35999);
    await emi.getByLabel('Down payment (INR)').fill('300000');
    await emi.getByText('Down payment cannot be more than the price').waitFor();
    expect(await emi.getByText('Repayment by year').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});

describe('where a bike stands', () => {
  it("is in the server's HTML, each bar at the percentile the API gives", async () => {
    const response = await fetch(`${testSite().apiUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1' },
      body: JSON.stringify({
        query: `{ getBikeFeature(company: "royalenfield", path: "himalayan-450") { standing { key percentile } } }`,
      }),
    });
    const { data } = (await response.json()) as {
      data: { getBikeFeature: { standing: { key: string; percentile: number }[] } };
    };
    const standing = data.getBikeFeature.standing;
    expect(standing.map((entry) => entry.key)).toEqual(['POWER', 'TORQUE', 'WEIGHT']);
    const served = await (await fetch(`${testSite().shellUrl}/bike/royalenfield/himalayan-450`)).text();
    expect(served).toContain('Where it stands');
    const drawn = [...served.matchAll(/<svg[^>]*aria-hidden="true"[^>]*data-percentile="(\d+)"/g)].map((match) =>
      Number(match[1]),
    );
    expect(drawn).toEqual(standing.map((entry) => entry.percentile));
    const weight = standing.find((entry) => entry.key === 'WEIGHT')!;
    expect(served).toContain(weight.percentile > 0 ? `lighter than ${weight.percentile}% of bikes` : 'no lighter than');
  });
});

describe('the bike charts', () => {
  it('are in the server’s HTML of the bike home', async () => {
    const served = await (await fetch(`${testSite().shellUrl}/bike`)).text();
    expect(served).toContain('Power to weight');
    expect(served).toMatch(/<svg[^>]*viewBox="0 0 600 14"/);
    expect(served).toMatch(/\d+ hp per tonne \([\d.]+ hp, [\d.]+ kg\)/);
  });

  it.each(['light', 'dark'] as const)('pass axe in %s mode on the bike home and the EMI calculator', async (theme) => {
    const context = await browsing.browser.newContext({ colorScheme: theme });
    try {
      await context.addInitScript((stored) => window.localStorage.setItem('theme', stored), theme);
      const { page, pageErrors } = await openPage(context);
      await page.goto(`${testSite().shellUrl}/bike`);
      await page.getByRole('region', { name: 'Power to weight' }).getByRole('link').first().waitFor();
      await page.getByRole('region', { name: 'Most fuel efficient' }).getByRole('link').first().waitFor();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toContain(theme);
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`${testSite().shellUrl}/bike/royalenfield/himalayan-450`);
      await page.getByRole('region', { name: 'EMI Calculator' }).getByText('Repayment by year').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('units', () => {
  it('shows a returning visitor who chose imperial units the sheet in them, after a clean hydration', async () => {
    const context = await browsing.browser.newContext();
    try {
      await context.addInitScript(() => window.localStorage.setItem('units', 'imperial'));
      const { page, pageErrors } = await openPage(context);
      const served = await (await fetch(`${testSite().shellUrl}/bike/royalenfield/himalayan-450`)).text();
      // The server does not know the choice: it serves the sheet as published.
      expect(served).toContain('Kerb Weight (kg)');
      expect(served).toContain('2,245 mm');
      await page.goto(`${testSite().shellUrl}/bike/royalenfield/himalayan-450`);
      await page.getByRole('heading', { level: 1, name: 'Royal Enfield Himalayan 450 Specifications' }).waitFor();
      const sheet = page.getByRole('region', { name: 'Dimensions & Weight' });
      await sheet.getByRole('row', { name: 'Kerb Weight (lb) 432.1' }).waitFor();
      await sheet.getByRole('row', { name: 'Length 88.4 in' }).waitFor();
      expect(await page.getByRole('main').getByText(/ mm$/).count()).toBe(0);
      // A hydration mismatch is reported as a page error (start-app.tsx).
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the integrator page', () => {
  it('follows a brand click inside the embedded bike catalogue without leaving the partner page', async () => {
    const { integratorUrl, remoteUrls, apiUrl } = testSite();
    const { page, pageErrors } = await openPage(browsing.context);
    const query = new URLSearchParams({ manifest: manifestUrlOf(remoteUrls.bike), graphql: `${apiUrl}/graphql` });
    const address = `${integratorUrl}/?${query}`;
    await page.goto(address);
    await page.getByRole('button', { name: 'Show bike catalogue' }).click();
    const catalogue = page.locator('#bike-catalogue');
    await catalogue.getByRole('link', { name: 'Honda', exact: true }).click();
    await catalogue.getByRole('heading', { level: 1, name: 'Honda Bikes' }).waitFor();
    await catalogue.getByRole('link', { name: /CB650R/ }).click();
    await catalogue.getByRole('heading', { level: 1, name: 'Honda CB650R Specifications' }).waitFor();
    expect(page.url()).toBe(address);
    expect(pageErrors).toEqual([]);
  });
});
