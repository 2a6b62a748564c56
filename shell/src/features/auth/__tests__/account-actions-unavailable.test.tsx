import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider as UrqlProvider } from 'urql';
import { scriptedClient } from '../../../testing/scripted-client';
import { AuthProvider, useAuth } from '../auth-provider';

// The account actions' code cannot be loaded (a new deployment removed the old chunk, or the network dropped).
jest.mock('../account-actions', () => {
  throw new Error('Loading chunk account-actions failed');
});

describe('account actions whose code cannot be loaded', () => {
  it('answer an unexpected error instead of leaving the form waiting', async () => {
    const { client, callNames } = scriptedClient({
      SessionCheck_AccessToken: () => ({ data: { getAccessToken: null } }),
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <UrqlProvider value={client}>
        <AuthProvider>{children}</AuthProvider>
      </UrqlProvider>
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useAuth(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('unauthenticated'));
    const failed = { ok: false, message: 'An unexpected error occurred' };
    await expect(result.current.login('ada@example.com', 'secret-1', false)).resolves.toEqual(failed);
    await expect(result.current.activate('token')).resolves.toEqual(failed);
    await expect(result.current.deleteAccount('secret-1')).resolves.toEqual(failed);
    expect(callNames()).toEqual(['SessionCheck_AccessToken']);
    expect(logged).toHaveBeenCalledWith('The account actions could not be loaded', expect.any(Error));
    logged.mockRestore();
  });
});
