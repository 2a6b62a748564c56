import { createGlobalStyle } from 'styled-components';
import { THEME_VARIABLES_CSS } from './design-tokens';

/** Page-wide styles for the shell and for a remote running alone; an embedded remote never injects these. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  ${THEME_VARIABLES_CSS}
  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${({ theme }) => theme.font.body};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
    /* Only a token longer than its whole line (a bare web address) is broken, so it cannot push the page
       sideways on a phone; ordinary words always wrap between words. */
    overflow-wrap: break-word;
  }
  a { color: inherit; }
  img { max-width: 100%; }
  button, input, select, textarea { font: inherit; }
  /* One visible focus ring for every control, at 3:1 on every surface in either mode. */
  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
