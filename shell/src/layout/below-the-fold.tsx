import { lazy, Suspense, type ComponentType, type MouseEvent } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';

/** How far ahead of the viewport a part starts loading, so it is usually live before it is seen. */
const LOAD_MARGIN = '400px';

/**
 * A static part of every page that sits below the fold (the footer): the server renders it, the browser loads its code
 * and hydrates it only once its box nears the viewport, so it is neither in the first load nor in the first
 * hydration's long task. Until then its links are the server's plain links and work as such.
 *
 * During hydration the part suspends inside its own boundary, so React keeps the server's HTML for it and hydrates it
 * when the code arrives. The observed box is the wrapper outside that boundary: if React ever gives up on the server's
 * HTML (an update reached the part first), the empty wrapper still sits at the page's end and still triggers the load.
 * Once loaded (the server loads it before its first page), the part renders at once, without suspending.
 *
 * A part that is not yet hydrated must receive no update, or a navigation (a transition) would wait for its code: so it
 * takes no props, reads no router state (its links are plain links, routed by the wrapper) and its element is made
 * once, so a re-render of the layout passes it on unchanged.
 */
export function belowTheFold(id: string, load: () => Promise<ComponentType>) {
  let loaded: ComponentType | undefined;
  const loadNow = () =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    });
  const Part = lazy(() => {
    // Answered synchronously: React reads a thenable that has already called back as loaded.
    if (loaded)
      return { then: (resolve: (value: { default: ComponentType }) => void) => resolve({ default: loaded! }) } as never;
    return nearViewport(id).then(loadNow);
  });
  const part = (
    <Suspense fallback={null}>
      <Part />
    </Suspense>
  );
  function BelowTheFold() {
    const navigate = useNavigate();
    return (
      <div id={id} onClick={(event) => followInternalLink(event, navigate)}>
        {part}
      </div>
    );
  }
  return { BelowTheFold, preload: () => loadNow().then(() => undefined) };
}

/** A plain click on a link to this site becomes a client-side navigation; anything else is left to the browser. */
function followInternalLink(event: MouseEvent, navigate: NavigateFunction): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(`${link.pathname}${link.search}${link.hash}`);
}

/** Resolves once the element is within LOAD_MARGIN of the viewport; at once where that cannot be observed. */
function nearViewport(id: string): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(element);
  });
}
