import { rowDiffers, type CompareSection, type SpecSection } from '@gadgets/shared-ui/widgets';
import { arcB580, b650Board, ryzen7700x, ryzen7950x } from '../../../testing/part-page-fixtures';
import { specsOf } from '../part-page-fields';
import { partCompareSections, partSpecSections } from '../part-spec-sheet';
import { connectorNameOf, fieldLabelOf, specValueOf } from '../part-spec-values';

/** Each row as 'Label: value' (lists joined by ' | '), per section title. */
function readable(sections: SpecSection[]): Record<string, string[]> {
  return Object.fromEntries(
    sections.map((section) => [
      section.title,
      section.rows.map(({ label, value }) => `${label}: ${Array.isArray(value) ? value.join(' | ') : String(value)}`),
    ]),
  );
}

describe('a part’s spec table', () => {
  it('groups and labels a CPU’s fields, with units, yes/no and lists, and leaves out what the source does not state', () => {
    const sheet = readable(partSpecSections('CPU', specsOf(ryzen7700x)));
    expect(Object.keys(sheet)).toEqual(['Cores and clocks', 'Platform', 'Memory', 'Graphics', 'Product']);
    expect(sheet['Cores and clocks']).toEqual([
      'Cores: 8',
      'Threads: 16',
      'Base clock: 4.5 GHz',
      'Boost clock: 5.4 GHz',
      'Simultaneous multithreading: true',
      'L2 cache: 8 MB',
      'L3 cache: 32 MB',
    ]);
    expect(sheet['Platform']).toContain('TDP: 105 W');
    expect(sheet['Platform']).toContain('Cooler included: false');
    expect(sheet['Memory']).toEqual([
      'Memory types: DDR5',
      'Memory channels: 2',
      'Maximum memory: 128 GB',
      'ECC support: true',
    ]);
    // The title, maker and links are the page's own; shop ids are not specifications.
    const labels = Object.values(sheet).flat().join('\n');
    expect(labels).not.toMatch(/retailer|amazon|manufacturer_url|AMD Ryzen 7 7700X/i);
    expect(labels).not.toContain('Efficiency cores');
  });

  it('writes power connectors, ports, slots and colors in words, never as JSON keys', () => {
    const card = readable(partSpecSections('GPU', specsOf(arcB580)));
    expect(card['Size and power']).toEqual([
      'Length: 272 mm',
      'Thickness: 2 slots',
      'TDP: 190 W',
      'Power connectors: 1 × 8-pin PCIe',
      'Cooling: 1 Fan',
    ]);
    expect(card['Outputs']).toEqual(['Video outputs: 3 × DisplayPort 2.1, 1 × HDMI 2.1a']);
    expect(card['Memory']).toContain('Memory bus: 192-bit');
    expect(card['Product']).toContain('Color: Black');

    const board = readable(partSpecSections('MOTHERBOARD', specsOf(b650Board)));
    expect(board['Expansion and storage']).toEqual([
      'PCIe slots: 1 × PCIe 4.0 x16 | 2 × PCIe 3.0 x1',
      'M.2 slots: 2',
      'M.2 slot details: M.2 2280/2260, M key, PCIe 4.0 x4 | M.2 2260/2280, M key, PCIe 4.0 x4',
      'SATA 6 Gb/s ports: 4',
    ]);
    expect(board['Connectivity and power']).toEqual([
      'Ethernet: 2.5 Gb/s (Realtek 8125BG)',
      'Power connectors: CPU power: 8-pin + 8-pin, Main power: 24-pin',
    ]);
    expect(Object.values(board).flat().join('\n')).not.toMatch(/_id|pcie_|cpu_power|[{}]/);
  });

  it('reads drives in TB, a card without power connectors as None, and a monitor’s resolution as one row', () => {
    expect(specValueOf({ capacity_gb: 2000 }, 'capacity_gb')).toBe('2 TB');
    expect(specValueOf({ capacity_gb: 512 }, 'capacity_gb')).toBe('512 GB');
    expect(specValueOf({ power_connectors: { pcie_6_pin: 0, pcie_8_pin: 0 } }, 'power_connectors')).toBe('None');
    expect(specValueOf({ power_connectors: { cpu_power: [], main_power: null } }, 'power_connectors')).toBeNull();
    const monitor = readable(
      partSpecSections('monitor', { screen_size_in: 31.5, resolution_width_px: 2560, resolution_height_px: 1440 }),
    );
    expect(monitor['Screen']).toEqual(['Screen size: 31.5"', 'Resolution: 2560 × 1440']);
  });

  it('shows a field no label names yet under More details, in words, so a new source field is never lost', () => {
    const sheet = readable(partSpecSections('gpu', { length_mm: 300, max_idle_noise_db: 18, has_usb_c: true }));
    expect(sheet['More details']).toEqual(['Max idle noise: 18 dB', 'Has USB c: true']);
    expect(fieldLabelOf('max_gpu_length_mm')).toBe('Max GPU length');
    expect(connectorNameOf('displayport_2_1_b')).toBe('DisplayPort 2.1b');
    expect(connectorNameOf('pcie_6_plus_2_pin')).toBe('6+2-pin PCIe');
  });

  it('gives a category without labels a page all the same', () => {
    expect(readable(partSpecSections('sound_card', { channels: 8, dac_bits: 32 }))).toEqual({
      'More details': ['Channels: 8', 'Dac: 32-bit'],
    });
  });
});

describe('comparing parts', () => {
  const differing = (sections: CompareSection[], columns: number) =>
    sections.flatMap((section) => section.rows.filter((row) => rowDiffers(row, columns)).map((row) => row.label));

  it('lines the parts up row by row and tells the rows where they differ from those where they agree', () => {
    const sections = partCompareSections('cpu', [specsOf(ryzen7700x), specsOf(ryzen7950x)]);
    const cores = sections[0]!.rows.find((row) => row.label === 'Cores')!;
    expect(cores.values).toEqual(['8', '16']);
    expect(differing(sections, 2)).toEqual([
      'Cores',
      'Threads',
      'Boost clock',
      'L2 cache',
      'L3 cache',
      'TDP',
      'Series',
      'Variant',
      'Part numbers',
    ]);
  });

  it('keeps a row one part states and marks it as a difference, and drops rows no part states', () => {
    const sections = partCompareSections('gpu', [specsOf(arcB580), { ...specsOf(arcB580), length_mm: null }]);
    const length = sections.flatMap((section) => section.rows).find((row) => row.label === 'Length')!;
    expect(length.values).toEqual(['272 mm', null]);
    expect(differing(sections, 2)).toEqual(['Length']);
    expect(sections.flatMap((section) => section.rows).map((row) => row.label)).not.toContain('Effective memory clock');
  });
});
