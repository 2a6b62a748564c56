import type { GadgetTheme } from '@gadgets/shared-ui';

/** The fill of a chart's series `index`, from the theme's series colours (see design-tokens), repeating past the last. */
export function seriesColour(theme: GadgetTheme, index: number): string {
  return theme.series[index % theme.series.length]!;
}

/** The drawing width of every chart's viewBox: the SVG stretches to its box, so lengths are shares of this. */
export const CHART_WIDTH = 600;

/** A value's length on a scale of `max`, in viewBox units (two decimals keep the markup short). */
export function lengthOf(value: number, max: number): number {
  return max > 0 ? Math.round((value / max) * CHART_WIDTH * 100) / 100 : 0;
}
