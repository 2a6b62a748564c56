export const accountDataTypeDefs = /* GraphQL */ `
  extend type Query {
    "Everything stored about the signed-in viewer (account, comments, votes, notifications, builds, reviews, logins) as one JSON document."
    exportMyData: JSON!
  }

  extend type Mutation {
    """
    Deletes the signed-in viewer's account after checking their password: comments stay as "Deleted user"; builds,
    votes, notifications, reviews and logins go. A mail confirms it and the refresh cookie is cleared.
    """
    deleteAccount(password: String!): Boolean!
  }
`;
