import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedError } from '@urql/core';
import { appStore } from '@gadgets/shared-ui';
import { phoneFinderAnswer } from '../../../testing/mobile-fixtures';
import { renderMobileRoute } from '../../../testing/render-mobile-route';
import { PHONE_FINDER, phoneFilterOf, type PhoneFinderState } from '../phone-finder-address';

/** Answers like the API: the NFC filter narrows 40 phones to 2, so the count visibly follows the filters. */
const answers = {
  PhoneFinder_Results: (variables: Record<string, unknown>) => {
    const filter = (variables.filter ?? {}) as Record<string, unknown>;
    return phoneFinderAnswer(filter.nfc ? 2 : 40, variables.page as number);
  },
};

const lastFinderRequest = (client: { requests: { name: string; variables: Record<string, unknown> }[] }) =>
  client.requests.filter((request) => request.name === 'PhoneFinder_Results').at(-1)?.variables;

const location = () => screen.getByTestId('location').textContent;

describe('the phone finder address', () => {
  it('round-trips every filter, the sort and the page, and keeps the plain finder bare', () => {
    const state: PhoneFinderState = {
      brands: ['google', 'samsung'],
      minPrice: 200,
      maxPrice: 600,
      minReleaseYear: 2023,
      maxReleaseYear: 2025,
      minDisplayInches: 6,
      maxDisplayInches: 6.7,
      minResolutionPx: 1080,
      minRefreshHz: 120,
      panels: ['OLED'],
      chipsetMakers: ['QUALCOMM', 'GOOGLE'],
      minRamGb: 8,
      minStorageGb: 256,
      minMainCameraMp: 50,
      minBatteryMah: 5000,
      minWiredChargingW: 30,
      minIpRating: 68,
      features: ['has5g', 'nfc', 'headphoneJack'],
      sort: 'BATTERY_DESC',
      page: 3,
    };
    expect(PHONE_FINDER.stateFromSearch(PHONE_FINDER.searchFromState(state))).toEqual(state);
    expect(PHONE_FINDER.searchFromState(PHONE_FINDER.empty).toString()).toBe('');
    // 'Filters (22)': each checked option and each bound set is one filter; the sort and the page are none.
    expect(PHONE_FINDER.activeCount(state)).toBe(22);
    expect(PHONE_FINDER.activeCount(PHONE_FINDER.empty)).toBe(0);
  });

  it('names every filter in the address as the API argument it becomes, but the brands and the dollar prices', () => {
    const state: PhoneFinderState = {
      ...PHONE_FINDER.empty,
      brands: ['google'],
      minPrice: 200,
      minReleaseYear: 2023,
      maxDisplayInches: 6.7,
      minResolutionPx: 1080,
      minRefreshHz: 120,
      panels: ['OLED'],
      chipsetMakers: ['GOOGLE'],
      minRamGb: 8,
      minStorageGb: 256,
      minMainCameraMp: 50,
      minBatteryMah: 5000,
      minWiredChargingW: 30,
      minIpRating: 68,
      features: ['nfc'],
    };
    const filter = phoneFilterOf(state) as Record<string, unknown>;
    const address = PHONE_FINDER.searchFromState(state);
    const named = [...address.keys()].filter((name) => !['brand', 'minPrice', 'features'].includes(name));
    expect(named).toHaveLength(12);
    for (const name of named) expect(filter).toHaveProperty(name);
    expect(filter).toMatchObject({ companyPaths: ['google'], minPriceCents: 20_000, nfc: true });
  });

  it('reads an address saved under the names the filters had before, and writes their names', () => {
    const saved = PHONE_FINDER.stateFromSearch(
      new URLSearchParams(
        'minYear=2023&maxYear=2025&minDisplay=6&maxDisplay=6.7&resolution=1080&refresh=120&panel=oled&chipset=google' +
          '&ram=8&storage=256&camera=50&battery=5000&charging=30&ip=68&maxPrice=600',
      ),
    );
    expect(phoneFilterOf(saved)).toMatchObject({
      minReleaseYear: 2023,
      maxReleaseYear: 2025,
      minDisplayInches: 6,
      maxDisplayInches: 6.7,
      minResolutionPx: 1080,
      minRefreshHz: 120,
      panels: ['OLED'],
      chipsetMakers: ['GOOGLE'],
      minRamGb: 8,
      minStorageGb: 256,
      minMainCameraMp: 50,
      minBatteryMah: 5000,
      minWiredChargingW: 30,
      minIpRating: 68,
      maxPriceCents: 60_000,
    });
    expect(PHONE_FINDER.searchFromState(saved).toString()).toBe(
      'maxPrice=600&minReleaseYear=2023&maxReleaseYear=2025&minDisplayInches=6&maxDisplayInches=6.7' +
        '&minResolutionPx=1080&minRefreshHz=120&panels=oled&chipsetMakers=google&minRamGb=8&minStorageGb=256' +
        '&minMainCameraMp=50&minBatteryMah=5000&minWiredChargingW=30&minIpRating=68',
    );
    // The old names are the finder's own parameters, so the next address written replaces them instead of keeping both.
    for (const old of ['battery', 'ram', 'panel', 'minYear']) expect(PHONE_FINDER.params.has(old)).toBe(true);
  });

  it('drops what it cannot read instead of failing the page', () => {
    const state = PHONE_FINDER.stateFromSearch(
      new URLSearchParams('brand=google,<b>&battery=lots&ram=-4&features=5g,teleport&panel=crt&sort=cheapest&page=0'),
    );
    expect(state).toEqual({ ...PHONE_FINDER.empty, brands: ['google'], features: ['has5g'] });
  });
});

