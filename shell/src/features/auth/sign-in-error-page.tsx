import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PageContainer, PageLead, PageTitle, useAppStore, usePageMeta } from '@gadgets/shared-ui';
import { Card, Primary } from './activate-account-page';

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', github: 'GitHub' };

/** What each reason the API gives (modules/sign-in-providers) means to the visitor, and what to do next. */
function explanation(reason: string | null, provider: string): string {
  switch (reason) {
    case 'cancelled':
      return `You cancelled signing in with ${provider}. Nothing was changed.`;
    case 'expired':
      return 'The sign-in took too long, or was started in another tab or browser. Please start again.';
    case 'unverified-email':
      return `Your ${provider} account has no verified e-mail address, which we need to find or create your account. Verify an address at ${provider}, or sign in with your e-mail and password.`;
    case 'rate-limited':
      return 'There have been too many sign-in attempts from your network. Please wait a few minutes and try again.';
    default:
      return `${provider} did not let us sign you in just now. Please try again, or sign in with your e-mail and password.`;
  }
}

/** Where a sign-in through Google or GitHub that did not finish ends: why, and a way to try again. */
export default function SignInErrorPage() {
  const [params] = useSearchParams();
  const provider = PROVIDER_NAMES[params.get('provider') ?? ''] ?? 'The sign-in provider';
  const openAccountMenu = useAppStore((state) => state.openAccountMenu);
  usePageMeta({ title: 'Sign-in did not finish' });
  return (
    <PageContainer>
      <Card role="alert">
        <PageTitle>Sign-in did not finish</PageTitle>
        <PageLead>{explanation(params.get('reason'), provider)}</PageLead>
        <Primary type="button" onClick={openAccountMenu}>
          Sign in
        </Primary>
        <BackLink to="/">Back to the homepage</BackLink>
      </Card>
    </PageContainer>
  );
}

const BackLink = styled(Link)`
  display: block;
  margin-top: 20px;
`;
