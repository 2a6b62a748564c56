import { checkBuild, powerBudget, type PartInput } from '../index';
import {
  aioCooler,
  am4OnlyCooler,
  atx650,
  atx850,
  bigDdr5Kit,
  corei5,
  ddr4Board,
  ddr4Kit,
  ddr5Kit,
  itxBoard,
  itxCase,
  longAtx,
  midTower,
  nvme,
  rtx5070,
  rtx5090,
  ryzen9700x,
  sataSsd,
  sfx750,
  towerCooler,
  unstatedPsuCase,
  x870eBoard,
  z790Board,
} from './parts-fixtures';

const errors = (parts: PartInput[]) =>
  checkBuild(parts)
    .problems.filter((found) => found.severity === 'error')
    .map((found) => found.message);
const warnings = (parts: PartInput[]) =>
  checkBuild(parts)
    .problems.filter((found) => found.severity === 'warning')
    .map((found) => found.message);

/** A complete, working AM5 build: every rule test changes one part of it. */
const goodBuild = [ryzen9700x, towerCooler, x870eBoard, ddr5Kit, nvme(), rtx5070, midTower, atx850];

describe('a compatible build', () => {
  it('has no errors or warnings', () => {
    expect(checkBuild(goodBuild).problems).toEqual([]);
  });
});

describe('CPU socket must match the motherboard socket', () => {
  it('names both parts and both sockets', () => {
    expect(errors([ryzen9700x, z790Board])).toEqual([
      'CPU socket AM5 does not match motherboard socket LGA1700: AMD Ryzen 7 9700X does not fit Gigabyte Z790 AORUS ELITE AX.',
    ]);
  });
});

describe('memory type must match the motherboard and the CPU', () => {
  it('rejects DDR4 memory on a DDR5 board and for a DDR5-only CPU', () => {
    expect(errors([ryzen9700x, x870eBoard, ddr4Kit])).toEqual([
      'Memory type DDR4 does not match motherboard memory type DDR5: Corsair VENGEANCE RGB PRO 16GB (2x8GB) DDR4 3200 does not fit MSI MPG X870E CARBON MAX WIFI.',
      'Memory type DDR4 (Corsair VENGEANCE RGB PRO 16GB (2x8GB) DDR4 3200) is not supported by CPU AMD Ryzen 7 9700X, which takes DDR5.',
    ]);
  });
  it('accepts DDR4 on a DDR4 board with a CPU that takes both', () => {
    expect(errors([corei5, ddr4Board, ddr4Kit])).toEqual([]);
  });
});

describe('memory modules must fit the board slots and maximum', () => {
  it('rejects more modules than slots', () => {
    expect(errors([itxBoard, ddr5Kit, ddr5Kit])).toEqual([
      'Memory Crucial Pro 32GB (2x16GB) DDR5 6400 and Crucial Pro 32GB (2x16GB) DDR5 6400 have 4 modules, but motherboard MSI MPG X870I EDGE TI EVO WIFI has 2 memory slots.',
    ]);
  });
  it('rejects more memory than the board and the CPU take', () => {
    expect(errors([corei5, z790Board, bigDdr5Kit, bigDdr5Kit])).toEqual([
      'Memory Crucial 128GB (2x64GB) DDR5-5600 and Crucial 128GB (2x64GB) DDR5-5600 total 256 GB, above the 192 GB maximum of CPU Intel Core i5 14600K.',
    ]);
  });
});

describe('storage needs a free M.2 slot or SATA port', () => {
  it('counts M-key slots only and SATA ports', () => {
    expect(errors([itxBoard, nvme('A'), nvme('B'), sataSsd()])).toEqual([
      '2 M.2 drives (A and B) need 2 M.2 slots, but motherboard MSI MPG X870I EDGE TI EVO WIFI has 1.',
      '1 SATA drive (Samsung 870 EVO 1TB) needs 1 SATA port, but motherboard MSI MPG X870I EDGE TI EVO WIFI has 0.',
    ]);
  });
});

