export const voteTypeDefs = /* GraphQL */ `
  enum VoteValue {
    LIKE
    DISLIKE
  }

  "Likes and dislikes of one comment or model page, and the viewer's own vote."
  type VoteTally {
    likes: Int!
    dislikes: Int!
    "The signed-in viewer's vote; null when signed out or not voted."
    myVote: VoteValue
  }

  "Likes and dislikes, the same for every viewer."
  type VoteCounts {
    likes: Int!
    dislikes: Int!
  }

  "New likes and dislikes of one comment."
  type CommentVoteCounts {
    commentId: ID!
    likes: Int!
    dislikes: Int!
  }

  "The viewer's vote on one comment."
  type CommentVote {
    commentId: ID!
    vote: VoteValue!
  }

  extend type Query {
    "Votes on a model page (category: mobile, laptop or bike; brand: company path; path: model path)."
    modelVotes(category: String!, brand: String!, path: String!): VoteTally!
    "The signed-in viewer's votes on the comments of one page; empty when signed out."
    myCommentVotes(category: String!, brand: String!, path: String!): [CommentVote!]!
  }

  extend type Mutation {
    "Sets the viewer's vote on a comment, or clears it with value null. Signed-in only; one vote per account."
    voteOnComment(id: ID!, value: VoteValue): VoteTally!
    "Sets the viewer's vote on a model page, or clears it with value null. Signed-in only; one vote per account."
    voteOnModel(category: String!, brand: String!, path: String!, value: VoteValue): VoteTally!
  }
`;
