import { css } from 'styled-components';

/**
 * Items side by side, wrapping onto a new line when the row is full (toolbars, actions, filter bars); centred across
 * the row unless aligned otherwise: on their bottoms (`flex-end`: fields under labels), their text's baseline, or each
 * as tall as the row (`normal`).
 */
export const wrappingRow = (gap: string, align: 'center' | 'flex-end' | 'baseline' | 'normal' = 'center') => css`
  display: flex;
  flex-wrap: wrap;
  align-items: ${align};
  gap: ${gap};
`;

/** A list drawn by its own layout: no bullets, no indent, no outer margin. */
export const bareList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A grid of as many equal columns as fit, none narrower than `minWidth` (card grids, groups of form fields);
 * `minWidth` may be `min(280px, 100%)` so one column never overflows a narrow screen.
 */
export const fillingGrid = (minWidth: string, gap: string) => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${minWidth}, 1fr));
  gap: ${gap};
`;

/** A layer over the whole window (a backdrop, a drawer's frame), stacked at `zIndex`. */
export const windowLayer = (zIndex: number) => css`
  position: fixed;
  inset: 0;
  z-index: ${zIndex};
`;

/** A circle `size` across with its content centred in it (round icon buttons, avatars). */
export const centredCircle = (size: string) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${size};
  height: ${size};
  border-radius: 50%;
`;
