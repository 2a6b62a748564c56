export type ColorMode = 'light' | 'dark';
export type AccentName = 'green' | 'blue' | 'red' | 'orange';

export interface Accent {
  base: string;
  strong: string;
  soft: string;
  contrastText: string;
  /** The accent as text or a focus ring on the dark surfaces (AA: 4.5:1 on background, surface and surfaceRaised). */
  onDark: string;
  /** The accent as text in the current mode: the strong shade on light surfaces, onDark on dark ones. */
  text: string;
}

/**
 * What components style with. In the site the colours are CSS custom properties (`var(--gadget-…)`) whose values
 * follow `<html data-theme>`, so one server-rendered page serves both modes and a stored mode is painted from the
 * first frame; a page that is not ours (an integrator's) gets plain values instead. Never branch styles on the mode:
 * add a colour here.
 */
export interface GadgetTheme {
  colors: {
    background: string;
    surface: string;
    surfaceRaised: string;
    text: string;
    textMuted: string;
    border: string;
    danger: string;
    success: string;
    skeleton: string;
    backdrop: string;
    /** The keyboard focus ring (3:1 on every surface). */
    focusRing: string;
    /** A given star, and one not given. */
    star: string;
    starEmpty: string;
    /** A site-wide notice (the development banner) and the preview notice. */
    noticeBackground: string;
    noticeText: string;
    previewBackground: string;
    previewText: string;
    /** A small text link on a raised panel (e.g. "Mark all as read"). */
    linkText: string;
    /** Success as small text on the green accent's soft fill. */
    successText: string;
  };
  accents: Record<AccentName, Accent>;
  /** Fills for a chart's series in order (3:1 on the surfaces; red left out, a chart keeps it for a warning). */
  series: string[];
  radius: { small: string; medium: string; large: string; round: string };
  shadow: { card: string; overlay: string };
  font: { body: string; mono: string };
  layout: { headerHeight: number; contentWidth: number };
}

const accentShades: Record<AccentName, Omit<Accent, 'text'>> = {
  green: {
    base: '#16a34a',
    strong: '#15803d',
    soft: 'rgba(22, 163, 74, 0.14)',
    contrastText: '#ffffff',
    onDark: '#4ade80',
  },
  blue: {
    base: '#2563eb',
    strong: '#1d4ed8',
    soft: 'rgba(37, 99, 235, 0.14)',
    contrastText: '#ffffff',
    onDark: '#60a5fa',
  },
  red: {
    base: '#dc2626',
    strong: '#b91c1c',
    soft: 'rgba(220, 38, 38, 0.14)',
    contrastText: '#ffffff',
    onDark: '#f87171',
  },
  orange: {
    base: '#ea580c',
    strong: '#c2410c',
    soft: 'rgba(234, 88, 12, 0.14)',
    contrastText: '#ffffff',
    onDark: '#fb923c',
  },
};

const accentsFor = (mode: ColorMode): Record<AccentName, Accent> =>
  Object.fromEntries(
    Object.entries(accentShades).map(([name, shades]) => [
      name,
      { ...shades, text: mode === 'dark' ? shades.onDark : shades.strong },
    ]),
  ) as Record<AccentName, Accent>;

const shared = {
  radius: { small: '6px', medium: '12px', large: '20px', round: '999px' },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  layout: { headerHeight: 80, contentWidth: 1200 },
};

/** A theme with the colours of one mode as plain values. */
export interface ColorPalette extends GadgetTheme {
  mode: ColorMode;
}

export const lightTheme: ColorPalette = {
  ...shared,
  mode: 'light',
  accents: accentsFor('light'),
  series: [
    accentShades.blue.base,
    accentShades.orange.base,
    accentShades.green.base,
    '#475569',
    accentShades.blue.strong,
    accentShades.orange.strong,
    accentShades.green.strong,
  ],
  colors: {
    background: '#f8fafc',
    surface: '#ffffff',
    surfaceRaised: '#f1f5f9',
    text: '#0f172a',
    textMuted: '#475569',
    border: '#e2e8f0',
    danger: '#b91c1c',
    success: '#15803d',
    skeleton: '#e2e8f0',
    backdrop: 'rgba(15, 23, 42, 0.55)',
    focusRing: accentShades.blue.strong,
    star: '#d97706',
    starEmpty: '#cbd5e1',
    noticeBackground: '#fef3c7',
    noticeText: '#78350f',
    previewBackground: '#e0e7ff',
    previewText: '#312e81',
    linkText: accentShades.blue.strong,
    successText: '#166534',
  },
  shadow: {
    card: '0 1px 3px rgba(15, 23, 42, 0.08), 0 4px 12px rgba(15, 23, 42, 0.06)',
    overlay: '0 20px 50px rgba(15, 23, 42, 0.25)',
  },
};

