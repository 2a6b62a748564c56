import { startTransition, useOptimistic, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { FinderDefinition, FinderField } from './finder-address';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The parameter a piece of the address (`parts=a,b`) names, decoded. */
const parameterOf = (piece: string) => {
  try {
    return decodeURIComponent(piece.split('=')[0]!.replace(/\+/g, ' '));
  } catch {
    return piece;
  }
};

/**
 * The finder's state read from the address, and the way to show another state (a new address entry). Only what the
 * caller changed from the state it rendered with is applied, onto the newest address (the one this hook last asked
 * for, if the page has not re-rendered since): two quick choices, a filter and then a sort, both stay. The router's
 * own functional update would not do: it hands back the address of the last render. Parameters the finder does not
 * own (the PC builder's `parts`) stay as they were written, before the finder's.
 *
 * The router applies a navigation as a transition, so the page re-renders for the new address only once it can; the
 * state given back shows the visitor's choice at once (a checkbox ticks as it is tapped, not when the results arrive).
 */
export function useFinderAddress<Fields extends Record<string, FinderField>, Sort extends string>(
  finder: FinderDefinition<Fields, Sort>,
) {
  const [searchParams] = useSearchParams();
  const { pathname, search: rawSearch } = useLocation();
  const navigate = useNavigate();
  const newest = useRef(rawSearch.replace(/^\?/, ''));
  newest.current = rawSearch.replace(/^\?/, '');
  const state = finder.stateFromSearch(searchParams);
  const [shown, showAtOnce] = useOptimistic(state);
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
    const foreign = newest.current.split('&').filter((piece) => piece && !finder.params.has(parameterOf(piece)));
    const search = [...foreign, finder.searchFromState(latest as typeof state).toString()].filter(Boolean).join('&');
    newest.current = search;
    startTransition(() => {
      showAtOnce(finder.stateFromSearch(new URLSearchParams(search)));
      void navigate({ pathname, search: search ? `?${search}` : '' });
    });
  };
  return [shown, show] as const;
}
