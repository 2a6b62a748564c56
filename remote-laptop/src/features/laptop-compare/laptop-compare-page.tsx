import { Link } from 'react-router-dom';
import { useQuery } from 'urql';
import { COMPARE_LIMIT, errorMessageOf, PageContainer, PageLead, PageTitle, readFragment, useMediaUrl, usePageMeta, type CompareItem } from '@gadgets/shared-ui';
import { Breadcrumb, compareSectionsOf, CompareAlert, CompareColumnHeader, CompareShareLink, CompareTable, CompareTextButton, CompareToolbar, SharedComparisonNotice, Spinner, StatusPanel, useCompareUrlSync } from '@gadgets/shared-ui/widgets';
import { LAPTOP_ACCENT, LAPTOP_BASE_PATH, LAPTOP_COMPARE_PATH, LAPTOP_PLACEHOLDER, laptopModelPath } from '../../laptop-section';
import { LAPTOP_COMPARE_GROUPS } from '../../laptop-spec-sheet/laptop-spec-sections';
import { LaptopCompareSearch } from './laptop-compare-search';
import { LaptopComparePage_LaptopFragment, LaptopComparePage_LaptopsQuery, type ComparedLaptop } from './laptop-compare-queries';

/** /laptop/compare_laptop_models: up to three laptops side by side, the better value of each row marked. */
export function LaptopComparePage() {
  const comparison = useCompareUrlSync('laptop');
  const { items } = comparison;
  usePageMeta({ title: 'Compare laptops', description: 'Up to three laptops side by side, the better value of each row marked.' });
  return (
    <PageContainer>
      <Breadcrumb category="laptop" brand="Compare" brandPath="compare_laptop_models" accent={LAPTOP_ACCENT} />
      <PageTitle>Compare laptops</PageTitle>
      <PageLead>
        Up to {COMPARE_LIMIT} laptops side by side. Where more is better (memory, storage, brightness, battery) or less is
        better (weight, list price), the better value is marked Best.
      </PageLead>
      {comparison.unreadableLink ? (
        <CompareAlert role="alert">The comparison link could not be read, so your saved compare list is shown instead.</CompareAlert>
      ) : null}
      {comparison.viewingShared ? (
        <SharedComparisonNotice savedCount={comparison.savedCount} onKeep={comparison.keepShared} onShowSaved={comparison.showSavedList} accent={LAPTOP_ACCENT} />
      ) : null}
      {items.length === 0 ? (
        <StatusPanel tone="empty" title="No laptops to compare yet" message="Search for a laptop below, or open any laptop and press Compare.">
          <p>
            <Link to={LAPTOP_BASE_PATH}>Find laptops</Link>
          </p>
        </StatusPanel>
      ) : (
        <>
          <CompareToolbar>
            <strong>
              {items.length} of {COMPARE_LIMIT} laptops
            </strong>
            <CompareShareLink comparePath={LAPTOP_COMPARE_PATH} items={items} accent={LAPTOP_ACCENT} />
            <CompareTextButton type="button" onClick={comparison.clear}>
              Clear all
            </CompareTextButton>
          </CompareToolbar>
          <ComparedLaptops items={items} onRemove={comparison.remove} />
        </>
      )}
      {comparison.viewingShared ? null : <LaptopCompareSearch />}
    </PageContainer>
  );
}

function ComparedLaptops({ items, onRemove }: { items: readonly CompareItem[]; onRemove: (item: CompareItem) => void }) {
  const [first, second, third] = items;
  const [result, refetch] = useQuery({
    query: LaptopComparePage_LaptopsQuery,
    variables: {
      firstCompany: first?.company ?? '', firstPath: first?.path ?? '',
      secondCompany: second?.company ?? '', secondPath: second?.path ?? '', withSecond: Boolean(second),
      thirdCompany: third?.company ?? '', thirdPath: third?.path ?? '', withThird: Boolean(third),
    },
    pause: !first,
  });
  if (result.fetching && !result.data) return <Spinner label="Loading the comparison" accent={LAPTOP_ACCENT} />;
  if (result.error && !result.data) {
    return (
      <StatusPanel
        tone="error"
        title="Oops! Something went wrong"
        message={errorMessageOf(result.error)}
        action={{ label: 'Try Again', onClick: () => refetch({ requestPolicy: 'network-only' }) }}
        accent={LAPTOP_ACCENT}
      />
    );
  }
  const answers = [result.data?.first, result.data?.second, result.data?.third];
  const laptops = items.map((_, index) => {
    const answer = answers[index];
    return answer ? readFragment(LaptopComparePage_LaptopFragment, answer) : null;
  });
  return (
    <CompareTable
      accent={LAPTOP_ACCENT}
      columns={items.map((item, index) => ({
        key: `${item.company}/${item.path}`,
        header: <ColumnHeader item={item} laptop={laptops[index] ?? null} onRemove={() => onRemove(item)} />,
      }))}
      sections={compareSectionsOf(LAPTOP_COMPARE_GROUPS, laptops.map((laptop) => (laptop ? { price: laptop.headerBanner.price, features: laptop.features } : null)))}
    />
  );
}

function ColumnHeader({ item, laptop, onRemove }: { item: CompareItem; laptop: ComparedLaptop | null; onRemove: () => void }) {
  const src = useMediaUrl()(laptop?.headerBanner.images[0]);
  const name = laptop ? laptop.headerBanner.title || laptop.model : item.path;
  return (
    <CompareColumnHeader>
      {src ? <img src={src} alt="" width={96} height={96} /> : <span aria-hidden="true">{LAPTOP_PLACEHOLDER}</span>}
      {laptop ? <Link to={laptopModelPath(laptop.companyPath, laptop.path)}>{name}</Link> : <span>{name}</span>}
      {laptop ? null : <small role="note">Laptop Not Found</small>}
      <CompareTextButton type="button" aria-label={`Remove ${name}`} onClick={onRemove}>
        Remove
      </CompareTextButton>
    </CompareColumnHeader>
  );
}
