import { screen, waitFor, within } from '@testing-library/react';
import { CombinedError } from '@urql/core';
import { appStore } from '@gadgets/shared-ui';
import { ProfilePage } from '../profile-page';
import { ADA, badInput, rateLimited, renderAccountPage, signedInAs } from './account-test-kit';

const details = { data: { getUserDetails: { name: ADA.name, email: ADA.email, gender: 'female' } } };

describe('/account/profile', () => {
  it('shows the saved name and gender, and the e-mail address with where to change it', async () => {
    renderAccountPage(<ProfilePage />, { ProfileForm_UserDetails: details });
    expect(screen.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Name')).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText('Gender')).toHaveValue('female');
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.queryByText(/cannot be changed/)).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Your profile' })).getByRole('link', { name: 'Account Settings' }),
    ).toHaveAttribute('href', '/account/settings');
    expect(
      within(screen.getByLabelText('Gender'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select your gender', 'Male', 'Female', 'Non-binary', 'Prefer not to say']);
  });

  it('checks the name and gender before sending anything', async () => {
    const { user, callNames } = renderAccountPage(<ProfilePage />, { ProfileForm_UserDetails: details });
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, '   ');
    await user.selectOptions(screen.getByLabelText('Gender'), '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Gender')).toHaveAccessibleDescription('Please select your gender');
    await waitFor(() => expect(name).toHaveFocus());

    await user.clear(name);
    await user.type(name, 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription('Name must be at most 100 characters');
    expect(callNames()).not.toContain('AuthProvider_UpdateProfile');
  });

  it('saves, says so, and the header initials follow the new name', async () => {
    const { user, calls } = renderAccountPage(<ProfilePage />, {
      ProfileForm_UserDetails: details,
      AuthProvider_UpdateProfile: ({ name, gender }) => ({
        data: { updateProfile: { name, email: ADA.email, gender, avatar: null, admin: false } },
      }),
    });
    await signedInAs('AL');
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, '  Grace Hopper ');
    await user.selectOptions(screen.getByLabelText('Gender'), 'non_binary');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your profile has been saved.');
    expect(calls.find((call) => call.name === 'AuthProvider_UpdateProfile')?.variables).toEqual({
      name: 'Grace Hopper',
      gender: 'non_binary',
    });
    expect(screen.getByRole('button', { name: 'User Profile' })).toHaveTextContent('GH');
    expect(appStore.getState().auth.user).toEqual({ ...ADA, name: 'Grace Hopper' });

    // An edit clears the message.
    await user.type(name, '!');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("puts the API's refusal on its field, and anything else above the button", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer = badInput('name', 'Name must be at most 100 characters');
    const { user } = renderAccountPage(<ProfilePage />, {
      ProfileForm_UserDetails: details,
      AuthProvider_UpdateProfile: () => answer,
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByLabelText('Name')).toHaveAccessibleDescription('Name must be at most 100 characters');

    answer = rateLimited();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too many requests, try again in a minute')).toHaveAttribute('role', 'alert');
    expect(appStore.getState().auth.user?.name).toBe('Ada Lovelace');
  });

  it('says when the profile cannot be loaded, and tries again', async () => {
    let fail = true;
    const { user } = renderAccountPage(<ProfilePage />, {
      ProfileForm_UserDetails: () =>
        fail ? { error: new CombinedError({ networkError: new Error('offline') }) } : details,
    });
    expect(await screen.findByRole('heading', { name: 'Your profile could not be loaded' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Ada Lovelace');
  });

  it('shows a placeholder while the session is checked', () => {
    renderAccountPage(<ProfilePage />, { SessionCheck_AccessToken: () => 'never' });
    expect(screen.getByRole('status', { name: 'Loading your account' })).toBeInTheDocument();
  });

  it('signed out, says so, asks nothing of the API and offers to sign in', async () => {
    const { user, callNames } = renderAccountPage(<ProfilePage />, {}, { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'You are not signed in' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to manage your profile.')).toBeInTheDocument();
    expect(callNames()).toEqual(['SessionCheck_AccessToken']);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(appStore.getState().accountMenuOpen).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });
});
