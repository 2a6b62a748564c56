export const moderationTypeDefs = /* GraphQL */ `
  "What can be reported."
  enum ReportedContent {
    COMMENT
    REVIEW
  }

  enum ReportReason {
    "Advertising, links or repeated posts."
    SPAM
    "Insults, harassment or hate."
    ABUSE
    "Not about the model."
    OFF_TOPIC
    OTHER
  }

  "Open reports of one comment or review, for admins."
  type ContentReport {
    "The newest report's id; pass as \`before\` to page on."
    id: ID!
    content: ReportedContent!
    contentId: ID!
    "The reported words (a review's text with its stars), as written."
    excerpt: String!
    "Who wrote it, as shown on the site."
    author: String!
    "Root-relative address of where it is shown."
    link: String!
    "Whether it is hidden already."
    contentHidden: Boolean!
    "Open reports of it."
    reportCount: Int!
    "The newest report's reason and note."
    reason: ReportReason!
    note: String
    "ISO 8601: the newest report."
    reportedAt: String!
  }

  type ContentReportPage {
    "Newest reported first."
    items: [ContentReport!]!
    nextCursor: String
  }

  extend type Query {
    "Comments and reviews with open reports, one row each, newest report first. Admins only."
    contentReports(before: String, limit: Int = 20): ContentReportPage!
  }

  extend type Mutation {
    "Reports a comment or a review to the admins (signed in; once per item, a second report replaces the first)."
    reportContent(content: ReportedContent!, id: ID!, reason: ReportReason!, note: String): Boolean!
    "Closes every open report of an item, hiding it when hide is true (admins only)."
    resolveContentReports(content: ReportedContent!, id: ID!, hide: Boolean!): Boolean!
    "Hides or shows a comment: it keeps its place and replies without its words (admins only)."
    setCommentHidden(id: ID!, hidden: Boolean!): Boolean!
  }
`;
