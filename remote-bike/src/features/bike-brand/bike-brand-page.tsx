import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { PageContainer, PageTitle, ResponseStatus, usePageMeta } from '@gadgets/shared-ui';
import {
  BrandStrip,
  Breadcrumb,
  FollowButton,
  ModelCard,
  ModelGrid,
  pageFromSearch,
  Pagination,
  QueryStatus,
  SkeletonGrid,
  StatusPanel,
  useBrand,
} from '@gadgets/shared-ui/widgets';
import { bikeCardOf, bikePriceOf, bikeSubtitleOf } from '../../bike-card';
import { BIKE_SECTION } from '../../bike-section';
import { BikeBrandPage_BikesQuery, type BrandBike } from './bike-brand-queries';

/** /bike/:company: '{brand} Bikes', the brand strip and the brand's bikes, 12 a page, paged here (`?page=`). */
export function BikeBrandPage() {
  const { company = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { name: brandName, unknown: unknownBrand } = useBrand('bike', company);
  const [result, refetch] = useQuery({ query: BikeBrandPage_BikesQuery, variables: { company }, pause: !company });
  const requestedPage = pageFromSearch(searchParams.get('page'));
  usePageMeta({
    title: `${brandName} Bikes`,
    description: `Specifications and list prices of ${brandName} motorcycles.`,
  });

  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
  }, [company, requestedPage]);

  return (
    <PageContainer>
      {unknownBrand && <ResponseStatus status={404} />}
      <Breadcrumb section="bike" brand={brandName} brandPath={company} />
      <PageTitle>{brandName} Bikes</PageTitle>
      <FollowButton
        target={{ kind: 'BRAND', category: 'bike', brand: company }}
        label="Follow brand"
        accent={BIKE_SECTION.accent}
      />
      <BrandStrip
        section="bike"
        basePath={BIKE_SECTION.basePath}
        selected={company}
        emptyText="No bike companies available"
      />
      <QueryStatus
        result={result}
        loading={<SkeletonGrid count={BIKE_SECTION.pageSize} label={`Loading ${brandName} bikes`} />}
        errorTitle="Oops! Something went wrong"
        errorMessage={`Failed to load ${brandName} bikes. Please try again.`}
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
        isEmpty={(data) => data.getBikeFeaturesByCompany.length === 0}
        empty={
          <StatusPanel
            tone="empty"
            title="No bikes found"
            message={`No bikes available for ${brandName} at the moment.`}
          />
        }
      >
        {(data) => (
          <BrandBikes
            bikes={data.getBikeFeaturesByCompany}
            brandName={brandName}
            company={company}
            requestedPage={requestedPage}
          />
        )}
      </QueryStatus>
    </PageContainer>
  );
}

function BrandBikes({
  bikes,
  brandName,
  company,
  requestedPage,
}: {
  bikes: readonly BrandBike[];
  brandName: string;
  company: string;
  requestedPage: number;
}) {
  // Spec: totalPages = ceil(total / limit); a page past the end shows the last one.
  const totalPages = Math.max(1, Math.ceil(bikes.length / BIKE_SECTION.pageSize));
  const page = Math.min(requestedPage, totalPages);
  const shown = bikes.slice((page - 1) * BIKE_SECTION.pageSize, page * BIKE_SECTION.pageSize);
  return (
    <>
      <ModelGrid label={`${brandName} bikes`}>
        {shown.map((bike) => (
          <li key={bike.path}>
            <ModelCard
              {...bikeCardOf(bike)}
              subtitle={bikeSubtitleOf(bike)}
              footer={bikePriceOf(bike)}
              description={bike.published ? null : 'Draft'}
            />
          </li>
        ))}
      </ModelGrid>
      <Pagination currentPage={page} totalPages={totalPages} basePath={`${BIKE_SECTION.basePath}/${company}`} />
    </>
  );
}
