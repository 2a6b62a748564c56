import { checkCandidate, type PartInput } from '@gadgets/pc-compatibility';
import { launchPrices, pcPartRecords, type PartRecord } from '../../../seed/pc-part-records';
import { startTestApi, TestClient, firstError, type TestApi } from '../../../../test-support/helpers';

/** The imported catalogue as the engine reads it: every part of the seed, by API category. */
const RECORDS = pcPartRecords();
const recordsOf = (category: string) => RECORDS.filter((record) => record.category === category.toLowerCase());
const asPart = (record: PartRecord): PartInput => ({
  id: record.id,
  name: record.name,
  category: record.category,
  specs: record,
});

let server: TestApi;
let visitor: TestClient;

beforeAll(async () => {
  server = await startTestApi();
  visitor = new TestClient(server.url);
});
afterAll(() => server.close());

const PICKER = `query($category: PcPartCategory!, $filter: PcPartFilter, $build: [ID!], $only: Boolean, $sort: PcPartSortField, $desc: Boolean, $page: Int, $limit: Int) {
  pcPartPicker(category: $category, filter: $filter, compatibleWith: $build, compatibleOnly: $only, sort: $sort, descending: $desc, page: $page, limit: $limit) {
    items { compatible problems { rule severity message partIds } part { id name category socket memoryType listPrice { amountCents currency kind source sourceUrl sources { title url } } specs } }
    pagination { currentPage totalPages totalItems itemsPerPage hasNextPage hasPreviousPage }
    manufacturers
  }
}`;

type Part = { id: string; name: string; category: string; specs: Record<string, unknown> };
type Item = {
  compatible: boolean;
  problems: { rule: string; severity: string; message: string }[];
  part: Part & {
    socket: string | null;
    listPrice: { amountCents: number; currency: string; sourceUrl: string | null } | null;
  };
};

async function picker(variables: Record<string, unknown>) {
  return (await visitor.data(PICKER, variables)).pcPartPicker as {
    items: Item[];
    pagination: { totalItems: number; totalPages: number; hasNextPage: boolean };
    manufacturers: string[];
  };
}

