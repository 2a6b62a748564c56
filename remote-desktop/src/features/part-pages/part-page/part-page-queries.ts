import { graphql } from '@gadgets/shared-ui';
import { SpecStandingFields } from '@gadgets/shared-ui/widgets';
import { PartPageFields } from '../part-page-fields';

export const PartPage_PartQuery = graphql(
  `
    query PartPage_Part($id: ID!) {
      pcPart(id: $id) {
        ...PartPageFields
        standing {
          ...SpecStandingFields
        }
      }
    }
  `,
  [PartPageFields, SpecStandingFields],
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
