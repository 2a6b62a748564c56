import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore } from '@gadgets/shared-ui';
import { decodeCompareList, encodeCompareList } from '@gadgets/shared-ui/widgets';
import { mobileFeature, mobileFeatures } from '../../../testing/mobile-fixtures';
import { renderMobileRoute, type Answers } from '../../../testing/render-mobile-route';

const phones: Record<string, ReturnType<typeof mobileFeature>> = {
  'google/pixel-9': mobileFeature(),
  'samsung/galaxy-s25': mobileFeature({
    companyName: 'Samsung',
    companyPath: 'samsung',
    model: 'Galaxy S25',
    path: 'galaxy-s25',
    headerBanner: { ...mobileFeature().headerBanner, title: 'Samsung Galaxy S25', price: '$799.99' },
    features: mobileFeatures({
      battery: { type: 'Li-Ion', capacity: '4000 mAh', removable: 'No', charging: '25W wired', usage: null },
    }),
  }),
  'apple/iphone-17': mobileFeature({
    companyName: 'Apple',
    companyPath: 'apple',
    model: 'iPhone 17',
    path: 'iphone-17',
    headerBanner: { ...mobileFeature().headerBanner, title: 'Apple iPhone 17' },
  }),
  'nothing/phone-2': mobileFeature({
    companyName: 'Nothing',
    companyPath: 'nothing',
    model: 'Phone (2)',
    path: 'phone-2',
  }),
};

const answers: Answers = {
  MobileComparePage_Feature: ({ company, path }) => ({
    data: { mobileFeature: phones[`${String(company)}/${String(path)}`] ?? null },
  }),
  CompareSearch_SearchMobiles: () => ({
    data: {
      searchMobiles: [
        {
          name: 'iPhone 17',
          companyName: 'Apple',
          companyPath: 'apple',
          path: 'iphone-17',
          series: 'iPhone',
          img: null,
        },
        { name: 'Phone (2)', companyName: 'Nothing', companyPath: 'nothing', path: 'phone-2', series: null, img: null },
      ],
    },
  }),
};

const location = () => screen.getByTestId('location').textContent ?? '';
const listInUrl = () => decodeCompareList(new URL(location(), 'http://x').searchParams.get('compare') ?? '');

const seed = (...keys: string[]) =>
  act(() => {
    for (const key of keys) {
      const [company, path] = key.split('/') as [string, string];
      appStore.getState().addToCompare('mobile', { company, path });
    }
  });

