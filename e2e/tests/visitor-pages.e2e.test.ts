import type { Browser, BrowserContext } from 'playwright-core';
import { openPage, setupBrowserContext } from '../support/browser';
import { activatedAccount } from '../support/site-api';
import { signInThroughHeader } from '../support/sign-in';
import { testSite } from '../support/test-site';

// Pages the server renders, one of each kind: their HTML may be cached and shared between visitors, so whatever a
// visitor's cookies put into a page must never reach another visitor, and must never be stored by a shared cache.
const PAGES = [
  '/',
  '/mobile',
  '/mobile/google/pixel-9-pro',
  '/laptop/dell',
  '/bike/royalenfield/himalayan-450',
  '/desktop/custom-pc-build',
];

interface Visitor {
  label: string;
  /** What only this visitor's page may show. */
  own: string[];
  /** The Cookie header of this visitor's requests (none for the anonymous one). */
  cookie?: string;
  context?: BrowserContext;
}

interface Answer {
  visitor: Visitor;
  path: string;
  html: string;
  cacheControl: string;
  /** X-Render-Cache: hit, miss or bypass, from a server with a render cache. */
  renderCache: string | null;
  /**
   * X-Render-Fallback: the page was drawn on a fallback path (a part left to the browser, or data missing, on a
   * loaded machine): a reduced page, the same for every visitor, not one that depends on the visitor.
   */
  fallback: string | null;
}

/**
 * Shown only to a signed-in visitor (the account button of the header) or in night mode. Every page carries both
 * modes' colours (custom properties under `html[data-theme]`), so a page drawn for night mode would say so on its
 * `<html>` element.
 */
const SIGNED_IN_VIEW = 'aria-label="User Profile"';
const NIGHT_MODE = /<html[^>]*data-theme="dark"/;

/**
 * A visitor as a browser leaves them: signed in, in night mode, a phone in the compare list; their cookie is every
 * cookie the browser holds for the site (a superset of what it sends with a page, whatever the paths say).
 */
async function signedInVisitor(browser: Browser, label: string, name: string): Promise<Visitor> {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Visitor-Pages-7';
  await activatedAccount({ email, password, name, gender: 'prefer_not_to_say' });
  const context = await browser.newContext({ colorScheme: 'light' });
  const { page } = await openPage(context);
  await page.goto(`${testSite().shellUrl}/mobile/google/pixel-9-pro`);
  await signInThroughHeader(page, email, password);

  await page.getByRole('button', { name: /^Compare( \(\d\))?$/ }).click();
  await page.getByRole('button', { name: 'Compare (1)' }).waitFor();
  await page.getByRole('button', { name: 'Open toolbar' }).click();
  await page.getByRole('switch', { name: 'Night Mode' }).click();
  await page.getByText('Dark theme active').waitFor();
  await page.keyboard.press('Escape');

  const cookies = await context.cookies();
  expect(cookies.length).toBeGreaterThan(0);
  return {
    label,
    own: [name, email],
    cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
    context,
  };
}

async function render(visitor: Visitor, path: string): Promise<Answer> {
  const response = await fetch(`${testSite().shellUrl}${path}`, {
    headers: { accept: 'text/html', ...(visitor.cookie ? { cookie: visitor.cookie } : {}) },
  });
  expect(`${path} ${response.status}`).toBe(`${path} 200`);
  return {
    visitor,
    path,
    html: await response.text(),
    cacheControl: response.headers.get('cache-control') ?? '',
    renderCache: response.headers.get('x-render-cache'),
    fallback: response.headers.get('x-render-fallback'),
  };
}

/** The GraphQL answers a server-rendered page embeds for the browser to hydrate with. */
const SERVER_DATA = /(<script type="application\/json" id="gadgets-server-data"[^>]*>)([^]*?)<\/script>/;

/**
 * The page as the visitor reads it: every script carries a fresh nonce per response, and the generated class names
 * and style rules depend on the order in which the serving process first rendered its components (one process of
 * several), not on who asked. The GraphQL answers the page embeds for hydration are compared as data: the API orders
 * an answer's fields one way on a document's first run (graphql-js) and another once it runs compiled (graphql-jit),
 * so two anonymous renders in two workers may spell the same answer differently. Nothing else may differ.
 */
const content = (html: string) =>
  html
    .replace(/ nonce="[^"]*"/g, '')
    .replace(/<style[^>]*>[^]*?<\/style>/g, '')
    .replace(/ class="[^"]*"/g, '')
    .replace(
      SERVER_DATA,
      (_script, open: string, json: string) => `${open}${JSON.stringify(sortedKeys(json))}</script>`,
    );

/** A JSON value (or JSON text, as urql keeps each answer's data) with every object's keys in one order. */
function sortedKeys(value: unknown): unknown {
  if (typeof value === 'string' && /^[[{]/.test(value)) {
    try {
      return sortedKeys(JSON.parse(value));
    } catch {
      return value;
    }
  }
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (typeof value !== 'object' || value === null) return value;
  const keys = Object.keys(value).sort();
  return Object.fromEntries(keys.map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]));
}

