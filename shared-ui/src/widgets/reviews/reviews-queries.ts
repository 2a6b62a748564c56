import { graphql, type ResultOf, type VariablesOf } from '@gadgets/shared-ui';

const ReviewsSection_ReviewFields = graphql(`
  fragment ReviewsSection_ReviewFields on ModelReview {
    id
    author
    rating
    text
    createdAt
    updatedAt
  }
`);

/** The public part: summary and one page of the list, newest first. Server-rendered with the page. */
export const ReviewsSection_ReviewsQuery = graphql(
  `
    query ReviewsSection_Reviews($category: String!, $brand: String!, $path: String!, $before: String) {
      modelReviews(category: $category, brand: $brand, path: $path, before: $before) {
        average
        count
        distribution
        nextCursor
        items {
          ...ReviewsSection_ReviewFields
        }
      }
    }
  `,
  [ReviewsSection_ReviewFields],
);

/** The visitor's own review: read in the browser only, as the page is the same for everyone. */
export const ReviewsSection_MyReviewQuery = graphql(
  `
    query ReviewsSection_MyReview($category: String!, $brand: String!, $path: String!) {
      myModelReview(category: $category, brand: $brand, path: $path) {
        ...ReviewsSection_ReviewFields
      }
    }
  `,
  [ReviewsSection_ReviewFields],
);

export const ReviewsSection_SaveReviewMutation = graphql(
  `
    mutation ReviewsSection_SaveReview(
      $category: String!
      $brand: String!
      $path: String!
      $rating: Int!
      $text: String
    ) {
      saveModelReview(category: $category, brand: $brand, path: $path, rating: $rating, text: $text) {
        ...ReviewsSection_ReviewFields
      }
    }
  `,
  [ReviewsSection_ReviewFields],
);

export const ReviewsSection_DeleteReviewMutation = graphql(`
  mutation ReviewsSection_DeleteReview($category: String!, $brand: String!, $path: String!) {
    deleteModelReview(category: $category, brand: $brand, path: $path)
  }
`);

export type ReviewEntry = ResultOf<typeof ReviewsSection_ReviewFields>;
export type ReviewsPage = ResultOf<typeof ReviewsSection_ReviewsQuery>['modelReviews'];
/** Which model the reviews are of: category (mobile, laptop or bike), brand path and model path. */
export type ReviewTarget = VariablesOf<typeof ReviewsSection_MyReviewQuery>;
