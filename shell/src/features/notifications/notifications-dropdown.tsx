import type { RefObject } from 'react';
import styled from 'styled-components';
import { useAppStore, windowLayer } from '@gadgets/shared-ui';
import { TrappedLayer } from '../../components/trapped-layer';
import { relativeTime } from './relative-time';

interface NotificationsDropdownProps {
  anchorRef: RefObject<HTMLElement | null>;
  now: () => number;
  onClose: () => void;
}

/** The list under the bell: clicking one marks it read; the backdrop, Esc and the bell close it. */
export function NotificationsDropdown({ anchorRef, now, onClose }: NotificationsDropdownProps) {
  const notifications = useAppStore((state) => state.notifications);
  const markRead = useAppStore((state) => state.markNotificationRead);
  const markAllRead = useAppStore((state) => state.markAllNotificationsRead);
  const unread = notifications.filter((notification) => !notification.isRead).length;

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
          <MarkAll type="button" onClick={markAllRead} disabled={unread === 0}>
            Mark all read
          </MarkAll>
          {notifications.length === 0 ? (
            <Empty>
              <strong>No notifications yet</strong>
              <span>We&apos;ll notify you when there&apos;s something new</span>
            </Empty>
          ) : (
            <List>
              {notifications.map((notification) => (
                <li key={notification.id}>
                  <Item type="button" $unread={!notification.isRead} onClick={() => markRead(notification.id)}>
                    <strong>
                      {notification.title}
                      {!notification.isRead && <Unread> (unread)</Unread>}
                    </strong>
                    <span>{notification.message}</span>
                    <time dateTime={new Date(notification.receivedAt).toISOString()}>
                      {relativeTime(notification.receivedAt, now())}
                    </time>
                  </Item>
                </li>
              ))}
            </List>
          )}
          {/* Spec: the full notifications page does not exist yet, so this button does nothing. */}
          <ViewAll type="button">View All Notifications</ViewAll>
        </Dropdown>
      </TrappedLayer>
    </>
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
  color: ${({ theme }) => (theme.mode === 'dark' ? '#93c5fd' : theme.accents.blue.strong)};
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
`;

const Item = styled.button<{ $unread: boolean }>`
  width: 100%;
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin-bottom: 4px;
  padding: 10px 12px;
  border: 0;
  border-left: 3px solid ${({ theme, $unread }) => ($unread ? theme.accents.blue.base : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme, $unread }) => ($unread ? theme.accents.blue.soft : 'transparent')};
  color: inherit;
  text-align: left;
  cursor: pointer;
  span {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  time {
    font-size: 0.75rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Unread = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
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

const ViewAll = styled.button`
  margin: 8px;
  padding: 10px;
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: inherit;
  font-weight: 600;
  cursor: pointer;
`;
