import { useState } from 'react';
import { createRequest, useClient } from 'urql';
import { pipe, take, toPromise } from 'wonka';
import { errorMessageOf } from '@gadgets/shared-ui';
import { ReviewsSection_ReviewsQuery, type ReviewEntry, type ReviewTarget } from './reviews-queries';

interface Progress {
  loading: boolean;
  error: string | null;
}

/**
 * "Show more": older reviews, one page at a time from the cursor the page before gave (`before`), so reviews written
 * meanwhile never shift the pages. Read in the browser only, on request; the first page comes with the page.
 */
export function useOlderReviews(target: ReviewTarget, firstCursor: string | null) {
  const client = useClient();
  const [older, setOlder] = useState<ReviewEntry[]>([]);
  /** undefined until a page was read here: the first page's cursor applies. */
  const [ownCursor, setOwnCursor] = useState<string | null | undefined>(undefined);
  const [progress, setProgress] = useState<Progress>({ loading: false, error: null });
  const cursor = ownCursor === undefined ? firstCursor : ownCursor;

  const showMore = async () => {
    if (!cursor || progress.loading) return;
    setProgress({ loading: true, error: null });
    const request = createRequest(ReviewsSection_ReviewsQuery, { ...target, before: cursor });
    const answer = await pipe(client.executeQuery(request, { requestPolicy: 'network-only' }), take(1), toPromise);
    const page = answer.data?.modelReviews;
    if (!page) {
      setProgress({ loading: false, error: errorMessageOf(answer.error) });
      return;
    }
    setOlder((shown) => shown.concat(page.items));
    setOwnCursor(page.nextCursor);
    setProgress({ loading: false, error: null });
  };

  return { older, hasMore: Boolean(cursor), ...progress, showMore };
}
