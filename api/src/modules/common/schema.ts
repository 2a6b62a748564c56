export const commonTypeDefs = /* GraphQL */ `
  """
  Any JSON value (used for PC part specifications, whose fields differ per part category).
  """
  scalar JSON

  "Which catalogue a brand or model belongs to."
  enum CompanyCategory {
    MOBILE
    LAPTOP
    BIKE
  }

  type PaginationInfo {
    currentPage: Int!
    totalPages: Int!
    totalItems: Int!
    itemsPerPage: Int!
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
  }

  type Query {
    "Liveness probe for GraphQL clients; GET /health is the HTTP one."
    ping: Boolean!
  }
`;
