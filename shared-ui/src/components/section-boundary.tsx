import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { PagePlaceholder } from './page-placeholder';
import { SectionUnavailable } from './section-unavailable';

interface SectionBoundaryProps {
  sectionName: string;
  children: ReactNode;
  /** Called before the boundary resets, e.g. to load the section's code again. */
  onRetry?: () => void;
}

/** Isolates one section: its loading shows a placeholder, its failure shows a Retry message, nothing else breaks. */
export function SectionBoundary({ sectionName, children, onRetry }: SectionBoundaryProps) {
  return (
    <ErrorBoundary
      onError={(error) => console.error(`The ${sectionName} section failed`, error)}
      fallbackRender={({ resetErrorBoundary }) => (
        <SectionUnavailable
          sectionName={sectionName}
          onRetry={() => {
            onRetry?.();
            resetErrorBoundary();
          }}
        />
      )}
    >
      <Suspense fallback={<PagePlaceholder />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
