import { useQuery } from 'urql';
import { graphql, type CatalogueSectionName, type ResultOf, type VariablesOf } from '@gadgets/shared-ui';

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

export type Brand = ResultOf<typeof BrandStrip_CompaniesQuery>['companies'][number];

/** The schema's argument spells a section in capitals; the check fails to compile if a section has no value there. */
type SchemaSection = VariablesOf<typeof BrandStrip_CompaniesQuery>['category'];
const schemaSectionOf = (section: CatalogueSectionName) =>
  section.toUpperCase() as Uppercase<CatalogueSectionName> satisfies SchemaSection;

/** A section's brands in their listed order. */
export function useBrands(section: CatalogueSectionName) {
  const [result, refetch] = useQuery({
    query: BrandStrip_CompaniesQuery,
    variables: { category: schemaSectionOf(section) },
  });
  const brands = [...(result.data?.companies ?? [])].sort((a, b) => a.ordinal - b.ordinal);
  return {
    brands,
    fetching: result.fetching,
    error: result.error,
    retry: () => refetch({ requestPolicy: 'network-only' }),
  };
}

/**
 * The brand as it is written ('OnePlus'), from the cached brand list (the path until that arrives), and whether
 * the list, once answered, does not name it at all: then the page is no page (404 when rendered on the server).
 */
export function useBrand(section: CatalogueSectionName, brandPath: string): { name: string; unknown: boolean } {
  const { brands, fetching, error } = useBrands(section);
  const brand = brands.find((candidate) => candidate.path === brandPath.toLowerCase());
  return { name: brand?.name ?? brandPath, unknown: !brand && !fetching && !error && brands.length > 0 };
}
