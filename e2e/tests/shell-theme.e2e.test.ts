import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from '../support/browser';
import { testSite } from '../support/test-site';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const bodyBackground = (page: import('playwright-core').Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('night mode', () => {
  it('survives a reload', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
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
    const context = await browser.newContext({ colorScheme: 'dark' });
    const { page } = await openPage(context);
    await page.goto(testSite().shellUrl);
    await page.getByRole('button', { name: 'Open toolbar' }).click();
    expect(await page.getByRole('switch', { name: 'Night Mode' }).getAttribute('aria-checked')).toBe('true');
    await context.close();
  });
});
