import { graphql } from '@gadgets/shared-ui';
import { PaginationFields } from '@gadgets/shared-ui/widgets';

export const MobileBrandPage_ModelsQuery = graphql(
  `
    query MobileBrandPage_Models($company: String!, $page: Int!, $limit: Int!) {
      mobileModels(input: { company: $company }, page: $page, limit: $limit) {
        data {
          companyName
          companyPath
          series
          name
          img
          ordinal
          path
        }
        pagination {
          ...PaginationFields
        }
      }
    }
  `,
  [PaginationFields],
);
