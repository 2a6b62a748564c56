import { useState } from 'react';
import { createRequest, useClient } from 'urql';
import { pipe, take, toPromise } from 'wonka';
import { errorMessageOf } from '@gadgets/shared-ui';
import { CommentsWidget_CommentsQuery, type CommentEntry, type CommentTarget } from './comments-widget-queries';

interface OlderPages {
  comments: CommentEntry[];
  /** Where the next older page starts; undefined until a page was read here (the first page's cursor applies). */
  cursor: string | null | undefined;
  loading: boolean;
  error: string | null;
}

/**
 * "Show more": the thread's older pages, read one at a time from the cursor the page before gave, so comments that
 * arrive meanwhile never shift them (no comment twice, none skipped).
 */
export function useOlderComments(target: CommentTarget, firstPageCursor: string | null | undefined) {
  const client = useClient();
  const [older, setOlder] = useState<OlderPages>({ comments: [], cursor: undefined, loading: false, error: null });
  const cursor = older.cursor === undefined ? firstPageCursor : older.cursor;

  const showMore = async () => {
    if (!cursor || older.loading) return;
    setOlder((state) => ({ ...state, loading: true, error: null }));
    const request = createRequest(CommentsWidget_CommentsQuery, { ...target, before: cursor });
    const result = await pipe(client.executeQuery(request, { requestPolicy: 'network-only' }), take(1), toPromise);
    const page = result.data?.comments;
    setOlder((state) =>
      page
        ? {
            comments: [
              ...state.comments,
              ...page.commentsList.filter((c) => !state.comments.some((o) => o.id === c.id)),
            ],
            cursor: page.nextCursor,
            loading: false,
            error: null,
          }
        : { ...state, loading: false, error: errorMessageOf(result.error) },
    );
  };

  return { comments: older.comments, hasMore: Boolean(cursor), loading: older.loading, error: older.error, showMore };
}
