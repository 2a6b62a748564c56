export const commentTypeDefs = /* GraphQL */ `
  "A comment on a model page. The commenter's e-mail is stored but never returned."
  type Comment {
    id: ID!
    category: String!
    brand: String!
    path: String!
    name: String!
    comment: String!
    "ISO 8601 creation time."
    timestamp: String!
    isVerified: Boolean!
    likes: Int!
    dislikes: Int!
    isReply: Boolean!
    parentId: ID
    "Hidden by a moderator: it keeps its place and replies, and comment is empty."
    hidden: Boolean!
    replies: [Comment!]!
  }

  type CommentList {
    "Top-level comments, newest first, each with its replies (oldest first)."
    commentsList: [Comment!]!
    "Top-level comments on the page in all."
    totalCount: Int!
    "Pass as \`before\` for the next, older page; null when no older comments are left."
    nextCursor: String
  }

  extend type Query {
    """
    category: mobile, laptop or bike; brand: company path; path: model path (a published PC build's thread: category
    desktop, brand builds, path the build's id). A page of \`limit\` top-level comments
    (newest first), older than the comment \`before\` names (a \`nextCursor\`): comments that arrive meanwhile do not
    shift the older pages.
    """
    comments(category: String!, brand: String!, path: String!, before: String, limit: Int = 20): CommentList!
    "The ids of the signed-in viewer's own comments on one page (empty when signed out)."
    myCommentIds(category: String!, brand: String!, path: String!): [ID!]!
  }

  extend type Mutation {
    "Anonymous comments are allowed. Comment must be more than 8 characters (at most 2000)."
    createComment(
      category: String!
      brand: String!
      path: String!
      comment: String!
      name: String!
      email: String
      parentId: ID
    ): Comment!
    "Changes the text of the viewer's own comment, within 15 minutes of posting it."
    editComment(id: ID!, comment: String!): Comment!
    "Deletes the viewer's own comment within 15 minutes of posting it, unless someone has replied to it."
    deleteComment(id: ID!): Boolean!
  }

  "One thing that happened on a model page; exactly one of the fields is set."
  type PageActivity {
    "A new comment or reply."
    commentAdded: Comment
    "A comment's new like and dislike counts."
    commentVotes: CommentVoteCounts
    "The model's new like and dislike counts."
    modelVotes: VoteCounts
  }

  type Subscription {
    "New comments (and replies) on one model page."
    commentAdded(category: String!, brand: String!, path: String!): Comment!
      @deprecated(reason: "Use pageActivity: one stream carries a page's comments and votes.")
    "What changes on one open model page (new comments, vote counts), in one stream."
    pageActivity(category: String!, brand: String!, path: String!): PageActivity!
  }
`;
