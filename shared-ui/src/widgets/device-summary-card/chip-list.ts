import styled from 'styled-components';
import { bareList } from '@gadgets/shared-ui';

/** A row of chips that wraps onto more lines: the colours a model comes in, the shops that sell it. */
export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  ${bareList}
`;
