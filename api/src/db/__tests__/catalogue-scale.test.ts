import { openDatabase, type Database, type Queryable } from '../database';
import { migrate } from '../migrations';
import { createBikeStore } from '../../modules/bikes/store';
import { createLaptopStore } from '../../modules/laptops/store';
import { createModelStore } from '../../modules/models/store';
import { createPcPartStore } from '../../modules/pc-parts/store';
import { createPhoneStore } from '../../modules/phones/store';
import { seedCatalogue } from '../../seed/seed';
import { startTestApi, TestClient, type TestApi } from '../../../test-support/helpers';
import { seededTemplate } from '../../../test-support/pglite-template';

/** A fresh migrated and seeded database: in-memory PGlite, or a schema of its own in TEST_DATABASE_URL. */
async function freshDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const onPostgres = process.env.API_TEST_DATABASE === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const db = await openDatabase(
    onPostgres
      ? { dataDir: 'memory://', databaseUrl: process.env.TEST_DATABASE_URL, schema }
      : { dataDir: 'memory://', pgliteTemplate: await seededTemplate() },
  );
  if (onPostgres) {
    await migrate(db);
    await seedCatalogue(db);
  }
  await db.exec('VACUUM ANALYZE models');
  await db.exec('VACUUM ANALYZE pc_parts');
  return {
    db,
    async drop() {
      if (onPostgres) await db.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await db.close();
    },
  };
}

/**
 * The first statement a store call sends, planned (not run) with sequential scans priced out, and with `ordered`
 * also sorts and bitmap scans, with `indexOnly` plain index scans (an index-only scan stays possible): tiny test tables
 * make those cheapest; the question is which index the statement can use.
 */