describe('/mobile/finder', () => {
  it('opens from the address alone: the API is asked for exactly that filter and the exact count is shown', () => {
    const { client } = renderMobileRoute(
      '/mobile/finder?brand=google&maxPrice=600&minBatteryMah=5000&features=5g,nfc&sort=price',
      answers,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Phone finder' })).toBeInTheDocument();
    expect(lastFinderRequest(client)).toEqual({
      filter: expect.objectContaining({
        companyPaths: ['google'],
        maxPriceCents: 60_000,
        minBatteryMah: 5000,
        has5g: true,
        nfc: true,
        headphoneJack: undefined,
      }),
      sort: 'PRICE_ASC',
      page: 1,
      limit: 15,
    });
    expect(screen.getByText('2 phones')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('checkbox', { name: 'Google (2)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '5G (2)' })).toBeChecked();
    expect(screen.getByRole('slider', { name: 'Smallest battery (mAh)' })).toHaveValue('5000');
    expect(screen.getByRole('slider', { name: 'Highest price ($)' })).toHaveValue('600');
    expect(screen.getByRole('spinbutton', { name: 'Highest price ($), exact' })).toHaveValue(600);
    const results = screen.getByRole('list', { name: 'Matching phones' });
    expect(within(results).getAllByRole('link')[0]).toHaveTextContent(
      '6.3" · 120 Hz · 8 GB RAM · 5,100 mAh · 48 MP · 5G',
    );
    expect(within(results).getAllByRole('link')[0]).toHaveTextContent('$499 list price');
  });

  it('shows how many phones each option would leave, and disables (not hides) one that would leave none', () => {
    renderMobileRoute('/mobile/finder', answers);
    expect(screen.getByRole('checkbox', { name: 'Samsung (0)' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'LCD (0)' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: '3.5 mm headphone jack (0)' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'OLED (2)' })).toBeEnabled();
    expect(screen.getByRole('option', { name: 'QHD+ (1440p) or sharper (0)' })).toBeDisabled();
  });

  it('keeps a chosen option that now leaves nothing undoable', () => {
    renderMobileRoute('/mobile/finder?brand=samsung', answers);
    expect(screen.getByRole('checkbox', { name: 'Samsung (0)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Samsung (0)' })).toBeEnabled();
  });

  it('writes every change into the address, starts again on page 1 and updates the count', async () => {
    const user = userEvent.setup();
    const { client } = renderMobileRoute('/mobile/finder?page=2', answers);
    expect(screen.getByText('40 phones')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/mobile/finder?page=3');

    await user.click(screen.getByRole('checkbox', { name: 'NFC (2)' }));
    expect(location()).toBe('/mobile/finder?features=nfc');
    expect(await screen.findByText('2 phones')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Memory (RAM)' }), '8');
    const lowestPrice = screen.getByRole('spinbutton', { name: 'Lowest price ($), exact' });
    fireEvent.change(lowestPrice, { target: { value: '200' } });
    fireEvent.keyDown(lowestPrice, { key: 'Enter' });
    await user.click(screen.getByRole('checkbox', { name: 'OLED (2)' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'DISPLAY_DESC');
    expect(location()).toBe('/mobile/finder?minPrice=200&panels=oled&minRamGb=8&features=nfc&sort=display');
    await waitFor(() =>
      expect(lastFinderRequest(client)).toEqual({
        filter: expect.objectContaining({ minPriceCents: 20_000, panels: ['OLED'], minRamGb: 8, nfc: true }),
        sort: 'DISPLAY_DESC',
        page: 1,
        limit: 15,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/mobile/finder?sort=display');
    // Five choices, each re-rendering the whole finder: past Jest's 5 s on a busy machine.
  }, 20_000);

  it('sets a range with its slider: the value goes to the address when the thumb is let go, the bars follow it', () => {
    const { client } = renderMobileRoute('/mobile/finder?features=nfc', answers);
    const lowest = screen.getByRole('slider', { name: 'Lowest price ($)' });
    const chosenBars = () => screen.getByRole('img', { name: /^Price: / }).querySelectorAll('rect[data-chosen]').length;
    expect(chosenBars()).toBe(12);
    fireEvent.change(lowest, { target: { value: '350' } });
    fireEvent.change(lowest, { target: { value: '400' } });
    // Not yet in the address while the thumb moves; the bars follow it at once.
    expect(location()).toBe('/mobile/finder?features=nfc');
    expect(chosenBars()).toBe(9);
    fireEvent.pointerUp(lowest);
    expect(location()).toBe('/mobile/finder?minPrice=400&features=nfc');
    expect(lastFinderRequest(client)).toMatchObject({ filter: expect.objectContaining({ minPriceCents: 40_000 }) });
  });

  it('sorts best rated first from the Sort by menu, kept in the address like every sort', async () => {
    const user = userEvent.setup();
    const { client } = renderMobileRoute('/mobile/finder?sort=rating', answers);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Best rated');
    expect(lastFinderRequest(client)).toMatchObject({ sort: 'RATING_DESC', page: 1 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest first');
    expect(location()).toBe('/mobile/finder');
    await user.click(screen.getByRole('checkbox', { name: 'NFC (2)' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Best rated');
    expect(location()).toBe('/mobile/finder?features=nfc&sort=rating');
    await waitFor(() => expect(lastFinderRequest(client)).toMatchObject({ sort: 'RATING_DESC', page: 1 }));
  });

  it('says no phones match, with a way to clear the filters', async () => {
    const user = userEvent.setup();
    renderMobileRoute('/mobile/finder?minRamGb=12&features=jack', { PhoneFinder_Results: phoneFinderAnswer(0) });
    expect(screen.getByText('0 phones')).toBeInTheDocument();
    const empty = screen.getByRole('heading', { name: 'No phones match' }).closest('section, div')!;
    await user.click(within(empty as HTMLElement).getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/mobile/finder');
  });

  it('shows the error with Try Again, and skeletons while loading', async () => {
    const user = userEvent.setup();
    const failing = renderMobileRoute('/mobile/finder', {
      PhoneFinder_Results: { error: new CombinedError({ networkError: new Error('offline') }) },
    });
    const alerts = within(failing.container).getAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent).join(' ')).toContain('Failed to find phones. Please try again.');
    await user.click(within(alerts.at(-1)!).getByRole('button', { name: 'Try Again' }));
    expect(failing.client.requestNames().filter((name) => name === 'PhoneFinder_Results')).toHaveLength(2);
    failing.unmount();

    renderMobileRoute('/mobile/finder', {});
    expect(screen.getByRole('status', { name: 'Finding phones' })).toBeInTheDocument();
    expect(screen.getByText('Counting phones…')).toBeInTheDocument();
  });

  it('adds any result to the shared compare list', async () => {
    const user = userEvent.setup();
    renderMobileRoute('/mobile/finder', answers);
    await user.click(screen.getByRole('button', { name: 'Add to compare: Google Pixel 1' }));
    expect(screen.getByText(/Google Pixel 1 was added to your compare list\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open comparison' })).toHaveAttribute(
      'href',
      '/mobile/compare_mobile_models',
    );
    expect(appStore.getState().compare.mobile).toContainEqual({ company: 'google', path: 'pixel-1' });
  });
});

describe('/mobile', () => {
  it('has the phone finder as a section of the phone home', () => {
    renderMobileRoute('/mobile?features=5g', answers);
    expect(screen.getByRole('heading', { level: 2, name: 'Phone finder' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '5G (2)' })).toBeChecked();
  });
});
