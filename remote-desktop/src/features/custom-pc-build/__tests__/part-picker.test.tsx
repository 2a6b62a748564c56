import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  am5Board,
  lga1700Board,
  partsByIds,
  pickerPage,
  ryzen7700x,
  SOCKET_ERROR,
} from '../../../testing/desktop-fixtures';
import { builder, renderDesktopRoute, signIn } from '../../../testing/render-desktop-route';

const BUILDER = '/desktop/custom-pc-build';

beforeEach(() => signIn(null));

function boardPicker(variables: Record<string, unknown>) {
  if (variables.compatibleOnly === false)
    return {
      data: pickerPage([
        { part: am5Board },
        { part: lga1700Board, problems: [{ severity: 'ERROR', message: SOCKET_ERROR }] },
      ]),
    };
  return { data: pickerPage([{ part: am5Board }]) };
}

describe('the part picker', () => {
  it('lists compatible parts by default with the columns that matter, and fills the slot and the address', async () => {
    const user = userEvent.setup();
    const { client } = renderDesktopRoute(`${BUILDER}?parts=${ryzen7700x.id}`, {
      CustomPcBuildPage_Parts: partsByIds([ryzen7700x, am5Board, lga1700Board]),
      PartPicker_Picker: boardPicker,
    });
    await user.click(await screen.findByRole('button', { name: 'Choose a Motherboard' }));

    const picker = screen.getByRole('region', { name: 'Choose a Motherboard' });
    expect(within(picker).getByRole('checkbox', { name: 'Compatible only' })).toBeChecked();
    const table = await within(picker).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(expect.arrayContaining(['Name ▲', 'Socket', 'Form factor', 'Memory', 'M.2 slots', 'List price']));
    expect(within(table).getByRole('rowheader', { name: 'MSI PRO B650M-P' })).toBeInTheDocument();
    expect(client.requests.find((request) => request.name === 'PartPicker_Picker')?.variables).toMatchObject({
      category: 'MOTHERBOARD',
      compatibleWith: [ryzen7700x.id],
      compatibleOnly: true,
    });

    await user.click(within(table).getByRole('button', { name: 'Add MSI PRO B650M-P' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`${BUILDER}?parts=${ryzen7700x.id},${am5Board.id}`);
    expect(screen.queryByRole('region', { name: 'Choose a Motherboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change MSI PRO B650M-P' })).toBeInTheDocument();
  });

  it('links each part to its page with the build, and compares the parts ticked (at most 3)', async () => {
    const user = userEvent.setup();
    renderDesktopRoute(`${BUILDER}?parts=${ryzen7700x.id}`, {
      CustomPcBuildPage_Parts: partsByIds([ryzen7700x, am5Board, lga1700Board]),
      PartPicker_Picker: boardPicker,
    });
    await user.click(await screen.findByRole('button', { name: 'Choose a Motherboard' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compatible only' }));
    const picker = screen.getByRole('region', { name: 'Choose a Motherboard' });
    const link = await within(picker).findByRole('link', { name: 'MSI PRO B650M-P' });
    expect(link.getAttribute('href')).toMatch(
      new RegExp(`^/desktop/parts/motherboard/[^?]*${am5Board.id}\\?parts=${ryzen7700x.id}$`),
    );

    await user.click(within(picker).getByRole('checkbox', { name: 'Compare MSI PRO B650M-P' }));
    expect(within(picker).getByText('Tick another part to compare')).toBeInTheDocument();
    await user.click(within(picker).getByRole('checkbox', { name: 'Compare Gigabyte Z790 AORUS ELITE AX' }));
    expect(within(picker).getByRole('link', { name: 'Compare 2 parts' })).toHaveAttribute(
      'href',
      `/desktop/parts/motherboard/compare?ids=${am5Board.id},${lga1700Board.id}`,
    );
    await user.click(within(picker).getByRole('button', { name: 'Clear' }));
    expect(within(picker).queryByRole('link', { name: /^Compare \d parts$/ })).not.toBeInTheDocument();
  });

  it('shows every part with Compatible only off, and says why one does not fit', async () => {
    const user = userEvent.setup();
    renderDesktopRoute(`${BUILDER}?parts=${ryzen7700x.id}`, {
      CustomPcBuildPage_Parts: partsByIds([ryzen7700x, am5Board, lga1700Board]),
      PartPicker_Picker: boardPicker,
    });
    await user.click(await screen.findByRole('button', { name: 'Choose a Motherboard' }));
    await user.click(screen.getByRole('checkbox', { name: 'Compatible only' }));
    const row = (await screen.findByRole('rowheader', { name: /Gigabyte Z790 AORUS ELITE AX/ })).closest('tr')!;
    expect(within(row).getByText(`Incompatible: ${SOCKET_ERROR}`)).toBeInTheDocument();

    // Picking it anyway puts the conflict in the problems list.
    await user.click(within(row).getByRole('button', { name: 'Add Gigabyte Z790 AORUS ELITE AX' }));
    expect(within(screen.getByRole('list', { name: 'Errors' })).getByText(SOCKET_ERROR)).toBeInTheDocument();
  });

  it('sorts on a column, searches after the visitor stops typing and filters on the socket', async () => {
    const user = userEvent.setup();
    const { client } = renderDesktopRoute(BUILDER, {
      PartPicker_Picker: () => ({ data: pickerPage([{ part: ryzen7700x }]) }),
    });
    await user.click(screen.getByRole('button', { name: 'Choose a CPU' }));
    await user.click(await screen.findByRole('button', { name: 'Cores' }));
    await waitFor(() =>
      expect(client.requests.at(-1)?.variables).toMatchObject({ category: 'CPU', sort: 'CORES', descending: true }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search parts' }), 'ryzen');
    await waitFor(() =>
      expect(client.requests.at(-1)?.variables).toMatchObject({ filter: { search: 'ryzen' }, sort: 'CORES' }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Socket' }), 'AM5');
    await waitFor(() =>
      expect(client.requests.at(-1)?.variables).toMatchObject({
        filter: { search: 'ryzen', fields: [{ field: 'socket', values: ['AM5'] }] },
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(
      `${BUILDER}?pick=cpu&search=ryzen&socket=AM5&sort=cores-desc`,
    );
  });

  it('shows how many parts each option would leave, one that leaves none disabled', async () => {
    const user = userEvent.setup();
    renderDesktopRoute(BUILDER, {
      PartPicker_Picker: () => ({ data: pickerPage([{ part: ryzen7700x }]) }),
    });
    await user.click(screen.getByRole('button', { name: 'Choose a CPU' }));
    const picker = screen.getByRole('region', { name: 'Choose a CPU' });
    expect(await within(picker).findByRole('option', { name: 'AM5 (2)' })).toBeEnabled();
    expect(within(picker).getByRole('option', { name: 'LGA1700 (1)' })).toBeEnabled();
    expect(within(picker).getByRole('option', { name: 'Up to $200 (0)' })).toBeDisabled();
  });

  it('opens from the address with its filters, beside the build, and closes to the bare build', async () => {
    const user = userEvent.setup();
    const { client } = renderDesktopRoute(`${BUILDER}?parts=${ryzen7700x.id}&pick=motherboard&socket=AM5&fit=all`, {
      CustomPcBuildPage_Parts: partsByIds([ryzen7700x, am5Board, lga1700Board]),
      PartPicker_Picker: boardPicker,
    });
    const picker = await screen.findByRole('region', { name: 'Choose a Motherboard' });
    expect(within(picker).getByRole('checkbox', { name: 'Compatible only' })).not.toBeChecked();
    expect(client.requests.find((request) => request.name === 'PartPicker_Picker')?.variables).toMatchObject({
      category: 'MOTHERBOARD',
      filter: { fields: [{ field: 'socket', values: ['AM5'] }] },
      compatibleOnly: false,
    });
    await user.click(within(picker).getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${BUILDER}\\?parts=${ryzen7700x.id}$`));
  });

  it('follows its search with the picker filter, leaving out the build, the sort and the page', async () => {
    signIn(builder);
    const user = userEvent.setup();
    const { client } = renderDesktopRoute(
      `${BUILDER}?parts=${ryzen7700x.id}&pick=motherboard&replace=${am5Board.id}&socket=AM5&maxPrice=300&fit=all&sort=price&page=2`,
      {
        CustomPcBuildPage_Parts: partsByIds([ryzen7700x, am5Board, lga1700Board]),
        PartPicker_Picker: boardPicker,
        FollowButton_MyFollows: { data: { myFollows: [] } },
        FollowButton_Follow: { data: { follow: { id: '7', kind: 'SEARCH', address: '' } } },
      },
    );
    const picker = await screen.findByRole('region', { name: 'Choose a Motherboard' });
    await user.click(await within(picker).findByRole('button', { name: 'Follow this search' }));
    expect(client.requests.find((request) => request.name === 'FollowButton_Follow')?.variables).toEqual({
      target: {
        kind: 'SEARCH',
        category: 'desktop',
        search: `${BUILDER}?pick=motherboard&socket=AM5&maxPrice=300`,
        // What the picker asks the API for, so the API can tell of boards that start matching.
        filter: {
          category: 'MOTHERBOARD',
          filter: {
            search: null,
            manufacturers: null,
            maxPriceCents: 30000,
            fields: [{ field: 'socket', values: ['AM5'] }],
          },
        },
      },
    });
  });
});
