import { Link, useParams } from 'react-router-dom';
import { useQuery } from 'urql';
import styled from 'styled-components';
import {
  errorMessageOf,
  PageContainer,
  PageLead,
  PageTitle,
  ResponseStatus,
  usePageMeta,
  wrappingRow,
  type ResultOf,
} from '@gadgets/shared-ui';
import { CommentsWidget, Spinner, StatusPanel } from '@gadgets/shared-ui/widgets';
import { DESKTOP_SECTION } from '../../../desktop-section';
import { builderPathWith, PUBLIC_BUILDS_PATH, publicBuildThread } from '../../../public-build-addresses';
import type { PublicBuildFields } from '../public-build-fields';
import { dateText, totalText } from '../public-build-text';
import { LikeButton } from './like-button';
import { PublicBuildNotes } from './public-build-notes';
import { PublicBuildParts } from './public-build-parts';
import { PublicBuildPage_BuildQuery } from './public-build-queries';

type PublicBuild = ResultOf<typeof PublicBuildFields>;

/** /desktop/builds/:buildId: one published build as its owner published it; 404 when it is not (or no longer) public. */
export function PublicBuildPage() {
  const { buildId = '' } = useParams();
  const [result, refetch] = useQuery({ query: PublicBuildPage_BuildQuery, variables: { id: buildId } });
  const build = result.data?.publicBuild;
  usePageMeta(
    build
      ? {
          title: `${build.name} · PC build by ${build.authorName}`,
          description: `A PC build published by ${build.authorName}: ${build.cpu ?? 'no CPU'}, ${build.gpu ?? 'no video card'}; ${totalText(build.total)}.`,
        }
      : { title: result.fetching ? 'Public PC build' : 'Build not found' },
  );

  if (result.fetching && !result.data) {
    return (
      <PageContainer>
        <Spinner label="Loading the build" />
      </PageContainer>
    );
  }
  if (result.error && !result.data) {
    return (
      <PageContainer>
        <StatusPanel
          tone="error"
          title="Error Loading Build"
          message={errorMessageOf(result.error)}
          action={{ label: 'Try Again', onClick: () => refetch({ requestPolicy: 'network-only' }) }}
        />
      </PageContainer>
    );
  }
  if (!build) {
    return (
      <PageContainer>
        <ResponseStatus status={404} />
        <StatusPanel
          tone="empty"
          headingLevel={1}
          title="Build not found"
          message="This build is not public: its owner may have unpublished it, or the address is mistyped."
        >
          <Link to={PUBLIC_BUILDS_PATH}>See the public builds</Link>
        </StatusPanel>
      </PageContainer>
    );
  }
  return <PublicBuildSheet build={build} />;
}

function PublicBuildSheet({ build }: { build: PublicBuild }) {
  const partIds = build.parts.flatMap((part) => (part.partId ? [part.partId] : []));
  return (
    <PageContainer>
      <Link to={PUBLIC_BUILDS_PATH}>Public builds</Link>
      <PageTitle>{build.name}</PageTitle>
      <PageLead>
        Published by {build.authorName} on {dateText(build.publishedAt)}
        {dateText(build.updatedAt) !== dateText(build.publishedAt) ? `, updated ${dateText(build.updatedAt)}` : ''}
      </PageLead>
      <Actions>
        <LikeButton buildId={build.id} likeCount={build.likeCount} />
        {partIds.length > 0 ? <Link to={builderPathWith(partIds)}>Open in the builder</Link> : null}
      </Actions>
      <Layout>
        <PublicBuildParts build={build} />
        <PublicBuildNotes build={build} />
      </Layout>
      <CommentsWidget {...publicBuildThread(build.id)} accent={DESKTOP_SECTION.accent} />
    </PageContainer>
  );
}

const Actions = styled.div`
  ${wrappingRow('16px')}
  margin-bottom: 16px;
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 320px;
  gap: 20px;
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`;
