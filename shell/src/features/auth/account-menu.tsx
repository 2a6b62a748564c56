import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppStore, type AccentName } from '@gadgets/shared-ui';
import { TrappedLayer } from '../../components/trapped-layer';
import { useAuth } from './auth-provider';
import { ForgotPasswordPanel } from './forgot-password-panel';
import { LoginPanel } from './login-panel';
import { Avatar, ProfilePanel } from './profile-panel';
import { SignUpPanel } from './sign-up-panel';

export type AccountAccent = Extract<AccentName, 'green' | 'blue' | 'red'>;
type SignedOutMode = 'login' | 'signup' | 'forgot-password';

interface AccountMenuProps {
  /** Colour theme of the panels (spec: green by default, blue or red). */
  accent?: AccountAccent;
}

/**
 * The account button and its dropdown. Any part of the site may open it through the shared store
 * (e.g. a remote's "Sign in to save" button); focus returns there when it closes.
 */
export function AccountMenu({ accent = 'green' }: AccountMenuProps) {
  const open = useAppStore((state) => state.accountMenuOpen);
  const openMenu = useAppStore((state) => state.openAccountMenu);
  const closeMenu = useAppStore((state) => state.closeAccountMenu);
  const { status, initials } = useAuth();
  const anchorRef = useRef<HTMLDivElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);
  const signedIn = status === 'authenticated';

  return (
    <Wrapper ref={anchorRef}>
      <AccountButton
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-label={signedIn ? 'User Profile' : undefined}
        aria-busy={status === 'loading'}
        $signedIn={signedIn}
        onClick={open ? closeMenu : openMenu}
      >
        {signedIn ? (
          <Avatar $accent={accent} aria-hidden="true">
            {initials}
          </Avatar>
        ) : (
          'Sign In'
        )}
      </AccountButton>
      {open && (
        <TrappedLayer onClose={closeMenu} anchorRef={anchorRef} initialFocus={() => dropdownRef.current?.querySelector<HTMLElement>('[data-autofocus]')}>
          <Dropdown ref={dropdownRef} role="dialog" aria-modal="true" aria-label={signedIn ? 'User Profile' : 'Account'} tabIndex={-1}>
            <AccountPanels accent={accent} onClose={closeMenu} />
          </Dropdown>
        </TrappedLayer>
      )}
    </Wrapper>
  );
}

/**
 * Mounted afresh each time the dropdown opens, so opening always starts at login with empty forms
 * (spec section 4); a signed-in visitor always sees the profile.
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
    const target = container.querySelector<HTMLElement>('[data-autofocus]') ?? container.closest<HTMLElement>('[role="dialog"]');
    target?.focus();
  });

  let panel;
  if (isAuthenticated) panel = <ProfilePanel accent={accent} onClose={onClose} />;
  else if (mode === 'signup') panel = <SignUpPanel accent={accent} onClose={onClose} onSignIn={toLogin} />;
  else if (mode === 'forgot-password') panel = <ForgotPasswordPanel accent={accent} onClose={onClose} onSignIn={toLogin} />;
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

const Wrapper = styled.div`
  position: relative;
`;

const AccountButton = styled.button<{ $signedIn: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: ${({ $signedIn }) => ($signedIn ? '0' : '8px 18px')};
  border-radius: ${({ theme }) => theme.radius.round};
  border: ${({ theme, $signedIn }) => ($signedIn ? '0' : `1px solid ${theme.colors.border}`)};
  background: ${({ theme, $signedIn }) => ($signedIn ? 'transparent' : theme.colors.surfaceRaised)};
  color: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &[aria-busy='true'] { opacity: 0.6; }
  > span { width: 44px; height: 44px; }
`;

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
  &:focus { outline: none; }
`;
