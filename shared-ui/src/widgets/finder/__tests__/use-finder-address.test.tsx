import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { defineFinder } from '../finder-address';
import { useFinderAddress } from '../use-finder-address';

const FINDER = defineFinder({ minRamGb: { kind: 'number' }, minStorageGb: { kind: 'number' } }, [
  { value: 'NEWEST', slug: 'newest', label: 'Newest first' },
  { value: 'WEIGHT_ASC', slug: 'weight', label: 'Lightest first' },
]);

describe('useFinderAddress', () => {
  it('keeps two quick choices made before the page re-rendered: each applies what it changed to the current address', () => {
    type State = ReturnType<typeof FINDER.stateFromSearch>;
    let show: ((next: State) => void) | undefined;
    let state: State | undefined;
    let address = '';
    function Probe() {
      const [current, change] = useFinderAddress(FINDER);
      state = current;
      show = change;
      address = useLocation().search;
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/laptop']}>
        <Probe />
      </MemoryRouter>,
    );
    const rendered = state!;
    const change = show!;
    act(() => {
      // Both built from the same rendered state, as a filter and then the sort chosen in one quick go.
      change({ ...rendered, minRamGb: 32 });
      change({ ...rendered, sort: 'WEIGHT_ASC', page: 1 });
    });
    expect(address).toBe('?minRamGb=32&sort=weight');
    act(() => show!({ ...state!, minRamGb: undefined }));
    expect(address).toBe('?sort=weight');
  });

  it("leaves the page's other parameters as they were written, literal commas included", () => {
    type State = ReturnType<typeof FINDER.stateFromSearch>;
    let show: ((next: State) => void) | undefined;
    let state: State | undefined;
    let address = '';
    function Probe() {
      const [current, change] = useFinderAddress(FINDER);
      state = current;
      show = change;
      address = useLocation().search;
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/desktop?parts=cpu-1,board-2&minRamGb=16']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => show!({ ...state!, minStorageGb: 512 }));
    expect(address).toBe('?parts=cpu-1,board-2&minRamGb=16&minStorageGb=512');
    act(() => show!({ ...state!, minRamGb: undefined, minStorageGb: undefined }));
    expect(address).toBe('?parts=cpu-1,board-2');
  });
});
