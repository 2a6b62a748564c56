import type { Page } from 'playwright-core';
import { followRequests, openPage, setupBrowserContext } from '../support/browser';
import { activatedAccount, graphql } from '../support/site-api';
import { testSite } from '../support/test-site';

/**
 * The product rule: no button or link on the site does nothing. A visitor walks the shared chrome (header, search
 * box, bell, account panels, toolbar, footer), a phone's page and the account pages, signed out and signed in, and
 * presses every visible, enabled control there (buttons, links, ARIA buttons, switches, summaries, radio options).
 * Each must do something the visitor can tell within EFFECT_WAIT_MS: change the address (a hash too), open a tab or
 * a download, open or close something (a dialog, a menu, `aria-expanded`, an alert, a region), change a state
 * (`aria-pressed`, a radio, a password shown, the theme) or the visible text (a validation message counts), or send
 * a GraphQL mutation. A link must also lead to a page that answers (no error, no not-found page).
 *
 * Between two controls the page is put back as it was: Back after a link, Escape after a layer opened, a toggle
 * pressed again; when that does not bring it back exactly, the page is loaded again. The chrome is on every page,
 * so after one of its links the walk goes on from where it led. Left out, each with its reason in the log: the
 * choice already made (EXCEPTIONS), a control repeated down a list after its first (MAX_REPEATS), a link already
 * tried elsewhere, and signed in what does not depend on the visitor (tried signed out). A failure names every dead
 * control by walk, page and accessible name, and prints what each tried control did.
 */

const browsing = setupBrowserContext();
jest.setTimeout(150_000);

const PHONE = { category: 'mobile', brand: 'google', path: 'pixel-9' };
const PHONE_PAGE = `/${PHONE.category}/${PHONE.brand}/${PHONE.path}`;
/** The page the chrome is walked on: no header or footer link points at it, so every one of them moves the address. */
const CHROME_PAGE = '/devices';
const PASSWORD = 'Analytical9';
/** How long a control may take to show its effect. */
const EFFECT_WAIT_MS = 2_000;
/** How long Escape or Back may take to bring the page back exactly as it was before a fresh open is preferred. */
const RESTORE_WAIT_MS = 800;
/** Controls repeated down a list (each comment's Reply, each notification) are tried this many times per state. */
const MAX_REPEATS = 1;
/** The comments one page shows before "Show more" (the API's page size). */
const COMMENTS_PAGE_SIZE = 20;

/** Everything a visitor can press: buttons, links, their ARIA kin, disclosure summaries, radio options and the header's search box. */
const CONTROL = [
  'button',
  'a[href]',
  '[role="button"]',
  '[role="switch"]',
  '[role="tab"]',
  '[role="menuitem"]',
  '[role="link"]',
  'summary',
  'input[type="radio"]',
  'input[readonly][aria-haspopup]',
].join(', ');

const PROBE = 'data-dead-control-probe';

/**
 * Controls left out, each with why: they are the choice already made (a thumbnail of the image shown, the filter in
 * use, the account page one is on, the theme chosen), so pressing them again rightly changes nothing; their
 * siblings in the same group are tried. `alike` counts the controls of the same kind and name but for its numbers
 * ("Select image 1", "Select image 2"): a thumbnail with no sibling can never show anything else, and is tried.
 */
interface Exception {
  why: string;
  applies: (control: Control, alike: number) => boolean;
}

const EXCEPTIONS: Exception[] = [
  {
    why: 'a link to the page already shown (aria-current)',
    applies: (control) => control.kind === 'link' && control.current !== null && control.current !== 'false',
  },
  {
    why: 'the image already shown (its siblings are tried)',
    applies: (control, alike) =>
      alike > 1 &&
      /^(Select|Show) image \d+$/.test(control.name) &&
      (control.pressed === 'true' || control.current === 'true'),
  },
  {
    why: 'the notifications filter already in use (the other one is tried)',
    applies: (control) => /^(All|Unread)$/.test(control.name) && control.pressed === 'true',
  },
  { why: 'the option already chosen (the others are tried)', applies: (control) => control.checked },
  {
    why: 'a sign-in provider link: it comes back signed in, which would end this walk (provider-sign-in.e2e follows it)',
    applies: (control) => control.kind === 'link' && /\/oauth\/[a-z]+\/start\?/.test(control.href ?? ''),
  },
];

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

// ---------------------------------------------------------------------------------------------------------------
// What the page shows, read in the browser

interface Control {
  /** Stable across a fresh open: kind, the name with its numbers and "(unread)" left out, and its place among equals. */
  key: string;
  name: string;
  kind: string;
  href: string | null;
  newTab: boolean;
  disabled: boolean;
  pressed: string | null;
  current: string | null;
  checked: boolean;
  /** Above or left of the page, where no scrolling brings it: only the keyboard reaches it. */
  offscreen: boolean;
  /** The labelled part of the page it is in (a navigation, a dialog, the header): a link there is one control. */
  landmark: string;
}

