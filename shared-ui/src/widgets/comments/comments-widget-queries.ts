import { gql } from 'urql';

export interface CommentEntry {
  id: string;
  category: string;
  brand: string;
  path: string;
  name: string;
  comment: string;
  timestamp: string;
  isVerified: boolean;
  likes: number;
  dislikes: number;
  isReply: boolean;
  parentId: string | null;
  replies?: CommentEntry[];
}

export interface CommentTarget {
  /** mobile, laptop or bike. */
  category: string;
  /** The brand (company) path. */
  brand: string;
  /** The model path. */
  path: string;
}

const CommentFields = gql`
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
  }
`;

export const CommentsWidget_CommentsQuery = gql<
  { comments: { totalCount: number; commentsList: CommentEntry[] } },
  CommentTarget
>`
  query CommentsWidget_Comments($category: String!, $brand: String!, $path: String!) {
    comments(category: $category, brand: $brand, path: $path) {
      totalCount
      commentsList {
        ...CommentsWidget_CommentFields
        replies {
          ...CommentsWidget_CommentFields
        }
      }
    }
  }
  ${CommentFields}
`;

export interface CreateCommentVariables extends CommentTarget {
  name: string;
  comment: string;
  parentId?: string | null;
}

/** The form's e-mail is collected but not sent (spec section 3). */
export const CommentsWidget_CreateCommentMutation = gql<{ createComment: CommentEntry }, CreateCommentVariables>`
  mutation CommentsWidget_CreateComment(
    $category: String!
    $brand: String!
    $path: String!
    $name: String!
    $comment: String!
    $parentId: ID
  ) {
    createComment(category: $category, brand: $brand, path: $path, name: $name, comment: $comment, parentId: $parentId) {
      ...CommentsWidget_CommentFields
    }
  }
  ${CommentFields}
`;

export const CommentsWidget_CommentAddedSubscription = gql<{ commentAdded: CommentEntry }, CommentTarget>`
  subscription CommentsWidget_CommentAdded($category: String!, $brand: String!, $path: String!) {
    commentAdded(category: $category, brand: $brand, path: $path) {
      ...CommentsWidget_CommentFields
    }
  }
  ${CommentFields}
`;
