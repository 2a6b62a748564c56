import { graphql, type ResultOf } from '@gadgets/shared-ui';
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
      modelOne { name img path companyPath companyName description price }
      modelTwo { name img path companyPath companyName description price }
    }
  }
`);

export type MobileComparePair = ResultOf<typeof MobileHomePage_ComparePairsQuery>['mobileCompareModels'][number];
export type CompareModel = MobileComparePair['modelOne'];
