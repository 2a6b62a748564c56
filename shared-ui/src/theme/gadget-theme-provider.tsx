import { useEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { appStore, useAppStore } from '../store/app-store';
import { themeFor, type ColorMode } from './design-tokens';

interface GadgetThemeProviderProps {
  children: ReactNode;
  /** Forces a mode (an integrator's choice); otherwise the visitor's night-mode setting from the shared store. */
  mode?: ColorMode;
}

export function GadgetThemeProvider({ children, mode }: GadgetThemeProviderProps) {
  const storedMode = useAppStore((state) => state.theme);
  useFollowSystemTheme(mode === undefined);
  return <ThemeProvider theme={themeFor(mode ?? storedMode)}>{children}</ThemeProvider>;
}

/** A visitor who chose "system" sees the device's mode change (e.g. at sunset) without a reload. */
function useFollowSystemTheme(enabled: boolean) {
  useEffect(() => {
    if (!enabled || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const follow = () => appStore.getState().systemThemeChanged(query.matches);
    query.addEventListener?.('change', follow);
    return () => query.removeEventListener?.('change', follow);
  }, [enabled]);
}
