import { useEffect } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import styled from 'styled-components';
import { errorMessageOf, PageContainer, PageTitle, UNKNOWN_ERROR_MESSAGE } from '@gadgets/shared-ui';
import { BrandStrip, Breadcrumb, ModelCard, ModelGrid, pageFromSearch, Pagination, SkeletonGrid, StatusPanel, useCompanies } from '@gadgets/shared-ui/widgets';
import { MOBILE_ACCENT, MOBILE_BASE_PATH, MOBILE_PAGE_SIZE, mobileModelPath } from '../../mobile-section';
import { availableText, showingText } from './listing-text';
import { MobileBrandPage_ModelsQuery } from './mobile-brand-queries';

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

  const models = result.data?.mobileModels.data ?? [];
  const pagination = result.data?.mobileModels.pagination;
  const basePath = `${MOBILE_BASE_PATH}/${company}`;

  let content;
  if (result.fetching && !result.data) {
    content = <SkeletonGrid count={MOBILE_PAGE_SIZE} label={`Loading ${brandName} mobiles`} />;
  } else if (result.error && !result.data) {
    content = (
      <StatusPanel
        tone="error"
        title="Oops! Something went wrong"
        message={`Failed to load ${brandName} mobiles. Please try again.`}
        detail={`Error: ${errorMessageOf(result.error) || UNKNOWN_ERROR_MESSAGE}`}
        action={{ label: 'Try Again', onClick: () => refetch({ requestPolicy: 'network-only' }) }}
        accent={MOBILE_ACCENT}
      />
    );
  } else if (models.length === 0 && pagination && pagination.totalPages > 0 && page > pagination.totalPages) {
    // A page past the end (an old link, a shrunk catalogue): the brand still has phones, show the last page.
    content = <Navigate to={`${basePath}?page=${pagination.totalPages}`} replace />;
  } else if (models.length === 0) {
    content = (
      <StatusPanel
        tone="empty"
        title="No mobiles found"
        message={`No mobiles available for ${brandName} at the moment. Check back later for updates.`}
      />
    );
  } else {
    const total = pagination?.totalItems ?? models.length;
    content = (
      <>
        <Counts>
          <h2>{availableText(total)}</h2>
          <span>{showingText(pagination?.currentPage ?? page, pagination?.itemsPerPage ?? MOBILE_PAGE_SIZE, models.length, total)}</span>
        </Counts>
        <ModelGrid label={`${brandName} mobiles`}>
          {models.map((model) => (
            <li key={model.path}>
              <ModelCard
                href={mobileModelPath(model.companyPath || company, model.path)}
                name={model.name}
                img={model.img}
                subtitle={[model.series, model.company].filter(Boolean).join(' · ')}
                accent={MOBILE_ACCENT}
              />
            </li>
          ))}
        </ModelGrid>
        <Pagination currentPage={pagination?.currentPage ?? page} totalPages={pagination?.totalPages ?? 1} basePath={basePath} accent={MOBILE_ACCENT} />
      </>
    );
  }

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

const Counts = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 16px;
  h2 { margin: 0; font-size: 1rem; }
  span { color: ${({ theme }) => theme.colors.textMuted}; }
`;
