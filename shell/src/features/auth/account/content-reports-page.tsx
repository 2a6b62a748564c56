import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useMutation } from 'urql';
import { errorMessageOf, graphql, type ResultOf } from '@gadgets/shared-ui';
import { AccentButton } from '@gadgets/shared-ui/widgets';
import { AccountFrame, AccountSection, AdminsOnly } from './account-frame';
import { AdminItemMeta, AdminList, AdminListItem, ShowMorePages } from './admin-list';

export const ContentReportsPage_ReportsQuery = graphql(`
  query ContentReportsPage_Reports($before: String) {
    contentReports(before: $before, limit: 20) {
      nextCursor
      items {
        id
        content
        contentId
        excerpt
        author
        link
        contentHidden
        reportCount
        reason
        note
        reportedAt
      }
    }
  }
`);

export const ContentReportsPage_ResolveMutation = graphql(`
  mutation ContentReportsPage_Resolve($content: ReportedContent!, $id: ID!, $hide: Boolean!) {
    resolveContentReports(content: $content, id: $id, hide: $hide)
  }
`);

type ContentReport = ResultOf<typeof ContentReportsPage_ReportsQuery>['contentReports']['items'][number];

const REASONS: Record<ContentReport['reason'], string> = {
  SPAM: 'Spam or advertising',
  ABUSE: 'Insults, harassment or hate',
  OFF_TOPIC: 'Not about the model',
  OTHER: 'Something else',
};

/** /account/reports: comments and reviews visitors reported, newest report first, to hide or dismiss. Admins only. */
export function ContentReportsPage() {
  return (
    <AccountFrame title="Reports" lead="Comments and reviews visitors reported, newest report first.">
      <AdminsOnly subject="the reports">
        <AccountSection aria-labelledby="content-reports-title">
          <h2 id="content-reports-title">Open reports</h2>
          <p>
            Hide what breaks the rules (a hidden comment keeps its place and replies without its words), or dismiss the
            reports and keep it.
          </p>
          <AdminList>
            <ShowMorePages
              query={ContentReportsPage_ReportsQuery}
              before={null}
              pageOf={(data) => data.contentReports}
              renderItems={(data) =>
                data.contentReports.items.map((report) => <ReportRow key={report.id} report={report} />)
              }
              loadingLabel="Loading reports"
              errorTitle="The reports could not be loaded"
              empty="No open reports. Nothing to judge."
            />
          </AdminList>
        </AccountSection>
      </AdminsOnly>
    </AccountFrame>
  );
}

function ReportRow({ report }: { report: ContentReport }) {
  const [{ fetching }, resolve] = useMutation(ContentReportsPage_ResolveMutation);
  const [outcome, setOutcome] = useState<{ done: string } | { failure: string } | null>(null);
  const what = report.content === 'COMMENT' ? 'Comment' : 'Review';
  const decide = async (hide: boolean) => {
    setOutcome(null);
    const result = await resolve({ content: report.content, id: report.contentId, hide });
    setOutcome(
      result.error
        ? { failure: errorMessageOf(result.error) }
        : { done: hide ? `${what} hidden; its reports are closed.` : 'Reports dismissed; it stays.' },
    );
  };
  const reports = `${report.reportCount} report${report.reportCount === 1 ? '' : 's'}`;
  return (
    <AdminListItem aria-label={`${what} by ${report.author}`}>
      <h3>
        {what} by {report.author}
        {report.contentHidden && ' (hidden)'}
      </h3>
      <AdminItemMeta>
        {reports} · latest: {REASONS[report.reason]} · {new Date(report.reportedAt).toLocaleString('en-GB')} ·{' '}
        <Link to={report.link}>See it on the site</Link>
      </AdminItemMeta>
      <Excerpt>{report.excerpt}</Excerpt>
      {report.note && <Note>Note from the reporter: {report.note}</Note>}
      {outcome && 'done' in outcome ? (
        <p role="status">{outcome.done}</p>
      ) : (
        <Actions>
          <AccentButton type="button" $accent="red" $size="small" disabled={fetching} onClick={() => decide(true)}>
            Hide {what.toLowerCase()}
          </AccentButton>
          <AccentButton type="button" $accent="green" $size="small" disabled={fetching} onClick={() => decide(false)}>
            Dismiss reports
          </AccentButton>
        </Actions>
      )}
      {outcome && 'failure' in outcome && <p role="alert">{outcome.failure}</p>}
    </AdminListItem>
  );
}

const Excerpt = styled.blockquote`
  margin: 0 0 8px;
  padding-left: 12px;
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  margin: 0 0 8px;
  font-size: 0.9rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;
