import { seriousViolations } from '../support/axe';
import { followRequests, openPage, setupBrowserContext } from '../support/browser';
import { testSite } from '../support/test-site';

/** The shell's own pages; '/', '/about', '/search' and the not-found page are checked with the site's routes (site-a11y). */
const PAGES = [
  { path: '/team', ready: 'Team' },
  { path: '/careers', ready: 'Careers' },
  { path: '/press', ready: 'Press' },
  { path: '/contact', ready: 'Contact' },
  { path: '/help', ready: 'Help Center' },
  { path: '/privacy', ready: 'Privacy Policy' },
  { path: '/terms', ready: 'Terms of Service' },
  { path: '/cookies', ready: 'Cookie Policy' },
  { path: '/faq', ready: 'FAQ' },
  { path: '/devices?category=tablets', ready: 'Tablets' },
  { path: '/auth/activate', ready: 'This activation link is incomplete' },
  { path: '/auth/reset-password?token=unused', ready: 'Choose a new password' },
];

describe.each(['light', 'dark'] as const)('accessibility of the shell in %s mode', (colorScheme) => {
  // The pages are only read, so they share one context and its warm cache.
  const browsing = setupBrowserContext({ colorScheme }, { sharedAcrossTests: true });

  it.each(PAGES)('$path has no serious axe violations', async ({ path, ready }) => {
    const { page } = await openPage(browsing.context);
    const requests = followRequests(page);
    await page.goto(`${testSite().shellUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: ready }).waitFor();
    await requests.quiet();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('has none with the search overlay, account, notifications and toolbar open', async () => {
    const { page } = await openPage(browsing.context);
    await page.goto(testSite().shellUrl);
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.getByRole('searchbox', { name: 'Search phones' }).click();
    await page.getByRole('combobox', { name: 'Search phones' }).fill('pixel');
    await page.getByRole('option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('banner').getByRole('button', { name: 'Sign In', exact: true }).click();
    const account = page.getByRole('dialog');
    await account.getByRole('button', { name: 'Sign In', exact: true }).click();
    await account.getByText('Email is required').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await account.getByRole('button', { name: 'Create account' }).click();
    await account.getByLabel('Password', { exact: true }).fill('abc');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Open toolbar' }).click();
    await page.getByRole('dialog', { name: 'Toolbar' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
