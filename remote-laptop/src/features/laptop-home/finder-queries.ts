import { graphql, type ResultOf } from '@gadgets/shared-ui';
import { FinderHistogramFields, PaginationFields } from '@gadgets/shared-ui/widgets';

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

/** Results, the exact count and the ranges' histograms (which follow the filters) come in one answer. */
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
        histograms {
          ...FinderHistogramFields
        }
      }
    }
  `,
  [LaptopFinder_ItemFragment, PaginationFields, FinderHistogramFields],
);

export const LaptopFinder_FacetsQuery = graphql(`
  query LaptopFinder_Facets {
    laptopFinder(limit: 1) {
      facets {
        brands {
          companyPath
          companyName
          count
        }
        ramOptions
        storageOptions
        cpuFamilies
        gpuKinds
        operatingSystems
        releaseYears {
          min
          max
        }
      }
    }
  }
`);

export type FinderFacets = ResultOf<typeof LaptopFinder_FacetsQuery>['laptopFinder']['facets'];
