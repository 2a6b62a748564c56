import { graphql } from '@gadgets/shared-ui';
import { CommentsWidget_CommentFields } from '../comments/comments-widget-queries';

/**
 * Everything that changes on an open model page, in one stream. Every widget of the page subscribes with this same
 * document and variables, so urql shares one subscription (one SSE stream) among them.
 */
export const PageActivity_EventsSubscription = graphql(
  `
    subscription PageActivity_Events($category: String!, $brand: String!, $path: String!) {
      pageActivity(category: $category, brand: $brand, path: $path) {
        commentAdded {
          ...CommentsWidget_CommentFields
        }
        commentVotes {
          commentId
          likes
          dislikes
        }
        modelVotes {
          likes
          dislikes
        }
      }
    }
  `,
  [CommentsWidget_CommentFields],
);
