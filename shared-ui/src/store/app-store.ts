import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AppState, StoreDependencies } from './app-state';
import { localKeyValueStorage, sessionKeyValueStorage } from './browser-storage';
import { createAuthSlice } from './slices/auth-slice';
import { createCompareSlice } from './slices/compare-slice';
import { createThemeSlice } from './slices/theme-slice';
import { createUiSlice } from './slices/ui-slice';
import { createUnitsSlice } from './slices/units-slice';

const systemPrefersDark = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)').matches
    : false;

export function createAppStore(overrides: Partial<StoreDependencies> = {}): StoreApi<AppState> {
  const dependencies: StoreDependencies = {
    storage: localKeyValueStorage,
    sessionStorage: sessionKeyValueStorage,
    prefersDark: systemPrefersDark,
    ...overrides,
  };
  return createStore<AppState>()((...args) => ({
    ...createThemeSlice(dependencies)(...args),
    ...createAuthSlice(dependencies)(...args),
    ...createCompareSlice(dependencies)(...args),
    ...createUiSlice(dependencies)(...args),
    ...createUnitsSlice(dependencies)(...args),
  }));
}

/**
 * The one store of the page. shared-ui is a module federation singleton, so the shell and every
 * remote it loads import this very instance.
 */
export const appStore = createAppStore();

export function useAppStore<Selected>(selector: (state: AppState) => Selected): Selected {
  return useStore(appStore, selector);
}
