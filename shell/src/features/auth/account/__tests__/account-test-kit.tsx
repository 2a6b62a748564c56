import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from '@urql/core';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { scriptedClient, signedInHandlers, signedOutHandlers } from '../../../../testing/scripted-client';
import { AccountMenu } from '../../account-menu';
import { AuthProvider } from '../../auth-provider';

type Handlers = Parameters<typeof scriptedClient>[0];

export const ADA = { name: 'Ada Lovelace', email: 'ada@example.com', avatar: null, admin: false };

/** The home page, as far as a test needs it: where it is and the notice it was handed. */
function Home() {
  const { pathname, state } = useLocation();
  return <p data-testid="home">{`${pathname} ${(state as { notice?: string } | null)?.notice ?? ''}`}</p>;
}

/**
 * An account page as the site renders it: inside the auth provider, with the header's account button (its initials,
 * its sign-in panel) and a stand-in home page to be sent to. Signed in as Ada unless `signedIn` is false.
 */
export function renderAccountPage(page: ReactElement, handlers: Handlers = {}, { signedIn = true } = {}) {
  const scripted = scriptedClient({ ...(signedIn ? signedInHandlers(ADA) : signedOutHandlers()), ...handlers });
  renderWithProviders(
    <AuthProvider>
      <AccountMenu />
      <Routes>
        <Route path="/" element={<Home />} />
        <Route path="*" element={page} />
      </Routes>
    </AuthProvider>,
    { client: scripted.client, route: '/account/page' },
  );
  return { ...scripted, user: userEvent.setup() };
}

/** Resolves once the session check has answered and the page shows the signed-in content. */
export const signedInAs = (initials: string) =>
  screen.findByRole('button', { name: 'User Profile' }).then((button) => expect(button).toHaveTextContent(initials));

/** The API's refusal of an argument (BAD_USER_INPUT with the argument named), as the API sends it. */
export function badInput(field: string, message: string) {
  return {
    error: new CombinedError({
      graphQLErrors: [{ message, extensions: { code: 'BAD_USER_INPUT', field, fields: [{ field, message }] } }],
    }),
  };
}

export function rateLimited() {
  return {
    error: new CombinedError({
      graphQLErrors: [{ message: 'Too many requests, try again in a minute', extensions: { code: 'RATE_LIMITED' } }],
    }),
  };
}
