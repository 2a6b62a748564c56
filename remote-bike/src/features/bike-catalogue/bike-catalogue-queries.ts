import { graphql, type ResultOf } from '@gadgets/shared-ui';
import { FinderHistogramFields, FinderOptionCountsFields, PaginationFields } from '@gadgets/shared-ui/widgets';
import { BikeCard_Fragment } from '../../bike-card';
import { BikeSpecSheet_FeatureFragment } from '../../bike-spec-sheet/bike-feature-fragment';

/**
 * One catalogue page with the exact count, every filter option's count and the engine sizes' histogram, in one answer
 * so they always agree.
 */
export const BikeCataloguePage_SearchQuery = graphql(
  `
    query BikeCataloguePage_Search($filter: BikeFinderFilter, $sort: BikeSort, $page: Int, $limit: Int) {
      bikeFinder(filter: $filter, sort: $sort, page: $page, limit: $limit) {
        totalCount
        priceCurrencies
        pagination {
          ...PaginationFields
        }
        optionCounts {
          ...FinderOptionCountsFields
        }
        histograms {
          ...FinderHistogramFields
        }
        items {
          ...BikeCard
          engineType
          displacementCc
          maxPowerHp
          highlights
        }
      }
    }
  `,
  [BikeCard_Fragment, PaginationFields, FinderOptionCountsFields, FinderHistogramFields],
);

/** A compared bike's whole sheet. */
export const BikeCataloguePage_CompareFeatureQuery = graphql(
  `
    query BikeCataloguePage_CompareFeature($company: String!, $path: String!) {
      getBikeFeature(company: $company, path: $path) {
        ...BikeSpecSheet_Feature
      }
    }
  `,
  [BikeSpecSheet_FeatureFragment],
);

export type CatalogueAnswer = ResultOf<typeof BikeCataloguePage_SearchQuery>['bikeFinder'];
export type CatalogueBike = CatalogueAnswer['items'][number];
