import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useAppStore } from '@gadgets/shared-ui';
import { TrappedLayer } from '../../components/trapped-layer';
import { badgeText, relativeTime } from './relative-time';

/** The bell, its unread badge and the dropdown of local notifications (no server calls, spec section 7). */
export function NotificationsMenu({ now = Date.now }: { now?: () => number }) {
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLDivElement>(null);
  const notifications = useAppStore((state) => state.notifications);
  const markRead = useAppStore((state) => state.markNotificationRead);
  const markAllRead = useAppStore((state) => state.markAllNotificationsRead);
  const unread = notifications.filter((notification) => !notification.isRead).length;
  const close = () => setOpen(false);

  return (
    <Wrapper ref={anchorRef}>
      <BellButton
        type="button"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <BellIcon />
        {unread > 0 && (
          <Badge aria-hidden="true" data-testid="unread-badge">
            {badgeText(unread)}
          </Badge>
        )}
      </BellButton>
      {open && (
        <>
          <Backdrop data-testid="notifications-backdrop" onClick={close} />
          <TrappedLayer onClose={close} anchorRef={anchorRef}>
            <Dropdown role="dialog" aria-modal="true" aria-labelledby="notifications-title" tabIndex={-1}>
              <Head>
                <div>
                  <h2 id="notifications-title">Notifications</h2>
                  <p>Stay updated with latest news</p>
                </div>
                {unread > 0 && <Pill>{unread} new</Pill>}
              </Head>
              {unread > 0 && (
                <MarkAll type="button" onClick={markAllRead}>
                  Mark all read
                </MarkAll>
              )}
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
      )}
    </Wrapper>
  );
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M18 16v-5a6 6 0 1 0-12 0v5l-2 2h16l-2-2zM10 20a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const Wrapper = styled.div`
  position: relative;
`;

const BellButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: inherit;
  cursor: pointer;
`;

const Badge = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.accents.red.strong};
  color: #fff;
  font-size: 0.7rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 55;
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
  &:focus { outline: none; }
  @media (max-width: 520px) { position: fixed; left: 12px; right: 12px; top: ${({ theme }) => theme.layout.headerHeight}px; width: auto; }
`;

const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  padding: 16px 16px 8px;
  h2 { margin: 0; font-size: 1.1rem; }
  p { margin: 2px 0 0; font-size: 0.85rem; color: ${({ theme }) => theme.colors.textMuted}; }
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
  span { font-size: 0.85rem; color: ${({ theme }) => theme.colors.textMuted}; }
  time { font-size: 0.75rem; color: ${({ theme }) => theme.colors.textMuted}; }
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
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85rem; }
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
