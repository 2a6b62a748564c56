/**
 * Makers name colours for marketing ('Obsidian', 'Rose Quartz', 'Black Titanium'); a swatch needs a paint.
 * The lookup is a plain table (no CSS.supports), so the server and the browser draw the same swatch.
 */
const NAMED: Record<string, string> = {
  'rose quartz': '#f1c6c5',
  'arctic dawn': '#dce6ee',
  'midnight ocean': '#1d2a44',
  'deep blue': '#1f3a68',
  'sky blue': '#87ceeb',
  'mist blue': '#a8bcd4',
  'light gold': '#e6d3a3',
  'silver shadow': '#b9bcc0',
  'natural titanium': '#bab4a9',
  'desert titanium': '#bfa48f',
};

const WORDS: Record<string, string> = {
  black: '#111111',
  white: '#f8f8f6',
  silver: '#c0c0c0',
  gray: '#808080',
  grey: '#808080',
  graphite: '#41424c',
  gold: '#d4af37',
  blue: '#2563eb',
  navy: '#1f2a55',
  teal: '#008080',
  ultramarine: '#3f4fc4',
  icyblue: '#bcd7ea',
  silverblue: '#9fb1c6',
  whitesilver: '#e3e4e6',
  green: '#2e7d32',
  mint: '#b7e4c7',
  sage: '#b2bfa1',
  wintergreen: '#b8d8c8',
  hazel: '#8e8a6f',
  red: '#c62828',
  pink: '#f4a6c0',
  peony: '#e8a6b8',
  rose: '#e8b4b8',
  orange: '#f97316',
  yellow: '#facc15',
  purple: '#7e22ce',
  lavender: '#c5b4e3',
  iris: '#a8b4e8',
  brown: '#795548',
  beige: '#e8dcc4',
  cream: '#f3ead3',
  obsidian: '#202124',
  porcelain: '#ece7df',
  midnight: '#1e2233',
  starlight: '#f0e9dd',
  titanium: '#8a8d8f',
};

/** A finish rather than a hue: 'Black Titanium' is black, 'Titanium' alone is grey metal. */
const MATERIALS = new Set(['titanium', 'silver']);

/** The paint for a colour name, or null when the name says nothing we can draw (a neutral chip then). */
export function swatchColourOf(name: string): string | null {
  const key = name.trim().toLowerCase().replace(/\s+/g, ' ');
  if (NAMED[key]) return NAMED[key];
  // The hue usually comes last ('Deep Blue', 'Titanium Black'), a finish may follow it ('Black Titanium').
  const words = key.split(/[\s/-]+/).reverse();
  const hue = words.find((word) => WORDS[word] && !MATERIALS.has(word));
  const finish = words.find((word) => WORDS[word]);
  return WORDS[hue ?? finish ?? ''] ?? null;
}
