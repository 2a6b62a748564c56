import { graphql } from '@gadgets/shared-ui';
import { ComparedDocumentFields, SearchResultFields } from '@gadgets/shared-ui/widgets';
import { LaptopSpecSheet_FeaturesFragment } from '../../laptop-spec-sheet/laptop-feature-fragment';

/** What a comparison column shows of one laptop. */
export const LaptopComparePage_LaptopFragment = graphql(
  `
    fragment LaptopComparePage_Laptop on LaptopFeature {
      ...ComparedDocumentFields
      features {
        ...LaptopSpecSheet_Features
      }
    }
  `,
  [ComparedDocumentFields, LaptopSpecSheet_FeaturesFragment],
);

/** Up to three laptops in one request: the second and third are asked for only when the list has them. */
export const LaptopComparePage_LaptopsQuery = graphql(
  `
    query LaptopComparePage_Laptops(
      $firstCompany: String!
      $firstPath: String!
      $secondCompany: String!
      $secondPath: String!
      $withSecond: Boolean!
      $thirdCompany: String!
      $thirdPath: String!
      $withThird: Boolean!
    ) {
      first: laptopFeature(company: $firstCompany, path: $firstPath) {
        ...LaptopComparePage_Laptop
      }
      second: laptopFeature(company: $secondCompany, path: $secondPath) @include(if: $withSecond) {
        ...LaptopComparePage_Laptop
      }
      third: laptopFeature(company: $thirdCompany, path: $thirdPath) @include(if: $withThird) {
        ...LaptopComparePage_Laptop
      }
    }
  `,
  [LaptopComparePage_LaptopFragment],
);

export const LaptopCompareSearch_SearchQuery = graphql(
  `
    query LaptopCompareSearch_Search($searchKey: String!) {
      searchLaptops(searchKey: $searchKey) {
        ...SearchResultFields
      }
    }
  `,
  [SearchResultFields],
);
