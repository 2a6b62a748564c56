import type { ReactNode } from 'react';
import {
  errorMessageOf,
  PageContainer,
  ResponseStatus,
  type AccentName,
  type CatalogueSectionName,
} from '@gadgets/shared-ui';
import { Breadcrumb } from '../breadcrumb/breadcrumb';
import { Spinner } from '../status-panel/spinner';
import { StatusPanel } from '../status-panel/status-panel';

interface ModelPageStatusProps<Model> {
  result: { fetching: boolean; error?: unknown; data?: unknown };
  /** The model from the answer; null or undefined when the API found none. */
  model: Model | null | undefined;
  section: CatalogueSectionName;
  /** As the spec's texts write it: 'Laptop' in 'Error Loading Laptop' and 'Laptop Not Found'. */
  noun: string;
  /** The address's brand and model path, for the not-found breadcrumb. */
  company: string;
  path: string;
  onRetry: () => void;
  accent: AccentName;
  children: (model: Model) => ReactNode;
}

/**
 * The states of a model page: a spinner while loading, 'Error Loading …' with
 * the message and Try Again, '… Not Found' with its text and breadcrumb, else the page itself.
 */
export function ModelPageStatus<Model>({
  result,
  model,
  section,
  noun,
  company,
  path,
  onRetry,
  accent,
  children,
}: ModelPageStatusProps<Model>) {
  if (result.fetching && !result.data) {
    return (
      <PageContainer>
        <Spinner label={`Loading ${noun.toLowerCase()} specifications`} accent={accent} />
      </PageContainer>
    );
  }
  if (result.error && !result.data) {
    return (
      <PageContainer>
        <StatusPanel
          tone="error"
          title={`Error Loading ${noun}`}
          message={errorMessageOf(result.error)}
          action={{ label: 'Try Again', onClick: onRetry }}
          accent={accent}
        />
      </PageContainer>
    );
  }
  if (!model) {
    return (
      <PageContainer>
        <ResponseStatus status={404} />
        <Breadcrumb section={section} brand={company} brandPath={company.toLowerCase()} model={path} accent={accent} />
        <StatusPanel
          tone="empty"
          title={`${noun} Not Found`}
          message={`The requested ${noun.toLowerCase()} specification could not be found.`}
        />
      </PageContainer>
    );
  }
  return <>{children(model)}</>;
}
