import type { ReactNode } from 'react';
import type { AccentName } from '@gadgets/shared-ui';
import { errorMessageOf, UNKNOWN_ERROR_MESSAGE } from '@gadgets/shared-ui';
import { StatusPanel } from './status-panel';

/** The part of a urql result (or any loader) that decides which state a screen is in. */
export interface QueryState<Data> {
  data?: Data | undefined;
  fetching: boolean;
  error?: unknown;
}

export interface QueryStatusProps<Data> {
  result: QueryState<Data>;
  /** Shown while the first answer is on its way: a skeleton with the final size, so nothing shifts. */
  loading: ReactNode;
  /** The error panel's title and message (spec texts such as 'Oops! Something went wrong'). */
  errorTitle: string;
  errorMessage?: ReactNode;
  /** Label of the retry button ('Try Again' by default). */
  retryLabel?: string;
  onRetry: () => void;
  /** When the loaded data counts as empty, and what to show then. */
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  accent?: AccentName;
  children: (data: Data) => ReactNode;
}

/**
 * One way every screen shows its loading, error (with Retry), empty and loaded states. Data already on screen
 * wins over a later error (urql hands back both), so a failed refetch never blanks a page that has content.
 */
export function QueryStatus<Data>({
  result,
  loading,
  errorTitle,
  errorMessage,
  retryLabel = 'Try Again',
  onRetry,
  isEmpty,
  empty,
  accent,
  children,
}: QueryStatusProps<Data>) {
  const { data, fetching, error } = result;
  if (data === undefined || data === null) {
    if (error && !fetching) {
      return (
        <StatusPanel
          tone="error"
          title={errorTitle}
          message={errorMessage}
          detail={`Error: ${errorMessageOf(error) || UNKNOWN_ERROR_MESSAGE}`}
          action={{ label: retryLabel, onClick: onRetry }}
          accent={accent}
        />
      );
    }
    return <>{loading}</>;
  }
  if (isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
