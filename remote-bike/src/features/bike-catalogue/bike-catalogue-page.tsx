import styled from 'styled-components';
import {
  bareList,
  COMPARE_LIMIT,
  type CompareItem,
  fillingGrid,
  outlinedPill,
  PageContainer,
  PageTitle,
  usePageMeta,
} from '@gadgets/shared-ui';
import {
  Breadcrumb,
  FinderFiltersSheet,
  FinderFiltersSkeleton,
  FinderLayout,
  FinderResults,
  type FinderWording,
  ModelCard,
  StatusPanel,
  useFinder,
} from '@gadgets/shared-ui/widgets';
import { bikeCardOf, bikePriceOf, bikeSubtitleOf } from '../../bike-card';
import { BIKE_SECTION } from '../../bike-section';
import { BikeComparePanel } from './bike-compare-panel';
import { BikeCataloguePage_SearchQuery, type CatalogueAnswer, type CatalogueBike } from './bike-catalogue-queries';
import { CatalogueFilters, CatalogueSearchForm } from './catalogue-filters';
import { BIKE_CATALOGUE, catalogueFilterOf, compareOf, withCompare } from './catalogue-address';

export const CATALOGUE_PAGE_SIZE = 24;

const sameBike = (item: CompareItem, bike: { companyPath: string; path: string }) =>
  item.company === bike.companyPath && item.path === bike.path;

const BIKE_NOUNS = { one: 'bike', many: 'bikes' };

const WORDING: FinderWording<CatalogueAnswer> = {
  count: (answer) => (answer ? `${answer.totalCount} Bike(s) Found` : null),
  loading: <StatusPanel title="Loading bike features..." />,
  errorTitle: 'Error Loading Bike Features',
  empty: (
    <StatusPanel
      tone="empty"
      title="No Bike Features Found"
      message="Try adjusting your search terms or check back later for new bikes."
    />
  ),
};

/**
 * /bike/catalog: the bike finder. The search term, every filter, the sort, the page and the compare list live in the
 * address; results, the exact count and each option's count update as filters change; up to three bikes compare.
 */
export function BikeCataloguePage() {
  const finder = useFinder(BIKE_CATALOGUE, BikeCataloguePage_SearchQuery, {
    filterOf: catalogueFilterOf,
    answerOf: (data) => data.bikeFinder,
    pageSize: CATALOGUE_PAGE_SIZE,
    keepOnClear: ['compare'],
  });
  const { state, show } = finder;
  const answer = finder.last;
  const compare = compareOf(state);
  usePageMeta({
    title: state.searchTerm ? `Bikes matching "${state.searchTerm}"` : 'Bike catalog',
    description:
      'Search every bike by name, brand or engine, filter by engine size and list price, and compare up to three.',
  });
  const showCompare = (next: readonly CompareItem[]) => show(withCompare(state, next));

  return (
    <PageContainer>
      <Breadcrumb section="bike" brand="Catalog" brandPath="catalog" />
      <PageTitle>Bike Catalog</PageTitle>
      <CatalogueSearchForm
        key={state.searchTerm ?? ''}
        term={state.searchTerm ?? ''}
        onSearch={(term) => show(BIKE_CATALOGUE.withFilter(state, { searchTerm: term || undefined }))}
      />
      <BikeComparePanel
        items={compare}
        onRemove={(item) => showCompare(compare.filter((listed) => listed !== item))}
        onClear={() => showCompare([])}
      />
      <FinderLayout>
        <FinderFiltersSheet
          activeCount={BIKE_CATALOGUE.activeCount(state, ['searchTerm', 'compare'])}
          count={answer?.totalCount}
          nouns={BIKE_NOUNS}
        >
          {/* The filters need the first answer's counts; a failed first answer is shown once, beside the results. */}
          {answer ? (
            <CatalogueFilters state={state} answer={answer} onChange={show} />
          ) : finder.result.error ? null : (
            <FinderFiltersSkeleton lines={10} />
          )}
        </FinderFiltersSheet>
        <FinderResults
          view={finder}
          wording={WORDING}
          isEmpty={(answer) => answer.totalCount === 0}
          accent={BIKE_SECTION.accent}
        >
          {(answer) => <CatalogueResults answer={answer} compare={compare} onCompare={showCompare} />}
        </FinderResults>
      </FinderLayout>
    </PageContainer>
  );
}

function CatalogueResults({
  answer,
  compare,
  onCompare,
}: {
  answer: CatalogueAnswer;
  compare: readonly CompareItem[];
  onCompare: (next: readonly CompareItem[]) => void;
}) {
  const toggle = (bike: CatalogueBike) =>
    onCompare(
      compare.some((item) => sameBike(item, bike))
        ? compare.filter((item) => !sameBike(item, bike))
        : [...compare, { company: bike.companyPath, path: bike.path }].slice(0, COMPARE_LIMIT),
    );
  return (
    <Results aria-label="Bikes">
      {answer.items.map((bike) => {
        const listed = compare.some((item) => sameBike(item, bike));
        return (
          <li key={`${bike.companyPath}/${bike.path}`}>
            <ModelCard
              {...bikeCardOf(bike)}
              subtitle={`${bikeSubtitleOf(bike)}${bike.published ? '' : ' · Draft'}`}
              description={[
                bike.engineType,
                bike.displacementCc ? `${bike.displacementCc} cc` : null,
                bike.maxPowerHp ? `${bike.maxPowerHp} HP` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
              footer={bikePriceOf(bike)}
            />
            <CompareToggle
              type="button"
              aria-pressed={listed}
              disabled={!listed && compare.length >= COMPARE_LIMIT}
              onClick={() => toggle(bike)}
            >
              {listed ? `Remove ${bike.model} from compare` : `Compare ${bike.model}`}
            </CompareToggle>
          </li>
        );
      })}
    </Results>
  );
}

const Results = styled.ul`
  ${fillingGrid('220px', '16px')}
  ${bareList}
  li {
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
`;

const CompareToggle = styled.button`
  padding: 6px 10px;
  ${outlinedPill}
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font-size: 0.85rem;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.accents[BIKE_SECTION.accent].base};
    font-weight: 700;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
