import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe';
import { followRequests, openPage, setupBrowserContext } from '../support/browser';
import { testSite } from '../support/test-site';

/**
 * The site's main routes, across the shell and the remotes, checked the way a visitor meets them: axe-core
 * (no serious or critical violation) in light and in dark mode at desktop width, and at a 390 px phone
 * width the page must not scroll sideways. (The bike section is checked by its own spec.)
 */
/** base64 of the JSON list, as the compare pages' share links carry it. */
const compareLink = (items: { company: string; path: string }[]) =>
  encodeURIComponent(Buffer.from(JSON.stringify(items)).toString('base64'));

const SHARED_COMPARISON = `/mobile/compare_mobile_models?compare=${compareLink([
  { company: 'google', path: 'pixel-9-pro' },
  { company: 'oneplus', path: '13' },
])}`;

const ROUTES = [
  { name: '/', path: '/' },
  { name: '/search?q=pixel', path: '/search?q=pixel' },
  { name: '/mobile', path: '/mobile' },
  { name: '/mobile/google', path: '/mobile/google' },
  { name: '/mobile/google/pixel-9-pro', path: '/mobile/google/pixel-9-pro' },
  { name: '/mobile/compare_mobile_models (empty)', path: '/mobile/compare_mobile_models' },
  { name: '/mobile/compare_mobile_models (a shared comparison of two phones)', path: SHARED_COMPARISON },
  { name: '/laptop', path: '/laptop' },
  { name: '/laptop/dell', path: '/laptop/dell' },
  { name: '/laptop/dell/xps-13-9350', path: '/laptop/dell/xps-13-9350' },
  { name: '/bike', path: '/bike' },
  { name: '/bike/honda', path: '/bike/honda' },
  { name: '/bike/royalenfield/himalayan-450', path: '/bike/royalenfield/himalayan-450' },
  { name: '/bike/catalog', path: '/bike/catalog' },
  { name: '/desktop/custom-pc-build', path: '/desktop/custom-pc-build' },
  { name: '/about', path: '/about' },
  { name: 'a path that is no page', path: '/no-such-page/at-all' },
];

const PHONE_WIDTH = 390;

type Theme = 'light' | 'dark';

function newSiteContext(browser: Browser, theme: Theme, width: number): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width, height: 844 }, colorScheme: theme }).then(async (context) => {
    await context.addInitScript((stored) => window.localStorage.setItem('theme', stored), theme);
    return context;
  });
}

/** The routes are only read: one context (and its warm cache) per theme and width serves them all. */
const sharedContexts = new Map<string, Promise<BrowserContext>>();
afterAll(async () => {
  await Promise.all(Array.from(sharedContexts.values(), async (context) => (await context).close()));
});

async function openRoute(browser: Browser, path: string, theme: Theme, width: number, { fresh = false } = {}) {
  const key = `${theme}:${width}`;
  if (!fresh && !sharedContexts.has(key)) sharedContexts.set(key, newSiteContext(browser, theme, width));
  const context = fresh ? await newSiteContext(browser, theme, width) : await sharedContexts.get(key)!;
  const { page } = await openPage(context);
  const requests = followRequests(page);
  await page.goto(`${testSite().shellUrl}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // The page's code has run (goto waits for it); late requests (a section's data, a lazy chunk) land before
  // anything is measured. Model pages keep a live comment stream open, which does not count.
  await requests.quiet(1_500);
  // Lazy images and late sections settle before anything is measured.
  await page
    .waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0, undefined, { timeout: 10_000 })
    .catch(() => undefined);
  return { page, close: () => (fresh ? context.close() : page.close()) };
}

/** What sticks out past the right edge (outside any element that scrolls sideways on its own), for the failure message. */
function overflowingElements(page: Page, width: number): Promise<string[]> {
  return page.evaluate((limit) => {
    const scrollsSideways = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden' || overflow === 'clip') return true;
      }
      return false;
    };
    return Array.from(document.body.querySelectorAll('*'))
      .filter((element) => element.getBoundingClientRect().right > limit + 1 && !scrollsSideways(element))
      .slice(0, 8)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}" right=${Math.round(element.getBoundingClientRect().right)}`,
      );
  }, width);
}

const browsing = setupBrowserContext();

