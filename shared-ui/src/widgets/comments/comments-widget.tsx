import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import styled from 'styled-components';
import { bareList, errorMessageOf, outlinedPill, useAppStore } from '@gadgets/shared-ui';
import type { AccentName } from '@gadgets/shared-ui';
import { SkeletonLines } from '../skeletons/skeletons';
import { StatusPanel } from '../status-panel/status-panel';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import type { CommentFormValues } from './comment-validation';
import {
  CommentsWidget_CommentsQuery,
  CommentsWidget_CreateCommentMutation,
  type CommentEntry,
  type CommentTarget,
} from './comments-widget-queries';
import { mergeLiveComments, withLiveVotes } from './merge-live-comments';
import { useOlderComments } from './older-comments';
import { fromServer } from '../votes/use-vote';
import { CommentsWidget_ViewerThreadQuery } from '../votes/vote-queries';
import { usePageActivity } from '../page-activity/use-page-activity';

interface CommentsWidgetProps extends CommentTarget {
  accent?: AccentName;
  title?: string;
}

/** Comments of one model page. Keyed by its target so switching models starts afresh. */
export function CommentsWidget(props: CommentsWidgetProps) {
  return <CommentsWidgetForTarget key={`${props.category}/${props.brand}/${props.path}`} {...props} />;
}

function CommentsWidgetForTarget({ category, brand, path, accent = 'green', title = 'Comments' }: CommentsWidgetProps) {
  const variables = useMemo(() => ({ category, brand, path }), [category, brand, path]);
  const paused = !brand || !path;
  const [result, refetch] = useQuery({ query: CommentsWidget_CommentsQuery, variables, pause: paused });
  const [posting, createComment] = useMutation(CommentsWidget_CreateCommentMutation);
  // Comments posted and votes cast elsewhere while this page is open, so they show without a reload.
  const live = usePageActivity(variables, paused);
  const mine = useViewerThread(variables, paused);
  const [replyTo, setReplyTo] = useState<CommentEntry | null>(null);
  const commentField = useRef<HTMLTextAreaElement>(null);
  const headingId = useId();

  const loaded = result.data?.comments.commentsList;
  const older = useOlderComments(variables, result.data?.comments.nextCursor);
  const comments = useMemo(
    () => withLiveVotes(mergeLiveComments(loaded ?? [], live.comments, older.comments), live.commentVotes),
    [loaded, live.comments, live.commentVotes, older.comments],
  );
  const reload = () => refetch({ requestPolicy: 'network-only' });
  // The thread's whole count (the list shows the newest only), plus top-level comments that arrived live.
  const commentCount =
    (result.data?.comments.totalCount ?? 0) + comments.length - (loaded?.length ?? 0) - older.comments.length;

  const submit = async (values: CommentFormValues) => {
    const outcome = await createComment({
      ...variables,
      name: values.name,
      comment: values.comment,
      parentId: replyTo?.id ?? null,
    });
    reload();
    if (outcome.error) {
      // A failed post shows nothing, it is only logged.
      console.error('Posting the comment failed', outcome.error);
      return false;
    }
    return true;
  };

  const startReply = (comment: CommentEntry) => {
    setReplyTo(comment);
    commentField.current?.focus();
  };

  return (
    <Section aria-labelledby={headingId}>
      <Heading>
        <h2 id={headingId}>{title}</h2>
        {commentCount > 0 ? <Count>{commentCount}</Count> : null}
      </Heading>
      <CommentForm
        ref={commentField}
        accent={accent}
        submitting={posting.fetching}
        onSubmit={submit}
        replyTo={replyTo}
        onCancelReply={() => setReplyTo(null)}
        forceExpanded={replyTo !== null}
      />
      {result.fetching && !loaded ? (
        <SkeletonLines lines={3} label="Loading comments" />
      ) : result.error && !loaded ? (
        <StatusPanel
          tone="error"
          title="Unable to Load Comments"
          message={errorMessageOf(result.error)}
          action={{ label: 'Try Again', onClick: reload }}
          accent={accent}
        />
      ) : comments.length === 0 ? (
        <Empty role="status">
          <strong>No comments yet</strong>
          <span>Be the first to share your thoughts!</span>
        </Empty>
      ) : (
        <>
          <ListHeader>
            <span>Most recent</span>
          </ListHeader>
          <List aria-label="Comments">
            {comments.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                accent={accent}
                onReply={startReply}
                myVotes={mine.votes}
                own={{ ids: mine.ownIds, onChanged: () => (reload(), mine.reload()) }}
              />
            ))}
          </List>
          {older.error ? (
            <OlderFailed role="alert">Older comments could not be loaded: {older.error}</OlderFailed>
          ) : null}
          {older.hasMore ? (
            <ShowMore type="button" aria-busy={older.loading} disabled={older.loading} onClick={older.showMore}>
              {older.loading ? 'Loading…' : 'Show more'}
            </ShowMore>
          ) : null}
        </>
      )}
    </Section>
  );
}

/**
 * What of this page's thread is the signed-in visitor's (their votes, their own comments), read in the browser (the
 * page is the same for everyone) and again when the visitor signs in or out.
 */
function useViewerThread(variables: CommentTarget, paused: boolean) {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(true), []);
  const viewer = useAppStore((state) => state.auth.user?.email ?? null);
  const [result, reexecute] = useQuery({
    query: CommentsWidget_ViewerThreadQuery,
    variables,
    pause: paused || !inBrowser || viewer === null,
  });
  useEffect(() => {
    if (inBrowser && viewer !== null && !paused) reexecute({ requestPolicy: 'network-only' });
  }, [viewer, inBrowser, paused, reexecute]);
  const data = viewer === null ? undefined : result.data;
  const votes = useMemo(
    () => new Map((data?.myCommentVotes ?? []).map((entry) => [entry.commentId, fromServer(entry.vote)])),
    [data],
  );
  const ownIds = useMemo(() => new Set(data?.myCommentIds ?? []), [data]);
  return { votes, ownIds, reload: () => reexecute({ requestPolicy: 'network-only' }) };
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin-top: 32px;
  padding: 24px;
  border-radius: ${({ theme }) => theme.radius.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
`;

const Count = styled.span`
  padding: 1px 10px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: 0.85rem;
  font-weight: 700;
`;

const ListHeader = styled.div`
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  ${bareList}
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  padding: 24px;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.05rem;
  }
`;

const OlderFailed = styled.p`
  margin: 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.danger};
`;

const ShowMore = styled.button`
  align-self: center;
  padding: 8px 18px;
  ${outlinedPill}
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
`;
