import { graphql } from '@gadgets/shared-ui';

/** Which model a spec document describes, what people say of it and its header banner, as every model page reads it. */
export const SpecDocumentFields = graphql(`
  fragment SpecDocumentFields on SpecDocument {
    companyName
    companyPath
    model
    path
    series
    highlights
    drawbacks
    headerBanner {
      title
      released
      colors
      liked
      disliked
      price
      images
    }
  }
`);

/** What a comparison column shows of a model above its spec rows: its name, link, first picture and price. */
export const ComparedDocumentFields = graphql(`
  fragment ComparedDocumentFields on SpecDocument {
    companyName
    companyPath
    model
    path
    headerBanner {
      title
      images
      price
    }
  }
`);
