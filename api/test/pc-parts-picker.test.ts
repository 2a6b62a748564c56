import { checkCandidate, type PartInput } from '@gadgets/pc-compatibility';
import { startTestApi, TestClient, firstError, type TestApi } from './helpers';

let server: TestApi;
let visitor: TestClient;

beforeAll(async () => {
  server = await startTestApi();
  visitor = new TestClient(server.url);
});
afterAll(() => server.close());

const PICKER = `query($category: PcPartCategory!, $filter: PcPartFilter, $build: [ID!], $only: Boolean, $sort: PcPartSortField, $desc: Boolean, $page: Int, $limit: Int) {
  pcPartPicker(category: $category, filter: $filter, compatibleWith: $build, compatibleOnly: $only, sort: $sort, descending: $desc, page: $page, limit: $limit) {
    items { compatible problems { rule severity message partIds } part { id name category socket memoryType listPrice { amountCents currency source sourceUrl } specs } }
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
    const first = await picker({ category: 'CPU', sort: 'PRICE', desc: true, limit: 10 });
    expect(first.pagination).toMatchObject({ totalItems: 82, totalPages: 9, hasNextPage: true });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]!.part).toMatchObject({
      name: 'AMD Ryzen 9 7950X',
      listPrice: { amountCents: 69900, currency: 'USD' },
    });
    expect(first.items[0]!.part.listPrice).toMatchObject({ sourceUrl: expect.stringMatching(/^https:\/\//) });
    // Parts without a published launch price have none, and sort after the priced ones.
    const last = await picker({ category: 'CPU', sort: 'PRICE', desc: true, page: 9, limit: 10 });
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

  it('filters exactly as the engine judges each part, whatever the build', async () => {
    const all: Record<string, Part[]> = {};
    for (const category of ['CPU', 'CPU_COOLER', 'MOTHERBOARD', 'RAM', 'STORAGE', 'GPU', 'CASE', 'PSU']) {
      all[category] = (
        await visitor.data(
          `query($c: PcPartCategory) { pcParts(category: $c, limit: 200) { id name category specs } }`,
          { c: category },
        )
      ).pcParts;
    }
    const pick = (category: string, test: (specs: Record<string, unknown>) => boolean) =>
      all[category]!.find((part) => test(part.specs))!;
    const itxBoard = pick('MOTHERBOARD', (s) => s.form_factor === 'Mini-ITX' && s.socket === 'AM5');
    const smallCase = pick('CASE', (s) => (s.supported_motherboard_form_factors as string[]).join() === 'Mini-ITX');
    const builds: Part[][] = [
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
    ];
    for (const build of builds) {
      for (const category of Object.keys(all)) {
        const byEngine = all[category]!.filter(
          (candidate) => checkCandidate(build as PartInput[], candidate as PartInput).compatible,
        )
          .map((part) => part.id)
          .sort();
        const { items } = await picker({ category, build: build.map((part) => part.id), limit: 50, page: 1 });
        const more =
          byEngine.length > 50
            ? (await picker({ category, build: build.map((part) => part.id), limit: 50, page: 2 })).items
            : [];
        expect({ category, ids: [...items, ...more].map((item) => item.part.id).sort() }).toEqual({
          category,
          ids: byEngine,
        });
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
});
