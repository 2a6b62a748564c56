import type { CatalogueStore, CategoryName, CompanyRow } from './store';

const CATEGORY_BY_ENUM: Record<string, CategoryName> = { MOBILE: 'mobile', LAPTOP: 'laptop', BIKE: 'bike' };

export function createCatalogueService(store: CatalogueStore) {
  return {
    companies(category: string): Promise<CompanyRow[]> {
      const name = CATEGORY_BY_ENUM[category];
      if (!name) throw new Error(`unknown category ${category}`);
      return store.listCompanies(name);
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
