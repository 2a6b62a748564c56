import type { StateCreator } from 'zustand';
import type { AppState } from '../app-store';

export interface UiSlice {
  accountMenuOpen: boolean;
  openAccountMenu: () => void;
  closeAccountMenu: () => void;
  searchOpen: boolean;
  openSearch: () => void;
  closeSearch: () => void;
  /** The under-development banner; dismissed for the rest of this page's life. */
  devBannerDismissed: boolean;
  dismissDevBanner: () => void;
}

/**
 * Page chrome any part of the site may ask for, e.g. a remote's "Sign in" button opening the shell's
 * account menu, or a remote's search field opening the shell's search overlay.
 */
export const createUiSlice: StateCreator<AppState, [], [], UiSlice> = (set) => ({
  accountMenuOpen: false,
  openAccountMenu: () => set({ accountMenuOpen: true }),
  closeAccountMenu: () => set({ accountMenuOpen: false }),
  searchOpen: false,
  openSearch: () => set({ searchOpen: true }),
  closeSearch: () => set({ searchOpen: false }),
  devBannerDismissed: false,
  dismissDevBanner: () => set({ devBannerDismissed: true }),
});
