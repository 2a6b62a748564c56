import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageContainer, PageLead, PageTitle, useAppStore, usePageMeta } from '@gadgets/shared-ui';
import type { AuthOutcome } from './auth-mutations';
import { useAuth } from './auth-provider';

type ActivationState = { kind: 'missing-token' } | { kind: 'activating' } | { kind: 'done'; outcome: AuthOutcome };

/** The page the activation e-mail links to: activates the account once and says how it went. */
export default function ActivateAccountPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? params.get('activationToken') ?? '';
  const { activate } = useAuth();
  const openAccountMenu = useAppStore((state) => state.openAccountMenu);
  usePageMeta({ title: 'Activate your account' });
  const [state, setState] = useState<ActivationState>(token ? { kind: 'activating' } : { kind: 'missing-token' });
  // An activation token is single-use: never send it twice, even if the page renders again.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    void activate(token).then((outcome) => setState({ kind: 'done', outcome }));
  }, [token, activate]);

  return (
    <PageContainer>
      <Card>
        {state.kind === 'missing-token' && (
          <div role="alert">
            <PageTitle>This activation link is incomplete</PageTitle>
            <PageLead>
              Open the link from your activation e-mail again, or copy the whole address into the browser.
            </PageLead>
            <Primary type="button" onClick={openAccountMenu}>
              Sign in
            </Primary>
          </div>
        )}
        {state.kind === 'activating' && (
          <div role="status">
            <PageTitle>Activating your account...</PageTitle>
            <PageLead>This takes a moment.</PageLead>
          </div>
        )}
        {state.kind === 'done' && state.outcome.ok && (
          <div role="status">
            <PageTitle>Your account is active</PageTitle>
            <PageLead>Thanks for confirming your e-mail address. You can now sign in.</PageLead>
            <Primary type="button" onClick={openAccountMenu}>
              Sign in
            </Primary>
          </div>
        )}
        {state.kind === 'done' && !state.outcome.ok && (
          <div role="alert">
            <PageTitle>We could not activate your account</PageTitle>
            <PageLead>{state.outcome.message}</PageLead>
            <p>
              Activation links work once and expire. If you already activated your account, just sign in; otherwise
              create your account again to get a new link.
            </p>
            <Primary type="button" onClick={openAccountMenu}>
              Sign in
            </Primary>
          </div>
        )}
        <BackLink to="/">Back to the homepage</BackLink>
      </Card>
    </PageContainer>
  );
}

export const Card = styled.div`
  max-width: 520px;
  margin: 32px auto;
  padding: 32px;
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Primary = styled.button`
  padding: 11px 24px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.accents.green.strong};
  color: ${({ theme }) => theme.accents.green.contrastText};
  font-weight: 700;
  cursor: pointer;
`;

const BackLink = styled(Link)`
  display: inline-block;
  margin-top: 20px;
`;