/** Lists (and tags with PROBE) the visible controls inside the elements `roots` selects, in document order. */
function collectControls([roots, selector, probe]: [string, string, string]): Control[] {
  for (const tagged of Array.from(document.querySelectorAll(`[${probe}]`))) tagged.removeAttribute(probe);
  const textOf = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return labelledBy
        .split(/\s+/)
        .map((id) => textOf(document.getElementById(id)))
        .join(' ');
    if (element instanceof HTMLInputElement && element.labels?.length) return textOf(element.labels[0]!);
    return (
      textOf(element) ||
      element.getAttribute('title') ||
      element.querySelector('img[alt]')?.getAttribute('alt') ||
      element.getAttribute('href') ||
      element.tagName.toLowerCase()
    );
  };
  const kindOf = (element: Element) => {
    if (element instanceof HTMLInputElement) return element.type === 'radio' ? 'radio' : 'search box';
    const role = element.getAttribute('role');
    if (role) return role;
    if (element.tagName === 'A') return 'link';
    return element.tagName.toLowerCase();
  };
  const found: Element[] = [];
  for (const root of Array.from(document.querySelectorAll(roots))) {
    for (const element of [root, ...Array.from(root.querySelectorAll(selector))]) {
      if (element.matches(selector) && !found.includes(element)) found.push(element);
    }
  }
  const seen = new Map<string, number>();
  const controls: Control[] = [];
  for (const element of found) {
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    if (element.closest('[aria-hidden="true"], [inert]')) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const name = nameOf(element);
    const kind = kindOf(element);
    // A control inside a list (a comment's Reply) is another control than its namesake outside (the page's Like).
    const place = element.closest('li') ? 'listed ' : '';
    const stable = `${place}${kind}|${name
      .replace(/\(unread\)/g, '')
      .replace(/\d+/g, '#')
      .replace(/\s+/g, ' ')
      .trim()}`;
    const occurrence = seen.get(stable) ?? 0;
    seen.set(stable, occurrence + 1);
    element.setAttribute(probe, `${stable}#${occurrence}`);
    controls.push({
      key: `${stable}#${occurrence}`,
      name,
      kind,
      href: element instanceof HTMLAnchorElement ? element.href : null,
      newTab: element instanceof HTMLAnchorElement && element.target === '_blank',
      disabled: (element as HTMLButtonElement).disabled === true || element.getAttribute('aria-disabled') === 'true',
      pressed: element.getAttribute('aria-pressed'),
      current: element.getAttribute('aria-current'),
      checked: element instanceof HTMLInputElement && element.checked,
      offscreen: rect.bottom + window.scrollY <= 0 || rect.right + window.scrollX <= 0,
      landmark: ((place: Element | null) =>
        place ? `${place.getAttribute('role') ?? place.tagName}:${place.getAttribute('aria-label') ?? ''}` : '')(
        element.closest('nav, [role="dialog"], form, header, footer'),
      ),
    });
  }
  return controls;
}

interface PageState {
  url: string;
  title: string;
  root: string;
  /** Open dialogs, menus and lists of options. */
  layers: string;
  /** Messages and regions shown (alerts, groups, regions). */
  notices: string;
  /** What is expanded or collapsed (`aria-expanded`, `<details open>`). */
  expanded: string;
  states: string;
  text: string;
}

/** What a visitor can tell of the page: address, title, theme, open layers, control states and visible text. */
function readPageState(): PageState {
  const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true });
  const described = (selector: string) =>
    Array.from(document.querySelectorAll(selector))
      .filter(shown)
      .map(
        (element) => `${element.getAttribute('role') ?? element.tagName}:${element.getAttribute('aria-label') ?? ''}`,
      )
      .join('|');
  const layers = described(
    '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], dialog[open], [aria-modal="true"]',
  );
  const notices = described('[role="alert"], [role="region"], [role="group"], [role="tabpanel"]');
  const expanded = Array.from(document.querySelectorAll('[aria-expanded], details')).map((element) =>
    element instanceof HTMLDetailsElement ? String(element.open) : element.getAttribute('aria-expanded'),
  );
  const states = Array.from(
    document.querySelectorAll('[aria-pressed], [aria-checked], [aria-current], [aria-invalid], [aria-selected], input'),
  ).map((element) =>
    [
      element.getAttribute('aria-pressed'),
      element.getAttribute('aria-checked'),
      element.getAttribute('aria-current'),
      element.getAttribute('aria-invalid'),
      element.getAttribute('aria-selected'),
      element instanceof HTMLInputElement ? `${element.type}:${element.checked}` : '',
    ].join(','),
  );
  const html = document.documentElement;
  return {
    url: location.href,
    title: document.title,
    root: `${JSON.stringify(html.dataset)} ${html.className} ${html.style.colorScheme}`,
    layers,
    notices,
    expanded: expanded.join('|'),
    states: states.join('|'),
    text: document.body.innerText,
  };
}

const STATE_WORDS: Record<keyof PageState, string> = {
  url: 'moved the address',
  title: 'changed the title',
  root: 'changed the theme',
  layers: 'opened or closed a dialog or menu',
  notices: 'showed or hid a message or region',
  expanded: 'expanded or collapsed something',
  states: 'changed a state',
  text: 'changed the text',
};

const changedParts = (before: PageState, after: PageState) =>
  (Object.keys(STATE_WORDS) as (keyof PageState)[]).filter((key) => before[key] !== after[key]);

function differences(before: PageState, after: PageState): string[] {
  return changedParts(before, after).map((key) =>
    key === 'url' ? `went to ${new URL(after.url).pathname}${new URL(after.url).hash}` : STATE_WORDS[key],
  );
}

const sameState = (a: PageState, b: PageState) => changedParts(a, b).length === 0;

