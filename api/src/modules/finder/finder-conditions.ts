/**
 * The one filter language of every category's finder: a category turns its GraphQL filter into these conditions, and
 * the same list drives the in-memory index (counts, rare pages) and the SQL (common pages), so both always agree.
 * `key` names the visitor's control a condition comes from; option counts leave out the conditions of the control
 * being counted. Column names come from the category's configuration, never from a request.
 */
export type FinderCondition =
  | { key: string; column: string; min?: number | undefined; max?: number | undefined }
  | { key: string; column: string; anyOf: readonly string[] };

export interface FinderSortKey {
  column: string;
  direction: 'ASC' | 'DESC';
  /** Order of model ids among equal values. */
  tie: 'ASC' | 'DESC';
}

/** One control whose options the visitor sees with "how many would be left": each option as the condition it sets. */
export interface FinderOptionGroup {
  key: string;
  options: readonly { value: string; condition: FinderCondition }[];
}

export interface FinderOptionCount {
  value: string;
  count: number;
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
    const column = `f.${condition.column}`;
    if ('anyOf' in condition) {
      add((p) => `${column} = ANY(${p}::text[])`, condition.anyOf);
      continue;
    }
    if (condition.min !== undefined) add((p) => `${column} >= ${p}`, condition.min);
    if (condition.max !== undefined) add((p) => `${column} <= ${p}`, condition.max);
  }
  return where.join(' AND ');
}

/** ORDER BY of a sort key: unknown values last, ties by model id, as the index sorts in memory. */
export function orderByClause(sort: FinderSortKey): string {
  const tie = sort.tie === 'DESC' ? 'f.model_id DESC' : 'f.model_id';
  return `f.${sort.column} ${sort.direction} NULLS LAST, ${tie}`;
}
