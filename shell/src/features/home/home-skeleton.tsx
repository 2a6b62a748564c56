import styled, { keyframes } from 'styled-components';

/** The generic home-page loading skeleton: the shapes of the cards that are on their way. */
export function HomeSkeleton({ cards = 6 }: { cards?: number }) {
  return (
    <Grid aria-busy="true" aria-label="Loading featured phones" data-testid="home-skeleton">
      {Array.from({ length: cards }, (_, index) => (
        <Card key={index}>
          <Block $height={120} />
          <Block $height={16} $width="70%" />
          <Block $height={12} $width="45%" />
        </Card>
      ))}
    </Grid>
  );
}

const pulse = keyframes`0% { opacity: 1; } 50% { opacity: 0.55; } 100% { opacity: 1; }`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Block = styled.span<{ $height: number; $width?: string }>`
  display: block;
  height: ${({ $height }) => $height}px;
  width: ${({ $width }) => $width ?? '100%'};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.colors.skeleton};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;
