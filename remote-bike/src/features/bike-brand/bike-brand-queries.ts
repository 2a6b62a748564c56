import { graphql, type ResultOf } from '@gadgets/shared-ui';

/** Every bike of one brand (drafts only for admins); the page slices it 12 at a time. */
export const BikeBrandPage_BikesQuery = graphql(`
  query BikeBrandPage_Bikes($company: String!) {
    getBikeFeaturesByCompany(company: $company) {
      companyName
      companyPath
      model
      path
      series
      price
      img
      published
    }
  }
`);

export type BrandBike = ResultOf<typeof BikeBrandPage_BikesQuery>['getBikeFeaturesByCompany'][number];
