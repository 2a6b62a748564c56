import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates on its own, after the rest, in small tasks. React hydrates a
 * page in one pass that does not yield, so a long page is one long task in which a click waits; the content of a
 * Suspense boundary the server completed is left for later, at a priority that yields to the browser every few
 * milliseconds. A click or key press inside the part before then hydrates it first and is replayed.
 *
 * For parts below the first screen or slow to hydrate (spec sheets, charts, reviews, comments). In the browser after
 * the first page, and on the server, it changes nothing: nothing inside suspends that would not have anyway.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