// ---------------------------------------------------------------------------------------------------------------
// The walk

interface Walk {
  /** Where and in which state, for the report: "signed out account panel: sign in". */
  label: string;
  /** Loads the page the state is on (walks that share it share the function, so a loaded page is reused). */
  load: (page: Page) => Promise<void>;
  /** From the loaded page, the presses that lead to the state (none: the page as loaded). */
  enter?: (page: Page) => Promise<void>;
  /** CSS: the elements whose controls are tried. */
  roots: string;
  /** Controls tried after all others (they end the state: sign out, dismiss, delete). */
  last?: RegExp;
  /** Controls left out, and why (tried in another walk, where nothing about them differs). */
  skip?: Exception;
  /** The controls are on every page (the chrome): after a link the walk goes on from the page it led to. */
  onEveryPage?: boolean;
}

interface Visitor {
  page: Page;
  quiet: () => Promise<void>;
  mutations: string[];
  /** Controls that did nothing, and why a control could not be tried at all. */
  dead: string[];
  problems: string[];
  tried: { where: string; control: string; effect: string }[];
  skipped: string[];
  /** Answers of internal links, asked once per address. */
  answers: Map<string, string | null>;
  /** Links already tried (by name, address and landmark), with the walk that tried them: one on several pages is tried once. */
  linksTried: Map<string, string>;
  /** The page last loaded and how it looked then, so the next walk on the same page need not load it again. */
  loaded: { load: Walk['load']; state: PageState } | null;
}

async function newVisitor(): Promise<Visitor> {
  const context = browsing.context;
  // Links out of the site (social pages, shops, sources) open a tab; nothing outside this machine is contacted.
  await context.route(
    (url) => url.protocol.startsWith('http') && !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Elsewhere</title>' }),
  );
  const { page } = await openPage(context);
  const network = followRequests(page);
  const mutations: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    let body: { query?: string; operationName?: string } = {};
    try {
      body = JSON.parse(request.postData() ?? '{}') as typeof body;
    } catch {
      return;
    }
    const operation = /(?:^|\})\s*mutation\b\s*(\w*)/.exec(body.query ?? '');
    if (operation) mutations.push(body.operationName || operation[1] || 'mutation');
  });
  return {
    page,
    quiet: () => network.quiet(),
    mutations,
    dead: [],
    problems: [],
    tried: [],
    skipped: [],
    answers: new Map(),
    linksTried: new Map(),
    loaded: null,
  };
}

const collect = (page: Page, roots: string) =>
  page.evaluate(collectControls, [roots, CONTROL, PROBE] as [string, string, string]);
const pageState = (page: Page) => page.evaluate(readPageState);

/** Waits until the page looks like one of `wanted`; its index, or -1 after timeoutMs. */
async function waitForPageState(page: Page, wanted: PageState[], timeoutMs: number): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = await pageState(page).catch(() => null);
    const index = now ? wanted.findIndex((state) => sameState(now, state)) : -1;
    if (index >= 0 || Date.now() > deadline) return index;
    await page.waitForTimeout(50);
  }
}

/** Whether an internal address answers with a page (not an error, not the not-found page); null when it does. */
async function answerOf(visitor: Visitor, href: string): Promise<string | null> {
  const url = new URL(href);
  url.hash = '';
  const key = url.toString();
  if (!visitor.answers.has(key)) {
    const response = await visitor.page.request.get(key, { failOnStatusCode: false });
    const html = await response.text();
    visitor.answers.set(
      key,
      response.status() >= 400
        ? `answers ${response.status()}`
        : /<title>[^<]*not found/i.test(html)
          ? 'is a not-found page'
          : null,
    );
  }
  return visitor.answers.get(key)!;
}

interface Outcome {
  /** What the visitor saw, in words; null when nothing happened. */
  effect: string | null;
  /** The parts of the page that changed, once it settled. */
  changed: (keyof PageState)[];
  mutations: string[];
}

const locate = (page: Page, control: Control) => page.locator(`[${PROBE}="${control.key}"]`);

/** Presses a control as a visitor would: a click, or the keyboard where no pointer reaches it. */
async function press(page: Page, control: Control) {
  const target = locate(page, control);
  if (control.offscreen) {
    // The skip link sits above the page until focused.
    await target.focus();
    await page.keyboard.press(control.kind === 'radio' ? 'Space' : 'Enter');
  } else {
    await target.click({ timeout: 5_000 });
  }
}

/** Reads the page until two reads 75 ms apart agree (a layer finished opening, an answer arrived), at most 1.5 s. */
async function settledState(page: Page): Promise<PageState | null> {
  const deadline = Date.now() + 1_500;
  let previous = await pageState(page).catch(() => null);
  while (Date.now() < deadline) {
    await page.waitForTimeout(75);
    const now = await pageState(page).catch(() => null);
    if (previous && now && sameState(previous, now)) return now;
    previous = now;
  }
  return previous;
}

