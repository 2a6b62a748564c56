import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, sampleNotifications } from '@gadgets/shared-ui';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { preloadNotificationsDropdown, NotificationsMenu } from '../notifications-menu';

// Load the lazily loaded layer up front so each test opens it at once.
beforeAll(() => preloadNotificationsDropdown());

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

function renderMenu() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <NotificationsMenu now={() => NOW} />
      <button type="button">elsewhere</button>
    </>,
  );
  return user;
}

beforeEach(() => {
  act(() => appStore.setState({ notifications: sampleNotifications(NOW) }));
});

const bell = () => screen.getByRole('button', { name: /^Notifications/ });

describe('notifications', () => {
  it('shows the unread count on the bell', () => {
    renderMenu();
    expect(bell()).toHaveAccessibleName('Notifications, 2 unread');
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('2');
  });

  it('caps the badge at 99+', () => {
    act(() =>
      appStore.setState({
        notifications: Array.from({ length: 120 }, (_, index) => ({
          id: `n${index}`,
          title: `News ${index}`,
          message: 'Something new',
          receivedAt: NOW,
          isRead: false,
        })),
      }),
    );
    renderMenu();
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('99+');
  });

  it('lists the notifications with their relative times and the "new" pill', async () => {
    const user = renderMenu();
    await user.click(bell());
    const dialog = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getByText('Stay updated with latest news')).toBeInTheDocument();
    expect(within(dialog).getByText('2 new')).toBeInTheDocument();
    expect(within(dialog).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(dialog).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(dialog).getByText('2 days ago')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'View All Notifications' })).toBeInTheDocument();
  });

  it('marks one read when clicked', async () => {
    const user = renderMenu();
    await user.click(bell());
    const unread = screen.getAllByRole('button').find((button) => button.textContent?.includes('(unread)'))!;
    await user.click(unread);
    expect(screen.getByText('1 new')).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread');
  });

  it('marks all read', async () => {
    const user = renderMenu();
    await user.click(bell());
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(screen.queryByText(/new$/)).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    act(() => appStore.setState({ notifications: [] }));
    const user = renderMenu();
    await user.click(bell());
    expect(screen.getByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByText("We'll notify you when there's something new")).toBeInTheDocument();
  });

  it('closes on a backdrop click', async () => {
    const user = renderMenu();
    await user.click(bell());
    await user.click(screen.getByTestId('notifications-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Esc and gives focus back to the bell', async () => {
    const user = renderMenu();
    await user.click(bell());
    await waitFor(() => expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(bell()).toHaveFocus());
  });

  it('toggles from the bell', async () => {
    const user = renderMenu();
    await user.click(bell());
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    await user.click(bell());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
