import { useAppStore } from '@gadgets/shared-ui';
import styled from 'styled-components';

/**
 * Builds belong to the signed-in visitor. The session comes from the shared store the shell keeps,
 * and signing in happens in the shell's account menu, which this panel opens through the same store.
 */
export function BuildOwnerPanel() {
  const status = useAppStore((state) => state.auth.status);
  const userName = useAppStore((state) => state.auth.user?.name);
  const openAccountMenu = useAppStore((state) => state.openAccountMenu);

  if (status === 'loading') return <Panel aria-busy="true">Checking your account…</Panel>;
  if (status === 'authenticated') return <Panel>Signed in as {userName}. Your builds are saved to your account.</Panel>;
  return (
    <Panel>
      <span>Sign in to save your builds and come back to them later.</span>
      <button type="button" onClick={openAccountMenu}>
        Sign in to save your builds
      </button>
    </Panel>
  );
}

const Panel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 20px;
  margin-bottom: 8px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.accents.green.soft};
  button {
    padding: 8px 18px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.accents.green.base};
    color: ${({ theme }) => theme.accents.green.contrastText};
    font-weight: 600;
    cursor: pointer;
  }
`;
