import { gql } from 'urql';

export interface MobileListItem {
  company: string;
  companyPath: string;
  series: string | null;
  name: string;
  img: string | null;
  ordinal: number;
  path: string;
}

export interface PaginationInfo {
  currentPage: number;
  totalPages: number;
  totalItems: number;
  itemsPerPage: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export const MobileBrandPage_ModelsQuery = gql<
  { mobileModels: { data: MobileListItem[]; pagination: PaginationInfo } },
  { company: string; page: number; limit: number }
>`
  query MobileBrandPage_Models($company: String!, $page: Int!, $limit: Int!) {
    mobileModels(input: { company: $company }, page: $page, limit: $limit) {
      data {
        company
        companyPath
        series
        name
        img
        ordinal
        path
      }
      pagination {
        currentPage
        totalPages
        totalItems
        itemsPerPage
        hasNextPage
        hasPreviousPage
      }
    }
  }
`;
