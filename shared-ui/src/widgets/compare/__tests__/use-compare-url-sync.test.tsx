import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { appStore } from '@gadgets/shared-ui';
import { renderWithProviders } from '@gadgets/shared-ui/testing';
import { decodeCompareList, encodeCompareList } from '../compare-link';
import { useCompareUrlSync } from '../use-compare-url-sync';

function Probe() {
  const { unreadableLink } = useCompareUrlSync('laptop');
  const location = useLocation();
  return (
    <>
      <output data-testid="search">{location.search}</output>
      {unreadableLink ? <p>unreadable</p> : null}
    </>
  );
}

const listInUrl = () => decodeCompareList(new URLSearchParams(screen.getByTestId('search').textContent ?? '').get('compare') ?? '');

describe('useCompareUrlSync', () => {
  it('replaces the stored list with a readable shared list', async () => {
    act(() => {
      appStore.getState().addToCompare('laptop', { company: 'dell', path: 'xps-13' });
    });
    const shared = encodeCompareList([{ company: 'Apple', path: 'macbook-air-13-m4' }]);
    renderWithProviders(<Probe />, { route: `/laptop/compare_laptop_models?compare=${encodeURIComponent(shared)}` });
    await waitFor(() => expect(appStore.getState().compare.laptop).toEqual([{ company: 'apple', path: 'macbook-air-13-m4' }]));
    expect(listInUrl()).toEqual([{ company: 'apple', path: 'macbook-air-13-m4' }]);
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
