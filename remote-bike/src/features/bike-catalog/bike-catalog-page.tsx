import { useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import styled from 'styled-components';
import { COMPARE_LIMIT, PageContainer, PageTitle, usePageMeta, type CompareItem } from '@gadgets/shared-ui';
import { Breadcrumb, ModelCard, QueryStatus, StatusPanel } from '@gadgets/shared-ui/widgets';
import { BIKE_SECTION, bikeModelPath } from '../../bike-section';
import { BikeComparePanel } from './bike-compare-panel';
import { BikeCatalogPage_SearchQuery, type CatalogBike } from './bike-catalog-queries';
import { CatalogFiltersForm } from './catalog-filters';
import {
  catalogFilterOf,
  compareFromSearch,
  filtersFromSearch,
  searchOf,
  type CatalogFilters,
} from './catalog-address';

const sameBike = (item: CompareItem, bike: { companyPath: string; path: string }) =>
  item.company === bike.companyPath && item.path === bike.path;

/** /bike/catalog: the feature list view: search (`?q=`), filters, results and a compare of up to three bikes. */
export function BikeCatalogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearch(searchParams);
  const compare = compareFromSearch(searchParams);
  usePageMeta({
    title: filters.q ? `Bikes matching "${filters.q}"` : 'Bike catalog',
    description:
      'Search every bike by name, brand or engine, filter by engine size and list price, and compare up to three.',
  });
  const [result, refetch] = useQuery({
    query: BikeCatalogPage_SearchQuery,
    variables: { filter: catalogFilterOf(filters) },
  });
  const navigateTo = (next: CatalogFilters, nextCompare: readonly CompareItem[]) =>
    setSearchParams(searchOf(next, nextCompare));
  const toggleCompare = (bike: CatalogBike) => {
    const listed = compare.some((item) => sameBike(item, bike));
    navigateTo(
      filters,
      listed
        ? compare.filter((item) => !sameBike(item, bike))
        : [...compare, { company: bike.companyPath, path: bike.path }].slice(0, COMPARE_LIMIT),
    );
  };

  return (
    <PageContainer>
      <Breadcrumb category="bike" brand="Catalog" brandPath="catalog" />
      <PageTitle>Bike Catalog</PageTitle>
      <CatalogFiltersForm
        key={searchParams.toString()}
        filters={filters}
        currencies={result.data?.searchBikeCatalog.priceCurrencies ?? []}
        onSearch={(next) => navigateTo(next, compare)}
      />
      <BikeComparePanel
        items={compare}
        onRemove={(item) =>
          navigateTo(
            filters,
            compare.filter((listed) => listed !== item),
          )
        }
        onClear={() => navigateTo(filters, [])}
      />
      <QueryStatus
        result={result}
        loading={<StatusPanel title="Loading bike features..." />}
        errorTitle="Error Loading Bike Features"
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
        isEmpty={(data) => data.searchBikeCatalog.total === 0}
        empty={
          <StatusPanel
            tone="empty"
            title="No Bike Features Found"
            message="Try adjusting your search terms or check back later for new bikes."
          />
        }
        accent={BIKE_SECTION.accent}
      >
        {(data) => (
          <>
            <Count role="status">{data.searchBikeCatalog.total} Bike(s) Found</Count>
            <Results aria-label="Bikes">
              {data.searchBikeCatalog.items.map((bike) => {
                const listed = compare.some((item) => sameBike(item, bike));
                return (
                  <li key={`${bike.companyPath}/${bike.path}`}>
                    <ModelCard
                      href={bikeModelPath(bike.companyPath, bike.path)}
                      name={bike.model}
                      img={bike.img}
                      subtitle={`${bike.series || 'Bike'} · ${bike.companyName}${bike.published ? '' : ' · Draft'}`}
                      description={[
                        bike.engineType,
                        bike.displacementCc ? `${bike.displacementCc} cc` : null,
                        bike.maxPowerHp ? `${bike.maxPowerHp} HP` : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                      footer={bike.price || 'Price Available Soon'}
                      imagePlaceholder={BIKE_SECTION.placeholder}
                    />
                    <CompareToggle
                      type="button"
                      aria-pressed={listed}
                      disabled={!listed && compare.length >= COMPARE_LIMIT}
                      onClick={() => toggleCompare(bike)}
                    >
                      {listed ? `Remove ${bike.model} from compare` : `Compare ${bike.model}`}
                    </CompareToggle>
                  </li>
                );
              })}
            </Results>
          </>
        )}
      </QueryStatus>
    </PageContainer>
  );
}

const Count = styled.p`
  font-weight: 700;
`;

const Results = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
`;

const CompareToggle = styled.button`
  padding: 6px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font-size: 0.85rem;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.accents[BIKE_SECTION.accent].base};
    font-weight: 700;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
