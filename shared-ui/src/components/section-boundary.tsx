import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
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
    <FailureBoundary
      sectionName={sectionName}
      onRetry={onRetry}
      fallback={(retry) => <SectionUnavailable sectionName={sectionName} onRetry={retry} />}
    >
      <Suspense fallback={<PagePlaceholder />}>{children}</Suspense>
    </FailureBoundary>
  );
}

interface FailureBoundaryProps extends SectionBoundaryProps {
  fallback: (retry: () => void) => ReactNode;
}

/**
 * React's error boundary, the part the site uses (log, show a fallback, try again). A class of its own rather than
 * react-error-boundary: this module is in every first load (the shell provides shared-ui whole), and the library's
 * options the site never uses cost about 1 KB of it.
 */
class FailureBoundary extends Component<FailureBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    console.error(`The ${this.props.sectionName} section failed`, error);
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
