import { seriousViolations } from '../support/axe';
import { openPage, setupBrowserContext } from '../support/browser';
import { testSite } from '../support/test-site';

const PAGES = [
  { path: '/mobile', ready: 'Popular comparisons' },
  { path: '/mobile/google?page=2', ready: /^Showing 13-24 of/ },
  { path: '/mobile/google/pixel-9-pro', ready: 'Full specifications' },
  { path: '/mobile/compare_mobile_models', ready: 'Best' },
];

const browsing = setupBrowserContext();

describe.each(['light', 'dark'] as const)('phone pages in %s mode', (colorScheme) => {
  it.each(PAGES)('$path has no serious accessibility violations', async ({ path, ready }) => {
    const context = await browsing.browser.newContext({ colorScheme });
    try {
      await context.addInitScript(() => {
        // Two phones to compare, so the comparison table is checked too.
        window.localStorage.setItem(
          'compare_mobile_models',
          JSON.stringify([
            { company: 'google', path: 'pixel-9-pro' },
            { company: 'samsung', path: 'galaxy-s25-ultra' },
          ]),
        );
      });
      const { page } = await openPage(context);
      await page.goto(`${testSite().shellUrl}${path}`);
      await page.getByText(ready).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
