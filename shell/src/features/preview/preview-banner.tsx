import { useSyncExternalStore } from 'react';
import { lazyLayer } from '../../components/lazy-layer';

/** Set beside the preview's HttpOnly cookie by the server's preview link (tooling/serve/preview.mjs). */
const PREVIEW_INFO_COOKIE = 'gadgets_preview_info';

/** `section.version` from the info cookie, or null; a string, so the snapshot is stable between reads. */
export function previewInfoOf(cookies: string): string | null {
  const value = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${PREVIEW_INFO_COOKIE}=`))
    ?.slice(PREVIEW_INFO_COOKIE.length + 1);
  return value && /^[a-z][a-z0-9_]{0,31}\.[0-9a-f]{12}$/.test(value) ? value : null;
}

const noSubscription = () => () => undefined;

/** Its code loads only in a browser that previews: nobody else ever sees it. */
const PreviewNotice = lazyLayer(() => import('./preview-notice').then((module) => module.PreviewNotice));

/**
 * In the browser that opened a team's preview link only: which section and version it shows instead of the live one,
 * and the way out. Read after hydration (the server renders every visitor the same header).
 */
export function PreviewBanner() {
  const info = useSyncExternalStore(
    noSubscription,
    () => previewInfoOf(document.cookie),
    () => null,
  );
  return info ? <PreviewNotice info={info} /> : null;
}
