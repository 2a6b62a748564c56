import { graphql } from '@gadgets/shared-ui';
import { BrandModelFields, PaginationFields } from '@gadgets/shared-ui/widgets';

export const MobileBrandPage_ModelsQuery = graphql(
  `
    query MobileBrandPage_Models($company: String!, $page: Int!, $limit: Int!) {
      mobileModels(input: { company: $company }, page: $page, limit: $limit) {
        data {
          ...BrandModelFields
          ordinal
        }
        pagination {
          ...PaginationFields
        }
      }
    }
  `,
  [BrandModelFields, PaginationFields],
);
