import styled from 'styled-components';
import type { AccentName } from '@gadgets/shared-ui';
import type { Vote } from '../votes/next-vote';
import { VoteButtons } from '../votes/vote-buttons';
import type { CommentEntry } from './comments-widget-queries';
import { accentText } from '../accent-colors';
import { ReportButton } from '../moderation/report-button';
import { EDIT_WINDOW_MS, OwnCommentControls } from './own-comment-controls';
import { dayText } from '../calendar-day';

interface CommentItemProps {
  comment: CommentEntry;
  accent: AccentName;
  onReply?: (comment: CommentEntry) => void;
  /** The signed-in visitor's votes on this page's comments, by comment id. */
  myVotes?: ReadonlyMap<string, Vote>;
  /** The signed-in visitor's own comments on this page, and what to do once one of them changed. */
  own?: { ids: ReadonlySet<string>; onChanged: () => void };
}

/** One comment with its votes; replies are indented under it. Only top-level comments with an id can be answered. */
export function CommentItem({ comment, accent, onReply, myVotes, own }: CommentItemProps) {
  const canReply = !comment.isReply && !comment.parentId && Boolean(comment.id) && onReply;
  // Only the visitor's own comments are theirs to change, and only while young (own ids are known in the browser only).
  const changeable = own?.ids.has(comment.id) && Date.now() - Date.parse(comment.timestamp) < EDIT_WINDOW_MS;
  return (
    <Item id={`comment-${comment.id}`} aria-label={`Comment by ${comment.name}`}>
      <Header>
        <Avatar aria-hidden="true" $accent={accent}>
          {comment.name.trim().charAt(0).toUpperCase() || '?'}
        </Avatar>
        <strong>{comment.name}</strong>
        {comment.isVerified ? <Verified>Verified</Verified> : null}
        <time dateTime={comment.timestamp}>{dayText(comment.timestamp)}</time>
      </Header>
      {comment.hidden ? (
        <HiddenBody>This comment was hidden by a moderator.</HiddenBody>
      ) : (
        <>
          <Body>{comment.comment}</Body>
          <Actions>
            <VoteButtons
              target={{ kind: 'comment', id: comment.id }}
              likes={comment.likes}
              dislikes={comment.dislikes}
              myVote={myVotes?.get(comment.id) ?? null}
              accent={accent}
              compact
            />
            {canReply ? (
              <ReplyButton type="button" onClick={() => onReply(comment)}>
                Reply
              </ReplyButton>
            ) : null}
            {comment.id && !own?.ids.has(comment.id) ? (
              <ReportButton content="COMMENT" id={comment.id} author={comment.name} />
            ) : null}
          </Actions>
        </>
      )}
      {changeable ? <OwnCommentControls id={comment.id} text={comment.comment} onChanged={own!.onChanged} /> : null}
      {comment.replies && comment.replies.length > 0 ? (
        <Replies aria-label={`Replies to ${comment.name}`}>
          {comment.replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} accent={accent} myVotes={myVotes} own={own} />
          ))}
        </Replies>
      ) : null}
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 14px 0;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  time {
    margin-left: auto;
    font-size: 0.8rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Avatar = styled.span<{ $accent: AccentName }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme, $accent }) => theme.accents[$accent].soft};
  color: ${({ theme, $accent }) => accentText(theme, $accent)};
  font-weight: 700;
`;

const Verified = styled.span`
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.success};
  font-size: 0.7rem;
  font-weight: 700;
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const HiddenBody = styled.p`
  margin: 0;
  font-style: italic;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const ReplyButton = styled.button`
  padding: 4px 10px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Replies = styled.ul`
  margin: 4px 0 0 40px;
  padding: 0 0 0 14px;
  list-style: none;
  border-left: 2px solid ${({ theme }) => theme.colors.border};
`;
