import { darkTheme, lightTheme, type AccentName, type GadgetTheme } from '../design-tokens';
import { accentText } from '../../widgets/accent-colors';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [red, green, blue] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
    const linear = (channel: number) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(red!) + 0.7152 * linear(green!) + 0.0722 * linear(blue!);
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

const ACCENTS: AccentName[] = ['green', 'blue', 'red', 'orange'];
const surfacesOf = (theme: GadgetTheme) => [theme.colors.background, theme.colors.surface, theme.colors.surfaceRaised];

describe.each([lightTheme, darkTheme])('colour contrast in $mode mode (WCAG AA)', (theme) => {
  it('keeps body, muted, danger and success text at 4.5:1 on every surface', () => {
    for (const surface of surfacesOf(theme)) {
      for (const text of [theme.colors.text, theme.colors.textMuted, theme.colors.danger, theme.colors.success]) {
        expect({ text, surface, ratio: contrast(text, surface) >= 4.5 }).toEqual({ text, surface, ratio: true });
      }
    }
  });

  it.each(ACCENTS)('writes %s accent text at 4.5:1 on every surface, and white on its filled shade', (accent) => {
    for (const surface of surfacesOf(theme))
      expect(contrast(accentText(theme, accent), surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.accents[accent].contrastText, theme.accents[accent].strong)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws the focus ring at 3:1 against every surface', () => {
    const ring = theme.colors.focusRing;
    for (const surface of surfacesOf(theme)) expect(contrast(ring, surface)).toBeGreaterThanOrEqual(3);
  });
});
