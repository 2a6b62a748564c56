import { graphql } from '@gadgets/shared-ui';
import { PartPageFields } from '../part-page-fields';

export const PartPage_PartQuery = graphql(
  `
    query PartPage_Part($id: ID!) {
      pcPart(id: $id) {
        ...PartPageFields
      }
    }
  `,
  [PartPageFields],
);

/** The categories of the build a part page was opened from, so 'Add to build' replaces the part of the same slot. */
export const PartPage_BuildQuery = graphql(`
  query PartPage_Build($ids: [ID!]!) {
    pcPartsByIds(ids: $ids) {
      id
      category
    }
  }
`);
