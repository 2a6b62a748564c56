import { graphql } from '@gadgets/shared-ui';

const VoteButtons_TallyFields = graphql(`
  fragment VoteButtons_TallyFields on VoteTally {
    likes
    dislikes
    myVote
  }
`);

export const VoteButtons_ModelVotesQuery = graphql(
  `
    query VoteButtons_ModelVotes($category: String!, $brand: String!, $path: String!) {
      modelVotes(category: $category, brand: $brand, path: $path) {
        ...VoteButtons_TallyFields
      }
    }
  `,
  [VoteButtons_TallyFields],
);

export const VoteButtons_VoteOnModelMutation = graphql(
  `
    mutation VoteButtons_VoteOnModel($category: String!, $brand: String!, $path: String!, $value: VoteValue) {
      voteOnModel(category: $category, brand: $brand, path: $path, value: $value) {
        ...VoteButtons_TallyFields
      }
    }
  `,
  [VoteButtons_TallyFields],
);

export const VoteButtons_VoteOnCommentMutation = graphql(
  `
    mutation VoteButtons_VoteOnComment($id: ID!, $value: VoteValue) {
      voteOnComment(id: $id, value: $value) {
        ...VoteButtons_TallyFields
      }
    }
  `,
  [VoteButtons_TallyFields],
);

/** What of a page's thread is the signed-in visitor's: their votes and their own comments. */
export const CommentsWidget_ViewerThreadQuery = graphql(`
  query CommentsWidget_ViewerThread($category: String!, $brand: String!, $path: String!) {
    myCommentVotes(category: $category, brand: $brand, path: $path) {
      commentId
      vote
    }
    myCommentIds(category: $category, brand: $brand, path: $path)
  }
`);
