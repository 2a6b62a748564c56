import type { StateCreator } from 'zustand';
import type { ColorMode } from '../../theme/design-tokens';
import type { AppState, StoreDependencies } from '../app-store';

export const THEME_STORAGE_KEY = 'theme';

export interface ThemeSlice {
  theme: ColorMode;
  setTheme: (mode: ColorMode) => void;
  toggleTheme: () => void;
}

/** Stored choice first, else the system preference. */
export function initialColorMode({ storage, prefersDark }: StoreDependencies): ColorMode {
  const stored = storage.read(THEME_STORAGE_KEY);
  if (stored === 'dark' || stored === 'light') return stored;
  return prefersDark() ? 'dark' : 'light';
}

export const createThemeSlice =
  (dependencies: StoreDependencies): StateCreator<AppState, [], [], ThemeSlice> =>
  (set, get) => ({
    theme: initialColorMode(dependencies),
    setTheme: (mode) => {
      dependencies.storage.write(THEME_STORAGE_KEY, mode);
      set({ theme: mode });
    },
    toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
  });