export const darkTheme: ColorPalette = {
  ...shared,
  mode: 'dark',
  accents: accentsFor('dark'),
  // The light tints stand out on the dark surfaces.
  series: [
    accentShades.blue.onDark,
    accentShades.orange.onDark,
    accentShades.green.onDark,
    '#94a3b8',
    accentShades.blue.base,
    accentShades.orange.base,
    accentShades.green.base,
  ],
  colors: {
    background: '#0b1120',
    surface: '#111827',
    surfaceRaised: '#1f2937',
    text: '#f1f5f9',
    textMuted: '#94a3b8',
    border: '#273449',
    danger: '#f87171',
    success: '#4ade80',
    skeleton: '#2a3649',
    backdrop: 'rgba(2, 6, 23, 0.7)',
    // In night mode a lighter blue keeps 3:1 on every dark surface.
    focusRing: accentShades.blue.onDark,
    star: '#fbbf24',
    starEmpty: '#475569',
    noticeBackground: '#422006',
    noticeText: '#fde68a',
    previewBackground: '#1e1b4b',
    previewText: '#c7d2fe',
    linkText: '#93c5fd',
    successText: '#4ade80',
  },
  shadow: { card: '0 1px 3px rgba(0, 0, 0, 0.4)', overlay: '0 20px 50px rgba(0, 0, 0, 0.6)' },
};

export const paletteFor = (mode: ColorMode): ColorPalette => (mode === 'dark' ? darkTheme : lightTheme);

const variableName = (path: string) => `--gadget-${path.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** The values that differ between the modes, by the custom property that carries them. */
function modeValues(palette: ColorPalette): [string, string][] {
  return [
    ...Object.entries(palette.colors).map(([name, value]): [string, string] => [variableName(`color-${name}`), value]),
    ...Object.entries(palette.accents).map(([name, accent]): [string, string] => [
      variableName(`accent-${name}-text`),
      accent.text,
    ]),
    ...Object.entries(palette.shadow).map(([name, value]): [string, string] => [variableName(`shadow-${name}`), value]),
    ...palette.series.map((value, index): [string, string] => [variableName(`series-${index}`), value]),
  ];
}

const declarations = (palette: ColorPalette) =>
  [...modeValues(palette).map(([name, value]) => `${name}:${value}`), `color-scheme:${palette.mode}`].join(';');

/**
 * Both modes' values as custom properties: light by default, dark under `<html data-theme="dark">` (set by the page's
 * first script from the stored choice, before the first paint) or, with no script at all, when the device prefers it.
 */
export const THEME_VARIABLES_CSS =
  `:root{${declarations(lightTheme)}}` +
  `:root[data-theme="dark"]{${declarations(darkTheme)}}` +
  `@media (prefers-color-scheme: dark){:root:not([data-theme]){${declarations(darkTheme)}}}`;

const asVariables = <Values extends Record<string, string>>(values: Values, prefix: string): Values =>
  Object.fromEntries(Object.keys(values).map((name) => [name, `var(${variableName(`${prefix}-${name}`)})`])) as Values;

/** The site's theme: every mode-dependent colour a custom property (see THEME_VARIABLES_CSS). */
export const variableTheme: GadgetTheme = {
  ...shared,
  colors: asVariables(lightTheme.colors, 'color'),
  accents: Object.fromEntries(
    Object.entries(lightTheme.accents).map(([name, accent]) => [
      name,
      { ...accent, text: `var(${variableName(`accent-${name}-text`)})` },
    ]),
  ) as Record<AccentName, Accent>,
  shadow: asVariables(lightTheme.shadow, 'shadow'),
  series: lightTheme.series.map((_, index) => `var(${variableName(`series-${index}`)})`),
};
