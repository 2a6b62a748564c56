import { graphql } from '@gadgets/shared-ui';
import { HomeMobileFields } from '@gadgets/shared-ui/widgets';

export const MobileHomePage_HomeMobilesQuery = graphql(
  `
    query MobileHomePage_HomeMobiles {
      homeMobiles {
        ...HomeMobileFields
      }
    }
  `,
  [HomeMobileFields],
);

export const MobileHomePage_ComparePairsQuery = graphql(`
  query MobileHomePage_ComparePairs {
    mobileCompareModels {
      id
      modelOne {
        name
        img
        path
        companyPath
        companyName
        description
        price
      }
      modelTwo {
        name
        img
        path
        companyPath
        companyName
        description
        price
      }
    }
  }
`);
