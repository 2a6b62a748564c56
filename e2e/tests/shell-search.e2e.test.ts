import { openPage, setupBrowserContext } from '../support/browser';
import { testSite } from '../support/test-site';

const browsing = setupBrowserContext();

describe('search overlay', () => {
  it('is opened, typed into and navigated by keyboard alone, and opens a phone page', async () => {
    const { page, pageErrors } = await openPage(browsing.context);
    await page.goto(testSite().shellUrl);

    await page.getByRole('searchbox', { name: 'Search phones' }).focus();
    await page.keyboard.press('Enter');
    const field = page.getByRole('combobox', { name: 'Search phones' });
    await field.waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await page.keyboard.type('Pixel 9a');
    const options = page.getByRole('option');
    await options.first().waitFor();
    expect(await options.first().textContent()).toContain('Pixel 9a');

    await page.keyboard.press('ArrowDown');
    expect(await options.first().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowUp');
    expect(await options.last().getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowDown');
    expect(await options.first().getAttribute('aria-selected')).toBe('true');

    await Promise.all([page.waitForURL('**/mobile/google/pixel-9a'), page.keyboard.press('Enter')]);
    await page.getByRole('link', { name: 'Gadget Specs home' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Search phones' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('closes on Esc and returns focus to the search box; "View all results" lists every catalogue', async () => {
    const { page } = await openPage(browsing.context);
    await page.goto(testSite().shellUrl);
    const box = page.getByRole('searchbox', { name: 'Search phones' });
    await box.click();
    await page.getByRole('combobox', { name: 'Search phones' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Search phones' }).waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.matches('input[readonly][aria-label="Search phones"]'));

    await box.click();
    await page.getByRole('combobox', { name: 'Search phones' }).fill('galaxy');
    await page.getByRole('option').first().waitFor();
    await page.getByRole('link', { name: 'View all results' }).click();
    await page.waitForURL('**/search?q=galaxy');
    await page.getByRole('heading', { level: 1, name: 'Results for "galaxy"' }).waitFor();
    await page.getByRole('region', { name: 'Phones' }).getByRole('link').first().waitFor();
  });
});