async function planOf(
  db: Database,
  call: (queryable: Queryable) => Promise<unknown>,
  ordered = false,
  indexOnly = false,
): Promise<string> {
  const sent: { sql: string; params: unknown[] }[] = [];
  await call({
    async query<Row>(sql: string, params: unknown[] = []) {
      sent.push({ sql, params });
      return [] as Row[];
    },
  });
  const { sql, params } = sent[0]!;
  return db.transaction(async (tx) => {
    await tx.query('SET LOCAL enable_seqscan = off');
    if (ordered) {
      await tx.query('SET LOCAL enable_sort = off');
      await tx.query('SET LOCAL enable_incremental_sort = off');
      await tx.query('SET LOCAL enable_bitmapscan = off');
    }
    if (indexOnly) await tx.query('SET LOCAL enable_indexscan = off');
    const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('catalogue queries read indexes whose cost does not grow with the catalogue', () => {
  let database: { db: Database; drop: () => Promise<void> };
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.drop());

  it('creates the per-category search and published listing indexes, and none for orders the picker sorts in memory', async () => {
    const rows = await database.db.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename IN ('models', 'model_search', 'pc_parts')`,
    );
    const names = rows.map((row) => row.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        'models_search_mobile',
        'models_search_laptop',
        'models_listing_published',
        'models_category_published',
        'model_search_mobile',
        'model_search_laptop',
        'pc_parts_picker_filter',
      ]),
    );
    // The picker pages from its in-memory index: SQL order indexes over 33,000 parts would only slow every seed.
    expect(names.filter((name) => name.startsWith('pc_parts_order_'))).toEqual([]);
  });

  it('writes search index entries at once, so no search scans a pending list of recent writes', async () => {
    const rows = await database.db.query<{ relname: string; reloptions: string[] | null }>(
      `SELECT relname, reloptions FROM pg_class WHERE relname IN ('models_search_mobile', 'models_search_laptop', 'model_search_mobile', 'model_search_laptop') AND relnamespace = current_schema()::regnamespace`,
    );
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.reloptions).toContain('fastupdate=off');
  });

  it('searches one category through its own GIN index on the narrow search table, not a bitmap of the whole category', async () => {
    const plan = await planOf(database.db, (db) => createModelStore(db).searchModels('mobile', 'pixel 9 pr', 20));
    expect(plan).toMatch(/Bitmap Index Scan on model_search_mobile/);
    expect(plan).not.toMatch(/BitmapAnd|Seq Scan on models/);
    const laptops = await planOf(database.db, (db) => createModelStore(db).searchModels('laptop', 'zephyrus', 20));
    expect(laptops).toMatch(/model_search_laptop/);
    const listed = await planOf(database.db, (db) =>
      createModelStore(db).listModels({ category: 'mobile', search: 'pixel', publishedOnly: true }, 12, 0),
    );
    expect(listed).toMatch(/models_search_mobile/);
  });

  it('skips listing rows in the index alone and reads only the page', async () => {
    const plan = await planOf(database.db, (db) =>
      createModelStore(db).listModels({ category: 'mobile', companyPath: 'samsung', publishedOnly: true }, 12, 36),
    );
    expect(plan).toMatch(/Index Only Scan using models_listing_published/);
  });

  it('reads a picker page the in-memory finder chose by part number, and each maker in one index step', async () => {
    const store = createPcPartStore;
    const byIds = await planOf(database.db, (db) => store(db).finder('cpu').findByIds([1, 2, 3]));
    expect(byIds).toContain('pc_parts_finder_id_key');
    expect(byIds).not.toMatch(/Seq Scan/);
    const makers = await planOf(database.db, (db) => store(db).manufacturers('cpu'), true);
    expect(makers).not.toMatch(/Unique|HashAggregate|GroupAggregate/);
  });

  it("ranks bikes by power to weight along its expression index, never computing every bike's ratio", async () => {
    const plan = await planOf(database.db, (db) => createBikeStore(db).rankedByPowerToWeight(8), true);
    expect(plan).toMatch(/Index Scan using models_bike_power_to_weight/);
    expect(plan).not.toMatch(/Sort|Seq Scan/);
  });

  it('reads a whole finder a chunk at a time along the model id index, never sorting the catalogue', async () => {
    const reads = [
      (db: Queryable) => createPhoneStore(db).indexRows(),
      (db: Queryable) => createPhoneStore(db).pageRows(),
      (db: Queryable) => createLaptopStore(db).pageRows(),
      (db: Queryable) => createPcPartStore(db).finder('cpu').indexRows(),
    ];
    for (const read of reads) {
      const plan = await planOf(database.db, read, true);
      expect(plan).toMatch(/Index (Only )?Scan using (phone_finder_pkey|laptop_finder_pkey|pc_parts_finder_id_key)/);
      expect(plan).not.toMatch(/Sort|Seq Scan/);
    }
  });

  it('keeps the search table in step with every insert, update and delete of a model', async () => {
    const { db } = database;
    const found = async (text: string) =>
      (await createModelStore(db).searchModels('mobile', text, 20)).map((row) => row.name);
    const [added] = await db.query<{ id: number }>(
      // With a spec sheet (features): a model without one is never published, so never found.
      `INSERT INTO models (category, company, company_path, path, name, ordinal, detail)
       VALUES ('mobile', 'Quokka', 'quokka', 'qk-1', 'Quokka One', 9999, '{"features": {}}') RETURNING id`,
    );
    expect(await found('quokka on')).toEqual(['Quokka One']);
    await db.query(`UPDATE models SET name = 'Wombat Two' WHERE id = $1`, [added!.id]);
    expect(await found('quokka on')).toEqual([]);
    expect(await found('wombat')).toEqual(['Wombat Two']);
    await db.query('UPDATE models SET published = false WHERE id = $1', [added!.id]);
    expect(await found('wombat')).toEqual([]);
    await db.query('DELETE FROM models WHERE id = $1', [added!.id]);
    expect(await db.query('SELECT model_id FROM model_search WHERE model_id = $1', [added!.id])).toEqual([]);
  });
});

describe('search keeps its meaning: words of brand, name, series or path, the last one as a prefix', () => {
  let server: TestApi;
  let client: TestClient;
  beforeAll(async () => {
    server = await startTestApi();
    client = new TestClient(server.url);
  });
  afterAll(() => server.close());

  const names = async (field: 'searchMobiles' | 'searchLaptops', key: string) =>
    (
      (await client.data(`query($k: String!) { ${field}(searchKey: $k) { name } }`, { k: key }))[field] as {
        name: string;
      }[]
    ).map((hit) => hit.name);

  it('finds a model from part of its last word, in any case, with the brand or the path form', async () => {
    expect(await names('searchMobiles', 'galax')).toEqual(expect.arrayContaining(['Galaxy S25', 'Galaxy S23']));
    expect(await names('searchMobiles', 'PIXEL 9 PR')).toEqual(
      expect.arrayContaining(['Pixel 9 Pro', 'Pixel 9 Pro XL', 'Pixel 9 Pro Fold']),
    );
    expect(await names('searchMobiles', 'PIXEL 9 PR')).not.toContain('Pixel 9a');
    expect(await names('searchMobiles', 'samsung galaxy s2')).toEqual(
      expect.arrayContaining(['Galaxy S25 Ultra', 'Galaxy S20 FE (Exynos)']),
    );
    expect(await names('searchMobiles', 'pixel-9-pro-xl')).toContain('Pixel 9 Pro XL');
    expect(await names('searchMobiles', 'fairph')).toContain('The Fairphone (Gen. 6)');
    expect((await names('searchLaptops', 'rog zeph'))[0]).toMatch(/^ROG Zephyrus/);
  });

  it('matches from the start of a word, not inside one, and ranks an exact name first', async () => {
    expect(await names('searchMobiles', 'xel')).toEqual([]);
    expect((await names('searchMobiles', 'pixel 9 pro xl'))[0]).toBe('Pixel 9 Pro XL');
  });

  it('pages a brand listing in the same order as one long page', async () => {
    const LIST = `query($page: Int, $limit: Int) { mobileModels(input: { company: "samsung" }, page: $page, limit: $limit) { data { path } } }`;
    const whole = (await client.data(LIST, { page: 1, limit: 60 })).mobileModels.data as { path: string }[];
    const pages: { path: string }[] = [];
    for (let page = 1; page <= 5; page++)
      pages.push(...(await client.data(LIST, { page, limit: 12 })).mobileModels.data);
    expect(whole.length).toBeGreaterThan(24);
    expect(pages.map((row) => row.path)).toEqual(whole.map((row) => row.path));
    // The kept listing order is the catalogue's: published models of the brand by ordinal, then id.
    const listed = await server.api.db.query<{ path: string }>(
      `SELECT path FROM models WHERE category = 'mobile' AND company_path = 'samsung' AND published ORDER BY ordinal, id LIMIT 60`,
    );
    expect(whole.map((row) => row.path)).toEqual(listed.map((row) => row.path));
    const beyond = await client.data(
      `{ mobileModels(input: { company: "samsung" }, page: 500, limit: 12) { data { path } pagination { totalItems currentPage } } }`,
    );
    expect(beyond.mobileModels.data).toEqual([]);
    expect(beyond.mobileModels.pagination.totalItems).toBeGreaterThan(24);
  });
});
