import { useRef, useState } from 'react';
import styled from 'styled-components';
import { centredCircle, LineIcon } from '@gadgets/shared-ui';
import { lazyLayer } from '../../components/lazy-layer';
import { badgeText } from './relative-time';
import { useNotificationFeed, useViewer } from './use-notifications';

const NotificationsDropdown = lazyLayer(() =>
  import('./notifications-dropdown').then((module) => module.NotificationsDropdown),
);
export const preloadNotificationsDropdown = NotificationsDropdown.preload;

/** The bell, the signed-in viewer's unread badge and the dropdown of their newest notifications. */
export function NotificationsMenu({ now = Date.now }: { now?: () => number }) {
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLDivElement>(null);
  const viewer = useViewer();
  const feed = useNotificationFeed(viewer === 'signed-in');
  const unread = feed.page?.unreadCount ?? 0;

  return (
    <Wrapper ref={anchorRef}>
      <BellButton
        type="button"
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen((isOpen) => !isOpen)}
        onFocus={() => void preloadNotificationsDropdown()}
        onPointerEnter={() => void preloadNotificationsDropdown()}
      >
        <BellIcon />
        {unread > 0 && (
          <Badge aria-hidden="true" data-testid="unread-badge">
            {badgeText(unread)}
          </Badge>
        )}
      </BellButton>
      {open && (
        <NotificationsDropdown
          anchorRef={anchorRef}
          now={now}
          viewer={viewer}
          feed={feed}
          onClose={() => setOpen(false)}
        />
      )}
    </Wrapper>
  );
}

function BellIcon() {
  return (
    <LineIcon size={22} strokeWidth="1.8" strokeLinecap="butt" aria-hidden="true" focusable="false">
      <path d="M18 16v-5a6 6 0 1 0-12 0v5l-2 2h16l-2-2zM10 20a2 2 0 0 0 4 0" />
    </LineIcon>
  );
}

const Wrapper = styled.div`
  position: relative;
`;

const BellButton = styled.button`
  position: relative;
  ${centredCircle('44px')}
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
