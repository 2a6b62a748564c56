import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CombinedError } from '@urql/core';
import { Provider as UrqlProvider } from 'urql';
import { appStore, readAccessToken, writeAccessToken } from '@gadgets/shared-ui';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { scriptedClient, signedInHandlers } from '../../../testing/scripted-client';
import { AuthProvider, useAuth } from '../auth-provider';

function wrapperFor(client: ReturnType<typeof scriptedClient>['client']) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <UrqlProvider value={client}>
        <AuthProvider>{children}</AuthProvider>
      </UrqlProvider>
    );
  };
}

describe('AuthProvider', () => {
  it('starts loading, asks for a token, then for the user, and signs the user in', async () => {
    const { client, callNames } = scriptedClient(signedInHandlers());
    const { result } = renderHook(() => useAuth(), { wrapper: wrapperFor(client) });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    expect(callNames()).toEqual(['SessionCheck_AccessToken', 'SessionCheck_UserDetails']);
    expect(readAccessToken()).toBe('token-1');
    expect(result.current.user?.name).toBe('Ada Lovelace');
    expect(result.current.initials).toBe('AL');
  });

  it('signs the visitor out without a message when there is no session', async () => {
    const { client, callNames } = scriptedClient({
      SessionCheck_AccessToken: () => ({ data: { getAccessToken: null } }),
    });
    writeAccessToken('stale');
    const { result } = renderHook(() => useAuth(), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'));
    expect(callNames()).toEqual(['SessionCheck_AccessToken']);
    expect(appStore.getState().auth.error).toBeNull();
    expect(readAccessToken()).toBeNull();
  });

  it('signs the visitor out when the user details fail', async () => {
    const { client } = scriptedClient({
      SessionCheck_AccessToken: () => ({ data: { getAccessToken: 'token-1' } }),
      SessionCheck_UserDetails: () => ({ error: new CombinedError({ graphQLErrors: [{ message: 'Not signed in' }] }) }),
    });
    const { result } = renderHook(() => useAuth(), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'));
    expect(readAccessToken()).toBeNull();
  });

  it('runs the auth check again after a successful login', async () => {
    let signedIn = false;
    const { client, callNames, calls } = scriptedClient({
      SessionCheck_AccessToken: () => ({ data: { getAccessToken: signedIn ? 'token-2' : null } }),
      SessionCheck_UserDetails: () => ({
        data: { getUserDetails: { name: 'grace brewster hopper', email: 'g@example.com', avatar: null, admin: false } },
      }),
      AuthProvider_Login: () => {
        signedIn = true;
        return { data: { login: true } };
      },
    });
    const { result } = renderHook(() => useAuth(), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'));
    let outcome;
    await act(async () => {
      outcome = await result.current.login('g@example.com', 'secret1', true);
    });
    expect(outcome).toEqual({ ok: true });
    expect(calls.find((call) => call.name === 'AuthProvider_Login')?.variables).toEqual({
      email: 'g@example.com',
      password: 'secret1',
      rememberMe: true,
    });
    expect(callNames().slice(-2)).toEqual(['SessionCheck_AccessToken', 'SessionCheck_UserDetails']);
    expect(result.current.status).toBe('authenticated');
    expect(result.current.initials).toBe('GB');
  });

  it('reports a falsy login as "Login failed" and a GraphQL error by its message', async () => {
    let answer: { data?: unknown; error?: CombinedError } = { data: { login: false } };
    const { client } = scriptedClient({ AuthProvider_Login: () => answer });
    const { result } = renderHook(() => useAuth(), { wrapper: wrapperFor(client) });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(result.current.login('a@b.co', 'secret1', false)).resolves.toEqual({
      ok: false,
      message: 'Login failed',
    });
    answer = { error: new CombinedError({ graphQLErrors: [{ message: 'Invalid email or password' }] }) };
    await expect(result.current.login('a@b.co', 'secret1', false)).resolves.toEqual({
      ok: false,
      message: 'Invalid email or password',
    });
  });

  it('gives each action its own failure message', async () => {
    const { client } = scriptedClient({
      AuthProvider_Register: () => ({ data: { register: false } }),
      AuthProvider_ActivateUser: () => ({ data: { activateUser: false } }),
      AuthProvider_ForgotPassword: () => ({ data: { forgotPassword: false } }),
      AuthProvider_ResetPassword: () => ({ data: { resetPassword: false } }),
    });
    const { result } = renderHook(() => useAuth(), { wrapper: wrapperFor(client) });
    const register = await result.current.register({
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      gender: 'female',
      password: 'Abcdefg1',
    });
    expect(register).toEqual({ ok: false, message: 'Registration failed' });
    expect(await result.current.activate('t')).toEqual({ ok: false, message: 'Account activation failed' });
    expect(await result.current.forgotPassword('a@b.co')).toEqual({ ok: false, message: 'Failed to send reset email' });
    expect(await result.current.resetPassword('t', 'Abcdefg1')).toEqual({
      ok: false,
      message: 'Failed to reset password',
    });
  });

  it('sends the first and last name joined by a space when registering', async () => {
    const { client, calls } = scriptedClient({ AuthProvider_Register: () => ({ data: { register: true } }) });
    const { result } = renderHook(() => useAuth(), { wrapper: wrapperFor(client) });
    await expect(
      result.current.register({
        firstName: ' Ada ',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        gender: 'female',
        password: 'Abcdefg1',
      }),
    ).resolves.toEqual({ ok: true });
    expect(calls.find((call) => call.name === 'AuthProvider_Register')?.variables).toEqual({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      gender: 'female',
      password: 'Abcdefg1',
    });
  });

  it('clears the token and the session on logout even when the call fails', async () => {
    const { client } = scriptedClient({
      ...signedInHandlers(),
      AuthProvider_Logout: () => ({ error: new CombinedError({ networkError: new Error('offline') }) }),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useAuth(), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    await act(() => result.current.logout());
    expect(result.current.status).toBe('unauthenticated');
    expect(result.current.user).toBeNull();
    expect(readAccessToken()).toBeNull();
  });

  it('renews the access token every 10 minutes while signed in', async () => {
    jest.useFakeTimers();
    try {
      const { client, callNames } = scriptedClient(signedInHandlers());
      const { result } = renderHook(() => useAuth(), { wrapper: wrapperFor(client) });
      await act(async () => undefined);
      expect(result.current.status).toBe('authenticated');
      await act(async () => {
        jest.advanceTimersByTime(10 * 60 * 1000);
      });
      expect(callNames().filter((name) => name === 'SessionCheck_AccessToken')).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the session when the site swaps its GraphQL client, and uses the new one', async () => {
    const first = scriptedClient(signedInHandlers());
    const second = scriptedClient({ ...signedInHandlers(), AuthProvider_Logout: () => ({ data: { logout: true } }) });
    let client = first.client;
    const { result, rerender } = renderHook(() => useAuth(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <UrqlProvider value={client}>
          <AuthProvider>{children}</AuthProvider>
        </UrqlProvider>
      ),
    });
    await waitFor(() => expect(result.current.status).toBe('authenticated'));
    client = second.client;
    rerender();
    await act(() => result.current.logout());
    expect(first.callNames()).toEqual(['SessionCheck_AccessToken', 'SessionCheck_UserDetails']);
    expect(second.callNames()).toEqual(['AuthProvider_Logout']);
  });

  it('makes useAuth outside its provider an error', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Orphan() {
      useAuth();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useAuth must be used inside an AuthProvider');
  });

  it('renders its children', () => {
    const { client } = scriptedClient({});
    renderWithProviders(
      <AuthProvider>
        <p>inside</p>
      </AuthProvider>,
      { client },
    );
    expect(screen.getByText('inside')).toBeInTheDocument();
  });
});
