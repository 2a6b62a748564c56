import { createContext, useContext, useSyncExternalStore } from 'react';
import { Navigate } from 'react-router-dom';
import type { PageMeta } from '../components/page-meta';

/**
 * What rendering on the server learns about the response: its status and the page's head. One object per
 * request, filled in while the page renders (the server reads it once everything has rendered).
 */
export interface PageResponse {
  status: number;
  meta?: PageMeta;
  /** Set for a page that moved: the server answers a redirect there instead of the page. */
  location?: string;
}

const PageResponseContext = createContext<PageResponse | null>(null);

export const PageResponseProvider = PageResponseContext.Provider;

/** The request's response on the server; null in the browser. */
export const usePageResponse = () => useContext(PageResponseContext);

/**
 * Renders nothing; on the server it sets the page's status, e.g. 404 for a model that does not exist.
 * Writing during render is safe here: the object belongs to this one request and the browser has none.
 */
export function ResponseStatus({ status }: { status: number }) {
  const response = usePageResponse();
  if (response) response.status = status;
  return null;
}

/**
 * A page asked by an address that is not its own (an old slug): the server answers a permanent redirect to `to`, the
 * browser replaces the address (a link followed inside the site).
 */
export function ResponseRedirect({ to }: { to: string }) {
  const response = usePageResponse();
  if (!response) return <Navigate to={to} replace />;
  response.status = 301;
  response.location = to;
  return null;
}

const noSubscription = () => () => undefined;

/**
 * False on the server and while the page hydrates, true from then on: for what only the browser can know
 * (who is signed in, what this tab stored), so hydration renders exactly what the server did.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
