export const deviceTypeDefs = /* GraphQL */ `
  type Review {
    id: ID!
    deviceId: ID!
    rating: Int!
    comment: String!
    author: String!
    createdAt: String!
  }

  "A device in the review catalogue (footer categories: Smartphones, Tablets, Smartwatches, Earbuds, Accessories)."
  type Device {
    id: ID!
    category: String!
    brand: String!
    name: String!
    img: String
    description: String
    averageRating: Float
    "Oldest first."
    reviews: [Review!]!
  }

  extend type Query {
    "category is matched case-insensitively; all devices when omitted."
    devices(category: String): [Device!]!
    device(id: ID!): Device
  }

  extend type Mutation {
    "Signed-in users only. rating 1..5, comment 2..2000 characters."
    addReview(deviceId: ID!, rating: Int!, comment: String!): Review!
  }
`;