async function partNamed(category: string, name: string): Promise<Part> {
  const { items } = await picker({ category, filter: { search: name }, only: false, limit: 5 });
  const found = items.find((item) => item.part.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found.part;
}

describe('the part picker', () => {
  it('pages, sorts and filters one category on stored columns, with list prices labelled and sourced', async () => {
    const cpus = recordsOf('CPU');
    const first = await picker({ category: 'CPU', sort: 'PRICE', desc: true, limit: 10 });
    const pages = Math.ceil(cpus.length / 10);
    expect(first.pagination).toMatchObject({ totalItems: cpus.length, totalPages: pages, hasNextPage: true });
    expect(first.items).toHaveLength(10);
    const priceOf = launchPrices();
    const dearest = Math.max(...cpus.map((record) => priceOf(record)?.amount ?? 0));
    expect(first.items[0]!.part.listPrice).toMatchObject({
      amountCents: dearest * 100,
      currency: 'USD',
      kind: 'PART',
      sourceUrl: expect.stringMatching(/^https:\/\//),
    });
    expect(
      (first.items[0]!.part.listPrice as unknown as { sources: { url: string }[] }).sources.length,
    ).toBeGreaterThanOrEqual(1);
    // Parts without a published launch price have none, and sort after the priced ones.
    const last = await picker({ category: 'CPU', sort: 'PRICE', desc: true, page: pages, limit: 10 });
    expect(last.items.every((item) => item.part.listPrice === null)).toBe(true);
    expect(first.manufacturers).toEqual(['AMD', 'Intel']);

    const boards = await picker({
      category: 'MOTHERBOARD',
      filter: { sockets: ['AM4'], boardFormFactors: ['ATX'] },
      limit: 50,
    });
    expect(boards.items.length).toBeGreaterThan(0);
    expect(boards.items.every((item) => item.part.socket === 'AM4' && item.part.specs.form_factor === 'ATX')).toBe(
      true,
    );
    const drives = await picker({
      category: 'STORAGE',
      filter: { storageInterfaces: ['SATA'], minCapacityGb: 4000 },
      sort: 'CAPACITY',
      desc: true,
    });
    expect(
      drives.items.every(
        (item) => String(item.part.specs.interface).startsWith('SATA') && Number(item.part.specs.capacity_gb) >= 4000,
      ),
    ).toBe(true);
    expect(firstError(await visitor.request(PICKER, { category: 'CPU', limit: 500 })).extensions?.field).toBe('limit');
  });

  it("counts every option with the build's compatibility and the other filters applied", async () => {
    const cpu = await partNamed('CPU', 'AMD Ryzen 7 9700X');
    const COUNTS = `query($build: [ID!], $filter: PcPartFilter) {
      pcPartPicker(category: MOTHERBOARD, compatibleWith: $build, filter: $filter, limit: 1) {
        pagination { totalItems } optionCounts { key options { value count } }
      }
    }`;
    type Answer = {
      pagination: { totalItems: number };
      optionCounts: { key: string; options: { value: string; count: number }[] }[];
    };
    const answer = (await visitor.data(COUNTS, { build: [cpu.id], filter: { boardFormFactors: ['ATX'] } }))
      .pcPartPicker as Answer;
    const counts = (key: string) =>
      new Map(
        answer.optionCounts.find((group) => group.key === key)!.options.map((option) => [option.value, option.count]),
      );
    // The build's AM5 processor leaves no board of another socket: those options stay, with their zero.
    expect(counts('sockets').get('LGA1700')).toBe(0);
    expect(counts('sockets').get('AM5')).toBe(answer.pagination.totalItems);
    const microAtx = (
      await picker({ category: 'MOTHERBOARD', build: [cpu.id], filter: { boardFormFactors: ['Micro-ATX'] }, limit: 1 })
    ).pagination.totalItems;
    expect(counts('boardFormFactors').get('Micro-ATX')).toBe(microAtx);
    const makers = [...counts('manufacturers').values()].reduce((sum, count) => sum + count, 0);
    expect(makers).toBe(answer.pagination.totalItems);
  });

  it("filters each kind of part by its own fields, with every option's count", async () => {
    const FIELDS = `query($category: PcPartCategory!, $filter: PcPartFilter) {
      pcPartPicker(category: $category, filter: $filter, limit: 1) {
        pagination { totalItems } optionCounts { key values counts }
      }
    }`;
    type Answer = {
      pagination: { totalItems: number };
      optionCounts: { key: string; values: string[]; counts: number[] }[];
    };
    const ask = async (category: string, fields: unknown[]) =>
      (await visitor.data(FIELDS, { category, filter: { fields } })).pcPartPicker as Answer;
    const countOf = (answer: Answer, key: string, value: string) => {
      const group = answer.optionCounts.find((candidate) => candidate.key === key)!;
      return group.counts[group.values.indexOf(value)];
    };

    const gpus = await ask('GPU', [
      { field: 'chipset', values: ['GeForce RTX 4070'] },
      { field: 'length', max: 300 },
    ]);
    const expected = recordsOf('GPU').filter(
      (record) => record.chipset === 'GeForce RTX 4070' && record.length_mm !== null && Number(record.length_mm) <= 300,
    ).length;
    expect(expected).toBeGreaterThan(5);
    expect(gpus.pagination.totalItems).toBe(expected);
    expect(countOf(gpus, 'chipset', 'GeForce RTX 4070')).toBe(expected);
    expect(countOf(gpus, 'length', '300')).toBe(expected);
    // Another chipset's count keeps the length filter: what choosing it instead would leave.
    expect(countOf(gpus, 'chipset', 'GeForce RTX 4090')).toBe(
      recordsOf('GPU').filter((record) => record.chipset === 'GeForce RTX 4090' && Number(record.length_mm) <= 300)
        .length,
    );

    // A part states several values of a listed filter: a power supply with the 16-pin connector.
    const psus = await ask('PSU', [{ field: 'powerConnectors', values: ['12VHPWR / 12V-2x6'] }]);
    const sixteenPin = recordsOf('PSU').filter(
      (record) => Number((record.connectors as { pcie_12vhpwr: number } | null)?.pcie_12vhpwr) > 0,
    ).length;
    expect(psus.pagination.totalItems).toBe(sixteenPin);

    const monitors = await ask('MONITOR', [
      { field: 'refreshRate', min: 144 },
      { field: 'panel', values: ['OLED'] },
    ]);
    expect(monitors.pagination.totalItems).toBe(
      recordsOf('MONITOR').filter((record) => record.panel_type === 'OLED' && Number(record.refresh_rate_hz) >= 144)
        .length,
    );

    const unknown = await visitor.request(FIELDS, {
      category: 'CPU',
      filter: { fields: [{ field: 'chipset', values: ['X'] }] },
    });
    expect(firstError(unknown).message).toBe('CPU parts have no filter "chipset"');
    const wrongShape = await visitor.request(FIELDS, {
      category: 'GPU',
      filter: { fields: [{ field: 'chipset', min: 3 }] },
    });
    expect(firstError(wrongShape).message).toBe('Chipset takes values, not bounds');
  });

  it('lists only what the build takes by default, and says why a part does not fit when asked for all', async () => {
    const cpu = await partNamed('CPU', 'AMD Ryzen 7 9700X');
    const compatible = await picker({ category: 'MOTHERBOARD', build: [cpu.id], limit: 50 });
    expect(compatible.items.length).toBeGreaterThan(10);
    expect(compatible.items.every((item) => item.compatible && item.part.socket === 'AM5')).toBe(true);

    const everything = await picker({
      category: 'MOTHERBOARD',
      build: [cpu.id],
      only: false,
      filter: { sockets: ['LGA1700'] },
      limit: 1,
    });
    expect(everything.items[0]!.compatible).toBe(false);
    expect(everything.items[0]!.problems[0]).toMatchObject({
      rule: 'cpu-socket',
      severity: 'ERROR',
      message: expect.stringMatching(
        /^CPU socket AM5 does not match motherboard socket LGA1700: AMD Ryzen 7 9700X does not fit /,
      ),
    });
  });

  it('filters exactly as the engine judges each part of the whole catalogue, whatever the build', async () => {
    const categories = [
      'CPU',
      'CPU_COOLER',
      'MOTHERBOARD',
      'RAM',
      'STORAGE',
      'GPU',
      'CASE',
      'PSU',
      'CASE_FAN',
      'MONITOR',
    ];
    const pick = (category: string, test: (specs: Record<string, unknown>) => boolean) =>
      asPart(recordsOf(category).find((record) => test(record))!);
    const itxBoard = pick('MOTHERBOARD', (s) => s.form_factor === 'Mini-ITX' && s.socket === 'AM5');
    const smallCase = pick('CASE', (s) => (s.supported_motherboard_form_factors as string[]).join() === 'Mini-ITX');
    const builds: PartInput[][] = [
      [pick('CPU', (s) => s.socket === 'LGA1700' && s.tdp_w === 125), pick('PSU', (s) => s.wattage_w === 650)],
      [
        itxBoard,
        smallCase,
        pick('RAM', (s) => s.memory_type === 'DDR5'),
        pick('STORAGE', (s) => s.interface === 'SATA 6.0 Gb/s'),
      ],
      [
        pick('CPU_COOLER', (s) => s.cooler_type === 'air' && Number(s.height_mm) > 160),
        pick('GPU', (s) => Number(s.length_mm) > 340),
      ],
      // Parts whose data leaves a rule unchecked (a case stating neither video card length nor cooler height, an air
      // cooler without its height): nothing is filtered out for what the data does not state.
      [
        pick('CASE', (s) => s.max_gpu_length_mm === null && s.max_cpu_cooler_height_mm === null),
        pick('CPU_COOLER', (s) => s.cooler_type === 'air' && s.height_mm === null),
      ],
    ];
    for (const build of builds) {
      const buildIds = build.map((part) => part.id);
      for (const category of categories) {
        const byEngine = recordsOf(category)
          .filter((record) => checkCandidate(build, asPart(record)).compatible)
          .map((record) => record.id);
        const first = await picker({ category, build: buildIds, limit: 50 });
        expect({ category, count: first.pagination.totalItems }).toEqual({ category, count: byEngine.length });
        // Where the list is short enough to read whole, the very same parts.
        if (byEngine.length <= 150) {
          const ids = [...first.items];
          for (let page = 2; page <= Math.ceil(byEngine.length / 50); page++)
            ids.push(...(await picker({ category, build: buildIds, limit: 50, page })).items);
          expect({ category, ids: ids.map((item) => item.part.id).sort() }).toEqual({ category, ids: byEngine.sort() });
        }
      }
    }
  });
});

describe('builds by id', () => {
  it('loads the parts of an address in order and checks them', async () => {
    const cpu = await partNamed('CPU', 'AMD Ryzen 7 9700X');
    const board = (await picker({ category: 'MOTHERBOARD', filter: { sockets: ['LGA1700'] }, limit: 1 })).items[0]!
      .part;
    const kit = (await picker({ category: 'RAM', filter: { memoryTypes: ['DDR5'] }, limit: 1 })).items[0]!.part;
    const { pcPartsByIds } = await visitor.data(`query($ids: [ID!]!) { pcPartsByIds(ids: $ids) { id } }`, {
      ids: [board.id, 'nope', cpu.id, kit.id, kit.id],
    });
    expect(pcPartsByIds.map((part: { id: string }) => part.id)).toEqual([board.id, cpu.id, kit.id, kit.id]);

    const { pcBuildCheck } = await visitor.data(
      `query($ids: [ID!]!) { pcBuildCheck(partIds: $ids) { problems { rule severity message } estimatedWattage recommendedPsuWattage } }`,
      { ids: [cpu.id, board.id, kit.id] },
    );
    expect(pcBuildCheck.problems[0]).toMatchObject({ rule: 'cpu-socket', severity: 'ERROR' });
    expect(pcBuildCheck.estimatedWattage).toBe(65 + 50 + 5 * (kit.specs.modules as { quantity: number }).quantity);
  });

  it('says what the data left unchecked for real parts with a value missing, never that they fit', async () => {
    const card = recordsOf('GPU').find((record) => Number(record.length_mm) > 300)!;
    const openCase = recordsOf('CASE').find((record) => record.max_gpu_length_mm === null)!;
    const { pcBuildCheck } = await visitor.data(
      `query($ids: [ID!]!) { pcBuildCheck(partIds: $ids) { problems { rule } unchecked } }`,
      { ids: [card.id, openCase.id] },
    );
    expect(pcBuildCheck.problems).toEqual([]);
    expect(pcBuildCheck.unchecked).toContain(
      `The data does not state the longest video card case ${openCase.name} fits, so whether ${card.name} fits ${openCase.name} was not checked.`,
    );
  });
});
