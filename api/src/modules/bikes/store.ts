import type { Queryable } from '../../db/database';
import { toPrefixQuery, type ModelIdentityRow } from '../models/store';
import { createFinderStore } from '../finder/finder-store';
import { BIKE_FINDER_TABLE, type BikeIndexRow } from './finder-config';

export interface BikeRow extends ModelIdentityRow {
  id: number;
  published: boolean;
  price: string | null;
  list_price: number | null;
  price_currency: string | null;
  detail: Record<string, unknown>;
}

/** A catalogue page's row: the bike and its finder number. */
export type BikeFinderRow = BikeRow & { model_id: number };

export interface BikeColumns {
  company: string;
  companyPath: string;
  path: string;
  name: string;
  series: string | null;
  img: string | null;
  published: boolean;
  price: string | null;
  listPrice: number | null;
  priceCurrency: string | null;
  powerHp: number | null;
  torqueNm: number | null;
  displacementCc: number | null;
  topSpeed: string | null;
  mileageKmpl: number | null;
  detail: Record<string, unknown>;
}

const COLUMNS =
  'id, company, company_path, path, name, series, img, published, price, list_price, price_currency, detail';

/**
 * A bike's horsepower per kilogram of kerb weight, NULL when either is not stated: the expression of index
 * models_bike_power_to_weight, written the same so the ranking reads the index.
 */
const POWER_TO_WEIGHT = `(power_hp / NULLIF(CASE WHEN jsonb_typeof(detail -> 'kerbWeightKg') = 'number'
                                THEN (detail ->> 'kerbWeightKg')::double precision END, 0))`;

/** A LIKE pattern matching the text anywhere, with LIKE's wildcards escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The columns a create and an update both write, with the bike's values in the same order. */
function writtenColumns(bike: BikeColumns) {
  const columns: [string, unknown][] = [
    ['name', bike.name],
    ['series', bike.series],
    ['img', bike.img],
    ['price', bike.price],
    ['published', bike.published],
    ['power_hp', bike.powerHp],
    ['torque_nm', bike.torqueNm],
    ['displacement_cc', bike.displacementCc],
    ['top_speed', bike.topSpeed],
    ['mileage_kmpl', bike.mileageKmpl],
    ['detail', JSON.stringify(bike.detail)],
    ['list_price', bike.listPrice],
    ['price_currency', bike.priceCurrency],
  ];
  return { names: columns.map(([name]) => name), values: columns.map(([, value]) => value) };
}

