import { act, fireEvent, screen, within } from '@testing-library/react';
import { CombinedError } from '@urql/core';
import { appStore } from '@gadgets/shared-ui';
import { renderWithProviders, type GraphqlAnswer } from '@gadgets/shared-ui/testing';
import { scriptedClient } from '../../../testing/scripted-client';
import { SearchBox } from '../search-box';
import type { ModelSearchResult } from '@gadgets/shared-ui/widgets';
import { preloadSearchDialog, SearchOverlay } from '../search-overlay';

// Load the lazily loaded layer up front so each test opens it at once.
beforeAll(() => preloadSearchDialog());

const phone = (name: string, extra: Partial<ModelSearchResult> = {}): ModelSearchResult => ({
  name,
  companyName: 'Google',
  companyPath: 'google',
  path: name.toLowerCase().replace(/\s+/g, '-'),
  series: 'Pixel',
  img: `/media/phones/${name}.svg`,
  ...extra,
});

const PIXELS = [phone('Pixel 9a'), phone('Pixel 8a', { series: null }), phone('Pixel Fold', { img: null })];

function renderSearch(results: (key: string) => ModelSearchResult[] | 'never' = () => PIXELS, others?: GraphqlAnswer) {
  const scripted = scriptedClient({
    ...(others ? { SearchDialog_OtherCategories: others } : {}),
    SearchDialog_SearchMobiles: ({ searchKey }) => {
      const found = results(searchKey as string);
      return found === 'never' ? 'never' : { data: { searchMobiles: found } };
    },
  });
  const loadPage = jest.fn();
  renderWithProviders(
    <>
      <SearchBox />
      <SearchOverlay loadPage={loadPage} />
    </>,
    { client: scripted.client },
  );
  return { ...scripted, loadPage };
}

const searchCalls = (calls: { name: string; variables: Record<string, unknown> }[]) =>
  calls.filter((call) => call.name === 'SearchDialog_SearchMobiles').map((call) => call.variables.searchKey);

function type(text: string) {
  fireEvent.change(screen.getByRole('combobox', { name: 'Search phones' }), { target: { value: text } });
}

