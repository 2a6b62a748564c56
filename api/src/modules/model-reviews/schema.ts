export const modelReviewTypeDefs = /* GraphQL */ `
  "One account's rating of a model (1 to 5 stars) with an optional text."
  type ModelReview {
    id: ID!
    "The reviewer's account name at the time of writing."
    author: String!
    rating: Int!
    text: String
    "ISO 8601."
    createdAt: String!
    "ISO 8601; equals createdAt until the review is edited."
    updatedAt: String!
  }

  type ModelReviews {
    "Mean rating of the visible reviews, one decimal; null without reviews."
    average: Float
    count: Int!
    "How many visible reviews gave 1, 2, 3, 4 and 5 stars (five numbers, one star first)."
    distribution: [Int!]!
    "Newest first."
    items: [ModelReview!]!
    "Pass as \`before\` for the next, older page; null when none are left."
    nextCursor: String
  }

  extend type Query {
    "A model page's reviews (category: mobile, laptop or bike; brand: company path; path: model path)."
    modelReviews(category: String!, brand: String!, path: String!, before: String, limit: Int = 10): ModelReviews!
    "The signed-in viewer's own review of a model; null when signed out or not reviewed."
    myModelReview(category: String!, brand: String!, path: String!): ModelReview
  }

  extend type Mutation {
    "Rates a model 1-5 with an optional text (at most 2,000 characters); one review per account and model, saved again to edit."
    saveModelReview(category: String!, brand: String!, path: String!, rating: Int!, text: String): ModelReview!
    "Deletes the viewer's own review of a model."
    deleteModelReview(category: String!, brand: String!, path: String!): Boolean!
    "Admins: hides a review from everyone (or shows it again)."
    setModelReviewHidden(id: ID!, hidden: Boolean!): Boolean!
  }
`;
