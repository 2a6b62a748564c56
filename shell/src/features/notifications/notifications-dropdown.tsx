import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppStore, windowLayer } from '@gadgets/shared-ui';
import { TrappedLayer } from '../../components/trapped-layer';
import { NotificationItem } from './notification-item';
import type { NotificationEntry } from './notification-queries';
import { useMarkNotificationsRead } from './mark-read';
import type { NotificationFeed, Viewer } from './use-notifications';

interface NotificationsDropdownProps {
  anchorRef: RefObject<HTMLElement | null>;
  now: () => number;
  viewer: Viewer;
  feed: NotificationFeed;
  onClose: () => void;
}

/**
 * The panel under the bell: the signed-in viewer's newest notifications, or an invitation to sign in. The backdrop,
 * Esc and the bell close it.
 */
export function NotificationsDropdown({ anchorRef, now, viewer, feed, onClose }: NotificationsDropdownProps) {
  const unread = feed.page?.unreadCount ?? 0;
  return (
    <>
      <Backdrop data-testid="notifications-backdrop" onClick={onClose} />
      <TrappedLayer onClose={onClose} anchorRef={anchorRef}>
        <Dropdown role="dialog" aria-modal="true" aria-labelledby="notifications-title" tabIndex={-1}>
          <Head>
            <div>
              <h2 id="notifications-title">Notifications</h2>
              <p>Stay updated with latest news</p>
            </div>
            {unread > 0 && <Pill>{unread} new</Pill>}
          </Head>
          {viewer === 'signed-in' && <ViewerNotifications feed={feed} now={now()} onClose={onClose} />}
          {viewer === 'signed-out' && <SignInInvitation onClose={onClose} />}
          {viewer === 'unknown' && <Message role="status">Loading notifications…</Message>}
        </Dropdown>
      </TrappedLayer>
    </>
  );
}

function ViewerNotifications({ feed, now, onClose }: { feed: NotificationFeed; now: number; onClose: () => void }) {
  const { markRead, markAllRead, markingAll } = useMarkNotificationsRead();
  const { page } = feed;
  const open = (notification: NotificationEntry) => {
    if (!notification.isRead) markRead(notification.id);
    onClose();
  };
  return (
    <>
      <MarkAll type="button" onClick={markAllRead} disabled={!page || page.unreadCount === 0 || markingAll}>
        Mark all read
      </MarkAll>
      {page ? (
        <NotificationList items={page.items} now={now} onOpen={open} />
      ) : feed.error ? (
        <Message role="alert">
          Notifications could not be loaded.{' '}
          <InlineButton type="button" onClick={feed.retry}>
            Try Again
          </InlineButton>
        </Message>
      ) : (
        <Message role="status">Loading notifications…</Message>
      )}
      <ViewAll to="/notifications" onClick={onClose}>
        View All Notifications
      </ViewAll>
    </>
  );
}

interface NotificationListProps {
  items: NotificationEntry[];
  now: number;
  onOpen: (notification: NotificationEntry) => void;
}

function NotificationList({ items, now, onOpen }: NotificationListProps) {
  if (items.length === 0) {
    return (
      <Empty>
        <strong>No notifications yet</strong>
        <span>We&apos;ll notify you when there&apos;s something new</span>
      </Empty>
    );
  }
  return (
    <List>
      {items.map((notification) => (
        <li key={notification.id}>
          <NotificationItem notification={notification} now={now} onOpen={() => onOpen(notification)} />
        </li>
      ))}
    </List>
  );
}

/** Signed out there is nothing to show: say so, and offer the account menu. */
function SignInInvitation({ onClose }: { onClose: () => void }) {
  const openAccountMenu = useAppStore((state) => state.openAccountMenu);
  return (
    <Empty>
      <strong>Sign in to see notifications</strong>
      <span>We&apos;ll let you know here when someone replies to your comments.</span>
      <SignIn
        type="button"
        onClick={() => {
          onClose();
          openAccountMenu();
        }}
      >
        Sign in
      </SignIn>
    </Empty>
  );
}

const Backdrop = styled.div`
  ${windowLayer(55)}
`;

const Dropdown = styled.div`
  position: absolute;
  right: -60px;
  top: calc(100% + 10px);
  z-index: 60;
  width: min(380px, calc(100vw - 24px));
  max-height: 85vh;
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  overflow: hidden;
  &:focus {
    outline: none;
  }
  @media (max-width: 520px) {
    position: fixed;
    left: 12px;
    right: 12px;
    top: ${({ theme }) => theme.layout.headerHeight}px;
    width: auto;
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  padding: 16px 16px 8px;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 2px 0 0;
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Pill = styled.span`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.accents.blue.soft};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.75rem;
  font-weight: 700;
`;

const MarkAll = styled.button`
  align-self: flex-end;
  margin: 0 16px 8px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.linkText};
  font-size: 0.8rem;
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 8px;
  overflow-y: auto;
  li + li {
    margin-top: 4px;
  }
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding: 24px 16px;
  text-align: center;
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
  }
`;

const Message = styled.p`
  margin: 0;
  padding: 24px 16px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const InlineButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

const SignIn = styled.button`
  align-self: center;
  margin-top: 8px;
  padding: 8px 20px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme }) => theme.accents.blue.strong};
  color: #fff;
  font-weight: 600;
  cursor: pointer;
`;

const ViewAll = styled(Link)`
  margin: 8px;
  padding: 10px;
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: inherit;
  font-weight: 600;
  text-align: center;
  text-decoration: none;
`;