const browsing = setupBrowserContext();

describe('server-rendered pages and visitors', () => {
  it('no visitor ever gets another visitor’s page, and a page that depends on cookies is never public', async () => {
    const anonymous: Visitor = { label: 'anonymous', own: [] };
    const ada = await signedInVisitor(browsing.browser, 'ada', 'Adalind Quillfeather');
    const bo = await signedInVisitor(browsing.browser, 'bo', 'Bohumil Zarkovsky');
    const visitors = [anonymous, ada, bo];
    const answers: Answer[] = [];
    // In turn, in different orders, and all at once (a cache filled by one visitor, read by the next).
    const orders = [
      [anonymous, ada, bo],
      [ada, anonymous, bo, anonymous],
      [bo, ada, anonymous],
      [ada, bo],
    ];
    for (const order of orders)
      for (const path of PAGES) for (const visitor of order) answers.push(await render(visitor, path));
    for (const path of PAGES) answers.push(...(await Promise.all(visitors.map((visitor) => render(visitor, path)))));

    // The page every visitor would get: the first whole (not fallback) anonymous one. A fallback page differs from it
    // without depending on the visitor, so it is compared with nothing; it must be kept by no cache at all instead.
    const wholeAnonymous = (path: string) =>
      answers.find((answer) => answer.visitor === anonymous && answer.path === path && !answer.fallback);
    // On a loaded machine each anonymous render of a page may have been a fallback: asked again until one is whole.
    for (const path of PAGES)
      for (let attempt = 0; attempt < 5 && !wholeAnonymous(path); attempt += 1)
        answers.push(await render(anonymous, path));
    const firstAnonymous = new Map<string, string>();
    for (const path of PAGES) {
      const whole = wholeAnonymous(path);
      expect(`${path}: ${whole ? 'whole' : 'fallback only'}`).toBe(`${path}: whole`);
      firstAnonymous.set(path, content(whole!.html));
    }
    const personalised = new Set<string>();
    for (const answer of answers) {
      const { visitor, path, html, fallback } = answer;
      const where = `${visitor.label} ${path}`;
      for (const other of visitors.filter((entry) => entry !== visitor))
        for (const text of other.own) expect(`${where}: ${html.includes(text) ? text : ''}`).toBe(`${where}: `);
      if (fallback) {
        expect(`${where} (fallback ${fallback}): ${answer.cacheControl}`).toBe(
          `${where} (fallback ${fallback}): private, no-store`,
        );
        expect(`${where}: render cache ${answer.renderCache}`).not.toBe(`${where}: render cache hit`);
      }
      const whole = firstAnonymous.get(path);
      if (visitor === anonymous) {
        expect(`${where}: ${html.includes(SIGNED_IN_VIEW) ? 'signed-in view' : ''}`).toBe(`${where}: `);
        expect(`${where}: ${NIGHT_MODE.test(html) ? 'night mode' : ''}`).toBe(`${where}: `);
        // Whatever the signed-in visitors asked for in between, anonymous visitors get the same page.
        if (!fallback) expect(content(html) === whole ? where : `${where} changed`).toBe(where);
        continue;
      }
      const ownView =
        visitor.own.some((text) => html.includes(text)) || html.includes(SIGNED_IN_VIEW) || NIGHT_MODE.test(html);
      // Once the server renders this visitor's own view of a page, it keeps doing so (no shared copy instead).
      if (personalised.has(where))
        expect(`${where}: ${ownView ? 'own view' : 'shared view'}`).toBe(`${where}: own view`);
      if (ownView) personalised.add(where);
      // A page that differs from the anonymous one depends on the visitor: no shared cache may store it, neither the
      // server's render cache nor one between it and the browser.
      const dependsOnVisitor = ownView || (!fallback && content(html) !== whole);
      if (dependsOnVisitor) {
        expect(`${where}: ${answer.cacheControl}`).not.toMatch(/\bpublic\b/);
        expect(`${where}: ${answer.cacheControl}`).toMatch(/\b(private|no-store)\b/);
        expect(`${where}: render cache ${answer.renderCache ?? 'none'}`).not.toBe(`${where}: render cache hit`);
      }
    }

    // And in their browsers, after all that, each signed-in visitor still sees their own page.
    for (const [visitor, initials] of [
      [ada, 'AQ'],
      [bo, 'BZ'],
    ] as const) {
      const { page } = await openPage(visitor.context!);
      await page.goto(`${testSite().shellUrl}/mobile/google/pixel-9-pro`);
      await page
        .getByRole('banner')
        .getByRole('button', { name: 'User Profile' })
        .filter({ hasText: initials })
        .waitFor();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
      await page.getByRole('button', { name: 'Compare (1)' }).waitFor();
    }
    await Promise.all([ada.context?.close(), bo.context?.close()]);
  }, 180_000);
});