/** Activates one control (tagged PROBE=key) and says what it visibly did. */
async function activate(visitor: Visitor, control: Control): Promise<Outcome> {
  const { page } = visitor;
  const before = await pageState(page);
  const mutationsBefore = visitor.mutations.length;
  let openedTab = false;
  let downloaded = false;
  const onPopup = () => (openedTab = true);
  const onDownload = () => (downloaded = true);
  page.on('popup', onPopup);
  page.on('download', onDownload);
  try {
    await press(page, control);
    const deadline = Date.now() + EFFECT_WAIT_MS;
    let noticed = false;
    for (;;) {
      const after = noticed ? await settledState(page) : await pageState(page).catch(() => null);
      const mutations = visitor.mutations.slice(mutationsBefore);
      const changed = after ? changedParts(before, after) : (['url'] as (keyof PageState)[]);
      const effects = [
        ...(openedTab ? ['opened a tab'] : []),
        ...(downloaded ? ['started a download'] : []),
        ...(mutations.length > 0 ? [`sent ${mutations.join(', ')}`] : []),
        ...(after ? differences(before, after) : [`went to ${new URL(page.url()).pathname}`]),
      ];
      if (effects.length > 0 && noticed) return { effect: effects.join('; '), changed, mutations };
      // Something happened: read again once the page has settled, for the whole effect (and a page fit to restore).
      if (effects.length > 0) noticed = true;
      else if (Date.now() > deadline) return { effect: null, changed: [], mutations: [] };
      else await page.waitForTimeout(50);
    }
  } finally {
    page.off('popup', onPopup);
    page.off('download', onDownload);
  }
}

/** A control whose second press undoes the first (a toggle: like, follow, show password, night mode). */
const isToggle = (control: Control) => control.pressed !== null || control.kind === 'switch';

/**
 * After a control acted, puts the page back: Back when the address moved, Escape when a layer opened, the toggle
 * pressed again when it is one. 'state' when the page is as the walk's state was, 'loaded' when it is the page as
 * loaded (the state is entered again), 'load' when only loading the page again will do.
 */
async function restore(
  visitor: Visitor,
  control: Control,
  baseline: PageState,
  { changed, mutations }: Outcome,
  inLayer: boolean,
): Promise<'state' | 'loaded' | 'load'> {
  const { page } = visitor;
  for (const other of page.context().pages()) if (other !== page) await other.close();
  const loaded = visitor.loaded?.state;
  const backTo = async (timeoutMs: number) => {
    const back = await waitForPageState(page, loaded ? [baseline, loaded] : [baseline], timeoutMs);
    return back === 0 ? 'state' : back === 1 ? 'loaded' : 'load';
  };
  if (!loaded) return 'load';
  if (changed.includes('url') && mutations.length === 0) {
    await page.goBack({ waitUntil: 'commit' }).catch(() => undefined);
    await page
      .waitForSelector('html[data-page-pending]', { state: 'detached', timeout: 10_000 })
      .catch(() => undefined);
    return backTo(RESTORE_WAIT_MS);
  }
  if ((changed.includes('layers') || changed.includes('expanded')) && mutations.length === 0) {
    await page.keyboard.press('Escape');
    return backTo(RESTORE_WAIT_MS);
  }
  if (isToggle(control) && !changed.includes('url') && (await locate(page, control).count()) === 1) {
    const mutationsBefore = visitor.mutations.length;
    await press(page, control);
    const outcome = await backTo(RESTORE_WAIT_MS);
    // A toggle that sent a mutation is back only once the second one went out (and its answer came).
    if (outcome === 'load' || (mutations.length > 0 && visitor.mutations.length === mutationsBefore)) return 'load';
    await visitor.quiet();
    return backTo(RESTORE_WAIT_MS);
  }
  // Server-side data changed: only a fresh load shows the page as it now is.
  if (mutations.length > 0) return 'load';
  // The state only reads differently (a message, another panel): Escape closes the layer it is in.
  if (inLayer) {
    await page.keyboard.press('Escape');
    return backTo(RESTORE_WAIT_MS / 2);
  }
  return (await backTo(0)) === 'state' ? 'state' : 'load';
}

