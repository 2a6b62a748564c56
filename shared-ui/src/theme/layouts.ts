import { css } from 'styled-components';

/** Items side by side, centred across the row, wrapping onto a new line when the row is full (toolbars, actions). */
export const wrappingRow = (gap: string) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${gap};
`;

/** A list drawn by its own layout: no bullets, no indent, no outer margin. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;
