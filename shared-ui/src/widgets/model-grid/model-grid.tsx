import type { ReactNode } from 'react';
import styled from 'styled-components';
import { gridLayout } from '../skeletons/skeletons';

/** The responsive grid model cards sit in; it matches the skeleton grid so loading never shifts the layout. */
export function ModelGrid({ label, children }: { label: string; children: ReactNode }) {
  return <Grid aria-label={label}>{children}</Grid>;
}

const Grid = styled.ul`
  ${gridLayout}
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: contents;
  }
`;