/** Tries every control of one state; what did nothing goes to `visitor.dead`. */
async function walk(visitor: Visitor, { label, load, enter, roots, last, skip, onEveryPage }: Walk): Promise<void> {
  const { page } = visitor;
  const loadPage = async () => {
    const loaded = visitor.loaded;
    // The previous walk's page, maybe with a layer still open: reused when Escape shows it as it was loaded.
    if (loaded?.load === load) {
      await page.keyboard.press('Escape');
      if ((await waitForPageState(page, [loaded.state], 300)) === 0) return;
    }
    await load(page);
    await visitor.quiet();
    visitor.loaded = { load, state: await pageState(page) };
  };
  const enterState = async () => {
    if (enter) {
      await enter(page);
      await visitor.quiet();
    }
    return pageState(page);
  };
  await loadPage();
  let baseline: PageState | null = await enterState();
  const all = await collect(page, roots);
  if (all.length === 0) visitor.problems.push(`${label}: no controls found in ${roots}`);
  const planned: Control[] = [];
  const repeats = new Map<string, number>();
  const toldLeftOut = new Set<string>();
  const linkKey = (control: Control) => `${control.name}|${control.href}|${control.landmark}`;
  const familyOf = (control: Control) => control.key.replace(/#\d+$/, '');
  const alike = new Map<string, number>();
  for (const control of all) alike.set(familyOf(control), (alike.get(familyOf(control)) ?? 0) + 1);
  for (const control of all) {
    const family = familyOf(control);
    const count = (repeats.get(family) ?? 0) + 1;
    repeats.set(family, count);
    const triedIn = control.href ? visitor.linksTried.get(linkKey(control)) : undefined;
    const exception =
      [...(skip ? [skip] : []), ...EXCEPTIONS].find((rule) => rule.applies(control, alike.get(family)!)) ??
      (triedIn ? { why: `the same link was tried in ${triedIn}` } : undefined);
    // Of a control repeated down a list only the first is tried (or said to be left out).
    if (exception) {
      if (!toldLeftOut.has(family))
        visitor.skipped.push(`${label}: ${control.kind} "${control.name}" (${exception.why})`);
      toldLeftOut.add(family);
      repeats.set(family, count - 1);
    } else if (control.disabled) {
      visitor.skipped.push(`${label}: ${control.kind} "${control.name}" (disabled)`);
    } else if (count <= MAX_REPEATS) {
      planned.push(control);
      if (control.href) visitor.linksTried.set(linkKey(control), label);
    }
  }
  const ordered = last
    ? [
        ...planned.filter((control) => !last.test(control.name)),
        ...planned.filter((control) => last.test(control.name)),
      ]
    : planned;

  let needs: 'state' | 'loaded' | 'load' = 'state';
  for (const control of ordered) {
    // On another page than loaded, a link to the page shown would rightly do nothing: back to the page loaded.
    if (onEveryPage && needs === 'state' && control.href === page.url()) needs = 'load';
    if (needs === 'load') await loadPage();
    if (needs !== 'state') baseline = await enterState();
    const present = (await collect(page, roots)).find((candidate) => candidate.key === control.key);
    if (!present) {
      visitor.problems.push(`${label}: ${control.kind} "${control.name}" was gone after opening the state again`);
      needs = 'state';
      continue;
    }
    const where = `${label} (${new URL(page.url()).pathname})`;
    let outcome: Outcome;
    try {
      outcome = await activate(visitor, present);
    } catch (error) {
      visitor.problems.push(
        `${where}: ${present.kind} "${present.name}" could not be pressed: ${String(error).split('\n')[0]}`,
      );
      needs = 'load';
      visitor.loaded = null;
      continue;
    }
    const { effect } = outcome;
    if (effect === null) {
      visitor.dead.push(`${where}: ${present.kind} "${present.name}" did nothing`);
    } else {
      visitor.tried.push({ where: label, control: `${present.kind} "${present.name}"`, effect });
      if (present.href && !present.newTab && new URL(present.href).origin === new URL(page.url()).origin) {
        const answer = await answerOf(visitor, present.href);
        if (answer)
          visitor.dead.push(`${where}: ${present.kind} "${present.name}" leads to ${present.href}, which ${answer}`);
      }
      if (/went to /.test(effect) && /not found/i.test(await page.title())) {
        visitor.dead.push(`${where}: ${present.kind} "${present.name}" leads to a not-found page`);
      }
    }
    if (effect !== null && onEveryPage && outcome.changed.includes('url') && outcome.mutations.length === 0) {
      // The chrome is the same on the page the link led to: go on from there.
      await page.waitForSelector('html[data-page-pending]', { state: 'detached' }).catch(() => undefined);
      await visitor.quiet();
      baseline = await pageState(page);
      needs = 'state';
    } else {
      needs = effect === null ? 'state' : await restore(visitor, present, baseline!, outcome, enter !== undefined);
    }
    if (needs === 'load') visitor.loaded = null;
  }
}

function expectAllAlive(visitor: Visitor, mustTry: RegExp[]) {
  const tried = visitor.tried.map((entry) => `${entry.where}: ${entry.control}`);
  const untried = mustTry.filter((pattern) => !tried.some((line) => pattern.test(line))).map(String);
  const failed = visitor.dead.length + visitor.problems.length + untried.length > 0;
  // What was tried, and how each control answered, is told when something failed (or when asked for).
  if (failed || process.env.DEAD_CONTROLS_LOG)
    console.log(
      [
        `${visitor.tried.length} controls did something, ${visitor.dead.length} did nothing, ${visitor.skipped.length} left out:`,
        ...visitor.tried.map((entry) => `  ✓ ${entry.where}: ${entry.control} → ${entry.effect}`),
        ...visitor.skipped.map((line) => `  - ${line}`),
      ].join('\n'),
    );
  expect({ dead: visitor.dead, problems: visitor.problems, untried }).toEqual({ dead: [], problems: [], untried: [] });
}

// ---------------------------------------------------------------------------------------------------------------
// Getting to each state

const siteUrl = (path: string) => `${testSite().shellUrl}${path}`;
const banner = (page: Page) => page.getByRole('banner');

async function goto(page: Page, path: string) {
  await page.goto(siteUrl(path));
}

async function signInFromDialog(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Account' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await banner(page).getByRole('button', { name: 'User Profile' }).waitFor();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** Opens `path` signed in: after a Sign Out in an earlier state, signs in again through the header. */
async function gotoSignedIn(page: Page, path: string, email: string) {
  await goto(page, path);
  const signIn = banner(page).getByRole('button', { name: 'Sign In', exact: true });
  await banner(page)
    .getByRole('button', { name: /^(Sign In|User Profile)$/ })
    .waitFor();
  // The header may still be checking the session ("Sign In" shown while busy): wait until it knows.
  await page.waitForSelector('header button[aria-busy="true"]', { state: 'detached' }).catch(() => undefined);
  if (await signIn.isVisible()) {
    await signIn.click();
    await signInFromDialog(page, email);
  }
}

const notificationsDialog = '[role="dialog"]:has(#notifications-title)';
const accountDialog = '[role="dialog"][aria-label="Account"], [role="dialog"][aria-label="User Profile"]';

async function openAccountPanel(page: Page, next?: string) {
  await banner(page)
    .getByRole('button', { name: /^(Sign In|User Profile)$/ })
    .click();
  const dialog = page.locator(accountDialog);
  await dialog.waitFor();
  if (next) {
    await dialog.getByRole('button', { name: next, exact: true }).click();
    await dialog.locator('[data-autofocus]').first().waitFor();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The site's data the walk needs

interface Account {
  email: string;
  name: string;
  bearer: { authorization: string };
}

async function apiAs<Data>(headers: Record<string, string>, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${testSite().apiUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-graphql-csrf': '1', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.clone().json()) as { data?: Data; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  return { data: body.data!, response };
}

/** An activated account signed in through the API (another device, as the account settings list it). */
async function accountWithToken(label: string, name: string): Promise<Account> {
  const email = uniqueEmail(label);
  await activatedAccount({ email, password: PASSWORD, name, gender: 'female' });
  const { response } = await apiAs(
    {},
    'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) }',
    { email, password: PASSWORD },
  );
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { data } = await apiAs<{ getAccessToken: string }>({ cookie }, '{ getAccessToken }');
  return { email, name, bearer: { authorization: `Bearer ${data.getAccessToken}` } };
}

async function commentAs(account: Account | null, text: string, parentId: string | null = null): Promise<string> {
  const { data } = await apiAs<{ createComment: { id: string } }>(
    account?.bearer ?? {},
    `mutation ($text: String!, $parentId: ID) {
      createComment(category: "${PHONE.category}", brand: "${PHONE.brand}", path: "${PHONE.path}", name: "${account?.name ?? 'Visitor'}", comment: $text, parentId: $parentId) { id }
    }`,
    { text, parentId },
  );
  return data.createComment.id;
}

/** More top-level comments than one page shows, so the phone page offers "Show more". */
async function enoughCommentsForShowMore() {
  const { comments } = await graphql<{ comments: { totalCount: number } }>(
    `{ comments(category: "${PHONE.category}", brand: "${PHONE.brand}", path: "${PHONE.path}") { totalCount } }`,
  );
  for (let count = comments.totalCount; count <= COMMENTS_PAGE_SIZE; count += 1) {
    await commentAs(null, `Filler comment number ${count} about the camera`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The states

/** The header, footer, site notice, skip link and toolbar button of any page. */
const CHROME_ROOTS =
  'header, footer, a[href="#content"], [role="region"][aria-label="Site notice"], button[aria-label="Open toolbar"]';

/** The chrome of the page `load` opens, then each layer the chrome opens: search, the bell's dropdown, the toolbar. */
function chromeWalks(who: string, load: Walk['load'], roots = CHROME_ROOTS): Walk[] {
  return [
    { label: `${who} chrome`, load, roots, last: /^Dismiss notice$/, onEveryPage: true },
    {
      label: `${who} search overlay`,
      load,
      enter: async (page) => {
        await banner(page).getByRole('searchbox', { name: 'Search phones' }).click();
        await page.getByRole('dialog', { name: 'Search phones' }).waitFor();
      },
      roots: '[role="dialog"][aria-label="Search phones"]',
    },
    {
      label: `${who} notifications dropdown`,
      load,
      enter: async (page) => {
        await banner(page)
          .getByRole('button', { name: /^Notifications/ })
          .click();
        await page.locator(notificationsDialog).waitFor();
        await page
          .locator(`${notificationsDialog} [role="status"]`)
          .waitFor({ state: 'detached' })
          .catch(() => undefined);
      },
      roots: notificationsDialog,
      last: /^Mark all read$/,
    },
    {
      label: `${who} toolbar`,
      load,
      enter: async (page) => {
        await page.getByRole('button', { name: 'Open toolbar' }).click();
        await page.getByRole('dialog', { name: 'Toolbar' }).waitFor();
      },
      roots: '[role="dialog"][aria-labelledby="toolbar-title"]',
    },
  ];
}

/**
 * The phone page, its gallery (signed out only: nothing in it depends on the visitor) and its comment and reply forms
 * (with text typed, so Post is offered).
 */
function phoneWalks(who: 'signed out' | 'signed in', load: Walk['load']): Walk[] {
  const walks: Walk[] = [
    { label: `${who} phone page`, load, roots: '#content' },
    {
      label: `${who} phone gallery`,
      load,
      enter: async (page) => {
        await page.getByRole('button', { name: 'Enlarge image' }).click();
        await page.locator('[role="dialog"][aria-label$=" images"]').waitFor();
      },
      roots: '[role="dialog"][aria-label$=" images"]',
    },
    {
      label: `${who} comment form`,
      load,
      enter: async (page) => {
        const form = page.getByRole('form', { name: 'Add a comment' });
        await form.getByRole('textbox', { name: 'Comment' }).click();
        await form.getByRole('textbox', { name: 'Comment' }).fill('Long enough to be a comment');
      },
      roots: 'form[aria-label="Add a comment"]',
    },
    {
      label: `${who} reply form`,
      load,
      enter: async (page) => {
        await page.getByRole('button', { name: 'Reply', exact: true }).first().click();
        const form = page.locator('form[aria-label^="Reply to"]');
        await form.getByRole('textbox', { name: 'Comment' }).fill('Long enough to be a reply');
      },
      roots: 'form[aria-label^="Reply to"]',
    },
  ];
  return who === 'signed out' ? walks : [{ ...walks[0]!, skip: SAME_FOR_EVERYONE }];
}

/**
 * Signed in, the phone page's controls that do not depend on the visitor (links, the gallery, Compare, Reply, Show
 * more, the comment and reply forms) were tried signed out; what does depend on it (votes, Follow, the review, the
 * visitor's own comment) is tried again.
 */
const SAME_FOR_EVERYONE: Exception = {
  why: 'tried signed out; nothing in it depends on the visitor',
  applies: (control: Control) =>
    control.kind === 'link' ||
    /^(Enlarge image|Select image \d+|Compare( \(\d+\))?|Reply|Show more)$/.test(control.name),
};

describe('no control does nothing', () => {
  beforeAll(enoughCommentsForShowMore);

  it('signed out: the header, search, bell, account panels, toolbar and footer', async () => {
    const visitor = await newVisitor();
    const chrome = (page: Page) => goto(page, CHROME_PAGE);
    const panel = (next?: string) => (page: Page) => openAccountPanel(page, next);
    const walks: Walk[] = [
      ...chromeWalks('signed out', chrome),
      { label: 'signed out account panel: sign in', load: chrome, enter: panel(), roots: accountDialog },
      {
        label: 'signed out account panel: create account',
        load: chrome,
        enter: panel('Create account'),
        roots: accountDialog,
      },
      {
        label: 'signed out account panel: forgot password',
        load: chrome,
        enter: panel('Forgot password?'),
        roots: accountDialog,
      },
      {
        label: 'signed out account panel: reset instructions sent',
        load: chrome,
        enter: async (page) => {
          await panel('Forgot password?')(page);
          const dialog = page.locator(accountDialog);
          await dialog.getByLabel('Email').fill(uniqueEmail('nobody'));
          await dialog.getByRole('button', { name: 'Send Reset Instructions' }).click();
          await dialog.getByRole('status').waitFor();
        },
        roots: accountDialog,
      },
      { label: 'signed out notifications page', load: (page) => goto(page, '/notifications'), roots: '#content' },
      { label: 'signed out profile page', load: (page) => goto(page, '/account/profile'), roots: '#content' },
    ];
    for (const state of walks) await walk(visitor, state);
    expectAllAlive(visitor, [
      /chrome: link "Skip to content"/,
      /chrome: link "Gadget Specs home"/,
      /chrome: search box "Search phones"/,
      /chrome: button "Notifications"/,
      /chrome: button "Sign In"/,
      /chrome: link "Privacy Policy"/,
      /chrome: link "Gadget Specs on X/,
      /chrome: button "Open toolbar"/,
      /notifications dropdown: button "Sign in"/,
      /panel: sign in: button "Create account"/,
      /panel: sign in: button "Forgot password\?"/,
      /panel: sign in: button "Show password"/,
      /panel: sign in: button "Sign In"/,
      /panel: create account: button "Sign in"/,
      /panel: create account: button "Show confirm password"/,
      /panel: forgot password: button "Sign in"/,
      /toolbar: switch "Night Mode"/,
    ]);
  });

  it('signed out: a phone page, its gallery and its comment form', async () => {
    const visitor = await newVisitor();
    for (const state of phoneWalks('signed out', (page) => goto(page, PHONE_PAGE))) await walk(visitor, state);
    expectAllAlive(visitor, [
      /phone page: button "Like/,
      /phone page: button "Dislike/,
      /phone page: button "Follow"/,
      /phone page: button "Compare/,
      /phone page: button "Reply"/,
      /phone page: button "Show more"/,
      /phone page: button "Sign in to rate this model"/,
      /comment form: button "Cancel"/,
      /comment form: button "Post Comment"/,
      /reply form: button "Post Reply"/,
    ]);
  });

  it('signed in: the header, bell, profile panel, notifications and account pages', async () => {
    const me = await accountWithToken('walker', 'Walt Walker');
    const replier = await accountWithToken('replier', 'Rita Replier');
    const mine = await commentAs(me, 'My own comment about the Pixel camera');
    await apiAs(me.bearer, 'mutation ($target: FollowInput!) { follow(target: $target) { id } }', {
      target: { kind: 'MODEL', ...PHONE },
    });
    const unreadCount = async () =>
      (await apiAs<{ myNotifications: { unreadCount: number } }>(me.bearer, '{ myNotifications { unreadCount } }')).data
        .myNotifications.unreadCount;
    /** At least two unread notifications, so "Mark all read" is offered and opening one leaves it offered. */
    const withUnread = async () => {
      for (let count = await unreadCount(); count < 2; count += 1) {
        await commentAs(replier, `A reply to you, number ${count}`, mine);
      }
    };

    const visitor = await newVisitor();
    // Deleting the account is only opened, never done: a deletion request would be refused here.
    await visitor.page.route('**/graphql', (route) =>
      (route.request().postData() ?? '').includes('deleteAccount')
        ? route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: '{"errors":[{"message":"Not in this test"}]}',
          })
        : route.fallback(),
    );
    const signedIn = (path: string) => (page: Page) => gotoSignedIn(page, path, me.email);
    const chrome = async (page: Page) => {
      await withUnread();
      await signedIn(CHROME_PAGE)(page);
    };
    const walks: Walk[] = [
      // Signed in, the header's bell and account button change; its links, the footer, the notice, the search
      // overlay and the toolbar do not (tried signed out).
      ...chromeWalks('signed in', chrome, 'header input, header button').filter(
        (state) => !/search overlay|toolbar/.test(state.label),
      ),
      {
        label: 'signed in profile panel',
        load: chrome,
        enter: (page) => openAccountPanel(page),
        roots: accountDialog,
        last: /^Sign Out$/,
      },
      {
        label: 'signed in notifications page',
        load: async (page) => {
          await withUnread();
          await signedIn('/notifications')(page);
          await page.getByRole('main').getByRole('list').first().waitFor();
        },
        roots: '#content',
        last: /^Mark all read$/,
      },
      {
        label: 'signed in profile settings',
        load: async (page) => {
          await signedIn('/account/profile')(page);
          await page.getByRole('main').getByLabel('Name').waitFor();
        },
        roots: '#content',
      },
      ...[
        { label: 'signed in account settings', roots: '#content', last: /^(Unfollow .*|Sign out)$/ },
        {
          label: 'signed in account settings: confirm deletion',
          enter: async (page: Page) => {
            await page.getByRole('button', { name: 'Delete my account', exact: true }).click();
            await page.getByRole('form', { name: 'Confirm account deletion' }).waitFor();
          },
          roots: 'form[aria-label="Confirm account deletion"]',
        },
      ].map((state) => ({ ...state, load: settings })),
      {
        label: 'signed in preferences',
        load: async (page) => {
          await signedIn('/account/preferences')(page);
          await page.getByRole('group', { name: 'Units' }).waitFor();
        },
        roots: '#content',
      },
    ];
    async function settings(page: Page) {
      await signedIn('/account/settings')(page);
      await page.getByRole('region', { name: 'Where you are signed in' }).getByText('This device').waitFor();
    }
    for (const state of walks) await walk(visitor, state);
    expectAllAlive(visitor, [
      /signed in chrome: button "User Profile"/,
      /signed in chrome: button "Notifications/,
      /signed in notifications dropdown: link "Rita Replier replied/,
      /signed in notifications dropdown: button "Mark all read"/,
      /signed in notifications dropdown: link "View All Notifications"/,
      /profile panel: link "Profile Settings"/,
      /profile panel: link "Account Settings"/,
      /profile panel: link "Preferences"/,
      /profile panel: link "Help & Support"/,
      /profile panel: button "Sign Out"/,
      /notifications page: button "Unread"/,
      /notifications page: button "Mark all read"/,
      /profile settings: button "Save"/,
      /account settings: button "Change password"/,
      /account settings: button "Export my data"/,
      /account settings: button "Delete my account"/,
      /account settings: button "Sign out"/,
      /account settings: button "Unfollow/,
      /confirm deletion: button "Delete my account permanently"/,
      /confirm deletion: button "Cancel"/,
      /preferences: radio "Imperial/,
    ]);
  });

  it('signed in: a phone page, with an own comment and an own review', async () => {
    const me = await accountWithToken('phone-owner', 'Olga Owner');
    await commentAs(me, 'Olga thinks the Pixel battery lasts');
    await apiAs(
      me.bearer,
      `mutation { saveModelReview(category: "${PHONE.category}", brand: "${PHONE.brand}", path: "${PHONE.path}", rating: 4, text: "Good phone") { id } }`,
    );
    const visitor = await newVisitor();
    const phone = async (page: Page) => {
      await gotoSignedIn(page, PHONE_PAGE, me.email);
      await page.getByRole('heading', { name: 'Your review' }).waitFor();
    };
    const ownComment = 'li[aria-label="Comment by Olga Owner"]';
    const walks: Walk[] = [
      ...phoneWalks('signed in', phone),
      {
        label: 'signed in own comment: editing',
        load: phone,
        enter: async (page) => {
          await page.locator(ownComment).getByRole('button', { name: 'Edit', exact: true }).click();
          await page.getByLabel('Edit your comment').waitFor();
        },
        roots: `${ownComment} :has(> textarea)`,
      },
      {
        label: 'signed in own comment: deleting',
        load: phone,
        enter: async (page) => {
          await page.locator(ownComment).getByRole('button', { name: 'Delete', exact: true }).click();
        },
        roots: '[role="group"][aria-label="Delete this comment?"]',
        last: /^Yes, delete$/,
      },
      {
        label: 'signed in own review: deleting',
        load: phone,
        enter: async (page) => {
          await page.getByRole('form', { name: 'Your review' }).getByRole('button', { name: 'Delete' }).click();
        },
        roots: '[role="group"][aria-label="Delete your review?"]',
        last: /^Yes, delete$/,
      },
    ];
    for (const state of walks) await walk(visitor, state);
    expectAllAlive(visitor, [
      /phone page: button "Like/,
      /phone page: button "Follow/,
      /phone page: radio "★?1 star"/,
      /phone page: button "Save"/,
      /phone page: button "Edit"/,
      /editing: button "Save"/,
      /editing: button "Cancel"/,
      /own comment: deleting: button "Keep it"/,
      /own comment: deleting: button "Yes, delete"/,
      /own review: deleting: button "Keep it"/,
      /own review: deleting: button "Yes, delete"/,
    ]);
  });
});
