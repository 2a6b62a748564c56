import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { appStore } from '@gadgets/shared-ui';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { preloadNotificationsDropdown, NotificationsMenu } from '../notifications-menu';
import { notificationsApi, notificationsBefore, type FakeNotification } from './notifications-api';

// Load the lazily loaded layer up front so each test opens it at once.
beforeAll(() => preloadNotificationsDropdown());

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const MINUTE = 60_000;

function CurrentLocation() {
  const { pathname, hash } = useLocation();
  return <output data-testid="location">{`${pathname}${hash}`}</output>;
}

function renderMenu(notifications: FakeNotification[] = []) {
  const api = notificationsApi(notifications);
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <NotificationsMenu now={() => NOW} />
      <button type="button">elsewhere</button>
      <CurrentLocation />
    </>,
    { client: api.client, route: '/about' },
  );
  return { api, user };
}

const signIn = () =>
  act(() => appStore.getState().setAuthenticated({ name: 'Ada Lovelace', email: 'ada@example.com', admin: false }));
const signOut = () => act(() => appStore.getState().setUnauthenticated());

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
const dialog = () => screen.getByRole('dialog', { name: 'Notifications' });

/** Three replies, 5 minutes, 3 hours and 2 days old; the newest two unread. */
const threeReplies = (): FakeNotification[] => [
  {
    id: '3',
    title: 'Grace replied to your comment',
    message: 'Two days, easily.',
    link: '/mobile/google/pixel-9#comment-12',
    createdAt: new Date(NOW - 5 * MINUTE).toISOString(),
    isRead: false,
  },
  {
    id: '2',
    title: 'Alan replied to your comment',
    message: 'Mine too.',
    link: '/laptop/apple/macbook-neo#comment-7',
    createdAt: new Date(NOW - 3 * 60 * MINUTE).toISOString(),
    isRead: false,
  },
  {
    id: '1',
    title: 'Edsger replied to your comment',
    message: 'Considered harmful.',
    link: '/bike/honda/cb500#comment-3',
    createdAt: new Date(NOW - 2 * 24 * 60 * MINUTE).toISOString(),
    isRead: true,
  },
];

describe('the bell signed out', () => {
  beforeEach(signOut);

  it('shows no badge and asks nothing of the API', () => {
    const { api } = renderMenu(threeReplies());
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    expect(api.operations).toEqual([]);
  });

  it('invites to sign in, and its button opens the account menu', async () => {
    const { api, user } = renderMenu(threeReplies());
    await user.click(bell());
    expect(within(dialog()).getByText('Sign in to see notifications')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('listitem')).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Sign in' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(appStore.getState().accountMenuOpen).toBe(true);
    expect(api.operations).toEqual([]);
  });

  it('says it is loading while the session is still being checked', async () => {
    act(() => appStore.getState().setAuthLoading());
    const { api, user } = renderMenu(threeReplies());
    await user.click(bell());
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Loading notifications…');
    expect(api.operations).toEqual([]);
  });
});

