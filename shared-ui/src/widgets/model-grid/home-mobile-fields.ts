import { graphql } from '@gadgets/shared-ui';

/** What a featured-phone card shows, on the site's home page and the mobile home alike. */
export const HomeMobileFields = graphql(`
  fragment HomeMobileFields on HomeMobile {
    companyPath
    companyName
    path
    name
    description
    price
    img
  }
`);
