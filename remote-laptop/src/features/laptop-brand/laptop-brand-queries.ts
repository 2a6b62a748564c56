import { graphql } from '@gadgets/shared-ui';
import { BrandModelFields, PaginationFields } from '@gadgets/shared-ui/widgets';

export const LaptopBrandPage_ModelsQuery = graphql(
  `
    query LaptopBrandPage_Models($company: String!, $page: Int!, $limit: Int!) {
      laptopModels(input: { company: $company }, page: $page, limit: $limit) {
        data {
          ...BrandModelFields
        }
        pagination {
          ...PaginationFields
        }
      }
    }
  `,
  [BrandModelFields, PaginationFields],
);
