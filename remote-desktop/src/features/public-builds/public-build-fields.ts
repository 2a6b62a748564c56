import { graphql } from '@gadgets/shared-ui';

/** What a gallery card and a build's page both show: its name, author, CPU, card, total and likes. */
export const PublicBuildSummaryFields = graphql(`
  fragment PublicBuildSummaryFields on PublicBuild {
    id
    name
    authorName
    cpu
    gpu
    likeCount
    publishedAt
    total {
      amountCents
      pricedCount
      partCount
      currency
    }
  }
`);

/** A published build's whole page: its parts with their prices and the engine's verdict, as published. */
export const PublicBuildFields = graphql(
  `
    fragment PublicBuildFields on PublicBuild {
      ...PublicBuildSummaryFields
      updatedAt
      parts {
        category
        name
        partId
        price {
          amountCents
          kind
          sourceUrl
        }
      }
      compatibility {
        problems {
          severity
          message
        }
        unchecked
        estimatedWattage
        recommendedPsuWattage
      }
    }
  `,
  [PublicBuildSummaryFields],
);
