import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AccentName } from '@gadgets/shared-ui';
import { ACCOUNT_LINKS } from './account/account-links';
import { useAuth } from './auth-provider';
import { Avatar } from './avatar';
import { PanelBody, PanelHeader } from './panel-layout';

interface ProfilePanelProps {
  accent: AccentName;
  onClose: () => void;
}

export function ProfilePanel({ accent, onClose }: ProfilePanelProps) {
  const { user, initials, logout } = useAuth();
  const titleId = useId();
  if (!user) return null;

  return (
    <section aria-labelledby={titleId}>
      <PanelHeader title="Profile" subtitle="Manage your account" titleId={titleId} onClose={onClose} accent={accent}>
        <OnlineBadge $accent={accent}>Online</OnlineBadge>
      </PanelHeader>
      <PanelBody>
        <Identity>
          <Avatar $accent={accent} aria-hidden="true">
            {initials}
          </Avatar>
          <div>
            <strong>{user.name}</strong>
            <span>{user.email}</span>
            <small>Active now</small>
          </div>
        </Identity>
        <Menu>
          {ACCOUNT_LINKS.map(({ label, to }, index) => (
            <li key={to}>
              <Link to={to} onClick={onClose} data-autofocus={index === 0 ? true : undefined}>
                {label}
              </Link>
            </li>
          ))}
        </Menu>
        <SignOutButton
          type="button"
          onClick={() => {
            onClose();
            void logout();
          }}
        >
          Sign Out
        </SignOutButton>
      </PanelBody>
    </section>
  );
}

const OnlineBadge = styled.span<{ $accent: AccentName }>`
  display: inline-block;
  margin-top: 8px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.success};
  font-size: 0.75rem;
  font-weight: 700;
  &::before {
    content: '● ';
  }
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;
  div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.success};
  }
`;

const Menu = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  a {
    display: block;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radius.small};
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

const SignOutButton = styled.button`
  width: 100%;
  padding: 10px;
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: transparent;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
  cursor: pointer;
`;
