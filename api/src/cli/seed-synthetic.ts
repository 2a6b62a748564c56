import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT, loadConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { migrate } from '../db/migrations';
import { seedCatalogue } from '../seed/seed';

/**
 * Fills a SEPARATE database with N synthetic phones (with finder numbers), M synthetic laptops (with finder numbers), P synthetic PC parts
 * and B synthetic bikes for scale tests and benchmarks.
 *   pnpm --filter @gadgets/api seed:synthetic [--count 100000] [--laptops 100000] [--parts <count>] [--bikes <count>] [--data-dir api/.data-synthetic]
 * With DATABASE_URL it writes to the schema SYNTHETIC_SCHEMA (default "synthetic"), never the default schema.
 * It refuses to touch the API's default data folder.
 */
export const DEFAULT_SYNTHETIC_DIR = path.join(API_ROOT, '.data-synthetic');

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/**
 * N laptops spread over the real laptop brands, each with finder numbers spread over realistic ranges (primes keep
 * the columns from moving together), so filters and sorts meet the same selectivity as a large real catalogue.
 */
async function addSyntheticLaptops(db: Database, count: number) {
  // synthetic: remove an earlier run's laptops (their finder rows go with them)
  await db.query(`DELETE FROM models WHERE category = 'laptop' AND path LIKE 'synthetic-laptop-%'`);
  if (count === 0) return;
  // synthetic: add `count` laptops in one statement
  await db.query(
    `WITH brands AS (SELECT array_agg(name ORDER BY ordinal) AS names FROM companies WHERE category = 'laptop'),
          template AS (SELECT detail FROM models WHERE category = 'laptop' ORDER BY id LIMIT 1)
     INSERT INTO models (category, company, company_path, path, name, series, img, ordinal, description, price, released, published, detail)
     SELECT 'laptop', brand, lower(replace(brand, ' ', '')), 'synthetic-laptop-' || n, 'Synthetic Book ' || n, 'Synthetic',
            '/media/laptops/synthetic-' || (n % 997) || '.svg', 1000 + n, 'Synthetic test laptop ' || n, NULL,
            (2019 + n % 8) || '-' || lpad((1 + n % 12)::text, 2, '0'), true,
            jsonb_set(template.detail, '{headerBanner,title}', to_jsonb(brand || ' Synthetic Book ' || n))
     FROM generate_series(1, $1::int) AS n
     CROSS JOIN brands CROSS JOIN template
     CROSS JOIN LATERAL (SELECT brands.names[1 + n % array_length(brands.names, 1)] AS brand) b`,
    [count],
  );
  // synthetic: the finder numbers of the laptops just added
  await db.query(
    `INSERT INTO laptop_finder (model_id, company_path, released, price_cents, currency, screen_inches, ram_gb, storage_gb,
                                weight_kg, battery_wh, release_year, cpu_family, gpu_kind, os)
     SELECT m.id, m.company_path, m.released,
            CASE WHEN n % 10 = 0 THEN NULL ELSE 19999 + (n * 7919) % 400000 END, CASE WHEN n % 10 = 0 THEN NULL ELSE 'USD' END,
            (ARRAY[13.3, 14, 15.6, 16, 17.3, 18])[1 + n % 6], (ARRAY[8, 16, 32, 64])[1 + (n / 7) % 4],
            (ARRAY[256, 512, 1024, 2048])[1 + (n / 11) % 4], round((0.9 + ((n * 37) % 330) / 100.0)::numeric, 2),
            40 + (n * 13) % 60, 2019 + n % 8,
            (ARRAY['INTEL_CORE_ULTRA', 'INTEL_CORE', 'AMD_RYZEN', 'QUALCOMM_SNAPDRAGON', 'INTEL_OTHER'])[1 + (n / 3) % 5],
            CASE WHEN n % 3 = 0 THEN 'DEDICATED' ELSE 'INTEGRATED' END,
            CASE WHEN n % 17 = 0 THEN 'CHROMEOS' ELSE 'WINDOWS' END
     FROM models m CROSS JOIN LATERAL (SELECT substr(m.path, 18)::int AS n) number
     WHERE m.category = 'laptop' AND m.path LIKE 'synthetic-laptop-%'`,
  );
}

/**
 * N bikes: copies of the real bikes (round robin, so every brand and engine size grows in proportion) under new paths
 * and names, after the real ones in their brand's order, so the catalogue's finder meets a catalogue N bikes larger.
 */
