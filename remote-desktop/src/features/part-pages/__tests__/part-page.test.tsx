import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { partPagePath } from '../../../part-addresses';
import { am5Board, pickerPage } from '../../../testing/desktop-fixtures';
import {
  arcB580,
  b650Board,
  compatibleCounts,
  partsByIds,
  ryzen7700x,
  ryzen7950x,
} from '../../../testing/part-page-fixtures';
import { renderDesktopRoute, signIn } from '../../../testing/render-desktop-route';

const CPU_PAGE = partPagePath(ryzen7700x);
/** Where the 7700X stands among the catalogue's processors, as the API ranks it; the other parts state nothing ranked. */
const ryzen7700xStanding = [
  { key: 'CORES', value: 8, higherIsBetter: true, percentile: 48, rankedAmong: 212 },
  { key: 'TDP', value: 105, higherIsBetter: false, percentile: 21, rankedAmong: 230 },
  { key: 'PRICE', value: 399, higherIsBetter: false, percentile: 37, rankedAmong: 180 },
];
const partAnswer = (variables: Record<string, unknown>) => {
  const part = [ryzen7700x, ryzen7950x, arcB580, b650Board].find((candidate) => candidate.id === variables.id);
  return {
    data: { pcPart: part ? { ...part, standing: part === ryzen7700x ? ryzen7700xStanding : [] } : null },
  };
};
const answers = {
  PartPage_Part: partAnswer,
  PartPage_Build: partsByIds([ryzen7700x, ryzen7950x, arcB580, b650Board]),
  CompatibleParts_Count: compatibleCounts({
    MOTHERBOARD: [37, 78],
    CPU_COOLER: [60, 60],
    RAM: [44, 60],
    PSU: [60, 60],
  }),
};
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => signIn(null));

