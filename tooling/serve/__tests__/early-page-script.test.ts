/** @jest-environment jsdom */
import { EARLY_PAGE_SCRIPT } from '../../src/early-page-script';

const runEarlyScript = () => new Function(EARLY_PAGE_SCRIPT)();
const html = document.documentElement;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function markInteractive() {
  html.removeAttribute('data-page-pending');
  html.setAttribute('data-page-interactive', '');
}

/** A new page: the scripts of earlier ones see their page go live first, so they stop listening. */
async function serverPage(markup: string) {
  markInteractive();
  await settle();
  for (const name of ['data-theme', 'data-page-interactive', 'data-page-hydrating']) html.removeAttribute(name);
  html.setAttribute('data-page-pending', '');
  document.body.innerHTML = `<div id="root">${markup}</div>`;
}

const clickOn = (element: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
};

function preferDark(dark: boolean) {
  window.matchMedia = ((query: string) => ({ matches: dark && query.includes('dark') })) as typeof window.matchMedia;
}

beforeEach(() => {
  localStorage.clear();
  preferDark(false);
});

describe("the page's first script: the stored colour mode", () => {
  it('paints the stored mode, else the device preference, else light', async () => {
    await serverPage('');
    localStorage.setItem('theme', 'dark');
    runEarlyScript();
    expect(html.dataset.theme).toBe('dark');

    await serverPage('');
    localStorage.clear();
    preferDark(true);
    runEarlyScript();
    expect(html.dataset.theme).toBe('dark');

    await serverPage('');
    preferDark(false);
    runEarlyScript();
    expect(html.dataset.theme).toBe('light');
  });

  it('a stored light mode wins over a dark device', async () => {
    await serverPage('');
    localStorage.setItem('theme', 'light');
    preferDark(true);
    runEarlyScript();
    expect(html.dataset.theme).toBe('light');
  });
});

describe("the page's first script: a tap before the page is live", () => {
  it('holds a click on a button and clicks it once the page is interactive', async () => {
    await serverPage('<header><button type="button">Account</button></header>');
    runEarlyScript();
    const button = document.querySelector('button')!;
    const early = clickOn(button);
    expect(early.defaultPrevented).toBe(true);

    const clicked = jest.fn();
    button.addEventListener('click', clicked);
    markInteractive();
    await settle();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('replays only the last tap, and focuses a text field it clicks', async () => {
    await serverPage('<button type="button">Toolbar</button><input aria-label="Search" readonly />');
    runEarlyScript();
    const [button, input] = [document.querySelector('button')!, document.querySelector('input')!];
    clickOn(button);
    clickOn(input);
    const [buttonClicks, inputClicks] = [jest.fn(), jest.fn()];
    button.addEventListener('click', buttonClicks);
    input.addEventListener('click', inputClicks);
    markInteractive();
    await settle();
    expect(buttonClicks).not.toHaveBeenCalled();
    expect(inputClicks).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(input);
  });

  it('leaves links to the browser: they work without JavaScript', async () => {
    await serverPage('<a href="/mobile"><span>Phones</span></a>');
    runEarlyScript();
    const link = document.querySelector('a')!;
    expect(clickOn(link.querySelector('span')!).defaultPrevented).toBe(false);
    const clicked = jest.fn();
    link.addEventListener('click', clicked);
    markInteractive();
    await settle();
    expect(clicked).not.toHaveBeenCalled();
  });

  it('leaves taps to React once hydration has started, and a newer tap drops the held one', async () => {
    await serverPage('<button type="button">Toolbar</button>');
    runEarlyScript();
    const button = document.querySelector('button')!;
    clickOn(button);
    html.setAttribute('data-page-hydrating', '');
    expect(clickOn(button).defaultPrevented).toBe(false);
    const clicked = jest.fn();
    button.addEventListener('click', clicked);
    markInteractive();
    await settle();
    expect(clicked).not.toHaveBeenCalled();
  });

  it('finds the control again by its place when the page was drawn afresh', async () => {
    await serverPage('<main><p>Text</p><div><button type="button">Compare</button></div></main>');
    runEarlyScript();
    clickOn(document.querySelector('button')!);
    document.getElementById('root')!.innerHTML =
      '<main><p>Text</p><div><button type="button">Compare</button></div></main>';
    const redrawn = document.querySelector('button')!;
    const clicked = jest.fn();
    redrawn.addEventListener('click', clicked);
    markInteractive();
    await settle();
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it('ignores taps outside the app and on plain text', async () => {
    await serverPage('<p>Only text</p>');
    runEarlyScript();
    expect(clickOn(document.querySelector('p')!).defaultPrevented).toBe(false);
  });
});
