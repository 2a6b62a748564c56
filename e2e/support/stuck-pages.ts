import type { CDPSession, Page } from 'playwright-core';

/** How long a page's main thread may take to answer `1 + 1` before it counts as stuck. */
const ANSWER_MS = 2_000;
/** How many frames of a stuck page's stack are printed. */
const FRAMES = 25;

/**
 * The pages of the running test that are still open (openPage adds them), each with a DevTools session of its own
 * and its debugger on, both while the page still answers: neither could reach a stuck main thread later. With no
 * breakpoint set the browser tests took about as long as without it (the longest stream 562 s against 551 s); where
 * scripts are off it is simply not on.
 */
const openPages = new Map<Page, { devTools: CDPSession; scripts: Map<string, string> }>();

export async function followOpenPage(page: Page): Promise<void> {
  const devTools = await page.context().newCDPSession(page);
  const scripts = new Map<string, string>();
  devTools.on('Debugger.scriptParsed', ({ scriptId, url }) => scripts.set(scriptId, url));
  await devTools.send('Debugger.enable').catch(() => undefined);
  openPages.set(page, { devTools, scripts });
  page.once('close', () => openPages.delete(page));
}

const withinMs = <T>(promise: Promise<T>, ms: number): Promise<T | 'timed out'> =>
  Promise.race([promise, new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), ms))]);

/**
 * Where a page's main thread is, when it no longer answers: the debugger interrupts the JavaScript it runs and
 * returns its stack. Null when it answers; a sentence when it cannot be paused (stuck outside JavaScript: layout,
 * a synchronous call, the renderer itself).
 */
async function stackOfStuckPage(devTools: CDPSession, scripts: Map<string, string>): Promise<string | null> {
  const answered = await withinMs(devTools.send('Runtime.evaluate', { expression: '1 + 1' }), ANSWER_MS);
  if (answered !== 'timed out') return null;
  const paused = new Promise<string>((resolve) =>
    devTools.once('Debugger.paused', ({ callFrames }) =>
      resolve(
        callFrames
          .slice(0, FRAMES)
          .map(({ functionName, location }) => {
            const url = scripts.get(location.scriptId) ?? `script ${location.scriptId}`;
            return `    at ${functionName || '(anonymous)'} (${url}:${location.lineNumber + 1}:${(location.columnNumber ?? 0) + 1})`;
          })
          .join('\n'),
      ),
    ),
  );
  await withinMs(devTools.send('Debugger.pause'), ANSWER_MS);
  const stack = await withinMs(paused, ANSWER_MS);
  return stack === 'timed out' ? '    (it could not be paused: it is stuck outside JavaScript)' : stack;
}

/**
 * Called by the test environment when a test fails: a test that timed out on a page that stopped answering says
 * where the page was stuck, instead of only which action waited.
 */
export async function reportStuckPages(): Promise<void> {
  for (const [page, { devTools, scripts }] of openPages) {
    const stack = await stackOfStuckPage(devTools, scripts).catch(() => null);
    if (stack) console.error(`The page ${page.url()} stopped answering; its main thread was at:\n${stack}`);
    await withinMs(
      devTools.send('Debugger.resume').catch(() => undefined),
      ANSWER_MS,
    );
  }
}
