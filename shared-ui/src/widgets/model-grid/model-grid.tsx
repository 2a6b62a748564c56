import type { ReactNode } from 'react';
import styled from 'styled-components';
import { bareList } from '@gadgets/shared-ui';
import { gridLayout } from '../skeletons/skeletons';

/** The responsive grid model cards sit in; it matches the skeleton grid so loading never shifts the layout. */
export function ModelGrid({ label, children }: { label: string; children: ReactNode }) {
  return <Grid aria-label={label}>{children}</Grid>;
}

const Grid = styled.ul`
  ${gridLayout}
  ${bareList}
  & > li {
    display: contents;
  }
`;
