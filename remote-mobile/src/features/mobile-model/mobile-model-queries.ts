import { graphql, type ResultOf } from '@gadgets/shared-ui';
import { SpecDocumentFields, SpecStandingFields } from '@gadgets/shared-ui/widgets';
import { MobileSpecSheet_FeaturesFragment } from '../../mobile-spec-sheet/mobile-feature-fragment';

export const MobileModelPage_FeatureQuery = graphql(
  `
    query MobileModelPage_Feature($company: String!, $path: String!) {
      mobileFeature(company: $company, path: $path) {
        ...SpecDocumentFields
        published
        sourceUrl
        headerBanner {
          availablein {
            name
            url
          }
        }
        subHeaderBanner {
          screenResolution
          screenSize
          cameraResolution
          cameraVideo
          ram
          cpu
          battery
          chargingSpeed
        }
        features {
          ...MobileSpecSheet_Features
        }
        standing {
          ...SpecStandingFields
        }
      }
    }
  `,
  [SpecDocumentFields, MobileSpecSheet_FeaturesFragment, SpecStandingFields],
);

/** A phone's spec document (the schema's MobileFeature) as the model page reads it; not a UI feature. */
export type MobileSpecDocument = NonNullable<ResultOf<typeof MobileModelPage_FeatureQuery>['mobileFeature']>;
