import { graphql, type ResultOf, type VariablesOf } from '@gadgets/shared-ui';

export const CommentsWidget_CommentFields = graphql(`
  fragment CommentsWidget_CommentFields on Comment {
    id
    category
    brand
    path
    name
    comment
    timestamp
    isVerified
    likes
    dislikes
    isReply
    parentId
    hidden
  }
`);

export const CommentsWidget_CommentsQuery = graphql(
  `
    query CommentsWidget_Comments($category: String!, $brand: String!, $path: String!, $before: String) {
      comments(category: $category, brand: $brand, path: $path, before: $before) {
        totalCount
        nextCursor
        commentsList {
          ...CommentsWidget_CommentFields
          replies {
            ...CommentsWidget_CommentFields
          }
        }
      }
    }
  `,
  [CommentsWidget_CommentFields],
);

/** The form's e-mail is collected but not sent. */
export const CommentsWidget_CreateCommentMutation = graphql(
  `
    mutation CommentsWidget_CreateComment(
      $category: String!
      $brand: String!
      $path: String!
      $name: String!
      $comment: String!
      $parentId: ID
    ) {
      createComment(
        category: $category
        brand: $brand
        path: $path
        name: $name
        comment: $comment
        parentId: $parentId
      ) {
        ...CommentsWidget_CommentFields
      }
    }
  `,
  [CommentsWidget_CommentFields],
);

/** One comment as the widget shows it; top-level comments carry their replies. */
export type CommentEntry = ResultOf<typeof CommentsWidget_CommentFields> & { replies?: CommentEntry[] };
/** Which model a thread belongs to: category (mobile, laptop or bike), brand path and model path. */
export type CommentTarget = Omit<VariablesOf<typeof CommentsWidget_CommentsQuery>, 'before'>;
