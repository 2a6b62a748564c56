import { graphql, type ResultOf } from '@gadgets/shared-ui';
import { FinderHistogramFields, FinderOptionCountsFields, PaginationFields } from '@gadgets/shared-ui/widgets';

/** One finder match with the numbers its card shows. */
export const PhoneFinder_ItemFragment = graphql(`
  fragment PhoneFinder_Item on PhoneFinderItem {
    companyPath
    companyName
    name
    path
    img
    listPriceCents
    currency
    displayInches
    refreshHz
    ramGb
    storageGb
    batteryMah
    mainCameraMp
    has5g
  }
`);

/** Results, the exact count, every option's count and the ranges' histograms come in one answer, so they always agree. */
export const PhoneFinder_ResultsQuery = graphql(
  `
    query PhoneFinder_Results($filter: PhoneFinderFilter, $sort: PhoneSort, $page: Int, $limit: Int) {
      phoneFinder(filter: $filter, sort: $sort, page: $page, limit: $limit) {
        items {
          ...PhoneFinder_Item
        }
        totalCount
        pagination {
          ...PaginationFields
        }
        optionCounts {
          ...FinderOptionCountsFields
        }
        histograms {
          ...FinderHistogramFields
        }
        brands {
          companyPath
          companyName
        }
        releaseYears
      }
    }
  `,
  [PhoneFinder_ItemFragment, PaginationFields, FinderOptionCountsFields, FinderHistogramFields],
);

export type PhoneFinderAnswer = ResultOf<typeof PhoneFinder_ResultsQuery>['phoneFinder'];
