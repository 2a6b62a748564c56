import { graphql } from '@gadgets/shared-ui';
import { PublicBuildFields } from '../public-build-fields';

export const PublicBuildPage_BuildQuery = graphql(
  `
    query PublicBuildPage_Build($id: ID!) {
      publicBuild(id: $id) {
        ...PublicBuildFields
      }
    }
  `,
  [PublicBuildFields],
);

/** Whether the signed-in visitor likes the build: read in the browser only (the page is the same for everyone). */
export const LikeButton_MyLikeQuery = graphql(`
  query LikeButton_MyLike($id: ID!) {
    myPublicBuildLike(id: $id)
  }
`);

export const LikeButton_LikeMutation = graphql(`
  mutation LikeButton_Like($id: ID!, $liked: Boolean!) {
    likePublicBuild(id: $id, liked: $liked) {
      likeCount
      likedByMe
    }
  }
`);
