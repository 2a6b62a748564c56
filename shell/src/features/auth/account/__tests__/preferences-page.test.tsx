import { screen, within } from '@testing-library/react';
import { appStore, THEME_STORAGE_KEY, UNITS_STORAGE_KEY } from '@gadgets/shared-ui';
import { PreferencesPage } from '../preferences-page';
import { badInput, renderAccountPage, signedInAs } from './account-test-kit';

const group = (name: string) => screen.getByRole('group', { name });

describe('/account/preferences', () => {
  it('shows the current choices: the device setting and metric when nothing is stored', async () => {
    renderAccountPage(<PreferencesPage />);
    await signedInAs('AL');
    expect(screen.getByRole('heading', { level: 1, name: 'Preferences' })).toBeInTheDocument();
    expect(within(group('Theme')).getByRole('radio', { name: /^System/ })).toBeChecked();
    expect(within(group('Units')).getByRole('radio', { name: /^Metric/ })).toBeChecked();
    expect(screen.queryByRole('heading', { name: 'You are not signed in' })).not.toBeInTheDocument();
  });

  it('applies and keeps a theme at once, and "System" forgets the stored one', async () => {
    const { user } = renderAccountPage(<PreferencesPage />);
    await signedInAs('AL');
    await user.click(within(group('Theme')).getByRole('radio', { name: /^Dark/ }));
    expect(appStore.getState()).toMatchObject({ theme: 'dark', themeChoice: 'dark' });
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByText('Theme set to Dark.')).toHaveAttribute('role', 'status');

    await user.click(within(group('Theme')).getByRole('radio', { name: /^System/ }));
    // jsdom's device prefers light.
    expect(appStore.getState()).toMatchObject({ theme: 'light', themeChoice: 'system' });
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('keeps the units in the store and in this browser', async () => {
    const { user } = renderAccountPage(<PreferencesPage />);
    await signedInAs('AL');
    expect(within(group('Units')).getByText(/screen sizes stay in inches/)).toBeInTheDocument();
    await user.click(within(group('Units')).getByRole('radio', { name: /^Imperial/ }));
    expect(appStore.getState().units).toBe('imperial');
    expect(window.localStorage.getItem(UNITS_STORAGE_KEY)).toBe('imperial');
    expect(screen.getByText('Units set to Imperial.')).toBeInTheDocument();
  });

  it('signed out, says so and offers to sign in, and the browser-kept choices still work', async () => {
    const { user } = renderAccountPage(<PreferencesPage />, {}, { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'You are not signed in' })).toBeInTheDocument();
    await user.click(within(group('Units')).getByRole('radio', { name: /^Imperial/ }));
    expect(appStore.getState().units).toBe('imperial');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(appStore.getState().accountMenuOpen).toBe(true);
  });

  it('shows a placeholder until the session is known', () => {
    renderAccountPage(<PreferencesPage />, { SessionCheck_AccessToken: () => 'never' });
    expect(screen.getByRole('status', { name: 'Loading your preferences' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  describe('notifications', () => {
    const preferences = [
      { kind: 'COMMENT_REPLY', delivery: 'SITE' },
      { kind: 'FOLLOWED_MODEL_CHANGED', delivery: 'EMAIL' },
    ];

    it('shows how each kind is received and saves a change on the server', async () => {
      const { user, calls } = renderAccountPage(<PreferencesPage />, {
        NotificationPreferences_Preferences: () => ({ data: { myNotificationPreferences: preferences } }),
        NotificationPreferences_Set: () => ({
          data: { setNotificationPreference: [{ kind: 'COMMENT_REPLY', delivery: 'OFF' }, preferences[1]] },
        }),
      });
      await signedInAs('AL');
      const replies = await screen.findByRole('combobox', { name: 'Replies to your comments' });
      expect(replies).toHaveValue('SITE');
      expect(screen.getByRole('combobox', { name: 'Price or spec changes of models you follow' })).toHaveValue('EMAIL');
      await user.selectOptions(replies, 'Off');
      expect(await screen.findByText('Saved. Replies to your comments: off.')).toBeInTheDocument();
      expect(replies).toHaveValue('OFF');
      expect(calls.find((call) => call.name === 'NotificationPreferences_Set')?.variables).toEqual({
        kind: 'COMMENT_REPLY',
        delivery: 'OFF',
      });
    });

    it('says why a change was refused, and shows the choice as it was', async () => {
      const { user } = renderAccountPage(<PreferencesPage />, {
        NotificationPreferences_Preferences: () => ({ data: { myNotificationPreferences: preferences } }),
        NotificationPreferences_Set: () => badInput('kind', 'This kind of notification is for administrators only'),
      });
      await signedInAs('AL');
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Replies to your comments' }), 'Off');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This kind of notification is for administrators only',
      );
    });

    it('is not offered signed out', async () => {
      renderAccountPage(<PreferencesPage />, {}, { signedIn: false });
      await screen.findByRole('heading', { name: 'You are not signed in' });
      expect(screen.queryByRole('heading', { name: 'Notifications' })).not.toBeInTheDocument();
    });
  });
});
