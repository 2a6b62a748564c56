import styled from 'styled-components';
import { PageContainer, PageLead, PageTitle, useAppStore, usePageMeta } from '@gadgets/shared-ui';
import { SkeletonLines, StatusPanel } from '@gadgets/shared-ui/widgets';
import { NotificationPages } from './notification-pages';
import { useViewer } from './use-notifications';

/**
 * /notifications: all of the signed-in viewer's notifications. The server renders it alike for every visitor (it is
 * cached as one page), so whose notifications to show is only decided in the browser.
 */
export default function NotificationsPage({ now = Date.now }: { now?: () => number }) {
  usePageMeta({ title: 'Notifications', description: 'Replies to your comments, newest first.' });
  const viewer = useViewer();
  const openAccountMenu = useAppStore((state) => state.openAccountMenu);

  return (
    <PageContainer>
      <Column>
        <PageTitle>Notifications</PageTitle>
        <PageLead>Stay updated with latest news</PageLead>
        {viewer === 'signed-in' && <NotificationPages now={now()} />}
        {viewer === 'signed-out' && (
          <StatusPanel
            title="Sign in to see your notifications"
            message="Notifications belong to your account: replies to your comments show up here."
            action={{ label: 'Sign in', onClick: openAccountMenu }}
          />
        )}
        {viewer === 'unknown' && <SkeletonLines lines={4} label="Loading notifications" />}
      </Column>
    </PageContainer>
  );
}

const Column = styled.div`
  max-width: 760px;
`;
