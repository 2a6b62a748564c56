import { graphql, type ResultOf } from '@gadgets/shared-ui';
import { FinderHistogramFields, FinderOptionCountsFields, PaginationFields } from '@gadgets/shared-ui/widgets';

/** One finder match with the numbers its card shows. */
export const LaptopFinder_ItemFragment = graphql(`
  fragment LaptopFinder_Item on LaptopFinderItem {
    companyPath
    companyName
    name
    path
    img
    series
    listPriceCents
    currency
    screenInches
    ramGb
    storageGb
    weightKg
    batteryWh
  }
`);

/**
 * Results, the exact count, every option's count and the ranges' histograms come in one answer (the API's
 * FinderAnswer), so they always agree; the brands and release years the filters offer come with it.
 */
export const LaptopFinder_ResultsQuery = graphql(
  `
    query LaptopFinder_Results($filter: LaptopFinderFilter, $sort: LaptopSort, $page: Int, $limit: Int) {
      laptopFinder(filter: $filter, sort: $sort, page: $page, limit: $limit) {
        items {
          ...LaptopFinder_Item
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
  [LaptopFinder_ItemFragment, PaginationFields, FinderOptionCountsFields, FinderHistogramFields],
);

export type LaptopFinderAnswer = ResultOf<typeof LaptopFinder_ResultsQuery>['laptopFinder'];
