import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '@gadgets/shared-ui';
import type { NotificationEntry } from './notification-queries';
import { relativeTime } from './relative-time';

interface NotificationItemProps {
  notification: NotificationEntry;
  now: number;
  /** Called when it is opened, before its link (if any) is followed. */
  onOpen: () => void;
}

/** A root-relative address ('/mobile/…', not '//host/…'): the router follows it without a page load. */
const isSiteLink = (link: string) => link.startsWith('/') && !link.startsWith('//');

/** One notification, in the bell's list and on the notifications page: opening it follows its link. */
export function NotificationItem({ notification, now, onOpen }: NotificationItemProps) {
  const { title, message, link, createdAt, isRead } = notification;
  const unread = !isRead;
  const content = (
    <>
      <strong>
        {title}
        {unread && <VisuallyHidden> (unread)</VisuallyHidden>}
      </strong>
      <span>{message}</span>
      <time dateTime={createdAt}>{relativeTime(Date.parse(createdAt), now)}</time>
    </>
  );
  if (link && isSiteLink(link)) {
    return (
      <ItemLink to={link} onClick={onOpen} $unread={unread}>
        {content}
      </ItemLink>
    );
  }
  if (link) {
    return (
      <ItemAnchor href={link} onClick={onOpen} $unread={unread}>
        {content}
      </ItemAnchor>
    );
  }
  return (
    <ItemButton type="button" onClick={onOpen} $unread={unread}>
      {content}
    </ItemButton>
  );
}

const item = css<{ $unread: boolean }>`
  width: 100%;
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 10px 12px;
  border: 0;
  border-left: 3px solid ${({ theme, $unread }) => ($unread ? theme.accents.blue.base : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.small};
  background: ${({ theme, $unread }) => ($unread ? theme.accents.blue.soft : 'transparent')};
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  > span,
  > time {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  > span {
    font-size: 0.85rem;
    overflow-wrap: anywhere;
  }
  > time {
    font-size: 0.75rem;
  }
`;

const ItemLink = styled(Link)<{ $unread: boolean }>`
  ${item}
`;

const ItemAnchor = styled.a<{ $unread: boolean }>`
  ${item}
`;

const ItemButton = styled.button<{ $unread: boolean }>`
  ${item}
`;
