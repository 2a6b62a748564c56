import type { Browser, BrowserContext, BrowserContextOptions, Page, Request, Response } from 'playwright-core';
import { launchChromium } from './chromium.mjs';
import { followOpenPage, reportStuckPages } from './stuck-pages';

export { CHROMIUM_PATH } from './chromium.mjs';

/** The tests' browser: Chromium as the benchmarks start it, with QUIC off as well. */
export function launchBrowser(): Promise<Browser> {
  return launchChromium(['--disable-quic']);
}

// The test environment asks it, when a test fails, which pages had stopped answering (browser-test-environment.ts).
Object.assign(globalThis, { reportStuckPages });

/** Contexts opened with JavaScript off: their pages never run code, so nothing waits for it. */
const contextsWithoutScripts = new WeakSet<BrowserContext>();

/** How long a page may take to run its code after it loaded; a page stuck longer is left for the test to judge. */
const INTERACTIVE_TIMEOUT_MS = 15_000;

/**
 * Waits until a site page drops `<html data-page-pending>` (shared-ui's useMarkPageInteractive): the server's HTML
 * shows a page before its code runs, and a click or a keystroke before then is lost. Other pages (the
 * integrator's, an API answer) do not carry the attribute and are not waited for.
 */
async function waitUntilInteractive(page: Page, response: Response | null): Promise<void> {
  if (!response?.headers()['content-type']?.includes('text/html')) return;
  await page
    .waitForSelector('html[data-page-pending]', { state: 'detached', timeout: INTERACTIVE_TIMEOUT_MS })
    .catch(() => undefined);
}

/**
 * A page that records uncaught errors, so a test can assert that a failure stayed contained. Its `goto` and
 * `reload` resolve once the page is interactive; a test that looks at the page before that (a section that
 * hangs, say) passes its own `waitUntil`.
 */
export async function openPage(context: BrowserContext): Promise<{ page: Page; pageErrors: Error[] }> {
  const page = await context.newPage();
  await followOpenPage(page);
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  if (!contextsWithoutScripts.has(context)) {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil === undefined) await waitUntilInteractive(page, response);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil === undefined) await waitUntilInteractive(page, response);
      return response;
    };
  }
  return { page, pageErrors };
}

/** What Chromium logs when a page breaks a rule its server sent: a blocked load or inline code, a bad policy header. */
const POLICY_MESSAGE = /Content Security Policy|Content-Security-Policy|Permissions-Policy|Permissions policy/i;

/** Collects every policy message of a context's pages, so a stricter header cannot break a page unnoticed. */
function recordPolicyViolations(context: BrowserContext): string[] {
  const violations: string[] = [];
  context.on('console', (message) => {
    if (POLICY_MESSAGE.test(message.text())) violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
  });
  return violations;
}

/**
 * One browser per test file and a fresh context (cookies, storage) per test, declared once:
 * `const browsing = setupBrowserContext();` then `browsing.context` inside a test.
 * A test fails when any of its pages logged a policy violation (see recordPolicyViolations).
 * `{ sharedAcrossTests: true }` keeps one context (and its warm cache) for every test of the describe, for
 * tests that only read pages; each test's pages are closed after it.
 */
export function setupBrowserContext(
  contextOptions: BrowserContextOptions = {},
  { sharedAcrossTests = false }: { sharedAcrossTests?: boolean } = {},
): { readonly browser: Browser; readonly context: BrowserContext } {
  const state: { browser?: Browser; context?: BrowserContext; violations?: string[] } = {};
  const openContext = async () => {
    state.context = await state.browser!.newContext(contextOptions);
    if (contextOptions.javaScriptEnabled === false) contextsWithoutScripts.add(state.context);
    state.violations = recordPolicyViolations(state.context);
  };
  beforeAll(async () => {
    state.browser = await launchBrowser();
    if (sharedAcrossTests) await openContext();
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  beforeEach(async () => {
    if (!sharedAcrossTests) await openContext();
  });
  afterEach(async () => {
    if (sharedAcrossTests) await Promise.all(state.context!.pages().map((page) => page.close()));
    else await state.context?.close();
    const violations = state.violations!.splice(0);
    if (violations.length) throw new Error(`The pages broke their security policy:\n${violations.join('\n')}`);
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

/**
 * Resolves once a model page's code has run in the browser: its comments widget then opens the page's live stream
 * (new comments, vote counts). The server's HTML shows the page before that, and a form filled in or a button pressed
 * before the page's code runs would be lost. Call it before the navigation.
 */
export function pageStreamOpened(page: Page): Promise<unknown> {
  return page.waitForRequest(
    (request) => request.url().endsWith('/graphql') && (request.postData() ?? '').includes('PageActivity_Events'),
  );
}

/**
 * Resolves once React has taken over the page's root (hydration has started): from then on a click on the server's
 * HTML is answered or replayed, not lost. For a test that must act before the page says it is interactive, e.g.
 * while one of its sections still hangs.
 */
export async function reactTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });
}

/** A live stream (a comment subscription's event stream) stays open as long as the page does. */
function isLiveStream(request: Request): boolean {
  const type = request.resourceType();
  if (type === 'eventsource' || type === 'websocket') return true;
  const accept = request.headers()['accept'] ?? '';
  return accept.includes('text/event-stream') && !accept.includes('json');
}

/** How long no request may have been in flight before a page's network counts as quiet. */
const NETWORK_QUIET_MS = 250;

/**
 * Follows a page's requests from now on, live streams left out, so a test can wait until the late requests of a
 * page have landed. Playwright's 'networkidle' cannot tell a stream from a slow request: on a page with a live
 * comment stream it never comes, and each wait for it ran to its timeout.
 */
export function followRequests(page: Page): { quiet: (timeoutMs?: number) => Promise<void> } {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (isLiveStream(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const settle = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    /** Resolves once no request has been in flight for a moment, or after timeoutMs (a page that keeps asking). */
    async quiet(timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const quietFor = Date.now() - lastChange;
        if (inFlight.size === 0 && quietFor >= NETWORK_QUIET_MS) return;
        await new Promise((resolve) => setTimeout(resolve, inFlight.size === 0 ? NETWORK_QUIET_MS - quietFor : 25));
      }
    },
  };
}
