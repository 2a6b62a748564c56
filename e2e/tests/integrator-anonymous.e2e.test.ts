import { openPage, setupBrowserContext } from '../support/browser';
import { manifestUrlOf, testSite } from '../support/test-site';

const browsing = setupBrowserContext();

describe('a remote mounted in an integrator page', () => {
  it('reaches the API anonymously: no bearer token and no cookies, even when the browser holds both', async () => {
    const { integratorUrl, remoteUrls } = testSite();
    // The API by the integrator page's host name: same site, so the browser would send its cookies if asked to.
    const apiUrl = testSite().apiUrl.replace('127.0.0.1', 'localhost');
    await browsing.context.addCookies([{ name: 'visitor_session', value: 'secret', url: apiUrl }]);
    const { page, pageErrors } = await openPage(browsing.context);
    const apiRequestHeaders: Promise<Record<string, string>>[] = [];
    page.on('request', (request) => {
      if (request.url() === `${apiUrl}/graphql` && request.method() === 'POST')
        apiRequestHeaders.push(request.allHeaders());
    });
    const query = new URLSearchParams({ manifest: manifestUrlOf(remoteUrls.bike), graphql: `${apiUrl}/graphql` });
    await page.goto(`${integratorUrl}/?${query}`);
    await page.evaluate(() => window.sessionStorage.setItem('app_access_token', 'visitor-token'));

    await page.getByRole('button', { name: 'Show bike catalogue' }).click();
    await page.locator('#bike-catalogue').getByRole('link', { name: 'Honda', exact: true }).waitFor();

    const apiRequests = await Promise.all(apiRequestHeaders);
    expect(apiRequests.length).toBeGreaterThan(0);
    for (const headers of apiRequests) {
      expect(headers).not.toHaveProperty('authorization');
      expect(headers).not.toHaveProperty('cookie');
    }
    expect(pageErrors).toEqual([]);
  });
});
