import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { appStore } from '@gadgets/shared-ui';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { decodeCompareList, encodeCompareList } from '../compare-link';
import { useCompareUrlSync } from '../use-compare-url-sync';

function Probe() {
  const view = useCompareUrlSync('laptop');
  const location = useLocation();
  return (
    <>
      <output data-testid="search">{location.search}</output>
      <output data-testid="shown">{view.items.map((item) => item.path).join(',')}</output>
      {view.unreadableLink ? <p>unreadable</p> : null}
      {view.viewingShared ? (
        <>
          <button type="button" onClick={view.keepShared}>
            Keep
          </button>
          <button type="button" onClick={view.showSavedList}>
            Mine
          </button>
        </>
      ) : null}
    </>
  );
}

const listInUrl = () =>
  decodeCompareList(new URLSearchParams(screen.getByTestId('search').textContent ?? '').get('compare') ?? '');

describe('useCompareUrlSync', () => {
  it('shows a shared list without touching the saved one until the visitor keeps it', async () => {
    act(() => {
      appStore.getState().addToCompare('laptop', { company: 'dell', path: 'xps-13' });
    });
    const shared = encodeCompareList([{ company: 'Apple', path: 'macbook-air-13-m4' }]);
    renderWithProviders(<Probe />, { route: `/laptop/compare_laptop_models?compare=${encodeURIComponent(shared)}` });
    expect(screen.getByTestId('shown')).toHaveTextContent('macbook-air-13-m4');
    expect(listInUrl()).toEqual([{ company: 'apple', path: 'macbook-air-13-m4' }]);
    expect(appStore.getState().compare.laptop).toEqual([{ company: 'dell', path: 'xps-13' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(appStore.getState().compare.laptop).toEqual([{ company: 'apple', path: 'macbook-air-13-m4' }]);
    expect(screen.queryByRole('button', { name: 'Keep' })).not.toBeInTheDocument();
  });

  it('goes back to the saved list, and the address follows, when the visitor leaves a shared view', async () => {
    act(() => {
      appStore.getState().addToCompare('laptop', { company: 'dell', path: 'xps-13' });
    });
    const shared = encodeCompareList([{ company: 'apple', path: 'macbook-air-13-m4' }]);
    renderWithProviders(<Probe />, { route: `/laptop/compare_laptop_models?compare=${encodeURIComponent(shared)}` });
    await userEvent.click(screen.getByRole('button', { name: 'Mine' }));
    expect(screen.getByTestId('shown')).toHaveTextContent('xps-13');
    await waitFor(() => expect(listInUrl()).toEqual([{ company: 'dell', path: 'xps-13' }]));
    expect(appStore.getState().compare.laptop).toEqual([{ company: 'dell', path: 'xps-13' }]);
  });

  it('ignores an unreadable value with a warning and writes the stored list instead', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    act(() => {
      appStore.getState().addToCompare('laptop', { company: 'dell', path: 'xps-13' });
    });
    renderWithProviders(<Probe />, { route: '/laptop/compare_laptop_models?compare=@@@' });
    expect(screen.getByText('unreadable')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(listInUrl()).toEqual([{ company: 'dell', path: 'xps-13' }]));
    expect(appStore.getState().compare.laptop).toEqual([{ company: 'dell', path: 'xps-13' }]);
  });

  it('follows later changes of the list and drops the parameter when it empties', async () => {
    act(() => {
      appStore.getState().addToCompare('laptop', { company: 'dell', path: 'xps-13' });
    });
    renderWithProviders(<Probe />, { route: '/laptop/compare_laptop_models' });
    await waitFor(() => expect(listInUrl()).toHaveLength(1));
    act(() => {
      appStore.getState().addToCompare('laptop', { company: 'lenovo', path: 'x1-carbon' });
    });
    await waitFor(() => expect(listInUrl()).toHaveLength(2));
    act(() => {
      appStore.getState().clearCompare('laptop');
    });
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent(/^$/));
  });
});
