// The shape of the one store: every slice's state and actions, and what the slices are built with. Types only, so the
// store (app-store.ts) and each slice (slices/) can both depend on it without depending on each other.
import type { StateCreator } from 'zustand';
import type { ComparableSectionName } from '../sections/section-table';
import type { ColorMode } from '../theme/design-tokens';
import type { KeyValueStorage } from './browser-storage';

/** Client state only; server data (notifications included) lives in the urql cache. */
export type AppState = ThemeSlice & AuthSlice & CompareSlice & UiSlice & UnitsSlice;

/**
 * Every slice has this one shape: given the store's dependencies, a zustand slice creator over the whole state
 * (zustand's slices pattern), so a slice can read another's state and the store spreads them all alike.
 */
export type SliceCreator<Slice> = (dependencies: StoreDependencies) => StateCreator<AppState, [], [], Slice>;

/** What the store reads from the browser, passed in so tests and the server hand it their own. */
export interface StoreDependencies {
  storage: KeyValueStorage;
  /** Per-tab storage, for choices that last one visit. */
  sessionStorage: KeyValueStorage;
  prefersDark: () => boolean;
}

/** What the visitor picked: a fixed mode, or whatever their device prefers (nothing stored). */
export type ThemeChoice = ColorMode | 'system';

export interface ThemeSlice {
  theme: ColorMode;
  themeChoice: ThemeChoice;
  setTheme: (mode: ColorMode) => void;
  toggleTheme: () => void;
  /** 'system' forgets the stored mode, so the device's preference decides from now on. */
  chooseTheme: (choice: ThemeChoice) => void;
  /** The device's preference changed; followed only while the choice is 'system'. */
  systemThemeChanged: (prefersDark: boolean) => void;
}

export interface AuthUser {
  name: string;
  email: string;
  avatar?: string | null;
  admin: boolean;
}

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthSlice {
  auth: { status: AuthStatus; user: AuthUser | null; error: string | null };
  setAuthLoading: () => void;
  setAuthenticated: (user: AuthUser) => void;
  setUnauthenticated: (error?: string | null) => void;
}

export interface CompareItem {
  company: string;
  path: string;
}

export type CompareAddResult = 'added' | 'already-present' | 'full';

export interface CompareSlice {
  compare: Record<ComparableSectionName, CompareItem[]>;
  addToCompare: (section: ComparableSectionName, item: CompareItem) => CompareAddResult;
  removeFromCompare: (section: ComparableSectionName, item: CompareItem) => void;
  replaceCompareList: (section: ComparableSectionName, items: CompareItem[]) => void;
  clearCompare: (section: ComparableSectionName) => void;
}

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

export type UnitSystem = 'metric' | 'imperial';

export interface UnitsSlice {
  units: UnitSystem;
  setUnits: (units: UnitSystem) => void;
}
