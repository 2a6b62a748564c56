import type { Build } from '../build';
import type { Constraint } from '../constraints';
import type { PartCategory } from '../part-categories';
import { listOf, type Problem, type RuleId } from '../problems';

/**
 * One compatibility rule. `check` finds its problems in a build; `constrain` says what a candidate of a category
 * must satisfy so that `check` reports no error naming it (the API turns these into SQL, the picker's
 * 'Compatible only'); `unchecked` names what the data cannot tell. `build` given to `constrain` lacks the part the
 * candidate would replace.
 */
export interface Rule {
  id: RuleId;
  check(build: Build): Problem[];
  constrain?(category: PartCategory, build: Build): Constraint[];
  unchecked?(build: Build): string[];
}

/** Sum of the known values (an unknown module count or capacity adds nothing). */
export function sumOf<T>(items: readonly T[], value: (item: T) => number | null): number {
  return items.reduce((sum, item) => sum + (value(item) ?? 0), 0);
}

/**
 * What a rule could not check because the data leaves a value out: 'The data does not state the length of video card X,
 * so whether it fits case Y was not checked.' Nothing when every value is stated (each `missing` entry is false).
 */
export function notStated(missing: readonly (string | false)[], question: string): string[] {
  const named = missing.filter((item): item is string => item !== false);
  return named.length > 0 ? [`The data does not state ${listOf(named)}, so ${question} was not checked.`] : [];
}
