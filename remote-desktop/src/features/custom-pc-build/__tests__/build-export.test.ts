import type { BuildReport } from '@gadgets/pc-compatibility';
import { am5Board, ddr5Kit, ryzen7700x } from '../../../testing/desktop-fixtures';
import type { BuildPart } from '../build-part-fields';
import { exportText, totalText, type ExportedBuild } from '../build-export/build-export-text';
import { exportOfBuilder, exportOfSavedBuild } from '../build-export/exported-build';

const report: BuildReport = {
  problems: [
    { rule: 'memory-capacity', severity: 'warning', message: 'Memory runs at 5200 MT/s on this board.', partIds: [] },
    { rule: 'cpu-socket', severity: 'error', message: 'CPU socket AM5 does not match LGA1700.', partIds: [] },
  ],
  unchecked: ['Cooler height: the case does not state its limit.'],
  estimatedWattage: 368,
  recommendedPsuWattage: 500,
};

const LINK = 'https://gadgets.example/desktop/custom-pc-build?parts=cpu-7700x,board-b650,ram-32';

/** Memory first, then the board, then the CPU: the export lists them in the builder's slot order. */
const builderBuild = exportOfBuilder({
  title: 'Quiet rig',
  parts: [ddr5Kit, am5Board, ryzen7700x],
  visitorPrices: { [ddr5Kit.id]: 89.5 },
  report,
  link: LINK,
});

describe('a build exported from the builder', () => {
  it('writes Markdown that lists every part with its price and kind, the total, the wattage and every note', () => {
    expect(exportText(builderBuild, 'markdown')).toBe(
      [
        '**Quiet rig**',
        '',
        '* **CPU:** AMD Ryzen 7 7700X - $399.00 (launch list price)',
        '* **Motherboard:** MSI PRO B650M-P - no price',
        '* **Memory:** Crucial Pro 32GB (2x16GB) DDR5-6000 - $89.50 (own price)',
        '',
        '**Total:** $488.50 for 2 of 3 parts',
        '',
        '**Estimated wattage:** 368 W (power supply of 500 W or more recommended)',
        '',
        '**Compatibility:**',
        '',
        '* Error: CPU socket AM5 does not match LGA1700.',
        '* Warning: Memory runs at 5200 MT/s on this board.',
        '* Not checked: Cooler height: the case does not state its limit.',
        '',
        `[Open this build](${LINK})`,
      ].join('\n'),
    );
  });

  it('writes a Reddit table and plain text with the same facts', () => {
    expect(exportText(builderBuild, 'reddit').split('\n').slice(0, 8)).toEqual([
      '**Quiet rig**',
      '',
      'Type|Item|Price',
      ':----|:----|:----',
      '**CPU** | AMD Ryzen 7 7700X | $399.00 (launch list price)',
      '**Motherboard** | MSI PRO B650M-P | no price',
      '**Memory** | Crucial Pro 32GB (2x16GB) DDR5-6000 | $89.50 (own price)',
      '**Total** | | **$488.50 for 2 of 3 parts**',
    ]);
    expect(exportText(builderBuild, 'text')).toBe(
      [
        'Quiet rig',
        '',
        'CPU: AMD Ryzen 7 7700X - $399.00 (launch list price)',
        'Motherboard: MSI PRO B650M-P - no price',
        'Memory: Crucial Pro 32GB (2x16GB) DDR5-6000 - $89.50 (own price)',
        '',
        'Total: $488.50 for 2 of 3 parts',
        'Estimated wattage: 368 W (power supply of 500 W or more recommended)',
        '',
        'Compatibility:',
        '- Error: CPU socket AM5 does not match LGA1700.',
        '- Warning: Memory runs at 5200 MT/s on this board.',
        '- Not checked: Cooler height: the case does not state its limit.',
        '',
        `Open this build: ${LINK}`,
      ].join('\n'),
    );
  });

  it('says so when no part is priced, never $0.00, and when no problem was found', () => {
    const unpriced = exportOfBuilder({
      title: 'Bare',
      parts: [am5Board],
      visitorPrices: {},
      report: { problems: [], unchecked: [], estimatedWattage: 50, recommendedPsuWattage: 100 },
      link: null,
    });
    const text = exportText(unpriced, 'text');
    expect(text).toContain('Total: No prices yet');
    expect(text).not.toContain('$0.00');
    expect(text).toContain('Compatibility:\n- No compatibility problems found.');
    expect(text).not.toContain('Open this build');
  });

  it('reads a card priced from its chipset as such, and escapes what Markdown would take as markup', () => {
    const card: BuildPart = {
      id: 'gpu-b580',
      category: 'GPU',
      manufacturer: 'ASRock',
      name: 'ASRock Arc B580 | Steel_Legend *OC*',
      listPrice: { amountCents: 24900, currency: 'USD', kind: 'CHIPSET', source: 'Intel', sourceUrl: null },
      specs: {},
    };
    const build = exportOfBuilder({ title: 'My [best] build', parts: [card], visitorPrices: {}, report, link: null });
    expect(exportText(build, 'reddit')).toContain(
      '**Video Card** | ASRock Arc B580 \\| Steel\\_Legend \\*OC\\* | from $249.00 (chipset launch price)',
    );
    expect(exportText(build, 'markdown').split('\n')[0]).toBe('**My \\[best\\] build**');
    expect(exportText(build, 'text')).toContain('Video Card: ASRock Arc B580 | Steel_Legend *OC* - from $249.00');
  });
});

describe('a saved build exported', () => {
  it('prices a part from the catalogue, a line from its saved price, and 0 as no price', () => {
    const exported = exportOfSavedBuild(
      {
        name: 'Saved rig',
        variants: [
          { category: 'gpu', description: 'RTX 5070 (second hand)', price: 420, part: null },
          { category: 'motherboard', description: am5Board.name, price: 0, part: am5Board },
          // A price saved for a part the catalogue prices is not the one shown: the catalogue's is.
          { category: 'cpu', description: ryzen7700x.name, price: 1, part: ryzen7700x },
        ],
        compatibility: {
          problems: [{ severity: 'ERROR', message: 'The board does not fit.' }],
          unchecked: [],
          estimatedWattage: 300,
          recommendedPsuWattage: 400,
        },
      },
      'https://gadgets.example/desktop/builds/b1',
    );
    expect(exported.parts).toEqual([
      { slot: 'CPU', name: 'AMD Ryzen 7 7700X', price: { cents: 39900, kind: 'list' } },
      { slot: 'Motherboard', name: 'MSI PRO B650M-P', price: null },
      { slot: 'Video Card', name: 'RTX 5070 (second hand)', price: { cents: 42000, kind: 'own' } },
    ]);
    expect(totalText(exported)).toBe('$819.00 for 2 of 3 parts');
    expect(exportText(exported, 'markdown')).toContain('* Error: The board does not fit.');
  });

  it('counts one part in the singular', () => {
    const one: ExportedBuild = { ...builderBuild, parts: [builderBuild.parts[0]!] };
    expect(totalText(one)).toBe('$399.00 for 1 of 1 part');
  });
});
