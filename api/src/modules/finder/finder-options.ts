import type { FinderOptionGroup } from './finder-conditions';

/** A control choosing among values (brands, currencies, sockets): each value counted as "any of" that one value. */
export function choiceGroup(key: string, column: string, values: readonly string[]): FinderOptionGroup {
  return { key, options: values.map((value) => ({ value, condition: { key, column, anyOf: [value] } })) };
}

/** A bound offering fixed steps: each step counted as the lowest (min) or highest (max) value it allows. */
export function stepGroup(
  key: string,
  column: string,
  bound: 'min' | 'max',
  steps: readonly number[],
): FinderOptionGroup {
  return {
    key,
    options: steps.map((step) => ({ value: String(step), condition: { key, column, [bound]: step } })),
  };
}
