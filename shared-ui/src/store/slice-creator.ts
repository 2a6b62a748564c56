import type { StateCreator } from 'zustand';
import type { AppState } from './app-store';
import type { KeyValueStorage } from './browser-storage';

/** What the store reads from the browser, passed in so tests and the server hand it their own. */
export interface StoreDependencies {
  storage: KeyValueStorage;
  /** Per-tab storage, for choices that last one visit. */
  sessionStorage: KeyValueStorage;
  prefersDark: () => boolean;
}

/**
 * Every slice has this one shape: given the store's dependencies, a zustand slice creator over the whole state
 * (zustand's slices pattern), so a slice can read another's state and the store spreads them all alike.
 */
export type SliceCreator<Slice> = (dependencies: StoreDependencies) => StateCreator<AppState, [], [], Slice>;