describe('/mobile/compare_mobile_models', () => {
  it('invites a search when the list is empty', () => {
    renderMobileRoute('/mobile/compare_mobile_models', answers);
    expect(screen.getByText('No phones to compare yet')).toBeInTheDocument();
    expect(screen.getByLabelText('Add a phone to compare')).toBeInTheDocument();
  });

  it('shows the stored list side by side, marks the better value and writes it into the address', async () => {
    seed('google/pixel-9', 'samsung/galaxy-s25');
    renderMobileRoute('/mobile/compare_mobile_models', answers);
    const table = await screen.findByRole('table', { name: 'Comparison' });
    expect(within(table).getByRole('columnheader', { name: /Google Pixel 9/ })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Samsung Galaxy S25/ })).toBeInTheDocument();
    const capacity = within(table).getAllByRole('rowheader', { name: 'Capacity' })[0]!.closest('tr')!;
    const [pixel, galaxy] = within(capacity).getAllByRole('cell');
    expect(pixel).toHaveTextContent('4700 mAhBest');
    expect(galaxy).not.toHaveTextContent('Best');
    await waitFor(() =>
      expect(listInUrl()).toEqual([
        { company: 'google', path: 'pixel-9' },
        { company: 'samsung', path: 'galaxy-s25' },
      ]),
    );
  });

  it('shows a shared ?compare= link without replacing the saved list until the visitor keeps it', async () => {
    seed('apple/iphone-17');
    const shared = encodeCompareList([
      { company: 'samsung', path: 'galaxy-s25' },
      { company: 'google', path: 'pixel-9' },
    ]);
    renderMobileRoute(`/mobile/compare_mobile_models?compare=${encodeURIComponent(shared)}`, answers);
    const table = await screen.findByRole('table', { name: 'Comparison' });
    const [modelsRow] = within(table).getAllByRole('row');
    expect(
      within(modelsRow!)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([expect.stringContaining('Samsung Galaxy S25'), expect.stringContaining('Google Pixel 9')]);
    expect(screen.getByRole('region', { name: 'Shared comparison' })).toHaveTextContent(
      'Your own compare list (1 of 3) has not changed.',
    );
    expect(appStore.getState().compare.mobile).toEqual([{ company: 'apple', path: 'iphone-17' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Keep this comparison' }));
    expect(appStore.getState().compare.mobile).toEqual([
      { company: 'samsung', path: 'galaxy-s25' },
      { company: 'google', path: 'pixel-9' },
    ]);
  });

  it('ignores an unreadable ?compare= value with a warning and keeps the saved list', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    seed('google/pixel-9');
    renderMobileRoute('/mobile/compare_mobile_models?compare=%25%25not-base64', answers);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not be read'));
    expect(screen.getByRole('alert')).toHaveTextContent('The comparison link could not be read');
    expect(appStore.getState().compare.mobile).toEqual([{ company: 'google', path: 'pixel-9' }]);
    await waitFor(() => expect(listInUrl()).toEqual([{ company: 'google', path: 'pixel-9' }]));
  });

  it('offers the comparison as a link to copy when the page owns the address bar', async () => {
    window.history.replaceState({}, '', '/mobile/compare_mobile_models');
    seed('google/pixel-9');
    renderMobileRoute('/mobile/compare_mobile_models', answers);
    const link = await screen.findByRole('textbox', { name: 'Link to this comparison' });
    const shared = new URL((link as HTMLInputElement).value);
    expect(shared.pathname).toBe('/mobile/compare_mobile_models');
    expect(decodeCompareList(shared.searchParams.get('compare')!)).toEqual([{ company: 'google', path: 'pixel-9' }]);
    window.history.replaceState({}, '', '/');
  });

  it('has no link to give when embedded with in-memory routing', async () => {
    seed('google/pixel-9');
    renderMobileRoute('/mobile/compare_mobile_models', answers);
    await screen.findByRole('table', { name: 'Comparison' });
    expect(screen.queryByRole('textbox', { name: 'Link to this comparison' })).not.toBeInTheDocument();
  });

  it('removes a phone from the comparison', async () => {
    const user = userEvent.setup();
    seed('google/pixel-9', 'samsung/galaxy-s25');
    renderMobileRoute('/mobile/compare_mobile_models', answers);
    await user.click(await screen.findByRole('button', { name: 'Remove Samsung Galaxy S25' }));
    expect(appStore.getState().compare.mobile).toEqual([{ company: 'google', path: 'pixel-9' }]);
    expect(screen.queryByRole('columnheader', { name: /Samsung/ })).not.toBeInTheDocument();
    await waitFor(() => expect(listInUrl()).toEqual([{ company: 'google', path: 'pixel-9' }]));
  });

  it('adds a phone through search and refuses a fourth', async () => {
    const user = userEvent.setup();
    seed('google/pixel-9', 'samsung/galaxy-s25');
    renderMobileRoute('/mobile/compare_mobile_models', answers);
    await user.type(screen.getByLabelText('Add a phone to compare'), 'phone');
    await user.click(await screen.findByRole('button', { name: 'Add Apple iPhone 17' }));
    expect(appStore.getState().compare.mobile).toHaveLength(3);
    expect(screen.getByText('iPhone 17 was added to the comparison.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Add a phone to compare'), 'phone');
    await user.click(await screen.findByRole('button', { name: 'Add Nothing Phone (2)' }));
    expect(screen.getByText('You can compare up to 3 phones. Remove one to add another.')).toBeInTheDocument();
    expect(appStore.getState().compare.mobile.map((item) => item.path)).toEqual(['pixel-9', 'galaxy-s25', 'iphone-17']);
  });
});
