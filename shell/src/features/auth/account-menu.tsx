import { useRef } from 'react';
import styled from 'styled-components';
import { useAppStore, useHasAccessToken } from '@gadgets/shared-ui';
import type { AccountAccent } from './account-accent';
import { lazyLayer } from '../../components/lazy-layer';
import { useAuth } from './auth-provider';
import { Avatar } from './avatar';

const AccountDropdown = lazyLayer(() => import('./account-dropdown').then((module) => module.AccountDropdown));
export const preloadAccountDropdown = AccountDropdown.preload;

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
  const signedIn = status === 'authenticated';
  const hasAccessToken = useHasAccessToken();
  // While the session is checked, a stored access token predicts a signed-in visitor: show an empty
  // avatar rather than "Sign In", so a reload neither flashes the wrong state nor shifts the header.
  const probablySignedIn = status === 'loading' && hasAccessToken;

  return (
    <Wrapper ref={anchorRef}>
      <AccountButton
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        aria-label={signedIn || probablySignedIn ? 'User Profile' : undefined}
        aria-busy={status === 'loading'}
        $signedIn={signedIn || probablySignedIn}
        onClick={open ? closeMenu : openMenu}
        onFocus={() => void preloadAccountDropdown()}
        onPointerEnter={() => void preloadAccountDropdown()}
      >
        {signedIn || probablySignedIn ? (
          <Avatar $accent={accent} aria-hidden="true">
            {initials}
          </Avatar>
        ) : (
          'Sign In'
        )}
      </AccountButton>
      {open && <AccountDropdown accent={accent} signedIn={signedIn} anchorRef={anchorRef} onClose={closeMenu} />}
    </Wrapper>
  );
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
  &[aria-busy='true'] {
    opacity: 0.6;
  }
  > span {
    width: 44px;
    height: 44px;
  }
`;
