import { useQuery } from 'urql';
import { COMPARE_LIMIT, errorMessageOf, readFragment, usePageMeta, type CompareItem } from '@gadgets/shared-ui';
import {
  compareSectionsOf,
  CompareModelHeader,
  ComparePageFrame,
  CompareSearch,
  CompareTable,
  SearchResultFields,
  Spinner,
  StatusPanel,
  useCompareUrlSync,
} from '@gadgets/shared-ui/widgets';
import { LAPTOP_COMPARE_GROUPS } from '../../laptop-spec-sheet/laptop-spec-sections';
import {
  LaptopComparePage_LaptopFragment,
  LaptopComparePage_LaptopsQuery,
  LaptopCompareSearch_SearchQuery,
} from './laptop-compare-queries';

/** /laptop/compare_laptop_models: up to three laptops side by side, the better value of each row marked. */
export function LaptopComparePage() {
  const view = useCompareUrlSync('laptop');
  usePageMeta({
    title: 'Compare laptops',
    description: 'Up to three laptops side by side, the better value of each row marked.',
  });
  return (
    <ComparePageFrame
      view={view}
      lead={
        <>
          Up to {COMPARE_LIMIT} laptops side by side. Where more is better (memory, storage, brightness, battery) or
          less is better (weight, list price), the better value is marked Best.
        </>
      }
      comparison={<ComparedLaptops items={view.items} onRemove={view.remove} />}
      search={
        <CompareSearch
          query={LaptopCompareSearch_SearchQuery}
          hitsOf={(data) => data.searchLaptops.map((hit) => readFragment(SearchResultFields, hit))}
        />
      }
    />
  );
}

/** Every listed laptop in one request. */
function ComparedLaptops({
  items,
  onRemove,
}: {
  items: readonly CompareItem[];
  onRemove: (item: CompareItem) => void;
}) {
  const [first, second, third] = items;
  const [result, refetch] = useQuery({
    query: LaptopComparePage_LaptopsQuery,
    variables: {
      firstCompany: first?.company ?? '',
      firstPath: first?.path ?? '',
      secondCompany: second?.company ?? '',
      secondPath: second?.path ?? '',
      withSecond: Boolean(second),
      thirdCompany: third?.company ?? '',
      thirdPath: third?.path ?? '',
      withThird: Boolean(third),
    },
    pause: !first,
  });
  if (result.fetching && !result.data) return <Spinner label="Loading the comparison" />;
  if (result.error && !result.data) {
    return (
      <StatusPanel
        tone="error"
        title="Oops! Something went wrong"
        message={errorMessageOf(result.error)}
        action={{ label: 'Try Again', onClick: () => refetch({ requestPolicy: 'network-only' }) }}
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
      columns={items.map((item, index) => ({
        key: `${item.company}/${item.path}`,
        name: laptops[index]?.headerBanner.title,
        header: (
          <CompareModelHeader
            item={item}
            model={laptops[index] ?? null}
            missingNote="Laptop Not Found"
            onRemove={() => onRemove(item)}
          />
        ),
      }))}
      sections={compareSectionsOf(
        LAPTOP_COMPARE_GROUPS,
        laptops.map((laptop) => (laptop ? { price: laptop.headerBanner.price, features: laptop.features } : null)),
      )}
    />
  );
}
