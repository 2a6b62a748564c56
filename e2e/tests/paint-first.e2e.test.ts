import { openPage, setupBrowserContext } from '../support/browser';
import { testSite } from '../support/test-site';

const browsing = setupBrowserContext();

describe('a server-rendered page is painted before the rest of its JavaScript loads', () => {
  it('asks for no script beyond main until the first contentful paint, then hydrates', async () => {
    const { shellUrl } = testSite();
    const { page, pageErrors } = await openPage(browsing.context);
    // Waits for data-page-interactive: the page did hydrate in the end.
    await page.goto(`${shellUrl}/mobile/google/pixel-9-pro`);

    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
      preloads: document.querySelectorAll('link[rel="preload"][as="script"], link[rel="modulepreload"]').length,
    }));
    expect(timing.firstContentfulPaint).toBeGreaterThan(0);
    expect(timing.preloads).toBe(0);
    // The startup chunk (the bootstrap and the shared singletons) and the remote's code: all of it waited for the paint.
    const lateScripts = timing.scripts.filter((script) => !new URL(script.name).pathname.startsWith('/main.'));
    const pathnames = lateScripts.map((script) => new URL(script.name).pathname);
    expect(pathnames).toEqual(expect.arrayContaining([expect.stringMatching(/^\/startup\./), '/remoteEntry.js']));
    expect(lateScripts.filter((script) => script.startTime < timing.firstContentfulPaint!)).toEqual([]);
    await page.getByRole('heading', { level: 1, name: /Pixel 9 Pro/ }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
