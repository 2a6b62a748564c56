import { graphql, type ResultOf } from '@gadgets/shared-ui';
import { LaptopSpecSheet_FeaturesFragment } from '../../laptop-spec-sheet/laptop-feature-fragment';

export const LaptopModelPage_FeatureQuery = graphql(
  `
    query LaptopModelPage_Feature($company: String!, $path: String!) {
      laptopFeature(company: $company, path: $path) {
        companyName
        companyPath
        model
        path
        series
        highlights
        drawbacks
        sourceUrl
        headerBanner {
          title
          released
          colors
          liked
          disliked
          price
          images
        }
        features {
          ...LaptopSpecSheet_Features
        }
      }
    }
  `,
  [LaptopSpecSheet_FeaturesFragment],
);

/** A laptop's spec document (the schema's LaptopFeature) as the model page reads it; not a UI feature. */
export type LaptopSpecDocument = NonNullable<ResultOf<typeof LaptopModelPage_FeatureQuery>['laptopFeature']>;
