import { graphql } from '@gadgets/shared-ui';

/** What a brand page's grid shows of each model, for every category's brand listing query. */
export const BrandModelFields = graphql(`
  fragment BrandModelFields on ModelListItem {
    companyName
    companyPath
    series
    name
    img
    path
  }
`);
