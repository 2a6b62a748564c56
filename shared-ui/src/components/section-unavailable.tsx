import styled from 'styled-components';
import { useMarkPageInteractive } from './page-interactive';

interface SectionUnavailableProps {
  sectionName: string;
  onRetry: () => void;
}

/** A section-level failure: the rest of the page (header, footer, other sections) keeps working. */
export function SectionUnavailable({ sectionName, onRetry }: SectionUnavailableProps) {
  // The page is as interactive as it will get: Retry works.
  useMarkPageInteractive();
  return (
    <Panel role="alert">
      <h2>{sectionName} is unavailable right now</h2>
      <p>This part of the site could not be loaded. The rest of the site still works.</p>
      <RetryButton type="button" onClick={onRetry}>
        Retry
      </RetryButton>
    </Panel>
  );
}

const Panel = styled.section`
  max-width: 560px;
  margin: 64px auto;
  padding: 32px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.large};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h2 {
    margin: 0 0 8px;
    font-size: 1.35rem;
  }
  p {
    margin: 0 0 20px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const RetryButton = styled.button`
  padding: 10px 24px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.accents.blue.base};
  color: ${({ theme }) => theme.accents.blue.contrastText};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.accents.blue.strong};
  }
`;
