import styled, { css, keyframes } from 'styled-components';
import { fillingGrid, outlinedPanel } from '@gadgets/shared-ui';

const shimmer = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.55; }
  100% { opacity: 1; }
`;

const skeletonSurface = css`
  background: ${({ theme }) => theme.colors.skeleton};
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

/** A grey block of a given size; the building block of every loading layout. */
export const SkeletonBlock = styled.span<{ $width?: string; $height?: string; $round?: boolean }>`
  ${skeletonSurface}
  display: block;
  width: ${({ $width }) => $width ?? '100%'};
  height: ${({ $height }) => $height ?? '1em'};
  border-radius: ${({ theme, $round }) => ($round ? theme.radius.round : theme.radius.small)};
`;

/** The shape of a model card while the grid loads, so the page does not jump when the cards arrive. */
export function SkeletonCard() {
  return (
    <Card data-testid="skeleton-card" aria-hidden="true">
      <SkeletonBlock $height="160px" />
      <SkeletonBlock $width="70%" $height="1.1em" />
      <SkeletonBlock $width="45%" $height="0.9em" />
    </Card>
  );
}

interface SkeletonGridProps {
  count: number;
  label?: string;
}

/** A grid of skeleton cards; the container carries the busy state and the name screen readers announce. */
export function SkeletonGrid({ count, label = 'Loading models' }: SkeletonGridProps) {
  return (
    <SkeletonGridLayout aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: count }, (_, index) => (
        <SkeletonCard key={index} />
      ))}
    </SkeletonGridLayout>
  );
}

interface SkeletonLinesProps {
  lines: number;
  label?: string;
}

/** Rows of text placeholders, for lists (comments, search results). */
export function SkeletonLines({ lines, label = 'Loading' }: SkeletonLinesProps) {
  return (
    <Lines aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: lines }, (_, index) => (
        <SkeletonBlock key={index} data-testid="skeleton-line" $height="1.2em" $width={index % 2 ? '65%' : '90%'} />
      ))}
    </Lines>
  );
}

export const gridLayout = fillingGrid('200px', '20px');

const SkeletonGridLayout = styled.div`
  ${gridLayout}
`;

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 16px;
  min-height: 250px;
  ${outlinedPanel('surface')}
`;

const Lines = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 8px 0;
`;
