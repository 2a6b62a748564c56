import type { SliceCreator, UiSlice } from '../app-state';

/** Session storage key: a dismissed banner stays dismissed for the rest of the visit, across full page loads. */
export const DEV_BANNER_DISMISSED_KEY = 'dev_banner_dismissed';

/**
 * Page chrome any part of the site may ask for, e.g. a remote's "Sign in" button opening the shell's
 * account menu, or a remote's search field opening the shell's search overlay.
 */
export const createUiSlice: SliceCreator<UiSlice> =
  ({ sessionStorage }) =>
  (set) => ({
    accountMenuOpen: false,
    openAccountMenu: () => set({ accountMenuOpen: true }),
    closeAccountMenu: () => set({ accountMenuOpen: false }),
    searchOpen: false,
    openSearch: () => set({ searchOpen: true }),
    closeSearch: () => set({ searchOpen: false }),
    devBannerDismissed: sessionStorage.read(DEV_BANNER_DISMISSED_KEY) === 'true',
    signInOffered: false,
    offerSignIn: () => set({ signInOffered: true }),
    dismissDevBanner: () => {
      sessionStorage.write(DEV_BANNER_DISMISSED_KEY, 'true');
      set({ devBannerDismissed: true });
    },
  });
