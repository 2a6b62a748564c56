import type { ColorMode } from '../../theme/design-tokens';
import type { SliceCreator, StoreDependencies, ThemeChoice, ThemeSlice } from '../app-state';

export const THEME_STORAGE_KEY = 'theme';

function storedChoice({ storage }: StoreDependencies): ThemeChoice {
  const stored = storage.read(THEME_STORAGE_KEY);
  return stored === 'dark' || stored === 'light' ? stored : 'system';
}

const modeOf = (prefersDark: boolean): ColorMode => (prefersDark ? 'dark' : 'light');

/** Stored choice first, else the system preference. */
export function initialColorMode(dependencies: StoreDependencies): ColorMode {
  const choice = storedChoice(dependencies);
  return choice === 'system' ? modeOf(dependencies.prefersDark()) : choice;
}

export const createThemeSlice: SliceCreator<ThemeSlice> = (dependencies) => (set, get) => ({
  theme: initialColorMode(dependencies),
  themeChoice: storedChoice(dependencies),
  setTheme: (mode) => {
    dependencies.storage.write(THEME_STORAGE_KEY, mode);
    set({ theme: mode, themeChoice: mode });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
  chooseTheme: (choice) => {
    if (choice !== 'system') return get().setTheme(choice);
    dependencies.storage.remove(THEME_STORAGE_KEY);
    set({ theme: modeOf(dependencies.prefersDark()), themeChoice: 'system' });
  },
  systemThemeChanged: (prefersDark) => {
    if (get().themeChoice === 'system') set({ theme: modeOf(prefersDark) });
  },
});
