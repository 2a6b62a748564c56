import { graphql, type ResultOf } from '@gadgets/shared-ui';
import { BuildPartFields } from '../build-part-fields';

export const SavedBuilds_MyBuildsQuery = graphql(`
  query SavedBuilds_MyBuilds {
    myCustomPcs {
      _id
      name
      price
      updatedAt
      publishedAt
      variants {
        _id
        category
        description
        price
        partId
      }
      compatibility {
        problems {
          severity
        }
      }
    }
  }
`);

export type SavedBuild = ResultOf<typeof SavedBuilds_MyBuildsQuery>['myCustomPcs'][number];

/** What a save answers with: the build's id and name, and how severe its problems are (for the saved-builds list). */
const SavedBuilds_SavedFragment = graphql(`
  fragment SavedBuilds_Saved on CustomPc {
    _id
    name
    compatibility {
      problems {
        severity
      }
    }
  }
`);

export const SavedBuilds_CreateMutation = graphql(
  `
    mutation SavedBuilds_Create($input: CustomPcInput!) {
      createCustomPc(input: $input) {
        ...SavedBuilds_Saved
      }
    }
  `,
  [SavedBuilds_SavedFragment],
);

export const SavedBuilds_UpdateMutation = graphql(
  `
    mutation SavedBuilds_Update($id: ID!, $input: CustomPcInput!) {
      updateCustomPc(id: $id, input: $input) {
        ...SavedBuilds_Saved
      }
    }
  `,
  [SavedBuilds_SavedFragment],
);

export const SavedBuilds_DeleteMutation = graphql(`
  mutation SavedBuilds_Delete($id: ID!) {
    deleteCustomPc(id: $id)
  }
`);

/** 'Compatible', '2 errors', '1 warning': what the list shows for a build's engine verdict. */
export function buildStatusOf(problems: readonly { severity: string }[], partCount: number): string {
  if (partCount === 0) return 'Empty';
  const errors = problems.filter((problem) => problem.severity === 'ERROR').length;
  const warnings = problems.length - errors;
  if (errors > 0) return `${errors} ${errors === 1 ? 'error' : 'errors'}`;
  if (warnings > 0) return `${warnings} ${warnings === 1 ? 'warning' : 'warnings'}`;
  return 'Compatible';
}

/** Publishing answers with the build's new state: publishedAt is set, or null after unpublishing. */
export const SavedBuilds_PublishMutation = graphql(`
  mutation SavedBuilds_Publish($id: ID!) {
    publishCustomPc(id: $id) {
      _id
      publishedAt
    }
  }
`);

export const SavedBuilds_UnpublishMutation = graphql(`
  mutation SavedBuilds_Unpublish($id: ID!) {
    unpublishCustomPc(id: $id) {
      _id
      publishedAt
    }
  }
`);

/** What an export of a saved build needs beyond the list: its parts' list prices and the engine's whole verdict. */
export const SavedBuilds_ExportQuery = graphql(
  `
    query SavedBuilds_Export($id: ID!) {
      customPc(id: $id) {
        _id
        name
        publishedAt
        variants {
          _id
          category
          description
          price
          part {
            ...BuildPartFields
          }
        }
        compatibility {
          problems {
            severity
            message
          }
          unchecked
          estimatedWattage
          recommendedPsuWattage
        }
      }
    }
  `,
  [BuildPartFields],
);
