import { graphql, type ResultOf } from '@gadgets/shared-ui';
import { BikeCard_Fragment } from '../../bike-card';

/** Every bike of one brand (drafts only for admins); the page slices it 12 at a time. */
export const BikeBrandPage_BikesQuery = graphql(
  `
    query BikeBrandPage_Bikes($company: String!) {
      getBikeFeaturesByCompany(company: $company) {
        ...BikeCard
      }
    }
  `,
  [BikeCard_Fragment],
);

export type BrandBike = ResultOf<typeof BikeBrandPage_BikesQuery>['getBikeFeaturesByCompany'][number];
