import { graphql, type ResultOf } from '@gadgets/shared-ui';
import { ComparedDocumentFields, SearchResultFields } from '@gadgets/shared-ui/widgets';
import { MobileSpecSheet_FeaturesFragment } from '../../mobile-spec-sheet/mobile-feature-fragment';

export const MobileComparePage_FeatureQuery = graphql(
  `
    query MobileComparePage_Feature($company: String!, $path: String!) {
      mobileFeature(company: $company, path: $path) {
        ...ComparedDocumentFields
        features {
          ...MobileSpecSheet_Features
        }
      }
    }
  `,
  [ComparedDocumentFields, MobileSpecSheet_FeaturesFragment],
);

export type ComparedMobile = NonNullable<ResultOf<typeof MobileComparePage_FeatureQuery>['mobileFeature']>;

export const CompareSearch_SearchMobilesQuery = graphql(
  `
    query CompareSearch_SearchMobiles($searchKey: String!) {
      searchMobiles(searchKey: $searchKey) {
        ...SearchResultFields
      }
    }
  `,
  [SearchResultFields],
);
