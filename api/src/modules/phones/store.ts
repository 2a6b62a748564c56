import type { Queryable } from '../../db/database';
import { createFinderStore } from '../finder/finder-store';
import { PHONE_FINDER_TABLE, type PhoneIndexRow } from './finder-config';
import { phoneFinderValues, type PhoneFinderValues } from './finder-values';

export interface PhoneFinderRow extends PhoneIndexRow {
  company: string;
  path: string;
  name: string;
  img: string | null;
  currency: string | null;
}

/** The finder columns in table order, each with the value it holds. */
const VALUE_COLUMNS: [string, keyof PhoneFinderValues][] = [
  ['price_cents', 'priceCents'],
  ['currency', 'currency'],
  ['release_year', 'releaseYear'],
  ['display_inches', 'displayInches'],
  ['resolution_short_px', 'resolutionShortPx'],
  ['refresh_hz', 'refreshHz'],
  ['panel', 'panel'],
  ['chipset_maker', 'chipsetMaker'],
  ['ram_gb', 'ramGb'],
  ['storage_gb', 'storageGb'],
  ['card_slot', 'cardSlot'],
  ['main_camera_mp', 'mainCameraMp'],
  ['battery_mah', 'batteryMah'],
  ['wired_charging_w', 'wiredChargingW'],
  ['wireless_charging', 'wirelessCharging'],
  ['has_5g', 'has5g'],
  ['nfc', 'nfc'],
  ['headphone_jack', 'headphoneJack'],
  ['ip_rating', 'ipRating'],
];

/** Rewrites every phone's finder row from the spec sheet stored for it; returns how many phones it read. */
export async function writePhoneFinderRows(tx: Queryable): Promise<number> {
  // phones: every phone's stored spec sheet, to read its finder values
  const phones = await tx.query<{
    id: number;
    company_path: string;
    price: string | null;
    released: string | null;
    detail: unknown;
  }>(`SELECT id, company_path, price, released, detail FROM models WHERE category = 'mobile'`);
  const columns = VALUE_COLUMNS.map(([column]) => column);
  const placeholders = columns.map((_, index) => `$${index + 4}`).join(', ');
  for (const phone of phones) {
    const values = phoneFinderValues({
      price: phone.price,
      released: phone.released,
      detail: typeof phone.detail === 'string' ? JSON.parse(phone.detail) : phone.detail,
    });
    // phones: upsert the finder numbers of one phone
    await tx.query(
      `INSERT INTO phone_finder (model_id, company_path, released, ${columns.join(', ')}) VALUES ($1, $2, $3, ${placeholders})
       ON CONFLICT (model_id) DO UPDATE SET company_path = EXCLUDED.company_path, released = EXCLUDED.released,
         ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}`,
      [phone.id, phone.company_path, phone.released, ...VALUE_COLUMNS.map(([, key]) => values[key])],
    );
  }
  return phones.length;
}

/** How many phones have each finder value (the rest stay unknown and never match that filter). */
export async function phoneFinderCoverage(db: Queryable): Promise<{ phones: number; known: Record<string, number> }> {
  const columns = VALUE_COLUMNS.map(([column]) => column).filter((column) => column !== 'currency');
  // phones: count the stated values of every finder column
  const rows = await db.query<Record<string, number>>(
    `SELECT count(*)::int AS phones, ${columns.map((column) => `count(${column})::int AS ${column}`).join(', ')} FROM phone_finder`,
  );
  const { phones = 0, ...known } = rows[0] ?? {};
  return { phones, known };
}

export function createPhoneStore(db: Queryable) {
  return {
    ...createFinderStore<PhoneIndexRow, PhoneFinderRow>(db, PHONE_FINDER_TABLE),

    /** Brands with at least one listed phone in the finder, in the brand strip's order, and the release years they span. */
    async facets(): Promise<{
      brands: { company_path: string; company: string }[];
      years: { min_year: number | null; max_year: number | null };
    }> {
      // phones: brands present in the finder, in the site's brand order
      const brands = await db.query<{ company_path: string; company: string }>(
        `SELECT f.company_path, coalesce(min(c.name), min(m.company)) AS company
         FROM phone_finder f JOIN models m ON m.id = f.model_id
         LEFT JOIN companies c ON c.category = 'mobile' AND c.path = f.company_path
         WHERE m.published
         GROUP BY f.company_path ORDER BY min(c.ordinal), f.company_path`,
      );
      // phones: the release years the finder spans
      const years = await db.query<{ min_year: number | null; max_year: number | null }>(
        `SELECT min(f.release_year) AS min_year, max(f.release_year) AS max_year
         FROM phone_finder f JOIN models m ON m.id = f.model_id WHERE m.published`,
      );
      return { brands, years: years[0] ?? { min_year: null, max_year: null } };
    },
  };
}

export type PhoneStore = ReturnType<typeof createPhoneStore>;
