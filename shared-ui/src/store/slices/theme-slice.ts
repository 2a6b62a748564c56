import type { ColorMode } from '../../theme/design-tokens';
import type { SliceCreator, StoreDependencies } from '../slice-creator';

export const THEME_STORAGE_KEY = 'theme';

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
