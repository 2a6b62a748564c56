/** Longest wait for the first paint: past it, hydration starts anyway (a browser that never reports one). */
const PAINT_WAIT_LIMIT_MS = 1_000;

/**
 * Resolves once the browser has put on screen what the server sent (its first contentful paint), so a visitor
 * sees the page before ~250 KB of JavaScript is evaluated and hydrated rather than after. Resolves at once when
 * there is nothing to paint yet (a page rendered only in the browser) or the page is hidden, which gets no paint.
 */
export function afterFirstPaint(doc: Document = document): Promise<void> {
  const view = doc.defaultView;
  const rendered = doc.getElementById('root')?.firstElementChild;
  if (!view || !rendered || doc.visibilityState === 'hidden' || !observesPaint(view)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      view.clearTimeout(limit);
      doc.removeEventListener('visibilitychange', done);
      resolve();
    };
    // Buffered: the paint may already have happened by the time this runs.
    const observer = new view.PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({ type: 'paint', buffered: true });
    const limit = view.setTimeout(done, PAINT_WAIT_LIMIT_MS);
    doc.addEventListener('visibilitychange', done);
  });
}

function observesPaint(view: Window & typeof globalThis): boolean {
  return (
    typeof view.PerformanceObserver === 'function' &&
    (view.PerformanceObserver.supportedEntryTypes ?? []).includes('paint')
  );
}
