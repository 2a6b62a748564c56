import { screen } from '@testing-library/react';
import { CombinedError } from '@urql/core';
import { LinkedSignInsSection } from '../linked-sign-ins-section';
import { renderAccountPage, signedInAs } from './account-test-kit';

const GOOGLE = { provider: 'google', name: 'Google', email: 'ada@example.com', lastUsedAt: '2026-11-01T10:00:00Z' };
const linked =
  (myLinkedSignIns: unknown[], providers = ['google', 'github']) =>
  () => ({
    data: { myLinkedSignIns, signInProviders: providers.map((id) => ({ id })) },
  });

describe('linked sign-ins in Account Settings', () => {
  it('lists them and removes one', async () => {
    const { user, calls } = renderAccountPage(<LinkedSignInsSection />, {
      LinkedSignIns_Linked: linked([GOOGLE]),
      LinkedSignIns_Unlink: () => ({ data: { unlinkSignIn: [] } }),
    });
    await signedInAs('AL');
    expect(await screen.findByText('ada@example.com', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Google' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Google sign-in removed.');
    expect(screen.queryByRole('button', { name: 'Remove Google' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.name === 'LinkedSignIns_Unlink')?.variables).toEqual({ provider: 'google' });
  });

  it('says why the only way in cannot be removed, and keeps it', async () => {
    const refusal = 'Google is the only way into your account: set a password first';
    const { user } = renderAccountPage(<LinkedSignInsSection />, {
      LinkedSignIns_Linked: linked([GOOGLE]),
      LinkedSignIns_Unlink: () => ({ error: new CombinedError({ graphQLErrors: [{ message: refusal }] }) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('button', { name: 'Remove Google' })).toBeInTheDocument();
  });

  it('invites linking when none is', async () => {
    const offered = renderAccountPage(<LinkedSignInsSection />, { LinkedSignIns_Linked: linked([]) });
    expect(await screen.findByText(/None linked/)).toBeInTheDocument();
    expect(offered.callNames()).toContain('LinkedSignIns_Linked');
  });

  it('is not shown when no provider is offered or linked', async () => {
    const { callNames } = renderAccountPage(<LinkedSignInsSection />, { LinkedSignIns_Linked: linked([], []) });
    await signedInAs('AL');
    await screen.findByRole('button', { name: 'User Profile' });
    expect(callNames()).toContain('LinkedSignIns_Linked');
    expect(screen.queryByRole('heading', { name: 'Sign-in with Google or GitHub' })).not.toBeInTheDocument();
  });
});
