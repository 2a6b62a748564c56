import type { GadgetTheme } from '@gadgets/shared-ui';

/**
 * Fills for a chart's series, from the theme's accents: the strong hues first, then their light tints (the other way
 * round on dark surfaces, where the tints stand out). Red is left out: a chart keeps it for a warning.
 */
export function seriesColour(theme: GadgetTheme, index: number): string {
  const { blue, orange, green } = theme.accents;
  const light = [blue.base, orange.base, green.base, theme.colors.textMuted, blue.onDark, orange.onDark, green.onDark];
  const dark = [blue.onDark, orange.onDark, green.onDark, theme.colors.textMuted, blue.base, orange.base, green.base];
  const colours = theme.mode === 'dark' ? dark : light;
  return colours[index % colours.length]!;
}

/** The drawing width of every chart's viewBox: the SVG stretches to its box, so lengths are shares of this. */
export const CHART_WIDTH = 600;

/** A value's length on a scale of `max`, in viewBox units (two decimals keep the markup short). */
export function lengthOf(value: number, max: number): number {
  return max > 0 ? Math.round((value / max) * CHART_WIDTH * 100) / 100 : 0;
}
