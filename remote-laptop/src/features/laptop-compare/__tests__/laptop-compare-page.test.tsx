import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, type CompareItem } from '@gadgets/shared-ui';
import { decodeCompareList, encodeCompareList } from '@gadgets/shared-ui/widgets';
import { laptopFeature, otherLaptopFeature } from '../../../testing/laptop-fixtures';
import { renderLaptopRoute } from '../../../testing/render-laptop-route';

const laptops: Record<string, ReturnType<typeof laptopFeature>> = {
  'dell/xps-13-9350': laptopFeature(),
  'hp/omen-16-2025': otherLaptopFeature(),
  'apple/macbook-air-13-m4-2025': laptopFeature({
    companyName: 'Apple',
    companyPath: 'apple',
    model: 'MacBook Air 13 (M4, 2025)',
    path: 'macbook-air-13-m4-2025',
    headerBanner: { ...laptopFeature().headerBanner, title: 'Apple MacBook Air 13 (M4, 2025)' },
  }),
  'razer/blade-14-2025': laptopFeature({
    companyName: 'Razer',
    companyPath: 'razer',
    model: 'Blade 14 (2025)',
    path: 'blade-14-2025',
    headerBanner: { ...laptopFeature().headerBanner, title: 'Razer Blade 14 (2025)' },
  }),
};

const answers = {
  LaptopComparePage_Laptops: (variables: Record<string, unknown>) => {
    const find = (which: string) =>
      laptops[`${String(variables[`${which}Company`])}/${String(variables[`${which}Path`])}`] ?? null;
    return {
      data: {
        first: find('first'),
        ...(variables.withSecond ? { second: find('second') } : {}),
        ...(variables.withThird ? { third: find('third') } : {}),
      },
    };
  },
  LaptopCompareSearch_Search: () => ({
    data: {
      searchLaptops: [
        {
          name: 'Blade 14 (2025)',
          companyName: 'Razer',
          companyPath: 'razer',
          path: 'blade-14-2025',
          series: 'Blade',
          img: null,
        },
      ],
    },
  }),
};

const item = (key: string): CompareItem => {
  const [company, path] = key.split('/') as [string, string];
  return { company, path };
};
const save = (...keys: string[]) => act(() => appStore.getState().replaceCompareList('laptop', keys.map(item)));
const saved = () => appStore.getState().compare.laptop;
const location = () => screen.getByTestId('location').textContent ?? '';
const listInAddress = () => decodeCompareList(new URL(location(), 'http://x').searchParams.get('compare') ?? '');
const sharedLink = (...keys: string[]) =>
  `/laptop/compare_laptop_models?compare=${encodeURIComponent(encodeCompareList(keys.map(item)))}`;

describe('/laptop/compare_laptop_models', () => {
  it('invites a search when the list is empty', () => {
    renderLaptopRoute('/laptop/compare_laptop_models', answers);
    expect(screen.getByText('No laptops to compare yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find laptops' })).toHaveAttribute('href', '/laptop');
  });

  it('compares the saved list side by side, marks the better values and puts the list in the address', async () => {
    save('dell/xps-13-9350', 'hp/omen-16-2025');
    const { client } = renderLaptopRoute('/laptop/compare_laptop_models', answers);
    const table = await screen.findByRole('table', { name: 'Comparison' });
    expect(client.requestNames().filter((name) => name === 'LaptopComparePage_Laptops')).toHaveLength(1);
    const row = (label: string) => within(table).getByRole('rowheader', { name: label }).closest('tr')!;
    // Cheaper, more memory, lighter: each marked on its own side.
    expect(within(row('List price')).getAllByRole('cell')[1]).toHaveTextContent('Best');
    expect(within(row('RAM')).getAllByRole('cell')[1]).toHaveTextContent('Best');
    expect(within(row('Weight')).getAllByRole('cell')[0]).toHaveTextContent('Best');
    expect(within(row('Weight')).getAllByRole('cell')[1]).not.toHaveTextContent('Best');
    // Equal values are no comparison.
    expect(row('Capacity')).not.toHaveTextContent('Best');
    await waitFor(() => expect(listInAddress()).toEqual([item('dell/xps-13-9350'), item('hp/omen-16-2025')]));
  });

  it("opens a shared link without overwriting the visitor's own list, until they choose to keep it", async () => {
    const user = userEvent.setup();
    save('razer/blade-14-2025');
    renderLaptopRoute(sharedLink('dell/xps-13-9350', 'apple/macbook-air-13-m4-2025'), answers);
    const notice = screen.getByRole('region', { name: 'Shared comparison' });
    expect(notice).toHaveTextContent('Your own compare list (1 of 3) has not changed.');
    const table = await screen.findByRole('table', { name: 'Comparison' });
    expect(within(table).getByRole('columnheader', { name: /Apple MacBook Air 13/ })).toBeInTheDocument();
    expect(saved()).toEqual([item('razer/blade-14-2025')]);

    await user.click(within(notice).getByRole('button', { name: 'Keep this comparison' }));
    expect(saved()).toEqual([item('dell/xps-13-9350'), item('apple/macbook-air-13-m4-2025')]);
    expect(screen.queryByRole('region', { name: 'Shared comparison' })).not.toBeInTheDocument();
  });

  it("goes back to the visitor's own list from a shared link", async () => {
    const user = userEvent.setup();
    save('razer/blade-14-2025');
    renderLaptopRoute(sharedLink('dell/xps-13-9350'), answers);
    await user.click(screen.getByRole('button', { name: 'Show my list' }));
    expect(await screen.findByRole('columnheader', { name: /Blade 14/ })).toBeInTheDocument();
    expect(listInAddress()).toEqual([item('razer/blade-14-2025')]);
    expect(saved()).toEqual([item('razer/blade-14-2025')]);
  });

  it('ignores an unreadable link with a warning and shows the saved list', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    save('dell/xps-13-9350');
    renderLaptopRoute('/laptop/compare_laptop_models?compare=not-base64!', answers);
    expect(screen.getByRole('alert')).toHaveTextContent('The comparison link could not be read');
    expect(await screen.findByRole('columnheader', { name: /Dell XPS 13 9350/ })).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });

  it('adds a laptop found by name under the compare-list rules and removes one', async () => {
    const user = userEvent.setup();
    save('dell/xps-13-9350', 'hp/omen-16-2025', 'apple/macbook-air-13-m4-2025');
    renderLaptopRoute('/laptop/compare_laptop_models', answers);
    await user.type(screen.getByRole('searchbox', { name: 'Add a laptop to compare' }), 'blade');
    await user.click(await screen.findByRole('button', { name: 'Add Razer Blade 14 (2025)' }));
    expect(screen.getByText('You can compare up to 3 laptops. Remove one to add another.')).toBeInTheDocument();
    expect(saved()).toHaveLength(3);

    await user.click(await screen.findByRole('button', { name: 'Remove HP OMEN 16 (2025)' }));
    expect(saved()).toEqual([item('dell/xps-13-9350'), item('apple/macbook-air-13-m4-2025')]);
    await user.type(screen.getByRole('searchbox', { name: 'Add a laptop to compare' }), 'blade');
    await user.click(await screen.findByRole('button', { name: 'Add Razer Blade 14 (2025)' }));
    expect(saved()).toEqual([
      item('dell/xps-13-9350'),
      item('apple/macbook-air-13-m4-2025'),
      item('razer/blade-14-2025'),
    ]);
  });
});
