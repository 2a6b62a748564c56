export const creditTypeDefs = /* GraphQL */ `
  "A data source whose licence requires attribution on the site's credits page."
  type DataSource {
    id: ID!
    name: String!
    "What the site uses it for."
    usedFor: String!
    licence: String!
    licenceUrl: String!
    sourceUrl: String!
    "Attribution text to show (Markdown with links)."
    attribution: String!
  }

  extend type Query {
    dataSources: [DataSource!]!
  }
`;
