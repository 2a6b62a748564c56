export type ColorMode = 'light' | 'dark';
export type AccentName = 'green' | 'blue' | 'red' | 'orange';

export interface Accent {
  base: string;
  strong: string;
  soft: string;
  contrastText: string;
  /** The accent as text or a focus ring on the dark surfaces (AA: 4.5:1 on background, surface and surfaceRaised). */
  onDark: string;
}

export interface GadgetTheme {
  mode: ColorMode;
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
  };
  accents: Record<AccentName, Accent>;
  radius: { small: string; medium: string; large: string; round: string };
  shadow: { card: string; overlay: string };
  font: { body: string; mono: string };
  layout: { headerHeight: number; contentWidth: number };
}

const accents: Record<AccentName, Accent> = {
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

const shared = {
  accents,
  radius: { small: '6px', medium: '12px', large: '20px', round: '999px' },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  layout: { headerHeight: 80, contentWidth: 1200 },
};

export const lightTheme: GadgetTheme = {
  ...shared,
  mode: 'light',
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
  },
  shadow: {
    card: '0 1px 3px rgba(15, 23, 42, 0.08), 0 4px 12px rgba(15, 23, 42, 0.06)',
    overlay: '0 20px 50px rgba(15, 23, 42, 0.25)',
  },
};

export const darkTheme: GadgetTheme = {
  ...shared,
  mode: 'dark',
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
  },
  shadow: { card: '0 1px 3px rgba(0, 0, 0, 0.4)', overlay: '0 20px 50px rgba(0, 0, 0, 0.6)' },
};

export const themeFor = (mode: ColorMode): GadgetTheme => (mode === 'dark' ? darkTheme : lightTheme);
