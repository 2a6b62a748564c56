import styled from 'styled-components';

/** The content column every page of every section uses, so moving between sections never shifts the layout. */
export const PageContainer = styled.main`
  max-width: ${({ theme }) => theme.layout.contentWidth}px;
  margin: 0 auto;
  padding: 32px 20px 64px;
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight}px);
`;

export const PageTitle = styled.h1`
  margin: 0 0 8px;
  font-size: clamp(1.6rem, 3vw, 2.2rem);
  letter-spacing: -0.02em;
`;

export const PageLead = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const SectionHeading = styled.h2`
  margin: 32px 0 12px;
  font-size: 1.25rem;
`;
