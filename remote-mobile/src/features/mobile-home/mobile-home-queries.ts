import { graphql } from '@gadgets/shared-ui';
import { ComparePairSideFields, HomeMobileFields } from '@gadgets/shared-ui/widgets';

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

export const MobileHomePage_ComparePairsQuery = graphql(
  `
    query MobileHomePage_ComparePairs {
      mobileCompareModels {
        id
        modelOne {
          ...ComparePairSideFields
          description
        }
        modelTwo {
          ...ComparePairSideFields
          description
        }
      }
    }
  `,
  [ComparePairSideFields],
);