function press(key: string) {
  fireEvent.keyDown(screen.getByRole('combobox', { name: 'Search phones' }), { key });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function openOverlay() {
  fireEvent.click(screen.getByRole('searchbox', { name: 'Search phones' }));
}

describe('search overlay', () => {
  it('opens from the header box, locks page scrolling and focuses the field after 100 ms', () => {
    renderSearch();
    openOverlay();
    expect(screen.getByRole('dialog', { name: 'Search phones' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    const field = screen.getByRole('combobox', { name: 'Search phones' });
    expect(field).toHaveAttribute('placeholder', 'Search for premium mobiles...');
    act(() => jest.advanceTimersByTime(99));
    expect(field).not.toHaveFocus();
    act(() => jest.advanceTimersByTime(1));
    expect(field).toHaveFocus();
  });

  it('opens from the header box by keyboard', () => {
    renderSearch();
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Search phones' }), { key: 'Enter' });
    expect(screen.getByRole('dialog', { name: 'Search phones' })).toBeInTheDocument();
  });

  it('invites a search when the field is empty', () => {
    renderSearch();
    openOverlay();
    expect(screen.getByRole('heading', { name: 'Discover your perfect device' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Galaxy S25' }));
    expect(screen.getByRole('combobox')).toHaveValue('Galaxy S25');
  });

  it('searches once, 300 ms after the last key, with the trimmed text', () => {
    const { calls } = renderSearch();
    openOverlay();
    type('p');
    act(() => jest.advanceTimersByTime(200));
    type('pix');
    act(() => jest.advanceTimersByTime(200));
    type('  pixel ');
    act(() => jest.advanceTimersByTime(299));
    expect(searchCalls(calls)).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(searchCalls(calls)).toEqual(['pixel']);
  });

  it('never searches blank text', () => {
    const { calls } = renderSearch();
    openOverlay();
    type('   ');
    act(() => jest.advanceTimersByTime(1000));
    expect(searchCalls(calls)).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Discover your perfect device' })).toBeInTheDocument();
  });

  it('shows a three-row skeleton while loading', () => {
    renderSearch(() => 'never');
    openOverlay();
    type('pixel');
    act(() => jest.advanceTimersByTime(300));
    const skeleton = screen.getByTestId('search-skeleton');
    expect(skeleton.children).toHaveLength(3);
  });

  it('lists results with name, company and series, and image fallbacks', () => {
    renderSearch();
    openOverlay();
    type('pixel');
    act(() => jest.advanceTimersByTime(300));
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    expect(options[0]).toHaveTextContent('Pixel 9aGoogle • Pixel');
    expect(options[1]).toHaveTextContent(/^Pixel 8aGoogle$/);
    expect(within(options[2]!).getByTestId('phone-drawing')).toBeInTheDocument();
    const image = options[0]!.querySelector('img')!;
    fireEvent.error(image);
    expect(within(options[0]!).getByTestId('image-placeholder')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all results' })).toHaveAttribute('href', '/search?q=pixel');
    expect(screen.getByRole('status')).toHaveTextContent('3 results');
  });

  it('says how many phones, laptops, bikes and PC parts match, the others linking to the full results', () => {
    renderSearch(() => PIXELS, {
      data: {
        searchLaptops: [{ path: 'pixelbook-go' }],
        searchBikeFeatures: [],
        pcParts: [{ id: 'p1' }, { id: 'p2' }],
      },
    });
    openOverlay();
    type('pixel');
    act(() => jest.advanceTimersByTime(300));
    const counts = screen.getByRole('list', { name: 'Results per category' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3 phones', '1 laptop', '0 bikes', '2 PC parts']);
    expect(within(counts).getByRole('link', { name: '2 PC parts' })).toHaveAttribute(
      'href',
      '/search?q=pixel#pc-parts',
    );
    fireEvent.click(within(counts).getByRole('link', { name: '1 laptop' }));
    expect(appStore.getState().searchOpen).toBe(false);
  });

  it('says when nothing matches', () => {
    renderSearch(() => []);
    openOverlay();
    type('zzz');
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByRole('heading', { name: 'No results found for "zzz"' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or browse our categories')).toBeInTheDocument();
  });

  it('shows an empty list when the search fails, and logs it', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const scripted = scriptedClient({
      SearchDialog_SearchMobiles: () => ({ error: new CombinedError({ networkError: new Error('offline') }) }),
    });
    renderWithProviders(<SearchOverlay loadPage={jest.fn()} />, { client: scripted.client });
    act(() => appStore.getState().openSearch());
    type('pixel');
    act(() => jest.advanceTimersByTime(300));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'No results found for "pixel"' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });

  it('moves the highlight with the arrow keys, wrapping at both ends', () => {
    renderSearch();
    openOverlay();
    type('pixel');
    act(() => jest.advanceTimersByTime(300));
    const field = screen.getByRole('combobox');
    const selected = () =>
      screen.getAllByRole('option').findIndex((option) => option.getAttribute('aria-selected') === 'true');
    expect(selected()).toBe(-1);
    press('ArrowUp');
    expect(selected()).toBe(2);
    press('ArrowDown');
    expect(selected()).toBe(0);
    expect(field).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);
    press('ArrowDown');
    press('ArrowDown');
    expect(selected()).toBe(2);
    press('ArrowDown');
    expect(selected()).toBe(0);
    press('ArrowUp');
    expect(selected()).toBe(2);
  });

  it('starts each new query without a highlight', () => {
    renderSearch((key) => (key === 'pixel' ? PIXELS : [phone('Pixel 9a')]));
    openOverlay();
    type('pixel');
    act(() => jest.advanceTimersByTime(300));
    press('ArrowDown');
    type('pixel 9');
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'false');
  });

  it('loads the highlighted phone page on Enter and closes', () => {
    const { loadPage } = renderSearch();
    openOverlay();
    type('pixel');
    act(() => jest.advanceTimersByTime(300));
    press('ArrowDown');
    press('ArrowDown');
    press('Enter');
    expect(loadPage).toHaveBeenCalledWith('/mobile/google/pixel-8a');
    expect(appStore.getState().searchOpen).toBe(false);
  });

  it('closes on Esc, clears the query after the 300 ms exit, and gives focus back', () => {
    renderSearch();
    const box = screen.getByRole('searchbox', { name: 'Search phones' });
    box.focus();
    openOverlay();
    act(() => jest.advanceTimersByTime(100));
    type('pixel');
    act(() => jest.advanceTimersByTime(300));
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    expect(appStore.getState().searchOpen).toBe(false);
    expect(document.body.style.overflow).toBe('');
    act(() => jest.advanceTimersByTime(299));
    expect(screen.getByRole('combobox')).toHaveValue('pixel');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => jest.runOnlyPendingTimers());
    expect(box).toHaveFocus();
    openOverlay();
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it('clears the field with the clear button', () => {
    renderSearch();
    openOverlay();
    type('pixel');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('combobox')).toHaveValue('');
  });
});