describe('motherboard form factor must fit the case', () => {
  it('rejects an ATX board in a Mini-ITX case', () => {
    expect(errors([x870eBoard, itxCase])).toEqual([
      'Motherboard form factor ATX (MSI MPG X870E CARBON MAX WIFI) does not fit case NZXT H2 Flow, which takes Mini-ITX boards.',
    ]);
  });
});

describe('video card length must fit the case', () => {
  it('rejects a card longer than the case takes', () => {
    expect(errors([rtx5090, itxCase])).toEqual([
      'Video card MSI SUPRIM SOC GeForce RTX 5090 is 359 mm long, but case NZXT H2 Flow fits video cards up to 331 mm.',
    ]);
  });
});

describe('CPU cooler must support the socket and fit the case', () => {
  it('rejects a cooler without the CPU socket', () => {
    expect(errors([ryzen9700x, am4OnlyCooler])).toEqual([
      'CPU cooler AMD Wraith Prism does not support socket AM5 of CPU AMD Ryzen 7 9700X; it supports AM4.',
    ]);
  });
  it('checks the board socket while no CPU is chosen', () => {
    expect(errors([z790Board, am4OnlyCooler])[0]).toMatch(
      /does not support socket LGA1700 of motherboard Gigabyte Z790/,
    );
  });
  it('rejects an air cooler taller than the case clearance', () => {
    expect(errors([towerCooler, itxCase])).toEqual([
      'CPU cooler Cooler Master Hyper 212 Black Edition is 159 mm tall, but case NZXT H2 Flow fits CPU coolers up to 75 mm.',
    ]);
  });
  it('does not hold an AIO to the air-cooler clearance, and says the radiator was not checked', () => {
    const report = checkBuild([aioCooler, itxCase]);
    expect(report.problems).toEqual([]);
    expect(report.unchecked).toEqual([
      'The data does not list radiator mounts for case NZXT H2 Flow, so whether the radiator of NZXT Kraken Plus 240 fits was not checked.',
    ]);
  });
});

describe('power supply form factor and length must fit the case', () => {
  it('rejects an ATX supply in an SFX case', () => {
    expect(errors([atx850, itxCase])).toEqual([
      'Power supply form factor ATX (Corsair RM850e) does not fit case NZXT H2 Flow, which takes SFX and SFX-L power supplies.',
    ]);
  });
  it('warns that an SFX supply needs a bracket in an ATX case', () => {
    expect(warnings([sfx750, midTower])).toEqual([
      'Power supply Cooler Master V SFX 750W is SFX, and case Corsair FRAME 4000D is built for ATX power supplies: it needs an SFX-to-ATX bracket.',
    ]);
  });
  it('rejects a supply longer than the case takes', () => {
    expect(errors([longAtx, midTower])).toEqual([
      'Power supply Seasonic PRIME TX-1600 is 230 mm long, but case Corsair FRAME 4000D fits power supplies up to 220 mm.',
    ]);
  });
  it('says so when the case does not state its supply form factors', () => {
    expect(checkBuild([atx850, unstatedPsuCase]).unchecked).toEqual([
      'Case Lian Li LANCOOL 216 does not state which power supply form factors it takes, so Corsair RM850e (ATX) was not checked.',
      'The data does not state the longest power supply case Lian Li LANCOOL 216 fits, so whether Corsair RM850e fits Lian Li LANCOOL 216 was not checked.',
    ]);
  });
});