export function createBikeStore(db: Queryable) {
  return {
    async find(companyPath: string, path: string, tx: Queryable = db): Promise<BikeRow | null> {
      // bikes: one bike by brand path and model path
      const rows = await tx.query<BikeRow>(
        `SELECT ${COLUMNS} FROM models WHERE category = 'bike' AND company_path = $1 AND path = $2`,
        [companyPath, path],
      );
      return rows[0] ?? null;
    },

    async list(options: { publishedOnly: boolean; companyPath?: string | undefined }): Promise<BikeRow[]> {
      // bikes: all bikes, optionally published only and of one brand
      return db.query<BikeRow>(
        `SELECT ${COLUMNS} FROM models
         WHERE category = 'bike' AND ($1::boolean = false OR published) AND ($2::text IS NULL OR company_path = $2)
         ORDER BY company_path, ordinal, id LIMIT 1000`,
        [options.publishedOnly, options.companyPath ?? null],
      );
    },

    async search(term: string, publishedOnly: boolean, limit: number): Promise<BikeRow[]> {
      const tsQuery = toPrefixQuery(term);
      // bikes: full-text search over brand, name and series, plus the engine type
      return db.query<BikeRow>(
        `SELECT ${COLUMNS} FROM models
         WHERE category = 'bike' AND ($1::boolean = false OR published)
           AND (($2::text IS NOT NULL AND search_vector @@ to_tsquery('simple', $2)) OR detail->>'engineType' ILIKE $3)
         ORDER BY company_path, ordinal, id LIMIT $4`,
        [publishedOnly, tsQuery, containing(term), limit],
      );
    },

    /** The finder's reads: every bike's finder numbers (view bike_finder) and pages of bikes. */
    finder: createFinderStore<BikeIndexRow, BikeFinderRow>(db, BIKE_FINDER_TABLE),

    /** The ids of the bikes a catalogue search term finds (brand, model, series or engine type), drafts included. */
    async searchIds(term: string): Promise<number[]> {
      const tsQuery = toPrefixQuery(term);
      // bikes: the catalogue's search term, as the ids the finder then filters on
      const rows = await db.query<{ id: number }>(
        `SELECT id FROM models
         WHERE category = 'bike'
           AND (($1::text IS NOT NULL AND search_vector @@ to_tsquery('simple', $1)) OR detail->>'engineType' ILIKE $2)`,
        [tsQuery, containing(term)],
      );
      return rows.map((row) => row.id);
    },

    async brandPaths(): Promise<string[]> {
      // bikes: every bike brand, for the catalogue's brand counts
      const rows = await db.query<{ path: string }>(
        `SELECT path FROM companies WHERE category = 'bike' ORDER BY ordinal, name`,
      );
      return rows.map((row) => row.path);
    },

    async priceCurrencies(publishedOnly: boolean): Promise<string[]> {
      // bikes: the currencies list prices are stated in, for the catalogue's price filter
      const rows = await db.query<{ price_currency: string }>(
        `SELECT DISTINCT price_currency FROM models
         WHERE category = 'bike' AND price_currency IS NOT NULL AND ($1::boolean = false OR published) ORDER BY price_currency`,
        [publishedOnly],
      );
      return rows.map((row) => row.price_currency);
    },

    async ranked(order: 'power' | 'mileage', limit: number): Promise<BikeRow[]> {
      const column = order === 'power' ? 'power_hp' : 'mileage_kmpl';
      // bikes: published bikes ranked by power or mileage (indexes models_bike_power / models_bike_mileage)
      return db.query<BikeRow>(
        `SELECT ${COLUMNS} FROM models WHERE category = 'bike' AND published AND ${column} IS NOT NULL
         ORDER BY ${column} DESC, id LIMIT $1`,
        [limit],
      );
    },

    async rankedByPowerToWeight(limit: number): Promise<BikeRow[]> {
      // bikes: published bikes with power and kerb weight stated, by power per kilogram (index models_bike_power_to_weight)
      return db.query<BikeRow>(
        `SELECT ${COLUMNS} FROM models WHERE category = 'bike' AND published AND ${POWER_TO_WEIGHT} IS NOT NULL
         ORDER BY ${POWER_TO_WEIGHT} DESC NULLS LAST, id LIMIT $1`,
        [limit],
      );
    },

    async insert(tx: Queryable, bike: BikeColumns): Promise<BikeRow> {
      // bikes: create a bike with the next ordinal of its brand
      const { names, values } = writtenColumns(bike);
      const rows = await tx.query<BikeRow>(
        `INSERT INTO models (category, company, company_path, path, ordinal, ${names.join(', ')}, description)
         VALUES ('bike', $1, $2, $3,
                 (SELECT coalesce(max(ordinal), 0) + 1 FROM models WHERE category = 'bike' AND company_path = $2),
                 ${names.map((_, index) => `$${index + 4}`).join(', ')}, $${names.length + 4})
         RETURNING ${COLUMNS}`,
        [
          bike.company,
          bike.companyPath,
          bike.path,
          ...values,
          bike.displacementCc ? `${bike.displacementCc} cc` : null,
        ],
      );
      return rows[0]!;
    },

    async update(tx: Queryable, id: number, bike: BikeColumns): Promise<BikeRow> {
      // bikes: replace a bike's fields
      const { names, values } = writtenColumns(bike);
      const rows = await tx.query<BikeRow>(
        `UPDATE models SET ${names.map((name, index) => `${name} = $${index + 2}`).join(', ')}, updated_at = now()
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, ...values],
      );
      return rows[0]!;
    },

    async togglePublished(companyPath: string, path: string): Promise<BikeRow | null> {
      // bikes: flip the published flag
      const rows = await db.query<BikeRow>(
        `UPDATE models SET published = NOT published, updated_at = now()
         WHERE category = 'bike' AND company_path = $1 AND path = $2 RETURNING ${COLUMNS}`,
        [companyPath, path],
      );
      return rows[0] ?? null;
    },

    async remove(companyPath: string, path: string): Promise<boolean> {
      // bikes: delete one bike
      const rows = await db.query<{ id: number }>(
        `DELETE FROM models WHERE category = 'bike' AND company_path = $1 AND path = $2 RETURNING id`,
        [companyPath, path],
      );
      return rows.length > 0;
    },

    async companyName(companyPath: string): Promise<string | null> {
      // bikes: the display name of a bike brand
      const rows = await db.query<{ name: string }>(
        `SELECT name FROM companies WHERE category = 'bike' AND path = $1`,
        [companyPath],
      );
      return rows[0]?.name ?? null;
    },
  };
}

export type BikeStore = ReturnType<typeof createBikeStore>;
