import { startTestApi, TestClient, type TestApi } from '../../../../test-support/helpers';

let server: TestApi;
let client: TestClient;

beforeAll(async () => {
  server = await startTestApi();
  client = new TestClient(server.url);
});
afterAll(() => server.close());

interface Standing {
  key: string;
  value: number;
  higherIsBetter: boolean;
  percentile: number;
  rankedAmong: number;
}

/** The standing computed straight from the catalogue's values: the share beaten, rounded down, and how many state it. */
function expected(values: readonly number[], value: number, higherIsBetter: boolean) {
  const beaten = values.filter((other) => (higherIsBetter ? other < value : other > value)).length;
  return { percentile: Math.floor((100 * beaten) / values.length), rankedAmong: values.length };
}

const numbers = (rows: { value: number | string | null }[]) =>
  rows.flatMap((row) => (row.value === null ? [] : [Number(row.value)]));

describe('spec standings', () => {
  it("rank a phone's battery, display, refresh rate and price among the listed phones that state them", async () => {
    const db = server.api.db;
    // A listed phone stating all four numbers, from the middle of the catalogue.
    const [phone] = await db.query<{ model_id: number; company_path: string; path: string }>(
      `SELECT f.model_id, f.company_path, m.path FROM phone_finder f JOIN models m ON m.id = f.model_id
       WHERE m.published AND f.battery_mah IS NOT NULL AND f.display_inches IS NOT NULL AND f.refresh_hz IS NOT NULL
         AND f.price_cents IS NOT NULL
       ORDER BY f.battery_mah, f.model_id OFFSET 5 LIMIT 1`,
    );
    const query = `query($company: String!, $path: String!) {
      mobileFeature(company: $company, path: $path) { standing { key value higherIsBetter percentile rankedAmong } }
    }`;
    const variables = { company: phone!.company_path, path: phone!.path };
    const standing = (await client.data(query, variables)).mobileFeature.standing as Standing[];
    expect(standing.map((entry) => entry.key)).toEqual(['BATTERY', 'DISPLAY_SIZE', 'REFRESH_RATE', 'PRICE']);

    const columns = { BATTERY: 'battery_mah', DISPLAY_SIZE: 'display_inches', REFRESH_RATE: 'refresh_hz' } as const;
    for (const entry of standing) {
      const column = entry.key === 'PRICE' ? 'price_cents' : columns[entry.key as keyof typeof columns];
      const all = numbers(
        await db.query<{ value: number | null }>(
          `SELECT f.${column} AS value FROM phone_finder f JOIN models m ON m.id = f.model_id WHERE m.published`,
        ),
      );
      const [own] = await db.query<{ value: number }>(
        `SELECT ${column} AS value FROM phone_finder WHERE model_id = $1`,
        [phone!.model_id],
      );
      const higherIsBetter = entry.key !== 'PRICE';
      expect(entry).toEqual({
        key: entry.key,
        value: entry.key === 'PRICE' ? Number(own!.value) / 100 : Number(own!.value),
        higherIsBetter,
        ...expected(all, Number(own!.value), higherIsBetter),
      });
    }
    // The same answer again (from the result cache now).
    expect((await client.data(query, variables)).mobileFeature.standing).toEqual(standing);
  });

  it("rank a bike's power, torque and kerb weight among the published bikes, lighter being better", async () => {
    const db = server.api.db;
    const weight = `CASE WHEN jsonb_typeof(detail->'kerbWeightKg') = 'number' THEN (detail->>'kerbWeightKg')::float8 END`;
    const [bike] = await db.query<{
      company_path: string;
      path: string;
      power: number;
      torque: number;
      weight: number;
    }>(
      `SELECT company_path, path, power_hp AS power, torque_nm AS torque, ${weight} AS weight FROM models
       WHERE category = 'bike' AND published AND power_hp IS NOT NULL AND torque_nm IS NOT NULL AND ${weight} IS NOT NULL
       ORDER BY power_hp, id OFFSET 3 LIMIT 1`,
    );
    const standing = (
      await client.data(
        `query($company: String!, $path: String!) {
          getBikeFeature(company: $company, path: $path) { standing { key value higherIsBetter percentile rankedAmong } }
        }`,
        { company: bike!.company_path, path: bike!.path },
      )
    ).getBikeFeature.standing as Standing[];
    const published = async (value: string) =>
      numbers(await db.query(`SELECT ${value} AS value FROM models WHERE category = 'bike' AND published`));
    expect(standing).toEqual([
      {
        key: 'POWER',
        value: bike!.power,
        higherIsBetter: true,
        ...expected(await published('power_hp'), bike!.power, true),
      },
      {
        key: 'TORQUE',
        value: bike!.torque,
        higherIsBetter: true,
        ...expected(await published('torque_nm'), bike!.torque, true),
      },
      {
        key: 'WEIGHT',
        value: bike!.weight,
        higherIsBetter: false,
        ...expected(await published(weight), bike!.weight, false),
      },
    ]);
    // A real ranking, not a corner: some bikes are heavier and some lighter.
    expect(standing[2]!.percentile).toBeGreaterThan(0);
    expect(standing[2]!.rankedAmong).toBeGreaterThan(10);
  });
  it("rank a laptop's battery, screen, weight and price among the listed laptops, lighter and cheaper being better", async () => {
    const db = server.api.db;
    const [laptop] = await db.query<{ model_id: number; company_path: string; path: string }>(
      `SELECT f.model_id, f.company_path, m.path FROM laptop_finder f JOIN models m ON m.id = f.model_id
       WHERE m.published AND f.battery_wh IS NOT NULL AND f.screen_inches IS NOT NULL AND f.weight_kg IS NOT NULL
         AND f.price_cents IS NOT NULL
       ORDER BY f.weight_kg, f.model_id OFFSET 4 LIMIT 1`,
    );
    const standing = (
      await client.data(
        `query($company: String!, $path: String!) {
          laptopFeature(company: $company, path: $path) { standing { key value higherIsBetter percentile rankedAmong } }
        }`,
        { company: laptop!.company_path, path: laptop!.path },
      )
    ).laptopFeature.standing as Standing[];
    const columns = {
      BATTERY_WH: 'battery_wh',
      DISPLAY_SIZE: 'screen_inches',
      WEIGHT: 'weight_kg',
      PRICE: 'price_cents',
    };
    expect(standing.map((entry) => entry.key)).toEqual(Object.keys(columns));
    for (const entry of standing) {
      const column = columns[entry.key as keyof typeof columns];
      const listed = numbers(
        await db.query(
          `SELECT f.${column} AS value FROM laptop_finder f JOIN models m ON m.id = f.model_id WHERE m.published`,
        ),
      );
      const [own] = await db.query<{ value: number }>(
        `SELECT ${column} AS value FROM laptop_finder WHERE model_id = $1`,
        [laptop!.model_id],
      );
      const higherIsBetter = entry.key === 'BATTERY_WH' || entry.key === 'DISPLAY_SIZE';
      expect(entry).toEqual({
        key: entry.key,
        value: entry.key === 'PRICE' ? Number(own!.value) / 100 : Number(own!.value),
        higherIsBetter,
        ...expected(listed, Number(own!.value), higherIsBetter),
      });
    }
  });

  it("rank a processor's cores, TDP and list price among the processors, and a case by nothing it does not state", async () => {
    const db = server.api.db;
    const [cpu] = await db.query<{ id: string; cores: number; tdp: number; price: number }>(
      `SELECT id, cores, tdp_w AS tdp, list_price_cents AS price FROM pc_part_finder
       WHERE category = 'cpu' AND cores IS NOT NULL AND tdp_w IS NOT NULL AND list_price_cents IS NOT NULL
       ORDER BY cores, model_id OFFSET 3 LIMIT 1`,
    );
    const query = `query($id: ID!) { pcPart(id: $id) { standing { key value higherIsBetter percentile rankedAmong } } }`;
    const standing = (await client.data(query, { id: cpu!.id })).pcPart.standing as Standing[];
    const processors = async (column: string) =>
      numbers(await db.query(`SELECT ${column} AS value FROM pc_part_finder WHERE category = 'cpu'`));
    expect(standing).toEqual([
      {
        key: 'CORES',
        value: cpu!.cores,
        higherIsBetter: true,
        ...expected(await processors('cores'), cpu!.cores, true),
      },
      { key: 'TDP', value: cpu!.tdp, higherIsBetter: false, ...expected(await processors('tdp_w'), cpu!.tdp, false) },
      {
        key: 'PRICE',
        value: cpu!.price / 100,
        higherIsBetter: false,
        ...expected(await processors('list_price_cents'), cpu!.price, false),
      },
    ]);
    expect(standing[0]!.rankedAmong).toBeGreaterThan(10);

    // A case has no cores or TDP: only the numbers it states are ranked.
    const [pcCase] = await db.query<{ id: string; priced: boolean }>(
      `SELECT id, list_price_cents IS NOT NULL AS priced FROM pc_part_finder WHERE category = 'case' ORDER BY model_id LIMIT 1`,
    );
    const caseStanding = (await client.data(query, { id: pcCase!.id })).pcPart.standing as Standing[];
    expect(caseStanding.map((entry) => entry.key)).toEqual(pcCase!.priced ? ['PRICE'] : []);
  });
});