describe.each(['light', 'dark'] as const)('the site in %s mode', (theme) => {
  it.each(ROUTES)('$name has no serious accessibility violations', async ({ path }) => {
    const { page, close } = await openRoute(browsing.browser, path, theme, 1280);
    try {
      expect(
        await page.evaluate(
          () => document.documentElement.dataset.theme ?? getComputedStyle(document.documentElement).colorScheme,
        ),
      ).toContain(theme);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe(`the site ${PHONE_WIDTH} px wide`, () => {
  it.each(ROUTES)('$name does not scroll sideways and has no serious accessibility violations', async ({ path }) => {
    const { page, close } = await openRoute(browsing.browser, path, 'light', PHONE_WIDTH);
    try {
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect({
        scrollWidth,
        overflowing: scrollWidth > PHONE_WIDTH ? await overflowingElements(page, PHONE_WIDTH) : [],
      }).toEqual({
        scrollWidth: expect.any(Number),
        overflowing: [],
      });
      expect(scrollWidth).toBeLessThanOrEqual(PHONE_WIDTH);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe(`the comparison ${PHONE_WIDTH} px wide`, () => {
  it('swipes sideways inside its own frame, keeps the model names on top and can hide equal rows', async () => {
    // Its own context: the toggle it presses must not follow the other routes.
    const { page, close } = await openRoute(browsing.browser, SHARED_COMPARISON, 'light', PHONE_WIDTH, { fresh: true });
    try {
      const table = page.getByRole('table', { name: 'Comparison' });
      await table.getByRole('columnheader', { name: /OnePlus 13/ }).waitFor();
      const frame = page.getByRole('region', { name: 'Comparison, scrolls sideways' });
      const sizes = await frame.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      expect(sizes.scrollWidth).toBeGreaterThan(sizes.clientWidth);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);

      // Scrolled down inside the frame, the model names are still at its top edge.
      await frame.evaluate((element) => element.scrollBy(0, 600));
      const [frameTop, headerTop] = await Promise.all([
        frame.evaluate((element) => element.getBoundingClientRect().top),
        table
          .getByRole('columnheader', { name: /OnePlus 13/ })
          .evaluate((element) => element.getBoundingClientRect().top),
      ]);
      expect(Math.abs(headerTop - frameTop)).toBeLessThanOrEqual(2);

      const rowsBefore = await table.getByRole('rowheader').count();
      await page.getByRole('checkbox', { name: 'Show differences only' }).focus();
      await page.keyboard.press('Space');
      await page
        .getByRole('status')
        .filter({ hasText: /only those where the models differ/ })
        .waitFor();
      expect(await table.getByRole('rowheader').count()).toBeLessThan(rowsBefore);
    } finally {
      await close();
    }
  });
});

interface FocusRecord {
  id: string;
  /** An outline or a ring drawn with box-shadow shows the element has focus. */
  visible: boolean;
  /** Tab came round to an element it had already reached. */
  revisit: boolean;
}

/** Records every element that takes focus, as it takes it, so a Tab walk needs no round trip per step. */
function recordFocus(page: Page) {
  return page.evaluate(() => {
    const records: FocusRecord[] = [];
    (window as unknown as { focusRecords: FocusRecord[] }).focusRecords = records;
    document.addEventListener('focusin', (event) => {
      const element = event.target;
      if (!(element instanceof HTMLElement)) return;
      const revisit = element.dataset.tabVisited === 'true';
      element.dataset.tabVisited = 'true';
      // Focus rings are not animated, so the style at this moment is the one a visitor sees.
      const style = getComputedStyle(element);
      const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      records.push({
        id: `${element.tagName.toLowerCase()} "${label}"`,
        visible: outlined || style.boxShadow !== 'none',
        revisit,
      });
    });
  });
}

const focusRecords = (page: Page) =>
  page.evaluate(() => (window as unknown as { focusRecords: FocusRecord[] }).focusRecords);

/** Presses Tab until focus comes round again or leaves the page (at most 150 steps), ten presses per look. */
async function walkWithTab(page: Page): Promise<FocusRecord[]> {
  await recordFocus(page);
  let seen = 0;
  for (let step = 0; step < 150; step += 10) {
    for (let press = 0; press < 10; press += 1) await page.keyboard.press('Tab');
    const records = await focusRecords(page);
    const firstRevisit = records.findIndex((record) => record.revisit);
    if (firstRevisit >= 0) return records.slice(0, firstRevisit);
    if (records.length === seen) break;
    seen = records.length;
  }
  return focusRecords(page);
}

describe('keyboard', () => {
  it.each([
    { name: '/', path: '/' },
    { name: '/mobile/google/pixel-9-pro', path: '/mobile/google/pixel-9-pro' },
    { name: 'a shared comparison', path: SHARED_COMPARISON },
    { name: '/laptop', path: '/laptop' },
    { name: '/bike/royalenfield/himalayan-450', path: '/bike/royalenfield/himalayan-450' },
    { name: '/bike/catalog', path: '/bike/catalog' },
    { name: '/desktop/custom-pc-build', path: '/desktop/custom-pc-build' },
    { name: '/search?q=pixel', path: '/search?q=pixel' },
  ])('Tab reaches the controls of $name and each shows a focus ring', async ({ path }) => {
    const { page, close } = await openRoute(browsing.browser, path, 'dark', 1280);
    try {
      const reached = await walkWithTab(page);
      expect(reached.length).toBeGreaterThan(5);
      expect(reached.filter((record) => !record.visible).map((record) => record.id)).toEqual([]);
    } finally {
      await close();
    }
  });
});
