import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import {
  bareList,
  outlinedPill,
  PageContainer,
  PageLead,
  PageTitle,
  useAppStore,
  useHydrated,
  usePageMeta,
} from '@gadgets/shared-ui';
import { SkeletonLines, StatusPanel } from '@gadgets/shared-ui/widgets';
import { ACCOUNT_LINKS, ADMIN_ACCOUNT_LINKS } from './account-links';

export type AccountViewer = 'unknown' | 'signed-out' | 'signed-in';

/**
 * Who is looking. Account pages are rendered once for every visitor (and cached), so on the server and while the
 * page hydrates nobody is known; the browser's session check decides.
 */
export function useAccountViewer(): AccountViewer {
  const hydrated = useHydrated();
  const status = useAppStore((state) => state.auth.status);
  if (!hydrated || status === 'loading') return 'unknown';
  return status === 'authenticated' ? 'signed-in' : 'signed-out';
}

interface AccountFrameProps {
  title: string;
  lead: string;
  children: ReactNode;
}

/** Title, lead and the links between the account pages, around one page's content. */
export function AccountFrame({ title, lead, children }: AccountFrameProps) {
  usePageMeta({ title, description: lead });
  const { pathname } = useLocation();
  const viewer = useAccountViewer();
  const admin = useAppStore((state) => state.auth.user?.admin ?? false);
  const links = viewer === 'signed-in' && admin ? [...ACCOUNT_LINKS, ...ADMIN_ACCOUNT_LINKS] : ACCOUNT_LINKS;
  return (
    <PageContainer>
      <Column>
        <PageTitle>{title}</PageTitle>
        <PageLead>{lead}</PageLead>
        <AccountNav aria-label="Your account">
          <ul>
            {links.map(({ label, to }) => (
              <li key={to}>
                <Link to={to} aria-current={pathname === to ? 'page' : undefined}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </AccountNav>
        {children}
      </Column>
    </PageContainer>
  );
}

interface SignedInOnlyProps {
  /** What the page manages, for the signed-out message: "your profile". */
  subject: string;
  children: ReactNode;
}

/** The page's content for a signed-in visitor; a way to sign in for anyone else, a placeholder until it is known. */
export function SignedInOnly({ subject, children }: SignedInOnlyProps) {
  const viewer = useAccountViewer();
  if (viewer === 'signed-in') return <>{children}</>;
  if (viewer === 'signed-out') return <SignInPrompt subject={subject} />;
  return <SkeletonLines lines={4} label="Loading your account" />;
}

/** The page's content for an admin; why not for anyone else, a placeholder until the account is known. */
export function AdminsOnly({ subject, children }: SignedInOnlyProps) {
  const viewer = useAccountViewer();
  const admin = useAppStore((state) => state.auth.user?.admin ?? false);
  if (viewer === 'unknown') return <SkeletonLines lines={4} label="Loading your account" />;
  if (viewer === 'signed-out') return <SignInPrompt subject={subject} />;
  if (!admin)
    return <StatusPanel title="Admins only" message={`Your account is not an admin, so it cannot read ${subject}.`} />;
  return <>{children}</>;
}

/** "You are not signed in" and a button that opens the header's sign-in panel. */
export function SignInPrompt({ subject, message }: { subject: string; message?: string }) {
  const openAccountMenu = useAppStore((state) => state.openAccountMenu);
  return (
    <StatusPanel
      title="You are not signed in"
      message={message ?? `Sign in to manage ${subject}.`}
      action={{ label: 'Sign in', onClick: openAccountMenu }}
    />
  );
}

const Column = styled.div`
  max-width: 760px;
`;

const AccountNav = styled.nav`
  margin-bottom: 24px;
  ul {
    ${bareList}
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  a {
    display: inline-block;
    padding: 6px 14px;
    ${outlinedPill}
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.accents.green.strong};
    border-color: transparent;
    color: ${({ theme }) => theme.accents.green.contrastText};
  }
`;

/** One titled part of an account page (a form, a list), boxed like the site's cards. */
export const AccountSection = styled.section`
  margin-bottom: 24px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 8px;
    font-size: 1.2rem;
  }
  > p {
    margin: 0 0 16px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Forms on account pages keep a readable width on wide screens. */
export const AccountForm = styled.form`
  max-width: 420px;
`;

/** What became of a change made in an account section: said in green, or in red as an alert. */
export const ActionOutcome = styled.p<{ $ok: boolean }>`
  margin: 12px 0 0;
  font-weight: 600;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.danger)};
`;
