import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from '@urql/core';
import { appStore } from '@gadgets/shared-ui';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { scriptedClient, signedInHandlers, signedOutHandlers } from '../../../testing/scripted-client';
import ActivateAccountPage from '../activate-account-page';
import { AuthProvider } from '../auth-provider';
import ConfirmEmailPage from '../confirm-email-page';
import ResetPasswordPage from '../reset-password-page';

type Handlers = Parameters<typeof scriptedClient>[0];

function renderPage(page: 'activate' | 'reset', route: string, handlers: Handlers) {
  const scripted = scriptedClient({ ...signedOutHandlers(), ...handlers });
  renderWithProviders(
    <AuthProvider>{page === 'activate' ? <ActivateAccountPage /> : <ResetPasswordPage />}</AuthProvider>,
    {
      client: scripted.client,
      route,
    },
  );
  return { ...scripted, user: userEvent.setup() };
}

describe('account activation page', () => {
  it('activates the account once and says so', async () => {
    const { calls } = renderPage('activate', '/auth/activate?token=tok-1', {
      AuthProvider_ActivateUser: () => ({ data: { activateUser: true } }),
    });
    expect(await screen.findByRole('heading', { name: 'Your account is active' })).toBeInTheDocument();
    const activations = calls.filter((call) => call.name === 'AuthProvider_ActivateUser');
    expect(activations).toEqual([{ name: 'AuthProvider_ActivateUser', variables: { activationToken: 'tok-1' } }]);
  });

  it('says why not when activation fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage('activate', '/auth/activate?token=used', {
      AuthProvider_ActivateUser: () => ({
        error: new CombinedError({ graphQLErrors: [{ message: 'This activation link has expired' }] }),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'We could not activate your account' })).toBeInTheDocument();
    expect(screen.getByText('This activation link has expired')).toBeInTheDocument();
  });

  it('shows "Account activation failed" when the API says no', async () => {
    renderPage('activate', '/auth/activate?token=t', {
      AuthProvider_ActivateUser: () => ({ data: { activateUser: false } }),
    });
    expect(await screen.findByText('Account activation failed')).toBeInTheDocument();
  });

  it('explains a link without a token, and offers to sign in', async () => {
    const { callNames, user } = renderPage('activate', '/auth/activate', {});
    expect(screen.getByRole('heading', { name: 'This activation link is incomplete' })).toBeInTheDocument();
    await waitFor(() => expect(callNames()).not.toContain('AuthProvider_ActivateUser'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(appStore.getState().accountMenuOpen).toBe(true);
  });
});

describe('reset password page', () => {
  it('applies the sign-up password rules', async () => {
    const { user } = renderPage('reset', '/auth/reset-password?token=r1', {});
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Password is required',
      'Please confirm your password',
    ]);
    await user.type(screen.getByLabelText('New password'), 'short1A');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('resets the password with the token, then offers to sign in', async () => {
    const { user, calls } = renderPage('reset', '/auth/reset-password?token=r1', {
      AuthProvider_ResetPassword: () => ({ data: { resetPassword: true } }),
    });
    await user.type(screen.getByLabelText('New password'), 'NewSecret9');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewSecret9');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Your password has been changed' })).toBeInTheDocument();
    expect(calls.find((call) => call.name === 'AuthProvider_ResetPassword')?.variables).toEqual({
      resetToken: 'r1',
      newPassword: 'NewSecret9',
    });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(appStore.getState().accountMenuOpen).toBe(true);
  });

  it('says when the reset fails', async () => {
    const { user } = renderPage('reset', '/reset-password?token=r1', {
      AuthProvider_ResetPassword: () => ({ data: { resetPassword: false } }),
    });
    await user.type(screen.getByLabelText('New password'), 'NewSecret9');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewSecret9');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
  });

  it('explains a link without a token', () => {
    renderPage('reset', '/auth/reset-password', {});
    expect(screen.getByRole('heading', { name: 'This reset link is incomplete' })).toBeInTheDocument();
  });
});

describe('e-mail change confirmation page', () => {
  function renderConfirm(route: string, handlers: Handlers, signedIn = false) {
    const scripted = scriptedClient({
      ...(signedIn
        ? signedInHandlers({ name: 'Ada Lovelace', email: 'ada@example.com', avatar: null, admin: false })
        : signedOutHandlers()),
      ...handlers,
    });
    renderWithProviders(
      <AuthProvider>
        <ConfirmEmailPage />
      </AuthProvider>,
      { client: scripted.client, route },
    );
    return { ...scripted, user: userEvent.setup() };
  }

  it('confirms once, and a signed-in owner sees the new address', async () => {
    let email = 'ada@example.com';
    const { calls } = renderConfirm(
      '/auth/confirm-email?token=c1',
      {
        SessionCheck_UserDetails: () => ({
          data: { getUserDetails: { name: 'Ada Lovelace', email, avatar: null, admin: false } },
        }),
        AuthProvider_ConfirmEmailChange: () => {
          email = 'ada@new.example.com';
          return { data: { confirmEmailChange: true } };
        },
      },
      true,
    );
    expect(await screen.findByRole('heading', { name: 'Your e-mail address has been changed' })).toBeInTheDocument();
    expect(calls.filter((call) => call.name === 'AuthProvider_ConfirmEmailChange')).toEqual([
      { name: 'AuthProvider_ConfirmEmailChange', variables: { token: 'c1' } },
    ]);
    await waitFor(() => expect(appStore.getState().auth.user?.email).toBe('ada@new.example.com'));
    expect(await screen.findByRole('link', { name: 'Go to Account Settings' })).toHaveAttribute(
      'href',
      '/account/settings',
    );
  });

  it('says why not when the link is used or expired, and offers to sign in', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderConfirm('/auth/confirm-email?token=old', {
      AuthProvider_ConfirmEmailChange: () => ({
        error: new CombinedError({
          graphQLErrors: [{ message: 'This link is invalid or has expired', extensions: { code: 'INVALID_TOKEN' } }],
        }),
      }),
    });
    expect(await screen.findByRole('heading', { name: 'We could not change your e-mail address' })).toBeInTheDocument();
    expect(screen.getByText('This link is invalid or has expired')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(appStore.getState().accountMenuOpen).toBe(true);
  });

  it('explains a link without a token and sends nothing', async () => {
    const { callNames } = renderConfirm('/auth/confirm-email', {});
    expect(screen.getByRole('heading', { name: 'This confirmation link is incomplete' })).toBeInTheDocument();
    await waitFor(() => expect(callNames()).not.toContain('AuthProvider_ConfirmEmailChange'));
  });
});
