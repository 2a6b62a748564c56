import type { Page } from 'playwright-core';
import { openPage, setupBrowserContext } from '../support/browser';
import { testSite } from '../support/test-site';

/**
 * Wanders the site as a visitor clicking every link would: from `/`, every internal link, breadth first, bounded
 * and deduplicated. Each page must end in content within 10 s (no blank main area, no endless loading), set its own
 * title, log no console error, answer below 500, load every request to our own origins and lead somewhere: a link
 * never ends at an empty catalogue ("No laptops found") or a total of $0.00.
 */
const MAX_PAGES = 70;
/** At most this many pages of one shape (`/mobile/*`/`*`), so a brand with 60 models cannot eat the budget. */
const MAX_PER_SHAPE = 4;
const SETTLE_MS = 10_000;

const browsing = setupBrowserContext();
jest.setTimeout(6 * 60_000);

/** '/mobile/google/pixel-9' -> '/mobile/*\/*': pages of one shape are the same screen with other data. */
function shapeOf(path: string): string {
  const [section, ...rest] = path.split('/').filter(Boolean);
  return section ? `/${section}${rest.map(() => '/*').join('')}` : '/';
}

async function settle(page: Page): Promise<string | null> {
  try {
    await page.waitForFunction(
      () => {
        const content = document.querySelector('#content');
        if (!content || (content.textContent ?? '').trim().length === 0) return false;
        const busy = content.querySelector('[aria-busy="true"], [role="status"][aria-label^="Loading"]');
        return busy === null;
      },
      undefined,
      { timeout: SETTLE_MS },
    );
    return null;
  } catch {
    const text = await page
      .locator('#content')
      .textContent()
      .catch(() => '');
    return text?.trim() ? 'still loading after 10 s' : 'blank main area after 10 s';
  }
}

/**
 * What makes a page a dead end: a heading saying the catalogue it shows is empty (the visitor's own empty compare list
 * is not a catalogue), or a price total of nothing.
 */
async function deadEnd(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const content = document.querySelector('#content');
    if (!content) return null;
    const headings = Array.from(content.querySelectorAll('h1, h2, h3'), (heading) =>
      (heading.textContent ?? '').trim(),
    );
    const empty = headings.find(
      (text) => /^No\b.*\b(found|available|match(es)?)\b/i.test(text) && !/to compare/i.test(text),
    );
    if (empty) return `shows an empty catalogue ("${empty}")`;
    return /\$0\.00(?!\d)/.test(content.textContent ?? '') ? 'shows a total of $0.00' : null;
  });
}

async function internalLinks(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page.$$eval('a[href]', (anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter(
      (url) => url.origin === origin && !url.pathname.startsWith('/graphql') && !url.pathname.startsWith('/media'),
    )
    .map((url) => `${url.pathname}${url.search}`);
}

describe('a visitor following every link', () => {
  it('never meets a blank screen, an endless spinner, an error or a page without a title', async () => {
    const origin = new URL(testSite().shellUrl).origin;
    const ourOrigins = new Set([
      origin,
      ...Object.values(testSite().remoteUrls).map((url) => new URL(url).origin),
      new URL(testSite().apiUrl).origin,
    ]);
    const queue = ['/'];
    const seen = new Set(queue);
    const perShape = new Map<string, number>();
    const problems: string[] = [];
    let visited = 0;

    const { page } = await openPage(browsing.context);
    let current = '/';
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${current}: console error: ${message.text().slice(0, 200)}`);
    });
    page.on('pageerror', (error) => problems.push(`${current}: uncaught ${error.message.slice(0, 200)}`));
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? '';
      // Leaving a page cancels what it still had in flight (a live comments stream, a lazy image): not a failure.
      if (reason === 'net::ERR_ABORTED') return;
      if (ourOrigins.has(new URL(request.url()).origin))
        problems.push(`${current}: request failed: ${request.url()} (${reason})`);
    });
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (ourOrigins.has(url.origin) && response.status() >= 400)
        problems.push(`${current}: ${response.status()} for ${url.pathname}`);
    });

    while (queue.length > 0 && visited < MAX_PAGES) {
      current = queue.shift()!;
      visited += 1;
      const response = await page.goto(`${origin}${current}`);
      if (!response || response.status() >= 500) problems.push(`${current}: answered ${response?.status()}`);
      const unsettled = await settle(page);
      if (unsettled) problems.push(`${current}: ${unsettled}`);
      const dead = unsettled ? null : await deadEnd(page);
      if (dead) problems.push(`${current}: ${dead}`);
      const title = await page.title();
      if (!/ · Gadgets$/.test(title)) problems.push(`${current}: no page title of its own ("${title}")`);

      for (const link of await internalLinks(page, origin)) {
        if (seen.has(link)) continue;
        seen.add(link);
        const shape = shapeOf(new URL(link, origin).pathname);
        const count = perShape.get(shape) ?? 0;
        if (count >= MAX_PER_SHAPE) continue;
        perShape.set(shape, count + 1);
        queue.push(link);
      }
    }

    console.log(`crawler: visited ${visited} pages (${seen.size} distinct links seen)`);
    expect(problems).toEqual([]);
    expect(visited).toBeGreaterThan(20);
  });

  // The walk above reads a few pages of each shape; every brand a section's brand strip offers must lead somewhere.
  it('finds models behind every brand of every brand strip', async () => {
    const origin = new URL(testSite().shellUrl).origin;
    const { page } = await openPage(browsing.context);
    const problems: string[] = [];
    let brands = 0;
    for (const section of ['/mobile', '/laptop', '/bike']) {
      await page.goto(`${origin}${section}`);
      await settle(page);
      const brandPages = (await internalLinks(page, origin)).filter(
        (link) => link.startsWith(`${section}/`) && link.split('/').length === 3 && !link.includes('compare'),
      );
      for (const link of new Set(brandPages)) {
        brands += 1;
        const response = await page.goto(`${origin}${link}`);
        if (!response || response.status() >= 400) problems.push(`${link}: answered ${response?.status()}`);
        const dead = (await settle(page)) ?? (await deadEnd(page));
        if (dead) problems.push(`${link}: ${dead}`);
      }
    }
    expect(problems).toEqual([]);
    expect(brands).toBeGreaterThan(15);
  });
});
