import { Link } from 'react-router-dom';
import { PageContainer, PageLead, PageTitle, ResponseStatus, usePageMeta } from '@gadgets/shared-ui';

/** What any path that is no page shows, in the shell and inside every section (a remote's catch-all route). */
export function PageNotFound() {
  usePageMeta({ title: 'Page not found' });
  return (
    <PageContainer>
      <ResponseStatus status={404} />
      <PageTitle>Page not found</PageTitle>
      <PageLead>The page you asked for does not exist or has moved.</PageLead>
      <Link to="/">Back to the homepage</Link>
    </PageContainer>
  );
}
