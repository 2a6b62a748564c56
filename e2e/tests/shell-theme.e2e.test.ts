import type { Page } from 'playwright-core';
import { openPage, setupBrowserContext } from '../support/browser';
import { testSite } from '../support/test-site';

const browsing = setupBrowserContext();

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('night mode', () => {
  it('survives a reload', async () => {
    const context = await browsing.browser.newContext({ colorScheme: 'light' });
    const { page, pageErrors } = await openPage(context);
    await page.goto(testSite().shellUrl);
    const lightBackground = await bodyBackground(page);

    await page.getByRole('button', { name: 'Open toolbar' }).click();
    const toggle = page.getByRole('switch', { name: 'Night Mode' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await page.getByText('Light theme active').waitFor();
    await toggle.click();
    await page.getByText('Dark theme active').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    const darkBackground = await bodyBackground(page);
    expect(darkBackground).not.toBe(lightBackground);

    await page.reload();
    await page.getByRole('link', { name: 'Gadget Specs home' }).waitFor();
    expect(await bodyBackground(page)).toBe(darkBackground);
    await page.getByRole('button', { name: 'Open toolbar' }).click();
    expect(await page.getByRole('switch', { name: 'Night Mode' }).getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Toolbar' }).waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('starts from the system preference when nothing is stored', async () => {
    const context = await browsing.browser.newContext({ colorScheme: 'dark' });
    const { page } = await openPage(context);
    await page.goto(testSite().shellUrl);
    await page.getByRole('button', { name: 'Open toolbar' }).click();
    expect(await page.getByRole('switch', { name: 'Night Mode' }).getAttribute('aria-checked')).toBe('true');
    await context.close();
  });
});
