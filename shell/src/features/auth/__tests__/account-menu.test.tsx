import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from '@urql/core';
import { appStore } from '@gadgets/shared-ui';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { scriptedClient, signedInHandlers, signedOutHandlers } from '../../../testing/scripted-client';
import { preloadAccountDropdown, AccountMenu } from '../account-menu';
import { AuthProvider } from '../auth-provider';

// Load the lazily loaded layer up front so each test opens it at once.
beforeAll(() => preloadAccountDropdown());

type Handlers = Parameters<typeof scriptedClient>[0];

function renderMenu(handlers: Handlers = signedOutHandlers(), accent?: 'green' | 'blue' | 'red') {
  const scripted = scriptedClient(handlers);
  const user = userEvent.setup();
  const view = renderWithProviders(
    <AuthProvider>
      <AccountMenu accent={accent} />
    </AuthProvider>,
    { client: scripted.client },
  );
  return { ...scripted, user, view };
}

async function openSignedOutMenu(handlers?: Handlers) {
  const rendered = renderMenu(handlers);
  await waitFor(() => expect(appStore.getState().auth.status).toBe('unauthenticated'));
  await rendered.user.click(screen.getByRole('button', { name: 'Sign In' }));
  const dialog = await screen.findByRole('dialog');
  return { ...rendered, dialog };
}

