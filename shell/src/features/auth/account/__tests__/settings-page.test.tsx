import { screen, waitFor, within } from '@testing-library/react';
import { CombinedError } from '@urql/core';
import { appStore, readAccessToken } from '@gadgets/shared-ui';
import { emailChangeSentMessage } from '../change-email-section';
import { PASSWORD_CHANGED_MESSAGE } from '../change-password-section';
import { ACCOUNT_DELETED_NOTICE } from '../delete-account-section';
import { SettingsPage } from '../settings-page';
import { badInput, rateLimited, renderAccountPage, signedInAs } from './account-test-kit';

const NOW = Date.parse('2026-05-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

const SESSIONS = [
  { id: 'phone', device: 'Safari on iOS', lastSeenAt: minutesAgo(60 * 26), current: false },
  { id: 'here', device: 'Chrome on Linux', lastSeenAt: minutesAgo(3), current: true },
  { id: 'laptop', device: 'Firefox on Windows', lastSeenAt: minutesAgo(5), current: false },
];

type Handlers = Parameters<typeof renderAccountPage>[1];

function renderSettings(handlers: Handlers = {}) {
  return renderAccountPage(<SettingsPage now={() => NOW} />, {
    SessionsSection_Sessions: { data: { mySessions: SESSIONS } },
    ...handlers,
  });
}

const section = (name: string) => screen.getByRole('region', { name });
const foundSection = (name: string) => screen.findByRole('region', { name });

/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

async function fillPasswords(user: ReturnType<typeof renderSettings>['user'], current: string, next: string) {
  await user.type(await screen.findByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), next);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('/account/settings: password', () => {
  it('asks for the current password and a new one under the sign-up rules', async () => {
    const { user, callNames } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    const form = section('Change password');
    expect(
      within(form)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Current password is required', 'Password is required', 'Please confirm your password']);
    expect(within(form).getByText(/At least 8 characters, with an upper-case letter/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Current password'), 'old');
    await user.type(screen.getByLabelText('New password'), 'alllowercase1');
    await user.type(screen.getByLabelText('Confirm new password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Password must contain uppercase, lowercase, and number',
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    expect(within(form).getByText(/Password strength:/)).toBeInTheDocument();
    expect(callNames()).not.toContain('AuthProvider_ChangePassword');
  });

  it('changes it, says the other devices were signed out, and reads the device list again', async () => {
    const { user, calls, callNames } = renderSettings({
      AuthProvider_ChangePassword: { data: { changePassword: true } },
    });
    await screen.findByText('Safari on iOS');
    const listReads = () => callNames().filter((name) => name === 'SessionsSection_Sessions').length;
    const readsBefore = listReads();
    await fillPasswords(user, 'Old-secret1', 'New-secret2');

    expect(await within(section('Change password')).findByRole('status')).toHaveTextContent(PASSWORD_CHANGED_MESSAGE);
    expect(PASSWORD_CHANGED_MESSAGE).toMatch(/other device .* signed out/);
    expect(calls.find((call) => call.name === 'AuthProvider_ChangePassword')?.variables).toEqual({
      currentPassword: 'Old-secret1',
      newPassword: 'New-secret2',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(listReads()).toBe(readsBefore + 1);
  });

  it('puts a wrong current password and a refused new one on their fields, anything else above the button', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer = badInput('currentPassword', 'Your current password is not right');
    const { user } = renderSettings({ AuthProvider_ChangePassword: () => answer });
    await fillPasswords(user, 'Wrong-one1', 'New-secret2');
    expect(await screen.findByText('Your current password is not right')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Your current password is not right');

    answer = badInput('newPassword', 'This password is too common');
    await user.type(screen.getByLabelText('Current password'), 'Old-secret1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This password is too common')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('This password is too common');

    answer = rateLimited();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Too many requests, try again in a minute')).toHaveAttribute('role', 'alert');
  });
});

async function fillEmailChange(user: ReturnType<typeof renderSettings>['user'], address: string, password: string) {
  await user.type(await screen.findByLabelText('New e-mail address'), address);
  await user.type(screen.getByLabelText('Your password'), password);
  await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
}

describe('/account/settings: e-mail address', () => {
  it('asks for a valid new address and the password before sending anything', async () => {
    const { user, callNames } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Change e-mail' }));
    const form = section('Change e-mail');
    expect(
      within(form)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['Email is required', 'Current password is required']);
    await waitFor(() => expect(screen.getByLabelText('New e-mail address')).toHaveFocus());

    await user.type(screen.getByLabelText('New e-mail address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(screen.getByLabelText('New e-mail address')).toHaveAccessibleDescription('Please enter a valid email');
    expect(callNames()).not.toContain('AuthProvider_RequestEmailChange');
  });

  it('sends the link and says it went to the new address', async () => {
    const { user, calls } = renderSettings({
      AuthProvider_RequestEmailChange: { data: { requestEmailChange: true } },
    });
    await fillEmailChange(user, ' ada@new.example.com ', 'Old-secret1');
    expect(await within(section('Change e-mail')).findByRole('status')).toHaveTextContent(
      emailChangeSentMessage('ada@new.example.com'),
    );
    expect(emailChangeSentMessage('x@y.z')).toMatch(/sent a link to x@y\.z/);
    expect(calls.find((call) => call.name === 'AuthProvider_RequestEmailChange')?.variables).toEqual({
      newEmail: 'ada@new.example.com',
      password: 'Old-secret1',
    });
    expect(screen.getByLabelText('New e-mail address')).toHaveValue('');
    expect(screen.getByLabelText('Your password')).toHaveValue('');
  });

  it("puts the API's refusals on their fields, anything else above the button", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let answer = badInput('newEmail', 'Another account uses this e-mail address');
    const { user } = renderSettings({ AuthProvider_RequestEmailChange: () => answer });
    await fillEmailChange(user, 'taken@example.com', 'Old-secret1');
    expect(await screen.findByText('Another account uses this e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText('New e-mail address')).toHaveAccessibleDescription(
      'Another account uses this e-mail address',
    );

    answer = badInput('password', 'Your current password is not right');
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByText('Your current password is not right')).toBeInTheDocument();
    expect(screen.getByLabelText('Your password')).toHaveAccessibleDescription('Your current password is not right');

    answer = rateLimited();
    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByText('Too many requests, try again in a minute')).toHaveAttribute('role', 'alert');
    expect(within(section('Change e-mail')).getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('/account/settings: where you are signed in', () => {
  it("lists this device first as 'This device', then the others by when they were last seen", async () => {
    renderSettings();
    const rows = await within(await foundSection('Where you are signed in')).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Chrome on LinuxYou are using it nowThis device',
      'Firefox on WindowsLast seen 5 minutes agoSign out',
      'Safari on iOSLast seen yesterdaySign out',
    ]);
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Sign out' })).toHaveAccessibleDescription(
      'Firefox on Windows Last seen 5 minutes ago',
    );
  });

  it('signs out another device, removes it and says so', async () => {
    const { user, calls } = renderSettings({
      SessionsSection_EndSession: { data: { endSession: true } },
    });
    const list = await foundSection('Where you are signed in');
    const row = (await within(list).findByText('Safari on iOS')).closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(within(list).queryByText('Safari on iOS')).not.toBeInTheDocument());
    expect(calls.find((call) => call.name === 'SessionsSection_EndSession')?.variables).toEqual({ id: 'phone' });
    expect(within(list).getByText('Safari on iOS has been signed out.')).toBeInTheDocument();
    expect(within(list).getByRole('heading', { name: 'Where you are signed in' })).toHaveFocus();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says when a device could not be signed out, and keeps it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderSettings({
      SessionsSection_EndSession: { error: new CombinedError({ networkError: new Error('offline') }) },
    });
    const row = (await screen.findByText('Firefox on Windows')).closest('li')!;
    await user.click(within(row).getByRole('button', { name: 'Sign out' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'Could not sign out this device: Network error. Please check your connection.',
    );
  });

  it('says when the list cannot be loaded', async () => {
    renderSettings({
      SessionsSection_Sessions: { error: new CombinedError({ graphQLErrors: [{ message: 'You must be signed in' }] }) },
    });
    expect(await screen.findByRole('heading', { name: 'Your devices could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('/account/settings: export my data', () => {
  let createObjectURL: jest.Mock;
  let revokeObjectURL: jest.Mock;
  let clicked: { href: string; download: string }[];

  beforeEach(() => {
    // jsdom has no Blob URLs and cannot download; record what the page asks for instead.
    createObjectURL = jest.fn(() => 'blob:export-1');
    revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    clicked = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });

  it('makes no file until asked, then downloads the API answer as gadget-specs-my-data.json', async () => {
    const exported = { exportedAt: '2026-05-01T12:00:00.000Z', account: { name: 'Ada Lovelace' } };
    const { user, callNames } = renderSettings({
      ExportDataSection_ExportMyData: { data: { exportMyData: exported } },
    });
    const button = await screen.findByRole('button', { name: 'Export my data' });
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(callNames()).not.toContain('ExportDataSection_ExportMyData');

    await user.click(button);
    expect(await within(section('Export my data')).findByRole('status')).toHaveTextContent(
      'Your download has started: gadget-specs-my-data.json.',
    );
    expect(clicked).toEqual([{ href: 'blob:export-1', download: 'gadget-specs-my-data.json' }]);
    const blob = createObjectURL.mock.calls[0][0] as Blob;
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await textOf(blob))).toEqual(exported);
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:export-1'), { timeout: 2000 });
  });

  it('says when the export fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderSettings({ ExportDataSection_ExportMyData: rateLimited() });
    await user.click(await screen.findByRole('button', { name: 'Export my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your data could not be exported: Too many requests, try again in a minute',
    );
    expect(clicked).toEqual([]);
  });
});

describe('/account/settings: delete my account', () => {
  it('asks for the password first, and Cancel goes back', async () => {
    const { user, callNames } = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const password = screen.getByLabelText('Type your password to confirm');
    expect(password).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(password).toHaveAccessibleDescription('Please type your password to confirm');
    expect(callNames()).not.toContain('AuthProvider_DeleteAccount');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Type your password to confirm')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete my account' })).toHaveFocus();
  });

  it('keeps the account when the password is wrong', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderSettings({
      AuthProvider_DeleteAccount: badInput('password', 'Your current password is not right'),
    });
    await signedInAs('AL');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await user.type(screen.getByLabelText('Type your password to confirm'), 'Wrong-one1');
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByText('Your current password is not right')).toBeInTheDocument();
    expect(appStore.getState().auth.status).toBe('authenticated');
  });

  it('deletes it, signs the visitor out and sends them home with a message', async () => {
    const { user, calls } = renderSettings({ AuthProvider_DeleteAccount: { data: { deleteAccount: true } } });
    await signedInAs('AL');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    await user.type(screen.getByLabelText('Type your password to confirm'), 'Old-secret1');
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));

    expect(await screen.findByTestId('home')).toHaveTextContent(`/ ${ACCOUNT_DELETED_NOTICE}`);
    expect(ACCOUNT_DELETED_NOTICE).toMatch(/deleted and you have been signed out/);
    expect(calls.find((call) => call.name === 'AuthProvider_DeleteAccount')?.variables).toEqual({
      password: 'Old-secret1',
    });
    expect(appStore.getState().auth).toEqual({ status: 'unauthenticated', user: null, error: null });
    expect(readAccessToken()).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('/account/settings signed out', () => {
  it('says so and offers to sign in, asking the API nothing else', async () => {
    const { user, callNames } = renderAccountPage(<SettingsPage />, {}, { signedIn: false });
    expect(await screen.findByText('Sign in to manage your account settings.')).toBeInTheDocument();
    expect(callNames()).toEqual(['SessionCheck_AccessToken']);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(appStore.getState().accountMenuOpen).toBe(true);
  });
});

describe('/account/settings: what you follow', () => {
  it('lists each followed thing as a link, and unfollows one', async () => {
    const follows = [
      { id: '3', kind: 'SEARCH', address: '/mobile/finder?network=5g' },
      { id: '2', kind: 'BRAND', address: '/bike/honda' },
    ];
    const { user, calls } = renderSettings({
      FollowingSection_Follows: { data: { myFollows: follows } },
      FollowingSection_Unfollow: { data: { unfollow: true } },
    });
    const list = await foundSection('Following');
    expect(await within(list).findByRole('link', { name: '/bike/honda' })).toHaveAttribute('href', '/bike/honda');
    await user.click(within(list).getByRole('button', { name: 'Unfollow /mobile/finder?network=5g' }));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'FollowingSection_Unfollow')?.variables).toEqual({ id: '3' }),
    );
  });

  it('says when nothing is followed yet', async () => {
    renderSettings({ FollowingSection_Follows: { data: { myFollows: [] } } });
    const list = await foundSection('Following');
    expect(await within(list).findByText(/You follow nothing yet/)).toBeInTheDocument();
  });
});
