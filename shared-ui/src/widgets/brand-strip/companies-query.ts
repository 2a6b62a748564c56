import { useQuery } from 'urql';
import { graphql, type ResultOf, type VariablesOf } from '@gadgets/shared-ui';

export const BrandStrip_CompaniesQuery = graphql(`
  query BrandStrip_Companies($category: CompanyCategory!) {
    companies(category: $category) {
      name
      logo
      path
      ordinal
    }
  }
`);

export type Company = ResultOf<typeof BrandStrip_CompaniesQuery>['companies'][number];
export type CompanyCategory = VariablesOf<typeof BrandStrip_CompaniesQuery>['category'];

export function useCompanies(category: CompanyCategory) {
  const [result, refetch] = useQuery({ query: BrandStrip_CompaniesQuery, variables: { category } });
  const companies = [...(result.data?.companies ?? [])].sort((a, b) => a.ordinal - b.ordinal);
  return {
    companies,
    fetching: result.fetching,
    error: result.error,
    retry: () => refetch({ requestPolicy: 'network-only' }),
  };
}

/**
 * The brand as it is written ('OnePlus'), from the cached brand list (the path until that arrives), and whether
 * the list, once answered, does not name it at all: then the page is no page (404 when rendered on the server).
 */
export function useBrand(category: CompanyCategory, companyPath: string): { name: string; unknown: boolean } {
  const { companies, fetching, error } = useCompanies(category);
  const brand = companies.find((company) => company.path === companyPath.toLowerCase());
  return { name: brand?.name ?? companyPath, unknown: !brand && !fetching && !error && companies.length > 0 };
}
