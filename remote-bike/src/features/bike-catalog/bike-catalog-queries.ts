import { graphql, type ResultOf } from '@gadgets/shared-ui';
import { BikeSpecSheet_FeatureFragment } from '../../bike-spec-sheet/bike-feature-fragment';

/** The catalogue: published bikes (drafts too for admins) matching the search and filters. */
export const BikeCatalogPage_SearchQuery = graphql(`
  query BikeCatalogPage_Search($filter: BikeCatalogFilter!) {
    searchBikeCatalog(filter: $filter, limit: 200) {
      total
      priceCurrencies
      items {
        companyName
        companyPath
        model
        path
        series
        engineType
        displacementCc
        maxPowerHp
        price
        published
        highlights
        img
      }
    }
  }
`);

/** A compared bike's whole sheet. */
export const BikeCatalogPage_CompareFeatureQuery = graphql(
  `
    query BikeCatalogPage_CompareFeature($company: String!, $path: String!) {
      getBikeFeature(company: $company, path: $path) {
        ...BikeSpecSheet_Feature
      }
    }
  `,
  [BikeSpecSheet_FeatureFragment],
);

export type CatalogBike = ResultOf<typeof BikeCatalogPage_SearchQuery>['searchBikeCatalog']['items'][number];
