import { openPage, setupBrowserContext } from '../support/browser';
import { testSite } from '../support/test-site';

const browsing = setupBrowserContext();

/** The chunk id a file such as `/16.4262bd46ea.js` carries. */
const chunkIdOf = (href: string) => Number(new URL(href).pathname.slice(1).split('.')[0]);

describe("the shell's page hints the scripts every start needs", () => {
  it('preloads its own startup chunks, each fetched once and run, and nothing from a remote', async () => {
    const { shellUrl } = testSite();
    const { page, pageErrors } = await openPage(browsing.context);
    const requested = new Map<string, number>();
    page.on('request', (request) => requested.set(request.url(), (requested.get(request.url()) ?? 0) + 1));
    await page.goto(`${shellUrl}/about`);

    const preloads = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloads.length).toBeGreaterThan(5);
    // Only the shell's files: a remote that is down must not leave a failed preload behind.
    expect(preloads.filter((href) => !href.startsWith(`${shellUrl}/`))).toEqual([]);
    // Fetched once: the chunk loader reused the preload instead of asking again.
    expect(preloads.filter((href) => requested.get(href) !== 1)).toEqual([]);
    // And every one was needed: webpack ran it.
    const ranChunkIds = await page.evaluate(() =>
      ((window as unknown as { webpackChunkgadgets_shell?: [number[]][] }).webpackChunkgadgets_shell ?? []).flatMap(([ids]) => ids),
    );
    expect(preloads.filter((href) => !ranChunkIds.includes(chunkIdOf(href)))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
