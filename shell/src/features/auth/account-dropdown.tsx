import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { TrappedLayer } from '../../components/trapped-layer';
import type { AccountAccent } from './account-accent';
import { useAuth } from './auth-provider';
import { ForgotPasswordPanel } from './forgot-password-panel';
import { LoginPanel } from './login-panel';
import { ProfilePanel } from './profile-panel';
import { SignUpPanel } from './sign-up-panel';

type SignedOutMode = 'login' | 'signup' | 'forgot-password';

interface AccountDropdownProps {
  accent: AccountAccent;
  signedIn: boolean;
  anchorRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/** The dropdown under the account button: focus stays inside while it is open. */
export function AccountDropdown({ accent, signedIn, anchorRef, onClose }: AccountDropdownProps) {
  const dropdownRef = useRef<HTMLDivElement>(null);
  return (
    <TrappedLayer
      onClose={onClose}
      anchorRef={anchorRef}
      initialFocus={() => dropdownRef.current?.querySelector<HTMLElement>('[data-autofocus]')}
    >
      <Dropdown
        ref={dropdownRef}
        role="dialog"
        aria-modal="true"
        aria-label={signedIn ? 'User Profile' : 'Account'}
        tabIndex={-1}
      >
        <AccountPanels accent={accent} onClose={onClose} />
      </Dropdown>
    </TrappedLayer>
  );
}

/**
 * Mounted afresh each time the dropdown opens, so opening always starts at login with empty forms; a signed-in visitor always sees the profile.
 */
function AccountPanels({ accent, onClose }: { accent: AccountAccent; onClose: () => void }) {
  const { isAuthenticated } = useAuth();
  const [mode, setMode] = useState<SignedOutMode>('login');
  const containerRef = useRef<HTMLDivElement>(null);
  const toLogin = useCallback(() => setMode('login'), []);

  // A panel that replaces another removes the focused button with it; put focus back inside.
  useEffect(() => {
    const container = containerRef.current;
    if (!container || container.contains(document.activeElement)) return;
    const target =
      container.querySelector<HTMLElement>('[data-autofocus]') ?? container.closest<HTMLElement>('[role="dialog"]');
    target?.focus();
  });

  let panel;
  if (isAuthenticated) panel = <ProfilePanel accent={accent} onClose={onClose} />;
  else if (mode === 'signup') panel = <SignUpPanel accent={accent} onClose={onClose} onSignIn={toLogin} />;
  else if (mode === 'forgot-password')
    panel = <ForgotPasswordPanel accent={accent} onClose={onClose} onSignIn={toLogin} />;
  else {
    panel = (
      <LoginPanel
        accent={accent}
        onClose={onClose}
        onForgotPassword={() => setMode('forgot-password')}
        onCreateAccount={() => setMode('signup')}
        onSignedIn={onClose}
      />
    );
  }
  return <div ref={containerRef}>{panel}</div>;
}

const Dropdown = styled.div`
  position: absolute;
  right: 0;
  top: calc(100% + 10px);
  z-index: 60;
  width: min(400px, calc(100vw - 24px));
  max-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight + 24}px);
  overflow-y: auto;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  &:focus {
    outline: none;
  }
`;
