import { appStore, createAppStore, type AppState, type KeyValueStorage } from '@gadgets/shared-ui';

const NOTHING_STORED: KeyValueStorage = { read: () => null, write: () => undefined, remove: () => undefined };

/**
 * What the store reads from the visitor's browser storage when the page starts and the page draws differently for.
 * Not the colour mode: colours are custom properties that follow `<html data-theme>`, so the HTML is the same.
 */
const STORED_PREFERENCES = ['compare', 'devBannerDismissed'] as const satisfies readonly (keyof AppState)[];

/**
 * The server renders every page as a first-time visitor sees it (nothing to compare, the banner shown).
 * Hydration must start from exactly that, so a visitor whose stored choices differ (a comparison, say) gets the
 * page rendered afresh in the browser instead, with the server's data and no request more.
 */
export function seesPageAsRendered(): boolean {
  const firstVisit = createAppStore({
    storage: NOTHING_STORED,
    sessionStorage: NOTHING_STORED,
    prefersDark: () => false,
  }).getState();
  const current = appStore.getState();
  return STORED_PREFERENCES.every((key) => JSON.stringify(firstVisit[key]) === JSON.stringify(current[key]));
}