describe('a part’s page', () => {
  it('names the part and its maker, its launch price with the source, and its specifications', async () => {
    expect(CPU_PAGE).toBe('/desktop/parts/cpu/amd-ryzen-7-7700x-60a8ba0d-d6a5-4e84-89df-a5ca2a8915c9');
    renderDesktopRoute(CPU_PAGE, answers);
    expect(await screen.findByRole('heading', { level: 1, name: 'AMD Ryzen 7 7700X' })).toBeInTheDocument();
    expect(screen.getByText('AMD', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('$399 list price')).toBeInTheDocument();
    expect(screen.getByText('$399 list price').parentElement).toHaveTextContent(
      '$399 list price at launch (USD) · Source: Gamereactor, 30 August 2022',
    );
    expect(screen.getByRole('link', { name: /Gamereactor, 30 August 2022/ })).toHaveAttribute(
      'href',
      ryzen7700x.listPrice!.sources[0]!.url,
    );
    const sheet = screen.getByRole('region', { name: 'Platform' });
    const tdp = within(sheet).getByRole('rowheader', { name: 'TDP' }).closest('tr')!;
    expect(tdp).toHaveTextContent('105 W');
    const smt = screen.getByRole('rowheader', { name: 'Simultaneous multithreading' }).closest('tr')!;
    expect(smt).toHaveTextContent('Yes');
    const standing = within(screen.getByRole('region', { name: 'Where it stands' })).getAllByRole('listitem');
    expect(standing.map((item) => item.textContent)).toEqual([
      'Cores 8 — more than 48% of CPUs',
      'TDP 105 W — lower than 21% of CPUs',
      'Price $399 — cheaper than 37% of CPUs',
    ]);
    expect(screen.getByRole('link', { name: 'Compare with…' })).toHaveAttribute('href', '#compare-with');
    expect(screen.getByRole('heading', { level: 2, name: 'Compare with…' })).toHaveAttribute('id', 'compare-with');
    await waitFor(() => expect(document.title).toBe('AMD Ryzen 7 7700X specs · Gadgets'));
  });

  it('shows a card without a launch price of its own from its chipset’s, with every source, or says it has none', async () => {
    const { unmount } = renderDesktopRoute(partPagePath(arcB580), answers);
    const price = await screen.findByText('from $249 list price');
    expect(price.parentElement).toHaveTextContent(
      "from $249 list price: its chipset's launch price, as this card has none of its own (USD) · Sources: Intel Arc B580 announcement, Tom’s Hardware, 3 December 2024",
    );
    expect(screen.getByRole('link', { name: 'Tom’s Hardware, 3 December 2024' })).toHaveAttribute(
      'href',
      'https://www.tomshardware.com/arc-b580',
    );
    unmount();
    renderDesktopRoute(partPagePath(b650Board), answers);
    expect(await screen.findByText('No launch list price was published for this part.')).toBeInTheDocument();
    expect(screen.queryByText(/\$0/)).not.toBeInTheDocument();
  });

  it('counts the compatible parts of each kind, and a count opens the builder’s picker on exactly those', async () => {
    const user = userEvent.setup();
    const { client } = renderDesktopRoute(CPU_PAGE, {
      ...answers,
      CustomPcBuildPage_Parts: partsByIds([ryzen7700x]),
      PartPicker_Picker: () => ({ data: pickerPage([{ part: am5Board }]) }),
    });
    const counts = await screen.findByRole('list', { name: 'Compatible parts' });
    const boards = await within(counts).findByRole('link', { name: '37 of 78 motherboards' });
    expect(within(counts).getByRole('link', { name: '60 of 60 CPU coolers' }).parentElement).toHaveTextContent(
      '(all of them)',
    );
    expect(
      client.requests
        .filter((request) => request.name === 'CompatibleParts_Count')
        .map((request) => [request.variables.category, request.variables.partIds]),
    ).toEqual(['MOTHERBOARD', 'CPU_COOLER', 'RAM', 'PSU'].map((category) => [category, [ryzen7700x.id]]));

    await user.click(boards);
    expect(location()).toBe(`/desktop/custom-pc-build?parts=${ryzen7700x.id}&pick=motherboard`);
    const picker = await screen.findByRole('region', { name: 'Choose a Motherboard' });
    expect(within(picker).getByRole('checkbox', { name: 'Compatible only' })).toBeChecked();
    await within(picker).findByRole('rowheader', { name: 'MSI PRO B650M-P' });
    expect(client.requests.find((request) => request.name === 'PartPicker_Picker')?.variables).toMatchObject({
      category: 'MOTHERBOARD',
      compatibleWith: [ryzen7700x.id],
      compatibleOnly: true,
    });
  });

  it('adds the part to the build it was opened from, in place of the part of its slot', async () => {
    renderDesktopRoute(partPagePath(ryzen7700x, [b650Board.id, ryzen7950x.id, arcB580.id]), answers);
    const add = await screen.findByRole('link', { name: 'Add to build' });
    await waitFor(() =>
      expect(add).toHaveAttribute(
        'href',
        `/desktop/custom-pc-build?parts=${b650Board.id},${arcB580.id},${ryzen7700x.id}`,
      ),
    );
  });

  it('starts a build with the part when it was opened on its own', async () => {
    const user = userEvent.setup();
    renderDesktopRoute(CPU_PAGE, { ...answers, CustomPcBuildPage_Parts: partsByIds([ryzen7700x]) });
    await user.click(await screen.findByRole('link', { name: 'Add to build' }));
    expect(location()).toBe(`/desktop/custom-pc-build?parts=${ryzen7700x.id}`);
    expect(await screen.findByRole('button', { name: 'Change AMD Ryzen 7 7700X' })).toBeInTheDocument();
  });

  it('moves an old name or another category in the address to the part’s own address, keeping the build', async () => {
    renderDesktopRoute(`/desktop/parts/gpu/ryzen-7700x-old-name-${ryzen7700x.id}?parts=${b650Board.id}`, answers);
    await waitFor(() => expect(location()).toBe(`${CPU_PAGE}?parts=${b650Board.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'AMD Ryzen 7 7700X' })).toBeInTheDocument();
  });

  it('offers parts of the same kind to compare with, each opening the comparison', async () => {
    const user = userEvent.setup();
    const { client } = renderDesktopRoute(CPU_PAGE, {
      ...answers,
      PartSearch_Parts: () => ({ data: { pcParts: [ryzen7700x, ryzen7950x] } }),
      PartComparePage_Parts: partsByIds([ryzen7700x, ryzen7950x]),
    });
    await user.type(await screen.findByRole('searchbox', { name: 'Find a CPU to compare with this one' }), 'Ryzen 9');
    const results = await screen.findByRole('list', { name: 'Find a CPU to compare with this one: results' });
    expect(client.requests.find((request) => request.name === 'PartSearch_Parts')?.variables).toEqual({
      category: 'CPU',
      search: 'Ryzen 9',
    });
    // The part itself is not offered.
    expect(
      within(results)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['AMD Ryzen 9 7950X']);
    await user.click(within(results).getByRole('link', { name: 'AMD Ryzen 9 7950X' }));
    expect(location()).toBe(`/desktop/parts/cpu/compare?ids=${ryzen7700x.id},${ryzen7950x.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare CPUs' })).toBeInTheDocument();
  });

  it('says a part that is not in the catalogue was not found', async () => {
    renderDesktopRoute('/desktop/parts/cpu/no-such-part-00000000-0000-4000-8000-000000000000', answers);
    expect(await screen.findByRole('heading', { level: 1, name: 'Part Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find parts in the PC builder' })).toHaveAttribute(
      'href',
      '/desktop/custom-pc-build',
    );
    await waitFor(() => expect(document.title).toBe('Part Not Found · Gadgets'));
  });

  it('shows loading, then an error with Try Again that asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { client } = renderDesktopRoute(CPU_PAGE, {
      ...answers,
      PartPage_Part: (variables) => (fail ? { error: new Error('API down') } : partAnswer(variables)),
    });
    expect(await screen.findByRole('heading', { name: 'Error Loading Part' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'AMD Ryzen 7 7700X' })).toBeInTheDocument();
    expect(client.requestNames().filter((name) => name === 'PartPage_Part')).toHaveLength(2);
  });

  it('shows a spinner while the part is on its way', async () => {
    renderDesktopRoute(CPU_PAGE, { ...answers, PartPage_Part: () => 'never' });
    expect(await screen.findByRole('status', { name: 'Loading part' })).toBeInTheDocument();
  });
});