async function addSyntheticBikes(db: Database, count: number) {
  // synthetic: remove an earlier run's bikes
  await db.query(`DELETE FROM models WHERE category = 'bike' AND path LIKE 'synthetic-bike-%'`);
  if (count === 0) return;
  // synthetic: add `count` bikes in one statement
  await db.query(
    `WITH source AS (SELECT *, (row_number() OVER (ORDER BY id) - 1)::int AS k
                     FROM models WHERE category = 'bike' AND path NOT LIKE 'synthetic-bike-%')
     INSERT INTO models (category, company, company_path, path, name, series, img, ordinal, description, price, released,
                         published, power_hp, torque_nm, displacement_cc, top_speed, mileage_kmpl, detail, list_price,
                         price_currency)
     SELECT 'bike', company, company_path, 'synthetic-bike-' || n, name || ' S' || n, series, img, 1000 + n, description,
            price, released, published, power_hp, torque_nm, displacement_cc, top_speed, mileage_kmpl, detail, list_price,
            price_currency
     FROM generate_series(1, $1::int) AS n JOIN source ON source.k = n % (SELECT count(*) FROM source)::int`,
    [count],
  );
}

/**
 * The phone finder numbers of the synthetic phones, spread over realistic values (primes keep the columns from moving
 * together, some values unknown as in the real catalogue), so finder filters meet a large catalogue's selectivity.
 */
async function addSyntheticPhoneFinderRows(db: Database) {
  // synthetic: the finder numbers of the phones just added
  await db.query(
    `INSERT INTO phone_finder (model_id, company_path, released, price_cents, currency, release_year, display_inches, resolution_short_px,
                               refresh_hz, panel, chipset_maker, ram_gb, storage_gb, card_slot, main_camera_mp, battery_mah,
                               wired_charging_w, wireless_charging, has_5g, nfc, headphone_jack, ip_rating)
     SELECT m.id, m.company_path, m.released, (199 + n % 1200) * 100, 'USD', 2019 + n % 7,
            (ARRAY[5.8, 6.1, 6.3, 6.5, 6.7, 6.9])[1 + n % 6], (ARRAY[720, 1080, 1080, 1440])[1 + n % 4],
            CASE WHEN n % 9 = 0 THEN NULL ELSE (ARRAY[60, 90, 120, 120, 144])[1 + (n / 3) % 5] END,
            CASE WHEN n % 4 = 0 THEN 'LCD' ELSE 'OLED' END,
            (ARRAY['QUALCOMM', 'MEDIATEK', 'APPLE', 'GOOGLE', 'SAMSUNG', 'HISILICON'])[1 + (n / 7) % 6],
            (ARRAY[4, 6, 8, 12, 16])[1 + (n / 11) % 5], (ARRAY[64, 128, 256, 512, 1024])[1 + (n / 13) % 5],
            CASE WHEN n % 3 = 0 THEN 'YES' ELSE 'NO' END, (ARRAY[12, 48, 50, 64, 108, 200])[1 + (n / 17) % 6],
            CASE WHEN n % 23 = 0 THEN NULL ELSE 3000 + (n * 37) % 3500 END,
            CASE WHEN n % 5 = 0 THEN NULL ELSE (ARRAY[18, 25, 33, 45, 67, 100])[1 + (n / 19) % 6] END,
            CASE WHEN n % 2 = 0 THEN 'YES' ELSE NULL END, CASE WHEN n % 4 = 3 THEN NULL ELSE 'YES' END,
            CASE WHEN n % 5 = 4 THEN 'NO' ELSE 'YES' END, CASE WHEN n % 6 = 0 THEN 'YES' ELSE 'NO' END,
            CASE WHEN n % 3 = 0 THEN NULL WHEN n % 3 = 1 THEN 67 ELSE 68 END
     FROM models m CROSS JOIN LATERAL (SELECT substr(m.path, 11)::int AS n) number
     WHERE m.category = 'mobile' AND m.path ~ '^synthetic-[0-9]+$'`,
  );
}

/**
 * N PC parts: copies of the real parts (round robin, so every category grows in proportion) under new ids and names,
 * with every stored picker column, so the part picker meets a catalogue N parts larger.
 */
