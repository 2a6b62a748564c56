import { graphql } from '@gadgets/shared-ui';
import { SpecStandingFields } from '@gadgets/shared-ui/widgets';
import { BikeSpecSheet_FeatureFragment } from '../../bike-spec-sheet/bike-feature-fragment';

/** One bike's whole sheet; drafts come back only for admins. */
export const BikeModelPage_FeatureQuery = graphql(
  `
    query BikeModelPage_Feature($company: String!, $path: String!) {
      getBikeFeature(company: $company, path: $path) {
        ...BikeSpecSheet_Feature
        standing {
          ...SpecStandingFields
        }
      }
    }
  `,
  [BikeSpecSheet_FeatureFragment, SpecStandingFields],
);
