export const followTypeDefs = /* GraphQL */ `
  enum FollowKind {
    "A model page: new comments on it, and changes to its spec sheet or price."
    MODEL
    "A brand: new models of it."
    BRAND
    "A finder or catalogue search, kept by its address (e.g. /mobile/finder?features=5g&minBatteryMah=5000)."
    SEARCH
  }

  "Something the viewer follows."
  type Follow {
    id: ID!
    kind: FollowKind!
    "mobile, laptop, bike or desktop."
    category: String!
    "Brand path (MODEL and BRAND)."
    brand: String
    "Model path (MODEL)."
    path: String
    "Root-relative address of what is followed: the model or brand page, or the search itself."
    address: String!
    "ISO 8601."
    createdAt: String!
  }

  input FollowInput {
    kind: FollowKind!
    category: String!
    brand: String
    path: String
    "SEARCH: the search's root-relative address, within its category (at most 500 characters)."
    search: String
    "SEARCH: the finder filter the address stands for (phoneFinder's, laptopFinder's or bikeFinder's; for the PC builder's part picker its category and filter, as pcPartPicker takes them: { category, filter }), so models or parts that start matching it are told; without it the search is only kept."
    filter: JSON
  }

  extend type Query {
    "What the signed-in viewer follows, newest first (empty when signed out)."
    myFollows: [Follow!]!
  }

  extend type Mutation {
    "Follows a model, a brand or a search (following it again returns the same follow)."
    follow(target: FollowInput!): Follow!
    "Stops following (only the viewer's own follows)."
    unfollow(id: ID!): Boolean!
  }
`;
