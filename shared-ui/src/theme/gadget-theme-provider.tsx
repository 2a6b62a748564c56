import { useEffect, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { appStore, useAppStore } from '../store/app-store';
import { paletteFor, variableTheme, type ColorMode } from './design-tokens';

interface GadgetThemeProviderProps {
  children: ReactNode;
  /** Forces a mode (an integrator's choice); otherwise the visitor's night-mode setting from the shared store. */
  mode?: ColorMode;
  /**
   * 'document' (our own page): colours are custom properties that follow `<html data-theme>`, so the server's HTML
   * is the same in both modes and hydrates as it is. 'plain': colours as values, for a page that is not ours (no
   * GlobalStyle there to declare the properties) and for test DOMs that do not resolve custom properties.
   */
  colors?: 'document' | 'plain';
}

export function GadgetThemeProvider({ children, mode, colors = 'document' }: GadgetThemeProviderProps) {
  const storedMode = useAppStore((state) => state.theme);
  const shownMode = mode ?? storedMode;
  useFollowSystemTheme(mode === undefined);
  useDocumentMode(colors === 'document' ? shownMode : null);
  return (
    <ThemeProvider theme={colors === 'document' ? variableTheme : paletteFor(shownMode)}>{children}</ThemeProvider>
  );
}

/** The page's first script set the stored mode before the first paint; a change made since is set here. */
function useDocumentMode(mode: ColorMode | null) {
  useEffect(() => {
    if (mode) document.documentElement.dataset.theme = mode;
  }, [mode]);
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
