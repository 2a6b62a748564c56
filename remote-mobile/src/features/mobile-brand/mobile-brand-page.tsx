import { useEffect } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import styled from 'styled-components';
import { PageContainer, PageTitle } from '@gadgets/shared-ui';
import {
  BrandStrip,
  Breadcrumb,
  ListingCounts,
  ModelCard,
  ModelGrid,
  pageFromSearch,
  Pagination,
  QueryStatus,
  SkeletonGrid,
  StatusPanel,
  useCompanies,
} from '@gadgets/shared-ui/widgets';
import { MOBILE_ACCENT, MOBILE_BASE_PATH, MOBILE_PAGE_SIZE, mobileModelPath } from '../../mobile-section';
import { MobileBrandPage_ModelsQuery } from './mobile-brand-queries';

const MOBILE_NOUN = ['mobile', 'mobiles'] as const;

/** /mobile/:company: the phones of one brand, a page at a time (`?page=`). */
export function MobileBrandPage() {
  const { company = '' } = useParams();
  const [searchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get('page'));
  const brandName = useBrandName(company);
  const [result, refetch] = useQuery({
    query: MobileBrandPage_ModelsQuery,
    variables: { company, page, limit: MOBILE_PAGE_SIZE },
    pause: !company,
  });

  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
  }, [company, page]);

  const basePath = `${MOBILE_BASE_PATH}/${company}`;
  const content = (
    <QueryStatus
      result={result}
      loading={<SkeletonGrid count={MOBILE_PAGE_SIZE} label={`Loading ${brandName} mobiles`} />}
      errorTitle="Oops! Something went wrong"
      errorMessage={`Failed to load ${brandName} mobiles. Please try again.`}
      onRetry={() => refetch({ requestPolicy: 'network-only' })}
      isEmpty={({ mobileModels }) => mobileModels.pagination.totalItems === 0}
      empty={
        <StatusPanel
          tone="empty"
          title="No mobiles found"
          message={`No mobiles available for ${brandName} at the moment. Check back later for updates.`}
        />
      }
      accent={MOBILE_ACCENT}
    >
      {({ mobileModels: { data: models, pagination } }) =>
        models.length === 0 ? (
          // A page past the end (an old link, a shrunk catalogue): the brand still has phones, show the last page.
          <Navigate to={`${basePath}?page=${pagination.totalPages}`} replace />
        ) : (
          <>
            <ListingCounts
              total={pagination.totalItems}
              page={pagination.currentPage}
              pageSize={pagination.itemsPerPage}
              shown={models.length}
              noun={MOBILE_NOUN}
            />
            <ModelGrid label={`${brandName} mobiles`}>
              {models.map((model) => (
                <li key={model.path}>
                  <ModelCard
                    href={mobileModelPath(model.companyPath, model.path)}
                    name={model.name}
                    img={model.img}
                    subtitle={[model.series, model.companyName].filter(Boolean).join(' · ')}
                    accent={MOBILE_ACCENT}
                  />
                </li>
              ))}
            </ModelGrid>
            <Pagination currentPage={pagination.currentPage} totalPages={pagination.totalPages} basePath={basePath} accent={MOBILE_ACCENT} />
          </>
        )
      }
    </QueryStatus>
  );

  return (
    <PageContainer>
      <Breadcrumb category="mobile" brand={brandName} brandPath={company} accent={MOBILE_ACCENT} />
      <PageTitle>{brandName} Mobiles</PageTitle>
      <BrandStrip category="MOBILE" basePath={MOBILE_BASE_PATH} selected={company} accent={MOBILE_ACCENT} />
      <Results>{content}</Results>
    </PageContainer>
  );
}

/** The brand as it is written ('OnePlus'), from the cached brand list; the path until that arrives. */
function useBrandName(companyPath: string): string {
  const { companies } = useCompanies('MOBILE');
  const match = companies.find((company) => company.path === companyPath.toLowerCase());
  return match?.name ?? companyPath;
}

const Results = styled.div`
  margin-top: 24px;
`;
