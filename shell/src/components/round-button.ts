import { css } from 'styled-components';

/** A round button holding one symbol (×, ⌫): `size` pixels across, no border of its own, in the text colour. */
export const roundButton = (size: number) => css`
  width: ${size}px;
  height: ${size}px;
  border: 0;
  border-radius: 50%;
  color: inherit;
  cursor: pointer;
`;
