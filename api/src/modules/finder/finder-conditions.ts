/**
 * The one filter language of every category's finder: a category turns its GraphQL filter into these conditions, and
 * the same list drives the in-memory index (counts, rare pages) and the SQL (common pages), so both always agree.
 * `key` names the visitor's control a condition comes from; option counts leave out the conditions of the control
 * being counted. Column names come from the category's configuration, never from a request.
 */
export type FinderCondition =
  | { key: string; column: string; min?: number | undefined; max?: number | undefined; orUnknown?: boolean }
  | { key: string; column: string; anyOf: readonly string[]; orUnknown?: boolean; listed?: boolean }
  | { key: string; modelIds: readonly number[] };

/*
 * `orUnknown` lets a model whose value is unknown pass (a compatibility rule never fails on a value the data does
 * not state); without it unknown never matches. `listed` reads the stored text as several values joined with
 * LIST_SEPARATOR (the sockets a cooler takes) and matches when any of them is wanted. `modelIds` keeps the models a
 * lookup outside the finder chose (a text search).
 */
export const LIST_SEPARATOR = '|';

export interface FinderSortKey {
  column: string;
  direction: 'ASC' | 'DESC';
  /** A second column ordering equal values before the tie (best rated: the more reviews first). */
  then?: { column: string; direction: 'ASC' | 'DESC' };
  /** Order of model ids among equal values. */
  tie: 'ASC' | 'DESC';
}

/**
 * The columns a finder reads from the models' ratings, not from its own table (best rated first): the average of a
 * model's visible reviews and how many there are, none for a model without one. The index keeps them beside the
 * category's columns and changes them in place as reviews change (finder-runner.ts, `live`); the SQL reads them from
 * the view model_rating_values, joined as `r`.
 */
export const RATING_COLUMNS = ['rating_average', 'rating_count'] as const;

const isRatingColumn = (column: string) => (RATING_COLUMNS as readonly string[]).includes(column);
const qualified = (column: string) => `${isRatingColumn(column) ? 'r' : 'f'}.${column}`;

/** One control whose options the visitor sees with "how many would be left": each option as the condition it sets. */
export interface FinderOptionGroup {
  key: string;
  options: readonly { value: string; condition: FinderCondition }[];
}

/** A range condition with a bound given, or none at all (an empty range filters nothing). */
export function rangeCondition(
  key: string,
  column: string,
  min: number | undefined,
  max: number | undefined,
): FinderCondition[] {
  return min === undefined && max === undefined ? [] : [{ key, column, min, max }];
}

/** An "any of" condition, or none for an empty list. */
export function anyOfCondition(key: string, column: string, values: readonly string[] | undefined): FinderCondition[] {
  return values?.length ? [{ key, column, anyOf: values }] : [];
}

/** The parameterised WHERE clause of a condition list, on table alias `f`. */
export function whereClause(conditions: readonly FinderCondition[], params: unknown[]): string {
  const where: string[] = ['TRUE'];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  for (const condition of conditions) {
    if ('modelIds' in condition) {
      add((p) => `f.model_id = ANY(${p}::int[])`, condition.modelIds);
      continue;
    }
    const column = `f.${condition.column}`;
    const orUnknown = (sql: string) => (condition.orUnknown ? `(${column} IS NULL OR ${sql})` : sql);
    if ('anyOf' in condition) {
      const test = condition.listed
        ? (p: string) => `string_to_array(${column}, '${LIST_SEPARATOR}') && ${p}::text[]`
        : (p: string) => `${column} = ANY(${p}::text[])`;
      add((p) => orUnknown(test(p)), condition.anyOf);
      continue;
    }
    const bounds: string[] = [];
    for (const [value, operator] of [
      [condition.min, '>='],
      [condition.max, '<='],
    ] as const) {
      if (value === undefined) continue;
      params.push(value);
      bounds.push(`${column} ${operator} $${params.length}`);
    }
    if (bounds.length > 0) where.push(orUnknown(`(${bounds.join(' AND ')})`));
  }
  return where.join(' AND ');
}

/** ORDER BY of a sort key: unknown values last, ties by model id, as the index sorts in memory. */
export function orderByClause(sort: FinderSortKey): string {
  const then = sort.then ? `${qualified(sort.then.column)} ${sort.then.direction} NULLS LAST, ` : '';
  const tie = sort.tie === 'DESC' ? 'f.model_id DESC' : 'f.model_id';
  return `${qualified(sort.column)} ${sort.direction} NULLS LAST, ${then}${tie}`;
}

/** What a sort joins beside the finder's rows (alias `f`): the models' ratings when it orders by them, else nothing. */
export function sortJoin(sort: FinderSortKey): string {
  return [sort.column, sort.then?.column].some((column) => column !== undefined && isRatingColumn(column))
    ? ' LEFT JOIN model_rating_values r ON r.model_id = f.model_id'
    : '';
}
