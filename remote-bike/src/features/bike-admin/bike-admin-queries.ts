import { graphql, type ResultOf } from '@gadgets/shared-ui';
import { BikeSpecSheet_FeatureFragment } from '../../bike-spec-sheet/bike-feature-fragment';

/** Every bike, drafts included (the API answers drafts to admins only), with all fields for the edit form. */
export const BikeAdminPage_AllQuery = graphql(
  `
    query BikeAdminPage_All {
      getAllBikeFeatures {
        ...BikeSpecSheet_Feature
      }
    }
  `,
  [BikeSpecSheet_FeatureFragment],
);

/** What every change of one bike answers with: which bike it was and whether it is now published. */
export const BikeAdminPage_ChangedFragment = graphql(`
  fragment BikeAdminPage_Changed on BikeFeature {
    companyPath
    model
    path
    published
  }
`);

export const BikeAdminPage_CreateMutation = graphql(
  `
    mutation BikeAdminPage_Create($input: BikeFeatureInput!) {
      createBikeFeature(input: $input) {
        ...BikeAdminPage_Changed
      }
    }
  `,
  [BikeAdminPage_ChangedFragment],
);

export const BikeAdminPage_UpdateMutation = graphql(
  `
    mutation BikeAdminPage_Update($company: String!, $path: String!, $input: BikeFeatureUpdateInput!) {
      updateBikeFeature(company: $company, path: $path, input: $input) {
        ...BikeAdminPage_Changed
      }
    }
  `,
  [BikeAdminPage_ChangedFragment],
);

export const BikeAdminPage_DeleteMutation = graphql(`
  mutation BikeAdminPage_Delete($company: String!, $path: String!) {
    deleteBikeFeature(company: $company, path: $path)
  }
`);

export const BikeAdminPage_TogglePublishedMutation = graphql(
  `
    mutation BikeAdminPage_TogglePublished($company: String!, $path: String!) {
      toggleBikeFeaturePublished(company: $company, path: $path) {
        ...BikeAdminPage_Changed
      }
    }
  `,
  [BikeAdminPage_ChangedFragment],
);

export type AdminBike = ResultOf<typeof BikeAdminPage_AllQuery>['getAllBikeFeatures'][number];

/** Who is asking, when the remote runs without the shell's session (alone or embedded). */
export const BikeAdminPage_ViewerQuery = graphql(`
  query BikeAdminPage_Viewer {
    getUserDetails {
      name
      admin
    }
  }
`);
