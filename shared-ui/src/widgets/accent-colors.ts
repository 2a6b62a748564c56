import type { DefaultTheme } from 'styled-components';
import type { AccentName } from '@gadgets/shared-ui';

/**
 * Accent colours that keep text readable (WCAG AA, 4.5:1). The base accent is too light for small text
 * on white, so light mode writes with the strong shade; on the dark surfaces even the base of blue and red
 * is too dark, so night mode writes with the light 'onDark' shade. Filled buttons always use the strong shade
 * under their white text.
 */
export const accentText = (theme: DefaultTheme, accent: AccentName) => theme.accents[accent].text;

export const accentFill = (theme: DefaultTheme, accent: AccentName) => theme.accents[accent].strong;
