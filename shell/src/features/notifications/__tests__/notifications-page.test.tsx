import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { appStore } from '@gadgets/shared-ui';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { NotificationsMenu, preloadNotificationsDropdown } from '../notifications-menu';
import NotificationsPage from '../notifications-page';
import { notificationsApi, notificationsBefore, type FakeNotification } from './notifications-api';

beforeAll(() => preloadNotificationsDropdown());

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

function Elsewhere() {
  const { pathname, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${hash}`}</output>;
}

/** The page under the header's bell, as the site shows it: the bell holds the live channel. */
function renderPage(notifications: FakeNotification[] = []) {
  const api = notificationsApi(notifications);
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <NotificationsMenu now={() => NOW} />
      <Routes>
        <Route path="/notifications" element={<NotificationsPage now={() => NOW} />} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </>,
    { client: api.client, route: '/notifications' },
  );
  return { api, user };
}

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

const signIn = () =>
  act(() => appStore.getState().setAuthenticated({ name: 'Ada Lovelace', email: 'ada@example.com', admin: false }));

const shownTitles = () =>
  screen
    .queryAllByRole('listitem')
    .map((item) => within(item).getByRole('link').querySelector('strong')!.firstChild!.textContent);

const pageRequests = (api: ReturnType<typeof notificationsApi>) =>
  api.operations
    .filter((operation) => operation.name === 'NotificationsPage_Notifications')
    .map((operation) => operation.variables);

describe('the notifications page', () => {
  it('has its title and waits, asking nothing, while the session is checked', () => {
    const { api } = renderPage(notificationsBefore(NOW, 3));
    expect(screen.getByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading notifications' })).toBeInTheDocument();
    expect(document.title).toBe('Notifications · Gadgets');
    expect(api.operations).toEqual([]);
  });

  it('signed out, says why it is empty and offers to sign in', async () => {
    act(() => appStore.getState().setUnauthenticated());
    const { api, user } = renderPage(notificationsBefore(NOW, 3));
    expect(screen.getByRole('heading', { name: 'Sign in to see your notifications' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(appStore.getState().accountMenuOpen).toBe(true);
    expect(api.operations).toEqual([]);
  });

  describe('signed in', () => {
    beforeEach(signIn);

    it('lists the newest 20, then older pages from the cursor with "Show more"', async () => {
      const { api, user } = renderPage(notificationsBefore(NOW, 45));
      await screen.findByText('Reply 45');
      expect(shownTitles()).toHaveLength(20);
      expect(screen.getByText('45 new')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Show more' }));
      await waitFor(() => expect(shownTitles()).toHaveLength(40));
      // The older page takes the focus from the button it replaced.
      expect(document.activeElement).toContainElement(screen.getByText('Reply 25'));

      await user.click(screen.getByRole('button', { name: 'Show more' }));
      await waitFor(() => expect(shownTitles()).toHaveLength(45));
      expect(shownTitles()[44]).toBe('Reply 1');
      expect(new Set(shownTitles()).size).toBe(45);
      expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
      expect(pageRequests(api)).toEqual([
        { before: null, unreadOnly: false },
        { before: '26', unreadOnly: false },
        { before: '6', unreadOnly: false },
      ]);
    });

    it('shows only the unread ones under Unread, and says when there are none', async () => {
      const { api, user } = renderPage(notificationsBefore(NOW, 4, (index) => index % 2 === 1));
      await screen.findByText('Reply 4');
      expect(shownTitles()).toEqual(['Reply 4', 'Reply 3', 'Reply 2', 'Reply 1']);
      await user.click(screen.getByRole('button', { name: 'Unread' }));
      expect(screen.getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'true');
      await waitFor(() => expect(shownTitles()).toEqual(['Reply 4', 'Reply 2']));
      expect(pageRequests(api)).toContainEqual({ before: null, unreadOnly: true });

      await user.click(screen.getByRole('button', { name: 'Mark all read' }));
      expect(await screen.findByRole('heading', { name: 'No unread notifications' })).toBeInTheDocument();
      expect(api.names()).toContain('Notifications_MarkAllRead');
      expect(screen.queryByText(/new$/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
      await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));

      await user.click(screen.getByRole('button', { name: 'All' }));
      await waitFor(() => expect(shownTitles()).toHaveLength(4));
      expect(screen.queryByText('(unread)')).not.toBeInTheDocument();
    });

    it('marks one read on the server and follows its link', async () => {
      const { api, user } = renderPage(notificationsBefore(NOW, 2));
      await user.click(await screen.findByRole('link', { name: /^Reply 2 \(unread\)/ }));
      expect(api.operations).toContainEqual({ name: 'Notifications_MarkRead', variables: { id: '2' } });
      expect(screen.getByTestId('location')).toHaveTextContent('/mobile/google/pixel-9#comment-2');
    });

    it('shows a notification that arrives while it is open, as the bell does', async () => {
      const { api } = renderPage(notificationsBefore(NOW, 2));
      await screen.findByText('Reply 2');
      api.push({ ...notificationsBefore(NOW, 3)[0]!, title: 'Live reply' });
      await waitFor(() => expect(shownTitles()).toEqual(['Live reply', 'Reply 2', 'Reply 1']));
      expect(screen.getByText('3 new')).toBeInTheDocument();
      expect(bell()).toHaveAccessibleName('Notifications, 3 unread');
    });

    it('shows the empty state', async () => {
      renderPage([]);
      expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
      expect(screen.getByText("We'll notify you when there's something new")).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    });

    it('says when the list could not be loaded, and tries again', async () => {
      const api = notificationsApi(notificationsBefore(NOW, 2));
      api.settings.failQueries = true;
      const user = userEvent.setup();
      renderWithProviders(<NotificationsPage now={() => NOW} />, { client: api.client, route: '/notifications' });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Notifications could not be loaded');
      expect(alert).toHaveTextContent('The API is resting');
      api.settings.failQueries = false;
      await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
      expect(await screen.findByText('Reply 2')).toBeInTheDocument();
    });
  });
});
