import { graphql, type ResultOf } from '@gadgets/shared-ui';
import { SpecDocumentFields, SpecStandingFields } from '@gadgets/shared-ui/widgets';
import { LaptopSpecSheet_FeaturesFragment } from '../../laptop-spec-sheet/laptop-feature-fragment';

export const LaptopModelPage_FeatureQuery = graphql(
  `
    query LaptopModelPage_Feature($company: String!, $path: String!) {
      laptopFeature(company: $company, path: $path) {
        ...SpecDocumentFields
        sourceUrl
        features {
          ...LaptopSpecSheet_Features
        }
        standing {
          ...SpecStandingFields
        }
      }
    }
  `,
  [SpecDocumentFields, LaptopSpecSheet_FeaturesFragment, SpecStandingFields],
);

/** A laptop's spec document (the schema's LaptopFeature) as the model page reads it; not a UI feature. */
export type LaptopSpecDocument = NonNullable<ResultOf<typeof LaptopModelPage_FeatureQuery>['laptopFeature']>;
