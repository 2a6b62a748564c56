import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageContainer, PageLead, PageTitle, useAppStore, usePageMeta } from '@gadgets/shared-ui';
import { useAccountViewer } from './account/account-frame';
import { Card, Primary } from './activate-account-page';
import type { AuthOutcome } from './auth-mutations';
import { useAuth } from './auth-provider';

type ConfirmationState = { kind: 'missing-token' } | { kind: 'confirming' } | { kind: 'done'; outcome: AuthOutcome };

/** The page the e-mail change mail links to: confirms the new address once and says how it went. */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { confirmEmailChange } = useAuth();
  const viewer = useAccountViewer();
  const openAccountMenu = useAppStore((state) => state.openAccountMenu);
  usePageMeta({ title: 'Confirm your new e-mail address' });
  const [state, setState] = useState<ConfirmationState>(token ? { kind: 'confirming' } : { kind: 'missing-token' });
  // The link is single-use: never send it twice, even if the page renders again.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    void confirmEmailChange(token).then((outcome) => setState({ kind: 'done', outcome }));
  }, [token, confirmEmailChange]);

  // Known only in the browser (useAccountViewer), so the server's page and the first browser render agree.
  const next =
    viewer === 'signed-in' ? (
      <Primary as={Link} to="/account/settings">
        Go to Account Settings
      </Primary>
    ) : (
      <Primary type="button" onClick={openAccountMenu}>
        Sign in
      </Primary>
    );

  return (
    <PageContainer>
      <Card>
        {state.kind === 'missing-token' && (
          <div role="alert">
            <PageTitle>This confirmation link is incomplete</PageTitle>
            <PageLead>Open the link from the e-mail again, or copy the whole address into the browser.</PageLead>
            {next}
          </div>
        )}
        {state.kind === 'confirming' && (
          <div role="status">
            <PageTitle>Confirming your new e-mail address...</PageTitle>
            <PageLead>This takes a moment.</PageLead>
          </div>
        )}
        {state.kind === 'done' && state.outcome.ok && (
          <div role="status">
            <PageTitle>Your e-mail address has been changed</PageTitle>
            <PageLead>
              From now on you sign in with your new address. We have told your old address, and every other device has
              been signed out.
            </PageLead>
            {next}
          </div>
        )}
        {state.kind === 'done' && !state.outcome.ok && (
          <div role="alert">
            <PageTitle>We could not change your e-mail address</PageTitle>
            <PageLead>{state.outcome.message}</PageLead>
            <p>
              Confirmation links work once and expire after 24 hours, and a newer request replaces an older link. Ask
              for a new one in Account Settings.
            </p>
            {next}
          </div>
        )}
        <BackLink to="/">Back to the homepage</BackLink>
      </Card>
    </PageContainer>
  );
}

const BackLink = styled(Link)`
  display: inline-block;
  margin-top: 20px;
`;
