import { css } from 'styled-components';

/** A pill control drawn by its outline (Edit, Remove, Close, Clear filters); its fill and text colour are the caller's. */
export const outlinedPill = css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round};
  cursor: pointer;
`;

/** A block set off from the page (a form, a search result): outlined, medium-rounded, on one of the surface colours. */
export const outlinedPanel = (fill: 'surface' | 'surfaceRaised') => css`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors[fill]};
`;
