import { graphql } from '@gadgets/shared-ui';
import { ComparePairSideFields } from '@gadgets/shared-ui/widgets';
import { LaptopFinder_ItemFragment } from './finder-queries';

export const LaptopHomePage_NewestQuery = graphql(
  `
    query LaptopHomePage_Newest {
      laptopFinder(sort: NEWEST, limit: 4) {
        items {
          ...LaptopFinder_Item
        }
      }
    }
  `,
  [LaptopFinder_ItemFragment],
);

export const LaptopHomePage_ComparePairsQuery = graphql(
  `
    query LaptopHomePage_ComparePairs {
      laptopComparePairs {
        id
        laptopOne {
          ...ComparePairSideFields
        }
        laptopTwo {
          ...ComparePairSideFields
        }
      }
    }
  `,
  [ComparePairSideFields],
);
