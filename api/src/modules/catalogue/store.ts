import type { Queryable } from '../../db/database';

export type CategoryName = 'mobile' | 'laptop' | 'bike';

export interface CompanyRow {
  name: string;
  logo: string;
  path: string;
  ordinal: number;
}

export function createCatalogueStore(db: Queryable) {
  return {
    async listCompanies(category: CategoryName): Promise<CompanyRow[]> {
      // catalogue: list companies of one category
      return db.query<CompanyRow>(
        'SELECT name, logo, path, ordinal FROM companies WHERE category = $1 ORDER BY ordinal, name',
        [category],
      );
    },
  };
}

export type CatalogueStore = ReturnType<typeof createCatalogueStore>;
