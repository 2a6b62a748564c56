import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FinderDefinition, FinderField } from './finder-address';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The finder's state read from the address, and the way to show another state (a new address entry). Only what the
 * caller changed from the state it rendered with is applied, onto the newest address (the one this hook last asked
 * for, if the page has not re-rendered since): two quick choices, a filter and then a sort, both stay. The router's
 * own functional update would not do: it hands back the address of the last render.
 */
export function useFinderAddress<Fields extends Record<string, FinderField>, Sort extends string>(
  finder: FinderDefinition<Fields, Sort>,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const newest = useRef(searchParams.toString());
  newest.current = searchParams.toString();
  const state = finder.stateFromSearch(searchParams);
  const show = (next: typeof state) => {
    const rendered = state as Record<string, unknown>;
    const wanted = next as Record<string, unknown>;
    const changed = [...new Set([...Object.keys(rendered), ...Object.keys(wanted)])].filter(
      (key) => !same(rendered[key], wanted[key]),
    );
    const latest = { ...finder.stateFromSearch(new URLSearchParams(newest.current)) } as Record<string, unknown>;
    for (const key of changed) {
      if (wanted[key] === undefined) delete latest[key];
      else latest[key] = wanted[key];
    }
    const search = finder.searchFromState(latest as typeof state);
    newest.current = search.toString();
    setSearchParams(search);
  };
  return [state, show] as const;
}
