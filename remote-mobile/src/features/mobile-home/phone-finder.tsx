import { useQuery } from 'urql';
import { readFragment, SectionHeading } from '@gadgets/shared-ui';
import {
  countText,
  FinderLayout,
  FinderPager,
  FinderResultsColumn,
  FinderToolbar,
  ModelGrid,
  QueryStatus,
  SkeletonGrid,
  SkeletonLines,
  StatusPanel,
  useFinderAddress,
  useLastDefined,
} from '@gadgets/shared-ui/widgets';
import { PHONE_FINDER, phoneFilterOf, SORT_OPTIONS, type PhoneFinderState } from './phone-finder-address';
import { PhoneFinderCard } from './phone-finder-card';
import { PhoneFinderFilters } from './phone-finder-filters';
import { PhoneFinder_ItemFragment, PhoneFinder_ResultsQuery, type PhoneFinderAnswer } from './phone-finder-queries';

export const PHONE_FINDER_PAGE_SIZE = 15;

/**
 * Phones by what people need: every filter and the sort live in the address (a reload or a shared link gives the same
 * phones), and the results, the exact count and each option's count update as filters change.
 */
export function PhoneFinder({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const [state, show] = useFinderAddress(PHONE_FINDER);
  const [result, refetch] = useQuery({
    query: PhoneFinder_ResultsQuery,
    variables: { filter: phoneFilterOf(state), sort: state.sort, page: state.page, limit: PHONE_FINDER_PAGE_SIZE },
  });
  // While the next answer loads, the last one stays up (filters, counts and cards change in place, not to skeletons).
  const answer = useLastDefined(result.data?.phoneFinder);
  const shown = { ...result, data: result.data ?? (answer ? { phoneFinder: answer } : undefined) };
  const clear = () => show({ ...PHONE_FINDER.empty, sort: state.sort });

  return (
    <section aria-labelledby="phone-finder-heading" aria-busy={result.fetching}>
      <SectionHeading id="phone-finder-heading" as={headingLevel === 1 ? 'h1' : 'h2'}>
        Phone finder
      </SectionHeading>
      <FinderLayout>
        <QueryStatus
          result={shown}
          loading={<SkeletonLines lines={12} label="Loading filters" />}
          errorTitle="Failed to load the finder"
          errorMessage="The filters could not be loaded. Please try again."
          onRetry={() => refetch({ requestPolicy: 'network-only' })}
        >
          {(data) => <PhoneFinderFilters state={state} answer={data.phoneFinder} onChange={show} />}
        </QueryStatus>
        <FinderResultsColumn>
          <FinderToolbar
            countText={answer === undefined ? 'Counting phones…' : countText(answer.totalCount, 'phone', 'phones')}
            sort={state.sort}
            sorts={SORT_OPTIONS}
            onSort={(sort) => show({ ...state, sort, page: 1 })}
            onClear={PHONE_FINDER.isFiltered(state) ? clear : undefined}
          />
          <QueryStatus
            result={shown}
            loading={<SkeletonGrid count={PHONE_FINDER_PAGE_SIZE} label="Finding phones" />}
            errorTitle="Oops! Something went wrong"
            errorMessage="Failed to find phones. Please try again."
            onRetry={() => refetch({ requestPolicy: 'network-only' })}
            isEmpty={(data) => data.phoneFinder.items.length === 0}
            empty={
              <StatusPanel
                tone="empty"
                title="No phones match"
                message="No phone matches all of these filters. Clear them, or widen one of them."
                action={{ label: 'Clear filters', onClick: clear }}
              />
            }
          >
            {(data) => <PhoneFinderResults answer={data.phoneFinder} state={state} />}
          </QueryStatus>
        </FinderResultsColumn>
      </FinderLayout>
    </section>
  );
}

function PhoneFinderResults({ answer, state }: { answer: PhoneFinderAnswer; state: PhoneFinderState }) {
  return (
    <>
      <ModelGrid label="Matching phones">
        {answer.items.map((entry) => {
          const phone = readFragment(PhoneFinder_ItemFragment, entry);
          return (
            <li key={`${phone.companyPath}/${phone.path}`}>
              <PhoneFinderCard entry={entry} />
            </li>
          );
        })}
      </ModelGrid>
      <FinderPager
        page={state.page}
        totalPages={answer.pagination.totalPages}
        hrefOf={(page) => PHONE_FINDER.hrefOf({ ...state, page })}
      />
    </>
  );
}
