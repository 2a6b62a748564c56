import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { useAppStore } from '../store/app-store';
import { themeFor, type ColorMode } from './design-tokens';

interface GadgetThemeProviderProps {
  children: ReactNode;
  /** Forces a mode (an integrator's choice); otherwise the visitor's night-mode setting from the shared store. */
  mode?: ColorMode;
}

export function GadgetThemeProvider({ children, mode }: GadgetThemeProviderProps) {
  const storedMode = useAppStore((state) => state.theme);
  return <ThemeProvider theme={themeFor(mode ?? storedMode)}>{children}</ThemeProvider>;
}
