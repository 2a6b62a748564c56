import { useSearchParams } from 'react-router-dom';
import type { FinderDefinition, FinderField } from './finder-address';

/** The finder's state read from the address, and the way to show another state (a new address entry). */
export function useFinderAddress<Fields extends Record<string, FinderField>, Sort extends string>(finder: FinderDefinition<Fields, Sort>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = finder.stateFromSearch(searchParams);
  const show = (next: typeof state) => setSearchParams(finder.searchFromState(next));
  return [state, show] as const;
}