describe('account button', () => {
  it('reads "Sign In" when signed out and shows the initials, labelled "User Profile", when signed in', async () => {
    renderMenu(signedInHandlers({ name: 'ada king lovelace', email: 'ada@example.com', avatar: null, admin: false }));
    const button = await screen.findByRole('button', { name: 'User Profile' });
    expect(button).toHaveTextContent(/^AK$/);
  });

  it('says "Sign In" while signed out', async () => {
    renderMenu();
    await waitFor(() => expect(appStore.getState().auth.status).toBe('unauthenticated'));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('login panel', () => {
  it('shows the login panel first', async () => {
    const { dialog } = await openSignedOutMenu();
    expect(within(dialog).getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(within(dialog).getByText('Sign in to continue your journey')).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText('Enter your email')).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText('Enter your password')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Remember me')).not.toBeChecked();
    // Sign-in through Google or GitHub is not offered until a provider is configured: no button that does nothing.
    expect(within(dialog).queryByText('or continue with')).toBeNull();
    expect(within(dialog).queryByRole('link', { name: /Google/ })).toBeNull();
    expect(within(dialog).getByText(/Don't have an account\?/)).toBeInTheDocument();
  });

  it('offers the configured sign-in providers, each a link that comes back to this page, on login and sign-up', async () => {
    const providers = [
      { id: 'google', name: 'Google' },
      { id: 'github', name: 'GitHub' },
    ];
    const { dialog, user } = await openSignedOutMenu({
      ...signedOutHandlers(),
      ProviderSignIn_Providers: () => ({ data: { signInProviders: providers } }),
    });
    expect(await within(dialog).findByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/oauth/google/start?returnTo=%2F',
    );
    expect(within(dialog).getByRole('link', { name: 'Continue with GitHub' })).toHaveAttribute(
      'href',
      '/oauth/github/start?returnTo=%2F',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(await within(dialog).findByRole('link', { name: 'Continue with GitHub' })).toBeInTheDocument();
  });

  it('shows each field error, announced, and clears it when that field is typed in', async () => {
    const { dialog, user } = await openSignedOutMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    const alerts = within(dialog)
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(alerts).toEqual(['Email is required', 'Password is required']);
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Email is required');
    await user.type(email, 'a');
    expect(within(dialog).queryByText('Email is required')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Password is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Password'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(within(dialog).getByText('Please enter a valid email')).toBeInTheDocument();
    expect(within(dialog).getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { dialog, user } = await openSignedOutMenu();
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('disables the submit button with a spinner while signing in', async () => {
    const { dialog, user } = await openSignedOutMenu({ ...signedOutHandlers(), AuthProvider_Login: () => 'never' });
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    const submit = within(dialog).getByRole('button', { name: 'Sign In' });
    expect(submit).toBeDisabled();
    expect(within(submit).getByTestId('spinner')).toBeInTheDocument();
  });

  it.each([
    ['Invalid email or password', 'Email'],
    ['Incorrect password', 'Password'],
    ['Too many attempts, try again later', 'Email'],
  ])('puts the server error "%s" on the %s field', async (message, field) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { dialog, user } = await openSignedOutMenu({
      ...signedOutHandlers(),
      AuthProvider_Login: () => ({ error: new CombinedError({ graphQLErrors: [{ message }] }) }),
    });
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(field)).toHaveAccessibleDescription(message);
  });

  it('shows "Login failed" when the API says no, and the unexpected-error text when the call throws', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let throwNext = false;
    const { dialog, user } = await openSignedOutMenu({
      ...signedOutHandlers(),
      AuthProvider_Login: () => {
        if (throwNext) throw new Error('boom');
        return { data: { login: false } };
      },
    });
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByText('Login failed')).toBeInTheDocument();
    throwNext = true;
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByText('An unexpected error occurred')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('An unexpected error occurred');
  });

  it('signs in, closes, and shows the initials', async () => {
    let signedIn = false;
    const { dialog, user, calls } = await openSignedOutMenu({
      SessionCheck_AccessToken: () => ({ data: { getAccessToken: signedIn ? 'token' : null } }),
      SessionCheck_UserDetails: () => ({
        data: { getUserDetails: { name: 'Ada Lovelace', email: 'ada@example.com', avatar: null, admin: false } },
      }),
      AuthProvider_Login: () => {
        signedIn = true;
        return { data: { login: true } };
      },
    });
    await user.type(within(dialog).getByLabelText('Email'), '  ada@example.com ');
    await user.type(within(dialog).getByLabelText('Password'), 'secret1');
    await user.click(within(dialog).getByLabelText('Remember me'));
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'User Profile' })).toHaveTextContent('AL');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((call) => call.name === 'AuthProvider_Login')?.variables).toEqual({
      email: 'ada@example.com',
      password: 'secret1',
      rememberMe: true,
    });
  });
});

describe('mode transitions', () => {
  it('goes login -> sign-up -> login -> forgot password -> login', async () => {
    const { dialog, user } = await openSignedOutMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(within(dialog).getByRole('heading', { name: 'Create Account' })).toBeInTheDocument();
    expect(within(dialog).getByText('Join our growing community')).toBeInTheDocument();
    expect(within(dialog).getByText(/Already have an account\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(within(dialog).getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    expect(within(dialog).getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(within(dialog).getByText('Enter your email to reset your password')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        "We'll send you a secure link to reset your password. Check your email inbox and spam folder.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/Remember your password\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(within(dialog).getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('starts at login with empty forms and no errors each time it opens', async () => {
    const { dialog, user } = await openSignedOutMenu();
    await user.type(within(dialog).getByLabelText('Email'), 'half-typed');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(within(dialog).getByText('Please enter a valid email')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const reopened = await screen.findByRole('dialog');
    expect(within(reopened).getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(within(reopened).getByLabelText('Email')).toHaveValue('');
    expect(within(reopened).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('sign-up panel', () => {
  async function openSignUp(handlers?: Handlers) {
    const opened = await openSignedOutMenu(handlers);
    await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Create account' }));
    return opened;
  }

  it('shows every rule broken by an empty form', async () => {
    const { dialog, user } = await openSignUp();
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Please select your gender',
      'Password is required',
      'Please confirm your password',
      'You must agree to the terms and conditions',
    ]);
    expect(within(dialog).getByLabelText('First name')).toHaveFocus();
  });

  it('rates the password as it is typed', async () => {
    const { dialog, user } = await openSignUp();
    const password = within(dialog).getByLabelText('Password');
    expect(within(dialog).queryByRole('meter')).not.toBeInTheDocument();
    await user.type(password, 'abc');
    expect(within(dialog).getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '33');
    expect(within(dialog).getByText('Weak')).toBeInTheDocument();
    await user.type(password, 'def');
    expect(within(dialog).getByText('Medium')).toBeInTheDocument();
    await user.type(password, 'ghij');
    expect(within(dialog).getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
    expect(within(dialog).getByText('Strong')).toBeInTheDocument();
  });

  async function fillValidForm(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
    await user.type(within(dialog).getByLabelText('First name'), 'Ada');
    await user.type(within(dialog).getByLabelText('Last name'), 'Lovelace');
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Gender'), 'female');
    await user.type(within(dialog).getByLabelText('Password'), 'Analytical1');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'Analytical1');
    await user.click(within(dialog).getByRole('checkbox'));
  }

  it('puts a server error on the e-mail field', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { dialog, user } = await openSignUp({
      ...signedOutHandlers(),
      AuthProvider_Register: () => ({
        error: new CombinedError({ graphQLErrors: [{ message: 'Too many sign-ups, try later' }] }),
      }),
    });
    await fillValidForm(dialog, user);
    await user.click(within(dialog).getByRole('button', { name: 'Create Account' }));
    expect(await within(dialog).findByText('Too many sign-ups, try later')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Too many sign-ups, try later');
  });

  it('shows the success view for 3 seconds, then the login panel', async () => {
    const { dialog, user, calls } = await openSignUp({
      ...signedOutHandlers(),
      AuthProvider_Register: () => ({ data: { register: true } }),
    });
    await fillValidForm(dialog, user);
    jest.useFakeTimers();
    try {
      await act(async () => {
        within(dialog).getByRole('button', { name: 'Create Account' }).click();
      });
      expect(within(dialog).getByRole('heading', { name: 'Welcome Aboard!' })).toBeInTheDocument();
      expect(
        within(dialog).getByText(
          'Your account has been created successfully. Please check your email to verify your account.',
        ),
      ).toBeInTheDocument();
      expect(within(dialog).getByText('Redirecting to login...')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2999));
      expect(within(dialog).getByRole('heading', { name: 'Welcome Aboard!' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(within(dialog).getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
    expect(calls.find((call) => call.name === 'AuthProvider_Register')?.variables).toMatchObject({
      name: 'Ada Lovelace',
      gender: 'female',
    });
  });
});

describe('forgot-password panel', () => {
  async function openForgot(handlers?: Handlers) {
    const opened = await openSignedOutMenu(handlers);
    await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Forgot password?' }));
    return opened;
  }

  it('validates the e-mail like login', async () => {
    const { dialog, user } = await openForgot();
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Instructions' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Email is required');
    await user.type(within(dialog).getByLabelText('Email'), 'nope');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Instructions' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter a valid email');
  });

  it('puts a failure on the e-mail field', async () => {
    const { dialog, user } = await openForgot({
      ...signedOutHandlers(),
      AuthProvider_ForgotPassword: () => ({ data: { forgotPassword: false } }),
    });
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Instructions' }));
    expect(await within(dialog).findByText('Failed to send reset email')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Failed to send reset email');
  });

  it('shows the success view', async () => {
    const { dialog, user, calls } = await openForgot({
      ...signedOutHandlers(),
      AuthProvider_ForgotPassword: () => ({ data: { forgotPassword: true } }),
    });
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Reset Instructions' }));
    expect(await within(dialog).findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(
      within(dialog).getByText("We've sent password reset instructions to your email address."),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Please check your inbox...')).toBeInTheDocument();
    expect(calls.find((call) => call.name === 'AuthProvider_ForgotPassword')?.variables).toEqual({
      email: 'ada@example.com',
    });
  });
});

describe('profile panel', () => {
  it('shows the signed-in user and signs out', async () => {
    const { user, callNames } = renderMenu({
      ...signedInHandlers(),
      AuthProvider_Logout: () => ({ data: { logout: true } }),
    });
    await user.click(await screen.findByRole('button', { name: 'User Profile' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(within(dialog).getByText('Manage your account')).toBeInTheDocument();
    expect(within(dialog).getByText('Online')).toBeInTheDocument();
    expect(within(dialog).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(dialog).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('Active now')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign Out' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument());
    expect(callNames()).toContain('AuthProvider_Logout');
  });

  it('links its four items to the account pages and the help page, closing the panel on the way', async () => {
    const { user } = renderMenu(signedInHandlers());
    await user.click(await screen.findByRole('button', { name: 'User Profile' }));
    const dialog = await screen.findByRole('dialog');
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Profile Settings', '/account/profile'],
      ['Account Settings', '/account/settings'],
      ['Preferences', '/account/preferences'],
      ['Help & Support', '/help'],
    ]);
    expect(links[0]).toHaveFocus();
    await user.click(within(dialog).getByRole('link', { name: 'Account Settings' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('dropdown behaviour', () => {
  it('closes on Esc and gives focus back to the account button', async () => {
    const { user } = await openSignedOutMenu();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toHaveFocus());
  });

  it('keeps Tab inside the dropdown', async () => {
    const { dialog, user } = await openSignedOutMenu();
    await waitFor(() => expect(within(dialog).getByLabelText('Email')).toHaveFocus());
    for (let press = 0; press < 15; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('opens when another part of the site asks through the store', async () => {
    renderMenu();
    act(() => appStore.getState().openAccountMenu());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it.each(['green', 'blue', 'red'] as const)('takes the %s colour theme', async (accent) => {
    renderMenu(signedOutHandlers(), accent);
    act(() => appStore.getState().openAccountMenu());
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });
});

describe('while the session is checked', () => {
  it('shows an empty avatar when a stored token suggests a signed-in visitor, and "Sign In" otherwise', async () => {
    window.sessionStorage.setItem('app_access_token', 'stored');
    const first = renderMenu({ SessionCheck_AccessToken: () => 'never' });
    expect(screen.getByRole('button', { name: 'User Profile' })).toHaveAttribute('aria-busy', 'true');
    first.view.unmount();
    window.sessionStorage.clear();
    renderMenu({ SessionCheck_AccessToken: () => 'never' });
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('aria-busy', 'true');
  });
});
