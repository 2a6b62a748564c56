import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { openPage, setupBrowserContext } from '../support/browser';
import { testSite } from '../support/test-site';

const PHONE = { width: 390, height: 844 };

const phoneBrowsing = setupBrowserContext({ viewport: PHONE });

/** '24 phones' or '1 phone' as the finder writes a count. */
const phonesText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'phone' : 'phones'}`;

async function openFinder(page: Page) {
  await page.goto(`${testSite().shellUrl}/mobile/finder`);
  await page.getByRole('list', { name: 'Matching phones' }).getByRole('link').first().waitFor();
}

describe('the phone finder on a phone', () => {
  it('shows results first and keeps the filters in a sheet that counts the phones they leave', async () => {
    const { page, pageErrors } = await openPage(phoneBrowsing.context);
    await openFinder(page);

    // Results come first: the first card starts within the first screen, the filters wait behind a button.
    const firstCard = await page.getByRole('list', { name: 'Matching phones' }).getByRole('link').first().boundingBox();
    expect(firstCard!.y).toBeLessThan(PHONE.height);
    expect(await page.getByRole('form', { name: 'Phone filters' }).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('form', { name: 'Phone filters' }).waitFor();
    // A long brand list shows a few brands and how many more there are.
    const brands = sheet.getByRole('group', { name: 'Brand' });
    await brands.getByRole('button', { name: /^\+ \d+ more$/ }).waitFor();
    expect(await brands.getByRole('checkbox').count()).toBe(6);

    // Choosing a brand: its option count is what the Show button then offers, and what the results then say.
    const brand = brands.getByRole('checkbox', { disabled: false }).first();
    const [, name, count] = /^(.+) \((\d+)\)$/.exec(((await brand.locator('xpath=..').textContent()) ?? '').trim())!;
    await brand.check();
    await page.waitForURL(/\/mobile\/finder\?brand=[a-z0-9-]+$/);
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
    const show = sheet.getByRole('button', { name: `Show ${phonesText(Number(count))}` });
    await show.waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await show.click();
    await sheet.waitFor({ state: 'hidden' });
    await page
      .getByRole('status')
      .getByText(phonesText(Number(count)), { exact: true })
      .waitFor();
    const firstResult = page
      .getByRole('list', { name: 'Matching phones' })
      .getByRole('button', { name: /^Add to compare: / });
    expect(await firstResult.first().getAttribute('aria-label')).toContain(`Add to compare: ${name} `);
    expect(pageErrors).toEqual([]);
  });

  it('closes the sheet on Escape and gives the focus back to the Filters button', async () => {
    const { page } = await openPage(phoneBrowsing.context);
    await openFinder(page);
    const opener = page.getByRole('button', { name: 'Filters', exact: true });
    await opener.click();
    await page.getByRole('dialog', { name: 'Filters' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Filters' }).waitFor({ state: 'hidden' });
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);
  });
});

describe('the phone finder on a desktop', () => {
  it('shows the filters beside the results, with no Filters button', async () => {
    const context = await phoneBrowsing.browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const { page } = await openPage(context);
      await openFinder(page);
      const filters = await page.getByRole('form', { name: 'Phone filters' }).boundingBox();
      const results = await page.getByRole('list', { name: 'Matching phones' }).boundingBox();
      expect(filters!.x + filters!.width).toBeLessThanOrEqual(results!.x);
      expect(filters!.y).toBeLessThan(results!.y + results!.height);
      expect(await page.getByRole('button', { name: 'Filters', exact: true }).isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});
