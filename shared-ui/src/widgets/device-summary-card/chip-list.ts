import styled from 'styled-components';

/** A row of chips that wraps onto more lines: the colours a model comes in, the shops that sell it. */
export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
