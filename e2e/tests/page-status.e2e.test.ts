import { openPage, setupBrowserContext } from '../support/browser';
import { testSite } from '../support/test-site';

const browsing = setupBrowserContext();
const statusOf = async (path: string) => (await fetch(`${testSite().shellUrl}${path}`)).status;

describe('page status codes', () => {
  it('answer 200 for the pages of the site and for brands and models that exist', async () => {
    for (const path of [
      '/',
      '/search?q=pixel',
      '/about',
      '/mobile',
      '/mobile/google',
      '/mobile/google/pixel-9-pro',
      '/mobile/compare_mobile_models',
      '/laptop',
      '/laptop/apple',
      '/laptop/apple/macbook-air-13-m4-2025',
      '/bike',
      '/desktop/custom-pc-build',
    ]) {
      expect({ path, status: await statusOf(path) }).toEqual({ path, status: 200 });
    }
  });

  it('answer 404 for a path that is no page and for a brand or model that does not exist', async () => {
    for (const path of [
      '/no-such-page',
      '/mobile/google/pixel-99',
      '/mobile/no-such-brand',
      // A brand without a listed laptop is no brand page either.
      '/laptop/maingear',
      '/laptop/apple/no-such-laptop',
      '/mobile/google/pixel-9-pro/extra',
      '/bike/nobrand/nomodel',
    ]) {
      expect({ path, status: await statusOf(path) }).toEqual({ path, status: 404 });
    }
  });

  it('still draw the not-found page for the visitor, inside a section and for a brand with no models too', async () => {
    const { page } = await openPage(browsing.context);
    for (const path of ['/no-such-page', '/mobile/google/pixel-9-pro/extra', '/laptop/maingear']) {
      const response = await page.goto(`${testSite().shellUrl}${path}`);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
      expect(await page.title()).toBe('Page not found · Gadgets');
    }
  });
});