describe('a value the data leaves out', () => {
  const unstated = <T extends { specs: Record<string, unknown> }>(part: T, ...fields: string[]): T => ({
    ...part,
    specs: { ...part.specs, ...Object.fromEntries(fields.map((field) => [field, null])) },
  });
  it('is never read as compatible: the build is told what was not checked', () => {
    const report = checkBuild([unstated(ryzen9700x, 'socket'), x870eBoard]);
    expect(report.problems.filter((problem) => problem.rule === 'cpu-socket')).toEqual([]);
    expect(report.unchecked).toEqual([
      `The data does not state the socket of CPU ${ryzen9700x.name}, so whether ${ryzen9700x.name} fits ${x870eBoard.name} was not checked.`,
    ]);
    const card = unstated(rtx5090, 'length_mm');
    expect(checkBuild([card, itxCase]).unchecked).toContain(
      `The data does not state the length of video card ${rtx5090.name}, so whether ${rtx5090.name} fits ${itxCase.name} was not checked.`,
    );
  });
  it('names every value missing from one check', () => {
    const board = unstated(x870eBoard, 'form_factor');
    const emptyCase = { ...itxCase, specs: { ...itxCase.specs, supported_motherboard_form_factors: [] } };
    expect(checkBuild([board, emptyCase]).unchecked).toContain(
      `The data does not state the form factor of motherboard ${x870eBoard.name} and which motherboards case ${itxCase.name} takes, so whether ${x870eBoard.name} fits ${itxCase.name} was not checked.`,
    );
  });
});

describe('estimated draw against the power supply rating', () => {
  it('is an error above the rating', () => {
    const parts = [ryzen9700x, x870eBoard, ddr5Kit, nvme(), rtx5090, atx650];
    // 65 + 575 + 50 + 2 x 5 + 8 = 708 W
    expect(checkBuild(parts).estimatedWattage).toBe(708);
    expect(errors(parts)).toEqual([
      'Estimated draw 708 W is above the 650 W rating of power supply MSI MAG A650GLS PCIE5 (CPU AMD Ryzen 7 9700X 65 W, video card MSI SUPRIM SOC GeForce RTX 5090 575 W).',
    ]);
  });
  it('is broken down part by part against the supply rating, the parts summing to the estimate', () => {
    const parts = [ryzen9700x, x870eBoard, ddr5Kit, nvme(), rtx5090, atx650];
    const budget = powerBudget(parts);
    expect(budget.draws).toEqual([
      { part: 'cpu', watts: 65 },
      { part: 'gpu', watts: 575 },
      { part: 'motherboard', watts: 50 },
      { part: 'memory', watts: 10 },
      { part: 'storage', watts: 8 },
    ]);
    expect(budget.draws.reduce((sum, draw) => sum + draw.watts, 0)).toBe(checkBuild(parts).estimatedWattage);
    expect(budget.psuWattage).toBe(650);
    expect(powerBudget([ryzen9700x]).psuWattage).toBeNull();
  });
  it('is a warning with less than 25% headroom, with the recommended rating', () => {
    const parts = [corei5, z790Board, ddr5Kit, nvme(), rtx5090, atx850];
    // 125 + 575 + 50 + 2 x 5 + 8 = 768 W; 768 x 1.25 = 960 -> 1000 W in 50 W steps
    expect(checkBuild(parts).recommendedPsuWattage).toBe(1000);
    expect(warnings(parts)).toContain(
      'Power supply Corsair RM850e (850 W) leaves 11% headroom over the estimated 768 W draw (CPU Intel Core i5 14600K 125 W, video card MSI SUPRIM SOC GeForce RTX 5090 575 W); 25% is recommended (1000 W or more).',
    );
    expect(errors(parts)).toEqual([]);
  });
});

describe('one part per slot, and advice on what is missing', () => {
  it('rejects two CPUs', () => {
    expect(errors([ryzen9700x, corei5])).toEqual([
      'A build takes one CPU, but AMD Ryzen 7 9700X and Intel Core i5 14600K are all chosen.',
    ]);
  });
  it('warns when the CPU comes without a cooler', () => {
    expect(warnings([ryzen9700x])).toEqual(['CPU AMD Ryzen 7 9700X comes without a cooler: choose a CPU cooler.']);
  });
  it('warns when the CPU has no integrated graphics and no video card is chosen', () => {
    const noGraphics = {
      ...ryzen9700x,
      id: 'cpu-f',
      name: 'AMD Ryzen 5 8400F',
      specs: { ...ryzen9700x.specs, has_integrated_graphics: false, includes_cooler: true },
    };
    expect(warnings([noGraphics])).toEqual([
      'CPU AMD Ryzen 5 8400F has no integrated graphics: choose a video card to connect a display.',
    ]);
  });
});
