import { readFragment, SectionHeading } from '@gadgets/shared-ui';
import {
  FinderFiltersSheet,
  FinderFiltersStatus,
  FinderLayout,
  FinderResults,
  ModelGrid,
  modelFinderWording,
  StatusPanel,
  useFinder,
} from '@gadgets/shared-ui/widgets';
import { PHONE_FINDER, phoneFilterOf } from './phone-finder-address';
import { PhoneFinderCard } from './phone-finder-card';
import { PhoneFinderFilters } from './phone-finder-filters';
import { PhoneFinder_ItemFragment, PhoneFinder_ResultsQuery } from './phone-finder-queries';

export const PHONE_FINDER_PAGE_SIZE = 15;

/**
 * Phones by what people need: every filter and the sort live in the address (a reload or a shared link gives the same
 * phones), and the results, the exact count and each option's count update as filters change.
 */
export function PhoneFinder({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const finder = useFinder(PHONE_FINDER, PhoneFinder_ResultsQuery, {
    filterOf: phoneFilterOf,
    answerOf: (data) => data.phoneFinder,
    pageSize: PHONE_FINDER_PAGE_SIZE,
  });
  const empty = (
    <StatusPanel
      tone="empty"
      title="No phones match"
      message="No phone matches all of these filters. Clear them, or widen one of them."
      action={{ label: 'Clear filters', onClick: finder.clear }}
    />
  );

  return (
    <section aria-labelledby="phone-finder-heading" aria-busy={finder.fetching}>
      <SectionHeading id="phone-finder-heading" as={headingLevel === 1 ? 'h1' : 'h2'}>
        Phone finder
      </SectionHeading>
      <FinderLayout>
        <FinderFiltersSheet
          activeCount={PHONE_FINDER.activeCount(finder.state)}
          count={finder.last?.totalCount}
          nouns={PHONE_NOUNS}
        >
          <FinderFiltersStatus result={finder.shown} skeletonLines={12} onRetry={finder.retry}>
            {(answer) => <PhoneFinderFilters state={finder.state} answer={answer} onChange={finder.show} />}
          </FinderFiltersStatus>
        </FinderFiltersSheet>
        <FinderResults
          view={finder}
          wording={modelFinderWording({ nouns: PHONE_NOUNS, pageSize: PHONE_FINDER_PAGE_SIZE, empty })}
        >
          {(answer) => (
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
          )}
        </FinderResults>
      </FinderLayout>
    </section>
  );
}

const PHONE_NOUNS = { one: 'phone', many: 'phones' };
