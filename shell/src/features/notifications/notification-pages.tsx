import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useQuery } from 'urql';
import { bareList, graphql, outlinedPill, type ResultOf } from '@gadgets/shared-ui';
import { AccentButton, QueryStatus, SkeletonLines, StatusPanel } from '@gadgets/shared-ui/widgets';
import { NotificationItem } from './notification-item';
import { Notifications_EntryFragment, type NotificationEntry } from './notification-queries';
import { useMarkNotificationsRead } from './mark-read';

/** One page of the notifications page: the newest, or those older than `before`. */
export const NotificationsPage_NotificationsQuery = graphql(
  `
    query NotificationsPage_Notifications($before: String, $unreadOnly: Boolean!) {
      myNotifications(before: $before, limit: 20, unreadOnly: $unreadOnly) {
        items {
          ...Notifications_Entry
        }
        unreadCount
        nextCursor
      }
    }
  `,
  [Notifications_EntryFragment],
);

type NotificationPage = ResultOf<typeof NotificationsPage_NotificationsQuery>['myNotifications'];

function useNotificationsPage(before: string | null, unreadOnly: boolean) {
  const [result, reexecute] = useQuery({
    query: NotificationsPage_NotificationsQuery,
    variables: { before, unreadOnly },
  });
  return [result, () => reexecute({ requestPolicy: 'network-only' })] as const;
}

/** The signed-in viewer's notifications, newest first, a page at a time, all or only the unread ones. */
export function NotificationPages({ now }: { now: number }) {
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [pagesShown, setPagesShown] = useState(1);
  const [first, retry] = useNotificationsPage(null, unreadOnly);
  const { markRead, markAllRead, markingAll } = useMarkNotificationsRead();
  const unread = first.data?.myNotifications.unreadCount ?? 0;
  const show = (onlyUnread: boolean) => {
    setUnreadOnly(onlyUnread);
    setPagesShown(1);
  };
  const chunk = {
    now,
    unreadOnly,
    onOpen: (notification: NotificationEntry) => {
      if (!notification.isRead) markRead(notification.id);
    },
    onShowMore: () => setPagesShown((count) => count + 1),
  };

  return (
    <>
      <Toolbar>
        <Filters role="group" aria-label="Show">
          <Filter type="button" aria-pressed={!unreadOnly} onClick={() => show(false)}>
            All
          </Filter>
          <Filter type="button" aria-pressed={unreadOnly} onClick={() => show(true)}>
            Unread
          </Filter>
        </Filters>
        {unread > 0 && <Pill>{unread} new</Pill>}
        <AccentButton type="button" $accent="blue" onClick={markAllRead} disabled={unread === 0 || markingAll}>
          Mark all read
        </AccentButton>
      </Toolbar>
      <QueryStatus
        result={first}
        loading={<SkeletonLines lines={4} label="Loading notifications" />}
        errorTitle="Notifications could not be loaded"
        onRetry={retry}
        isEmpty={(data) => data.myNotifications.items.length === 0}
        empty={
          unreadOnly ? (
            <StatusPanel tone="empty" title="No unread notifications" message="You have read them all." />
          ) : (
            <StatusPanel
              tone="empty"
              title="No notifications yet"
              message="We'll notify you when there's something new"
            />
          )
        }
      >
        {(data) => <Chunk page={data.myNotifications} pagesLeft={pagesShown - 1} {...chunk} />}
      </QueryStatus>
    </>
  );
}

interface ChunkProps {
  now: number;
  unreadOnly: boolean;
  /** How many older pages to show after this one. */
  pagesLeft: number;
  onOpen: (notification: NotificationEntry) => void;
  onShowMore: () => void;
  /** Given to the list when it appears: the older pages take focus from the "Show more" button they replace. */
  listRef?: (list: HTMLUListElement | null) => void;
}

/**
 * One page, then the next older one from this page's cursor. Chained that way, every page is read again after a
 * change (a new notification, one read) from the cursor before it, so none is shown twice or skipped.
 */
function Chunk({ page, pagesLeft, listRef, ...rest }: ChunkProps & { page: NotificationPage }) {
  const { now, onOpen, onShowMore } = rest;
  return (
    <>
      <List ref={listRef} tabIndex={listRef ? -1 : undefined}>
        {page.items.map((notification) => (
          <li key={notification.id}>
            <NotificationItem notification={notification} now={now} onOpen={() => onOpen(notification)} />
          </li>
        ))}
      </List>
      {page.nextCursor && pagesLeft > 0 && <OlderChunk before={page.nextCursor} pagesLeft={pagesLeft - 1} {...rest} />}
      {page.nextCursor && pagesLeft === 0 && (
        <ShowMore type="button" onClick={onShowMore}>
          Show more
        </ShowMore>
      )}
    </>
  );
}

function OlderChunk({ before, ...props }: ChunkProps & { before: string }) {
  const [result, retry] = useNotificationsPage(before, props.unreadOnly);
  const focused = useRef(false);
  const focusOnce = (list: HTMLUListElement | null) => {
    if (!list || focused.current) return;
    focused.current = true;
    list.focus();
  };
  return (
    <QueryStatus
      result={result}
      loading={<SkeletonLines lines={3} label="Loading more notifications" />}
      errorTitle="More notifications could not be loaded"
      onRetry={retry}
    >
      {(data) => <Chunk page={data.myNotifications} listRef={focusOnce} {...props} />}
    </QueryStatus>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;
  > button:last-child {
    margin-left: auto;
  }
`;

const Filters = styled.div`
  display: flex;
  gap: 8px;
`;

const Filter = styled.button`
  padding: 6px 14px;
  ${outlinedPill}
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.accents.blue.strong};
    border-color: transparent;
    color: #fff;
  }
`;

const Pill = styled.span`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.accents.blue.soft};
  font-size: 0.8rem;
  font-weight: 700;
`;

const List = styled.ul`
  ${bareList}
  display: flex;
  flex-direction: column;
  gap: 6px;
  & + & {
    margin-top: 6px;
  }
  &:focus {
    outline: none;
  }
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const ShowMore = styled.button`
  display: block;
  margin: 16px auto 0;
  padding: 8px 18px;
  ${outlinedPill}
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
`;