describe('the bell signed in', () => {
  beforeEach(signIn);

  it("shows the server's unread count, not the length of the list it shows", async () => {
    // 12 notifications, 11 unread: the dropdown lists the newest 10, the badge counts all.
    renderMenu(notificationsBefore(NOW, 12, (index) => index === 11));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 11 unread'));
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('11');
  });

  it('caps the badge at 99+', async () => {
    renderMenu(notificationsBefore(NOW, 120));
    await waitFor(() => expect(screen.getByTestId('unread-badge')).toHaveTextContent('99+'));
  });

  it('lists the newest notifications with their relative times, the "new" pill and a link to them all', async () => {
    const { api, user } = renderMenu(threeReplies());
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = dialog();
    expect(within(panel).getByText('Stay updated with latest news')).toBeInTheDocument();
    expect(within(panel).getByText('2 new')).toBeInTheDocument();
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Grace replied to your comment (unread)Two days, easily.5 minutes ago',
      'Alan replied to your comment (unread)Mine too.3 hours ago',
      'Edsger replied to your commentConsidered harmful.2 days ago',
    ]);
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/mobile/google/pixel-9#comment-12');
    expect(within(panel).getByRole('link', { name: 'View All Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(api.names().sort()).toEqual(['NotificationsMenu_NotificationAdded', 'NotificationsMenu_Notifications']);
  });

  it('marks one read on the server and follows its link within the site', async () => {
    const { api, user } = renderMenu(threeReplies());
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(within(dialog()).getByRole('link', { name: /^Grace replied/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/mobile/google/pixel-9#comment-12');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.operations).toContainEqual({ name: 'Notifications_MarkRead', variables: { id: '3' } });
    // The bell reads the server's state again.
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
  });

  it('sends nothing when a read one is opened', async () => {
    const { api, user } = renderMenu(threeReplies());
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(within(dialog()).getByRole('link', { name: /^Edsger replied/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/bike/honda/cb500#comment-3');
    expect(api.names()).not.toContain('Notifications_MarkRead');
  });

  it('marks all read on the server', async () => {
    const { api, user } = renderMenu(threeReplies());
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(api.names()).toContain('Notifications_MarkAllRead');
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    expect(within(dialog()).queryByText(/new$/)).not.toBeInTheDocument();
    expect(within(dialog()).queryByText('(unread)')).not.toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('puts a notification that arrives live at the top and counts it, without a reload', async () => {
    const { api, user } = renderMenu(threeReplies());
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    api.push({
      id: '4',
      title: 'Barbara replied to your comment',
      message: 'Agreed.',
      link: '/mobile/google/pixel-9#comment-13',
      createdAt: new Date(NOW - 10_000).toISOString(),
      isRead: false,
    });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'));
    expect(within(dialog()).getAllByRole('listitem')[0]).toHaveTextContent(
      'Barbara replied to your comment (unread)Agreed.Just now',
    );
    expect(within(dialog()).getByText('3 new')).toBeInTheDocument();
  });

  it('forgets the account on sign-out', async () => {
    const { user } = renderMenu(threeReplies());
    await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    signOut();
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    await user.click(bell());
    expect(within(dialog()).getByText('Sign in to see notifications')).toBeInTheDocument();
    expect(within(dialog()).queryByText(/replied to your comment/)).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    const { api, user } = renderMenu([]);
    await waitFor(() => expect(api.names()).toContain('NotificationsMenu_Notifications'));
    await user.click(bell());
    expect(within(dialog()).getByText('No notifications yet')).toBeInTheDocument();
    expect(within(dialog()).getByText("We'll notify you when there's something new")).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('says when the list could not be loaded, and tries again', async () => {
    const api = notificationsApi(threeReplies());
    api.settings.failQueries = true;
    const user = userEvent.setup();
    renderWithProviders(<NotificationsMenu now={() => NOW} />, { client: api.client });
    await user.click(bell());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Notifications could not be loaded.');
    api.settings.failQueries = false;
    await user.click(within(dialog()).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog()).findByText('2 new')).toBeInTheDocument();
  });
});

describe('the dropdown', () => {
  beforeEach(signIn);

  it('closes on a backdrop click', async () => {
    const { user } = renderMenu();
    await user.click(bell());
    await user.click(screen.getByTestId('notifications-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Esc and gives focus back to the bell', async () => {
    const { user } = renderMenu();
    await user.click(bell());
    await waitFor(() => expect(dialog()).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(bell()).toHaveFocus());
  });

  it('toggles from the bell', async () => {
    const { user } = renderMenu();
    await user.click(bell());
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    await user.click(bell());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes to the notifications page from "View All Notifications"', async () => {
    const { user } = renderMenu(threeReplies());
    await user.click(bell());
    await user.click(within(dialog()).getByRole('link', { name: 'View All Notifications' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/notifications');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
