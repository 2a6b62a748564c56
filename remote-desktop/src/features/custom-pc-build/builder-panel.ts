import styled from 'styled-components';
import { bareList, outlinedPanel } from '@gadgets/shared-ui';

/** A boxed panel beside the PC builder (its problems, the saved builds): a heading and a list of rows. */
export const BuilderPanel = styled.section`
  padding: 16px;
  ${outlinedPanel('surface')}
  h2 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  ul {
    ${bareList}
    display: flex;
    flex-direction: column;
  }
`;
