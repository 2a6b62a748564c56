import { graphql, type ResultOf } from '@gadgets/shared-ui';

export const SavedBuilds_MyBuildsQuery = graphql(`
  query SavedBuilds_MyBuilds {
    myCustomPcs {
      _id
      name
      price
      updatedAt
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
