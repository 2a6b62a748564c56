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
import { LAPTOP_ACCENT, LAPTOP_BASE_PATH, LAPTOP_NOUN, LAPTOP_PAGE_SIZE, LAPTOP_PLACEHOLDER, laptopModelPath } from '../../laptop-section';
import { LaptopBrandPage_ModelsQuery } from './laptop-brand-queries';

/** /laptop/:company: one brand's laptops, 15 a page (`?page=`). */
export function LaptopBrandPage() {
  const { company = '' } = useParams();
  const [searchParams] = useSearchParams();
  const page = pageFromSearch(searchParams.get('page'));
  const brandName = useBrandName(company);
  const [result, refetch] = useQuery({
    query: LaptopBrandPage_ModelsQuery,
    variables: { company, page, limit: LAPTOP_PAGE_SIZE },
    pause: !company,
  });

  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
  }, [company, page]);

  const basePath = `${LAPTOP_BASE_PATH}/${company}`;
  return (
    <PageContainer>
      <Breadcrumb category="laptop" brand={brandName} brandPath={company} accent={LAPTOP_ACCENT} />
      <PageTitle>{brandName} Laptops</PageTitle>
      <BrandStrip category="LAPTOP" basePath={LAPTOP_BASE_PATH} selected={company} accent={LAPTOP_ACCENT} />
      <Results>
        <QueryStatus
          result={result}
          loading={<SkeletonGrid count={LAPTOP_PAGE_SIZE} label={`Loading ${brandName} laptops`} />}
          errorTitle="Oops! Something went wrong"
          errorMessage={`Failed to load ${brandName} laptops. Please try again.`}
          onRetry={() => refetch({ requestPolicy: 'network-only' })}
          isEmpty={({ laptopModels }) => laptopModels.pagination.totalItems === 0}
          empty={
            <StatusPanel
              tone="empty"
              title="No laptops found"
              message={`No laptops available for ${brandName} at the moment. Check back later for updates.`}
            />
          }
          accent={LAPTOP_ACCENT}
        >
          {({ laptopModels: { data: laptops, pagination } }) =>
            laptops.length === 0 ? (
              // A page past the end (an old link): the brand still has laptops, so show its last page.
              <Navigate to={`${basePath}?page=${pagination.totalPages}`} replace />
            ) : (
              <>
                <ListingCounts
                  total={pagination.totalItems}
                  page={pagination.currentPage}
                  pageSize={pagination.itemsPerPage}
                  shown={laptops.length}
                  noun={LAPTOP_NOUN}
                />
                <ModelGrid label={`${brandName} laptops`}>
                  {laptops.map((laptop) => (
                    <li key={laptop.path}>
                      <ModelCard
                        href={laptopModelPath(laptop.companyPath, laptop.path)}
                        name={laptop.name}
                        img={laptop.img}
                        subtitle={[laptop.series, laptop.companyName].filter(Boolean).join(' · ')}
                        accent={LAPTOP_ACCENT}
                        imagePlaceholder={LAPTOP_PLACEHOLDER}
                      />
                    </li>
                  ))}
                </ModelGrid>
                <Pagination currentPage={pagination.currentPage} totalPages={pagination.totalPages} basePath={basePath} accent={LAPTOP_ACCENT} />
              </>
            )
          }
        </QueryStatus>
      </Results>
    </PageContainer>
  );
}

/** The brand as it is written ('ASUS'), from the cached brand list; the path until that arrives. */
function useBrandName(companyPath: string): string {
  const { companies } = useCompanies('LAPTOP');
  return companies.find((company) => company.path === companyPath.toLowerCase())?.name ?? companyPath;
}

const Results = styled.div`
  margin-top: 24px;
`;
