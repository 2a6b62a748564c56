import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Debian's Chromium; the flags keep it from reaching for the network on its own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** A page that records uncaught errors, so a test can assert that a failure stayed contained. */
export async function openPage(context: BrowserContext): Promise<{ page: Page; pageErrors: Error[] }> {
  const page = await context.newPage();
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  return { page, pageErrors };
}

/**
 * One browser per test file and a fresh context (cookies, storage) per test, declared once:
 * `const browsing = setupBrowserContext();` then `browsing.context` inside a test.
 */
export function setupBrowserContext(
  contextOptions: BrowserContextOptions = {},
): { readonly browser: Browser; readonly context: BrowserContext } {
  const state: { browser?: Browser; context?: BrowserContext } = {};
  beforeAll(async () => {
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  beforeEach(async () => {
    state.context = await state.browser!.newContext(contextOptions);
  });
  afterEach(async () => {
    await state.context?.close();
  });
  return {
    get browser() {
      return state.browser!;
    },
    get context() {
      return state.context!;
    },
  };
}
