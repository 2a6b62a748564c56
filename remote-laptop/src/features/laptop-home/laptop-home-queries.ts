import { graphql } from '@gadgets/shared-ui';
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

export const LaptopHomePage_ComparePairsQuery = graphql(`
  query LaptopHomePage_ComparePairs {
    laptopComparePairs {
      id
      laptopOne {
        name
        img
        path
        companyPath
        companyName
        price
      }
      laptopTwo {
        name
        img
        path
        companyPath
        companyName
        price
      }
    }
  }
`);
