import { graphql } from '@gadgets/shared-ui';

/** What a curated pair shows of each side (ComparePairList's PairSide and its price), for every category's pairs query. */
export const ComparePairSideFields = graphql(`
  fragment ComparePairSideFields on CompareModel {
    name
    img
    path
    companyPath
    companyName
    price
  }
`);
