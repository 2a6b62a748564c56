import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import styled from 'styled-components';
import { fillingGrid, PageContainer, PageLead, PageTitle, usePageMeta } from '@gadgets/shared-ui';
import {
  countText,
  finderBinding,
  FinderFiltersStatus,
  FinderLayout,
  FinderPager,
  FinderResultsColumn,
  FinderToolbar,
  QueryStatus,
  SkeletonGrid,
  StatusPanel,
  useFinder,
} from '@gadgets/shared-ui/widgets';
import { builderPathWith } from '../../../public-build-addresses';
import { GalleryFilters } from './gallery-filters';
import { GALLERY_FINDER, galleryFilterOf } from './gallery-finder';
import { PublicBuildsGallery_BuildsQuery, PublicBuildsGallery_FiltersQuery } from './gallery-queries';
import { PublicBuildCard } from './public-build-card';

const PAGE_SIZE = 12;

/** /desktop/builds: the builds people published, filtered by CPU, card and total, newest or most liked first. */
export function PublicBuildsGalleryPage() {
  usePageMeta({
    title: 'Public PC builds',
    description:
      'PC builds people published: filter them by CPU, video card and total price, newest or most liked first.',
  });
  const [filters, refetchFilters] = useQuery({ query: PublicBuildsGallery_FiltersQuery });
  const finder = useFinder(GALLERY_FINDER, PublicBuildsGallery_BuildsQuery, {
    filterOf: galleryFilterOf,
    answerOf: (data) => data.publicBuilds,
    pageSize: PAGE_SIZE,
  });
  const bind = finderBinding(GALLERY_FINDER, finder.state, finder.show);
  const total = finder.last?.pagination.totalItems;

  return (
    <PageContainer>
      <PageTitle>Public PC builds</PageTitle>
      <PageLead>
        Builds people made in the PC builder and published, with their prices and every compatibility note.{' '}
        <Link to={builderPathWith([])}>Build your own</Link>
      </PageLead>
      <FinderLayout>
        <FinderFiltersStatus
          result={filters}
          skeletonLines={6}
          onRetry={() => refetchFilters({ requestPolicy: 'network-only' })}
        >
          {(data) => <GalleryFilters options={data.publicBuildFilterOptions} bind={bind} />}
        </FinderFiltersStatus>
        <FinderResultsColumn>
          <FinderToolbar
            countText={
              total === undefined ? 'Counting public builds…' : countText(total, 'public build', 'public builds')
            }
            sort={finder.state.sort}
            sorts={GALLERY_FINDER.sorts}
            onSort={finder.sortBy}
            onClear={finder.isFiltered ? finder.clear : undefined}
            followable={false}
          />
          <QueryStatus
            result={finder.shown}
            loading={<SkeletonGrid count={PAGE_SIZE} label="Loading public builds" />}
            errorTitle="The public builds could not be loaded"
            onRetry={finder.retry}
            isEmpty={(answer) => answer.items.length === 0}
            empty={
              finder.isFiltered ? (
                <StatusPanel
                  tone="empty"
                  title="No public builds match these filters"
                  message="Try another CPU or video card, or widen the price range."
                />
              ) : (
                <StatusPanel
                  tone="empty"
                  title="No public builds yet"
                  message="Save a build in the PC builder, then publish it from My builds."
                />
              )
            }
          >
            {(answer) => (
              <>
                <Cards aria-label="Public builds">
                  {answer.items.map((build) => (
                    <li key={build.id}>
                      <PublicBuildCard build={build} />
                    </li>
                  ))}
                </Cards>
                <FinderPager
                  page={finder.state.page}
                  totalPages={answer.pagination.totalPages}
                  hrefOf={finder.pageHref}
                />
              </>
            )}
          </QueryStatus>
        </FinderResultsColumn>
      </FinderLayout>
    </PageContainer>
  );
}

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ${fillingGrid('260px', '14px')}
`;
