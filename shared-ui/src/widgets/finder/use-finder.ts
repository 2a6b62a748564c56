import { useEffect, useState } from 'react';
import { useQuery, type AnyVariables, type DocumentInput, type UseQueryArgs } from 'urql';
import type { QueryState } from '../status-panel/query-status';
import type { FinderDefinition, FinderField, FinderOption } from './finder-address';
import { useFinderAddress } from './use-finder-address';

/** The newest value that was defined (the last answer while the next one loads). */
function useLastDefined<Value>(value: Value | undefined): Value | undefined {
  const [last, setLast] = useState<Value | undefined>(undefined);
  useEffect(() => {
    if (value !== undefined) setLast(value);
  }, [value]);
  return value ?? last;
}

/**
 * A finder's results query. `last` is the newest answer, kept while the next one loads, so counts and cards change in
 * place instead of blinking to a skeleton at every click; `result` is the query as it stands.
 */
export function useFinderQuery<Data, Variables extends AnyVariables>(
  query: DocumentInput<Data, Variables>,
  variables: Variables,
) {
  // urql cannot narrow its arguments' type for a generic document; the caller's document and variables agree.
  const [result, refetch] = useQuery<Data, Variables>({ query, variables } as UseQueryArgs<Variables, Data>);
  const last = useLastDefined(result.data);
  return { result, last, retry: () => refetch({ requestPolicy: 'network-only' }) };
}

/** What every finder's results query takes: the API filter of the state, its sort, and the page. */
interface FinderVariables<Filter, Sort extends string> {
  filter?: Filter | null;
  sort?: Sort | null;
  page?: number | null;
  limit?: number | null;
}

interface FinderOptions<State, Filter, Data, Answer> {
  /** The API filter of a state. */
  filterOf: (state: State) => Filter;
  /** The finder's part of the query's data (`data.phoneFinder`). */
  answerOf: (data: Data) => Answer;
  pageSize: number;
  /** Address fields that are not filters ('Clear filters' keeps them, and they alone do not make the finder filtered). */
  keepOnClear?: readonly (keyof State)[];
}

/**
 * A finder page's state and results: the state read from the address (`useFinderAddress`), its results query, and
 * what the results toolbar and pager do with them (sort, clear, page addresses).
 */
export function useFinder<Fields extends Record<string, FinderField>, Sort extends string, Data, Filter, Answer>(
  finder: FinderDefinition<Fields, Sort>,
  query: DocumentInput<Data, FinderVariables<Filter, Sort>>,
  {
    filterOf,
    answerOf,
    pageSize,
    keepOnClear = [],
  }: FinderOptions<FinderDefinition<Fields, Sort>['empty'], Filter, Data, Answer>,
) {
  type State = typeof finder.empty;
  const [state, show] = useFinderAddress(finder);
  const filter = filterOf(state);
  const {
    result,
    last: lastData,
    retry,
  } = useFinderQuery(query, {
    filter,
    sort: state.sort,
    page: state.page,
    limit: pageSize,
  });
  const current = result.data === undefined ? undefined : answerOf(result.data);
  const last = lastData === undefined ? undefined : answerOf(lastData);
  const kept = Object.fromEntries(keepOnClear.map((key) => [key, state[key]])) as Partial<State>;
  const cleared = Object.fromEntries(keepOnClear.map((key) => [key, undefined])) as Partial<State>;
  return {
    finder,
    pageSize,
    state,
    /** The API filter the address stands for: a followed search keeps it, so the API can tell of new matches. */
    filter,
    show,
    fetching: result.fetching,
    /** The finder's answer as the query stands. */
    result: { ...result, data: current },
    /** The same, with the last answer standing in while the next one loads. */
    shown: { ...result, data: last },
    last,
    retry,
    isFiltered: finder.isFiltered({ ...state, ...cleared }),
    clear: () => show({ ...finder.empty, sort: state.sort, ...kept }),
    sortBy: (sort: Sort) => show({ ...state, sort, page: 1 }),
    pageHref: (page: number) => finder.hrefOf({ ...state, page }),
  };
}

/** What the results column reads of a finder (`useFinder`'s answer). */
export interface FinderView<Sort extends string, Answer> {
  finder: { sorts: readonly FinderOption<Sort>[] };
  pageSize: number;
  state: { sort: Sort; page: number };
  /** The API filter of the search shown (see useFinder). */
  filter?: unknown;
  result: QueryState<Answer>;
  shown: QueryState<Answer>;
  last: Answer | undefined;
  retry: () => void;
  isFiltered: boolean;
  clear: () => void;
  sortBy: (sort: Sort) => void;
  pageHref: (page: number) => string;
}
