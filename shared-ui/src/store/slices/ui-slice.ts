import type { StateCreator } from 'zustand';
import type { AppState } from '../app-store';

export interface UiSlice {
  accountMenuOpen: boolean;
  openAccountMenu: () => void;
  closeAccountMenu: () => void;
}

/** Page chrome any part of the site may ask for, e.g. a remote's "Sign in" button opening the shell's account menu. */
export const createUiSlice: StateCreator<AppState, [], [], UiSlice> = (set) => ({
  accountMenuOpen: false,
  openAccountMenu: () => set({ accountMenuOpen: true }),
  closeAccountMenu: () => set({ accountMenuOpen: false }),
});
