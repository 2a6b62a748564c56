import styled from 'styled-components';
import { outlinedPill } from '@gadgets/shared-ui';

/** Shown on any render failure. */
export function ErrorScreen() {
  return (
    <Screen role="alert">
      <h1>Something went wrong.</h1>
      <p>An unexpected error occurred while loading this page. Please try refreshing or go back to the homepage.</p>
      <Actions>
        <button type="button" onClick={() => window.location.reload()}>
          Refresh Page
        </button>
        <button type="button" onClick={() => window.location.assign('/')}>
          Go to Homepage
        </button>
      </Actions>
    </Screen>
  );
}

const Screen = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  padding: 24px;
  text-align: center;
  h1 {
    margin: 0 0 12px;
  }
  p {
    max-width: 52ch;
    margin: 0 0 24px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  button {
    padding: 10px 20px;
    ${outlinedPill}
    background: ${({ theme }) => theme.colors.surface};
    color: inherit;
    font-weight: 600;
  }
  button:first-child {
    background: ${({ theme }) => theme.accents.blue.base};
    color: #fff;
    border-color: transparent;
  }
`;
