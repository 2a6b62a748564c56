import type { BrowserContext, Page, Route } from 'playwright-core';
import { openPage, setupBrowserContext } from '../support/browser';
import { testSite } from '../support/test-site';

const browsing = setupBrowserContext();

const PHONE_PAGE = '/mobile/google/pixel-9-pro';
/** The page's background in each mode (shared-ui's design tokens). */
const BACKGROUND = { light: 'rgb(248, 250, 252)', dark: 'rgb(11, 17, 32)' };

const CONTROLS = [
  {
    name: 'the toolbar button',
    click: (page: Page) => page.getByRole('button', { name: 'Open toolbar' }).click(),
    opened: (page: Page) => page.getByRole('dialog', { name: 'Toolbar' }),
  },
  {
    name: 'the account button',
    click: (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click(),
    opened: (page: Page) => page.getByRole('dialog', { name: 'Account' }),
  },
  {
    name: 'the search box',
    click: (page: Page) => page.getByRole('banner').getByRole('searchbox', { name: 'Search phones' }).click(),
    opened: (page: Page) => page.getByRole('dialog', { name: 'Search phones' }),
  },
] as const;

/** A phone as a slower one: Chromium's CPU throttled four times through the DevTools protocol. */
async function slowPhonePage(context: BrowserContext) {
  const opened = await openPage(context);
  const devTools = await context.newCDPSession(opened.page);
  await devTools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return opened;
}

/**
 * Holds the page's start-up code (the chunk main.js loads after the first paint) until `release` is called, so a
 * click is sure to land while the page is still only the server's HTML (with the CPU slowed the window is real too,
 * only not certain to be hit). main.js itself is deferred: holding it would hold domcontentloaded.
 */
async function holdPageScript(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/startup\.[^/]*\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

describe.each([
  { stored: 'no stored theme', theme: null, mode: 'light' as const },
  { stored: 'a stored dark theme', theme: 'dark', mode: 'dark' as const },
])('a click before the page is live, with $stored', ({ theme, mode }) => {
  beforeEach(async () => {
    if (theme) await browsing.context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  });

  it.each(CONTROLS)(
    'opens $name on a slow phone when it lands at domcontentloaded, before any script has run',
    async (control) => {
      const { page, pageErrors } = await slowPhonePage(browsing.context);
      const release = await holdPageScript(page);
      await page.goto(`${testSite().shellUrl}${PHONE_PAGE}`, { waitUntil: 'domcontentloaded' });
      const beforeScripts = await page.evaluate(() => ({
        pending: document.documentElement.hasAttribute('data-page-pending'),
        theme: document.documentElement.dataset.theme,
        background: getComputedStyle(document.body).backgroundColor,
      }));
      // The stored mode is painted by the server's HTML and the page's first inline script, before any file loads.
      expect(beforeScripts).toEqual({ pending: true, theme: mode, background: BACKGROUND[mode] });

      await control.click(page);
      await release();
      await control.opened(page).waitFor({ timeout: 20_000 });
      expect(pageErrors).toEqual([]);
    },
  );
});

describe('the first frame', () => {
  it('is painted in the stored dark theme, and the page hydrates without drawing it afresh', async () => {
    await browsing.context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const { page, pageErrors } = await openPage(browsing.context);
    // Every frame's background from the first one on, as the page's own code would see it.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { backgrounds: string[] }).backgrounds = seen;
      const sample = () => {
        if (document.body) seen.push(getComputedStyle(document.body).backgroundColor);
        if (!document.documentElement.hasAttribute('data-page-interactive')) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1');
      });
    });
    await page.goto(`${testSite().shellUrl}${PHONE_PAGE}`);
    const backgrounds = await page.evaluate(() => (window as unknown as { backgrounds: string[] }).backgrounds);
    expect(backgrounds.length).toBeGreaterThan(0);
    expect(new Set(backgrounds)).toEqual(new Set([BACKGROUND.dark]));
    // Hydrated: the server's heading is still the one on the page (drawn afresh, it would be a new element).
    expect(
      await page.evaluate(() => {
        const { serverHeading } = window as unknown as { serverHeading: Element | null };
        return serverHeading !== null && serverHeading === document.querySelector('h1');
      }),
    ).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
