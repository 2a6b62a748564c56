import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from '@gadgets/shared-ui';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import SignInErrorPage from '../sign-in-error-page';

const at = (query: string) => renderWithProviders(<SignInErrorPage />, { route: `/auth/sign-in-error?${query}` });

describe('the page a provider sign-in that did not finish ends on', () => {
  it('says why, naming the provider', () => {
    at('provider=github&reason=unverified-email');
    expect(screen.getByRole('heading', { name: 'Sign-in did not finish' })).toBeInTheDocument();
    expect(screen.getByText(/Your GitHub account has no verified e-mail address/)).toBeInTheDocument();
  });

  it('tells a cancelled sign-in from one that took too long, and an unknown reason as a failure to try again', () => {
    const cancelled = at('provider=google&reason=cancelled');
    expect(screen.getByText('You cancelled signing in with Google. Nothing was changed.')).toBeInTheDocument();
    cancelled.unmount();
    const expired = at('provider=google&reason=expired');
    expect(screen.getByText(/took too long, or was started in another tab/)).toBeInTheDocument();
    expired.unmount();
    at('provider=elsewhere&reason=<script>');
    expect(screen.getByText(/The sign-in provider did not let us sign you in just now/)).toBeInTheDocument();
  });

  it('opens sign-in again', async () => {
    at('provider=google&reason=provider-error');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(appStore.getState().accountMenuOpen).toBe(true);
  });
});