async function addSyntheticParts(db: Database, count: number) {
  // synthetic: remove an earlier run's parts
  await db.query(`DELETE FROM pc_parts WHERE id LIKE 'synthetic-part-%'`);
  if (count === 0) return;
  // synthetic: the stored (not generated, not numbered by the database) columns of pc_parts, so the copy follows later
  // migrations
  const columns = (
    await db.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = 'pc_parts' AND is_generated = 'NEVER' AND is_identity = 'NO'
         AND column_name NOT IN ('id', 'name')
       ORDER BY ordinal_position`,
    )
  ).map((row) => `"${row.column_name}"`);
  // synthetic: add `count` parts in one statement
  await db.query(
    `WITH source AS (SELECT *, (row_number() OVER (ORDER BY id) - 1)::int AS k, (count(*) OVER ())::int AS total FROM pc_parts)
     INSERT INTO pc_parts (id, name, ${columns.join(', ')})
     SELECT 'synthetic-part-' || n, source.name || ' S' || n, ${columns.map((column) => `source.${column}`).join(', ')}
     FROM generate_series(1, $1::int) AS n JOIN source ON source.k = n % source.total`,
    [count],
  );
}

async function main() {
  const count = Number(argument('count') ?? process.env.SYNTHETIC_COUNT ?? 100_000);
  if (!Number.isInteger(count) || count < 1 || count > 5_000_000)
    throw new Error('--count must be between 1 and 5,000,000');
  const laptops = Number(argument('laptops') ?? process.env.SYNTHETIC_LAPTOPS ?? 100_000);
  if (!Number.isInteger(laptops) || laptops < 0 || laptops > 5_000_000)
    throw new Error('--laptops must be between 0 and 5,000,000');
  const parts = Number(argument('parts') ?? process.env.SYNTHETIC_PARTS ?? count);
  if (!Number.isInteger(parts) || parts < 0 || parts > 5_000_000)
    throw new Error('--parts must be between 0 and 5,000,000');
  const bikes = Number(argument('bikes') ?? process.env.SYNTHETIC_BIKES ?? count);
  if (!Number.isInteger(bikes) || bikes < 0 || bikes > 5_000_000)
    throw new Error('--bikes must be between 0 and 5,000,000');
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'info' });
  const dataDir = path.resolve(argument('data-dir') ?? DEFAULT_SYNTHETIC_DIR);
  const schema = process.env.SYNTHETIC_SCHEMA ?? 'synthetic';
  if (!config.databaseUrl && dataDir === path.resolve(config.dataDir)) {
    throw new Error(`refusing to write synthetic data into the default database folder ${dataDir}`);
  }
  if (
    config.databaseUrl &&
    (!/^[a-z_][a-z0-9_]*$/.test(schema) || schema === 'public' || schema === config.databaseSchema)
  ) {
    throw new Error('SYNTHETIC_SCHEMA must be a separate lower-case schema, not public or DATABASE_SCHEMA');
  }
  const db = await openDatabase({
    dataDir,
    databaseUrl: config.databaseUrl,
    schema: config.databaseUrl ? schema : undefined,
  });
  try {
    await migrate(db);
    await seedCatalogue(db);
    const started = Date.now();
    // synthetic: remove an earlier synthetic run, then add `count` phones in one statement
    await db.query(`DELETE FROM models WHERE category = 'mobile' AND path LIKE 'synthetic-%'`);
    await db.query(
      `WITH brands AS (SELECT array_agg(name ORDER BY ordinal) AS names FROM companies WHERE category = 'mobile'),
            template AS (SELECT detail FROM models WHERE category = 'mobile' ORDER BY id LIMIT 1)
       INSERT INTO models (category, company, company_path, path, name, series, img, ordinal, description, price, released, published, detail)
       SELECT 'mobile', brand, lower(replace(brand, ' ', '')), 'synthetic-' || n, model_name, series,
              '/media/phones/synthetic-' || (n % 997) || '.svg', 1000 + n,
              'Synthetic test phone ' || n, '$' || (199 + n % 1200), '2025-01', true,
              jsonb_set(template.detail, '{headerBanner,title}', to_jsonb(brand || ' ' || model_name))
       FROM generate_series(1, $1::int) AS n
       CROSS JOIN brands CROSS JOIN template
       CROSS JOIN LATERAL (SELECT brands.names[1 + n % array_length(brands.names, 1)] AS brand) b
       CROSS JOIN LATERAL (SELECT (ARRAY['Nova','Astra','Pulse','Edge','Prime','Vivid','Zen','Flux','Aero','Core','Spark','Orbit','Terra','Lumen','Echo','Volt','Nexa','Rapid','Sol','Wave'])[1 + n % 20] AS series) s
       CROSS JOIN LATERAL (SELECT series || ' ' || (ARRAY['Lite','Plus','Pro','Max','Ultra','Mini','Neo','One','X','S','Air','Fold','Flip','Go','Power'])[1 + (n / 20) % 15] || ' ' || n AS model_name) m`,
      [count],
    );
    await addSyntheticPhoneFinderRows(db);
    await addSyntheticLaptops(db, laptops);
    await addSyntheticParts(db, parts);
    await addSyntheticBikes(db, bikes);
    // synthetic: flush the GIN pending list and refresh planner statistics after the bulk load (search is ~10x faster)
    await db.exec('VACUUM ANALYZE models');
    await db.exec('VACUUM ANALYZE model_search');
    await db.exec('VACUUM ANALYZE laptop_finder');
    await db.exec('VACUUM ANALYZE phone_finder');
    await db.exec('VACUUM ANALYZE pc_parts');
    // What this folder holds, so the benchmark knows to seed again after the generator gained a category.
    if (!config.databaseUrl) {
      writeFileSync(path.join(dataDir, 'synthetic.json'), JSON.stringify({ phones: count, laptops, parts, bikes }));
    }
    const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM models`);
    console.log(
      `synthetic catalogue ready: ${count} phones, ${laptops} laptops, ${parts} PC parts and ${bikes} bikes added in ${((Date.now() - started) / 1000).toFixed(1)} s, ${total[0]!.n} models in ${config.databaseUrl ? `schema ${schema}` : dataDir}`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
