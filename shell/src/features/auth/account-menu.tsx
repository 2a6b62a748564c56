import { useAppStore } from '@gadgets/shared-ui';
import styled from 'styled-components';

/** The account button and its dropdown; any part of the site may open it through the shared store. */
export function AccountMenu() {
  const open = useAppStore((state) => state.accountMenuOpen);
  const openMenu = useAppStore((state) => state.openAccountMenu);
  const closeMenu = useAppStore((state) => state.closeAccountMenu);
  const signedIn = useAppStore((state) => state.auth.status === 'authenticated');

  return (
    <Wrapper>
      <button type="button" aria-expanded={open} aria-haspopup="dialog" onClick={open ? closeMenu : openMenu}>
        {signedIn ? 'User Profile' : 'Sign In'}
      </button>
      {open && (
        <Panel role="dialog" aria-label="Account">
          <h2>Welcome Back</h2>
          <p>Sign in to continue your journey</p>
          <button type="button" onClick={closeMenu} aria-label="Close">
            ×
          </button>
        </Panel>
      )}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  > button {
    padding: 8px 18px;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 8px);
  width: 320px;
  padding: 20px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  h2 { margin: 0; }
  p { margin: 4px 0 0; color: ${({ theme }) => theme.colors.textMuted}; }
  button { position: absolute; top: 12px; right: 12px; border: 0; background: transparent; color: inherit; font-size: 1.25rem; cursor: pointer; }
`;
