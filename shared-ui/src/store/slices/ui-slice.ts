import type { SliceCreator } from '../slice-creator';

/** Session storage key: a dismissed banner stays dismissed for the rest of the visit, across full page loads. */
export const DEV_BANNER_DISMISSED_KEY = 'dev_banner_dismissed';

export interface UiSlice {
  accountMenuOpen: boolean;
  openAccountMenu: () => void;
  closeAccountMenu: () => void;
  searchOpen: boolean;
  openSearch: () => void;
  closeSearch: () => void;
  /** The under-development banner, once dismissed, stays away until the tab is closed. */
  devBannerDismissed: boolean;
  dismissDevBanner: () => void;
  /**
   * Whether this page can sign a visitor in (the shell's account menu is there). A section alone on its own origin or
   * embedded in a partner's page has none: its sign-in-only controls (votes, follows, reviews) are then shown
   * inactive or not at all, never as buttons that do nothing.
   */
  signInOffered: boolean;
  offerSignIn: () => void;
}

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
