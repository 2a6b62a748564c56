import { Link } from 'react-router-dom';
import { PageContainer, usePageMeta } from '@gadgets/shared-ui';
import { StatusPanel } from '../status-panel/status-panel';

/** What any path that is no page shows, in the shell and inside every section (a remote's catch-all route). */
export function PageNotFound() {
  usePageMeta({ title: 'Page not found' });
  return (
    <PageContainer>
      <StatusPanel tone="empty" headingLevel={1} title="Page not found" message="The page you asked for does not exist or has moved.">
        <p>
          <Link to="/">Back to the homepage</Link>
        </p>
      </StatusPanel>
    </PageContainer>
  );
}
