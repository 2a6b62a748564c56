import { screen, within } from '@testing-library/react';
import { signedInHandlers } from '../../../../testing/scripted-client';
import { ContentReportsPage } from '../content-reports-page';
import { ADA, badInput, renderAccountPage } from './account-test-kit';

const report = (id: string, content: 'COMMENT' | 'REVIEW', author: string, excerpt: string) => ({
  id,
  content,
  contentId: `${id}0`,
  excerpt,
  author,
  link: '/mobile/google/pixel-9#comment-40',
  contentHidden: false,
  reportCount: 2,
  reason: 'SPAM',
  note: 'An advert.',
  reportedAt: '2026-05-01T12:00:00Z',
});

describe('/account/reports', () => {
  it('lists reported items for an admin, hides one, dismisses another, and shows older ones on request', async () => {
    const { user, calls } = renderAccountPage(<ContentReportsPage />, {
      ...signedInHandlers({ ...ADA, admin: true }),
      ContentReportsPage_Reports: (variables) =>
        variables.before === null
          ? {
              data: {
                contentReports: {
                  nextCursor: '3',
                  items: [
                    report('4', 'COMMENT', 'Ben', 'Cheap chargers at my shop!'),
                    report('3', 'REVIEW', 'Cy', '1 of 5 stars: awful'),
                  ],
                },
              },
            }
          : { data: { contentReports: { nextCursor: null, items: [report('1', 'COMMENT', 'Dee', 'Older one')] } } },
      ContentReportsPage_Resolve: () => ({ data: { resolveContentReports: true } }),
    });
    const comment = await screen.findByRole('listitem', { name: 'Comment by Ben' });
    expect(comment).toHaveTextContent('2 reports · latest: Spam or advertising');
    expect(comment).toHaveTextContent('Note from the reporter: An advert.');
    expect(within(comment).getByRole('link', { name: 'See it on the site' })).toHaveAttribute(
      'href',
      '/mobile/google/pixel-9#comment-40',
    );
    await user.click(within(comment).getByRole('button', { name: 'Hide comment' }));
    expect(await within(comment).findByRole('status')).toHaveTextContent('Comment hidden; its reports are closed.');

    const review = screen.getByRole('listitem', { name: 'Review by Cy' });
    await user.click(within(review).getByRole('button', { name: 'Dismiss reports' }));
    expect(await within(review).findByRole('status')).toHaveTextContent('Reports dismissed; it stays.');
    expect(calls.filter((call) => call.name === 'ContentReportsPage_Resolve').map((call) => call.variables)).toEqual([
      { content: 'COMMENT', id: '40', hide: true },
      { content: 'REVIEW', id: '30', hide: false },
    ]);

    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('listitem', { name: 'Comment by Dee' })).toBeInTheDocument();
  });

  it('says why a decision failed and keeps its buttons', async () => {
    const { user } = renderAccountPage(<ContentReportsPage />, {
      ...signedInHandlers({ ...ADA, admin: true }),
      ContentReportsPage_Reports: () => ({
        data: { contentReports: { nextCursor: null, items: [report('4', 'COMMENT', 'Ben', 'Spam')] } },
      }),
      ContentReportsPage_Resolve: () => badInput('id', 'There is no such comment'),
    });
    const comment = await screen.findByRole('listitem', { name: 'Comment by Ben' });
    await user.click(within(comment).getByRole('button', { name: 'Hide comment' }));
    expect(await within(comment).findByRole('alert')).toHaveTextContent('There is no such comment');
    expect(within(comment).getByRole('button', { name: 'Hide comment' })).toBeInTheDocument();
  });

  it('says when nothing is reported', async () => {
    const admin = renderAccountPage(<ContentReportsPage />, {
      ...signedInHandlers({ ...ADA, admin: true }),
      ContentReportsPage_Reports: () => ({ data: { contentReports: { nextCursor: null, items: [] } } }),
    });
    expect(await screen.findByText('No open reports. Nothing to judge.')).toBeInTheDocument();
    expect(admin.callNames()).toContain('ContentReportsPage_Reports');
  });

  it('asks nothing for an account that is not an admin', async () => {
    const { callNames } = renderAccountPage(<ContentReportsPage />);
    expect(await screen.findByText('Admins only')).toBeInTheDocument();
    expect(callNames()).not.toContain('ContentReportsPage_Reports');
  });
});
