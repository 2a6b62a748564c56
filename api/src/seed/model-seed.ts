import type { Queryable } from '../db/database';
import type { CatalogueSectionName } from '../shared/sections';

/** One catalogue model as the seed writes it. */
export interface ModelSeed {
  category: CatalogueSectionName;
  company: string;
  companyPath: string;
  path: string;
  name: string;
  series: string | null;
  img: string;
  ordinal: number;
  description: string | null;
  price: string | null;
  released: string | null;
  published: boolean;
  powerHp?: number | null;
  torqueNm?: number | null;
  displacementCc?: number | null;
  topSpeed?: string | null;
  mileageKmpl?: number | null;
  detail: Record<string, unknown>;
  /** Leave an existing row alone (bikes: admins may have edited them). */
  keepExisting?: boolean;
}

/** Upserts by (category, company_path, path); returns the row id. */
export async function upsertModel(tx: Queryable, model: ModelSeed): Promise<number> {
  if (model.keepExisting) {
    // seed: find an existing model to keep it as it is
    const existing = await tx.query<{ id: number }>(
      'SELECT id FROM models WHERE category = $1 AND company_path = $2 AND path = $3',
      [model.category, model.companyPath, model.path],
    );
    if (existing[0]) return existing[0].id;
  }
  // seed: upsert one model
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO models (category, company, company_path, path, name, series, img, ordinal, description, price, released,
                         published, power_hp, torque_nm, displacement_cc, top_speed, mileage_kmpl, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
     ON CONFLICT (category, company_path, path) DO UPDATE SET
       company = EXCLUDED.company, name = EXCLUDED.name, series = EXCLUDED.series, img = EXCLUDED.img,
       ordinal = EXCLUDED.ordinal, description = EXCLUDED.description, price = EXCLUDED.price, released = EXCLUDED.released,
       power_hp = EXCLUDED.power_hp, torque_nm = EXCLUDED.torque_nm, displacement_cc = EXCLUDED.displacement_cc,
       top_speed = EXCLUDED.top_speed, mileage_kmpl = EXCLUDED.mileage_kmpl, detail = EXCLUDED.detail
     RETURNING id`,
    [
      model.category,
      model.company,
      model.companyPath,
      model.path,
      model.name,
      model.series,
      model.img,
      model.ordinal,
      model.description,
      model.price,
      model.released,
      model.published,
      model.powerHp ?? null,
      model.torqueNm ?? null,
      model.displacementCc ?? null,
      model.topSpeed ?? null,
      model.mileageKmpl ?? null,
      JSON.stringify(model.detail),
    ],
  );
  return rows[0]!.id;
}

/** Four retailer search links (no affiliate ids, nothing invented). */
export function retailerLinks(query: string) {
  const q = encodeURIComponent(query);
  return [
    { name: 'Amazon', url: `https://www.amazon.com/s?k=${q}` },
    { name: 'Best Buy', url: `https://www.bestbuy.com/site/searchpage.jsp?st=${q}` },
    { name: 'Walmart', url: `https://www.walmart.com/search?q=${q}` },
    { name: 'Newegg', url: `https://www.newegg.com/p/pl?d=${q}` },
  ];
}
