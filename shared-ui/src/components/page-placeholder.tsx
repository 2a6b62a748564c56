import styled from 'styled-components';

/** What a lazily loaded page shows meanwhile: blank and full height, so nothing jumps when it arrives. */
export const PagePlaceholder = styled.div.attrs({ 'aria-busy': true, 'aria-label': 'Loading' })`
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight}px);
`;
