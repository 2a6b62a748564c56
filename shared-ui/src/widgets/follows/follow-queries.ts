import { graphql } from '@gadgets/shared-ui';

export const FollowButton_MyFollowsQuery = graphql(`
  query FollowButton_MyFollows {
    myFollows {
      id
      kind
      address
    }
  }
`);

export const FollowButton_FollowMutation = graphql(`
  mutation FollowButton_Follow($target: FollowInput!) {
    follow(target: $target) {
      id
      kind
      address
    }
  }
`);

export const FollowButton_UnfollowMutation = graphql(`
  mutation FollowButton_Unfollow($id: ID!) {
    unfollow(id: $id)
  }
`);
