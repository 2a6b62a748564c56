import { gql, useQuery } from 'urql';

export type CompanyCategory = 'MOBILE' | 'LAPTOP' | 'BIKE';

export interface Company {
  name: string;
  logo: string | null;
  path: string;
  ordinal: number;
}

interface CompaniesData {
  companies: Company[];
}

export const BrandStrip_CompaniesQuery = gql<CompaniesData, { category: CompanyCategory }>`
  query BrandStrip_Companies($category: CompanyCategory!) {
    companies(category: $category) {
      name
      logo
      path
      ordinal
    }
  }
`;

export function useCompanies(category: CompanyCategory) {
  const [result, refetch] = useQuery({ query: BrandStrip_CompaniesQuery, variables: { category } });
  const companies = [...(result.data?.companies ?? [])].sort((a, b) => a.ordinal - b.ordinal);
  return { companies, fetching: result.fetching, error: result.error, retry: () => refetch({ requestPolicy: 'network-only' }) };
}
