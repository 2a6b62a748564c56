import type { FinderControlOption } from './finder-controls';

/** The API's answer for every control: each option as the filter takes it, with the number of models it would leave. */
export type FinderOptionCounts = readonly { key: string; options: readonly { value: string; count: number }[] }[];

/** How many models an option would leave (`count('companyPaths', 'ktm')`); undefined when the API did not count it. */
export function finderCountsOf(groups: FinderOptionCounts) {
  const byKey = new Map(
    groups.map((group) => [group.key, new Map(group.options.map((option) => [option.value, option.count]))]),
  );
  return (key: string, value: string) => byKey.get(key)?.get(value);
}

/**
 * A bound's steps as the API counted them, for a FinderSelect: each step read as a number, divided by `scale` into the
 * address's unit (the API counts prices in cents, the address keeps dollars), and labelled.
 */
export function finderSteps(
  groups: FinderOptionCounts,
  key: string,
  label: (value: number) => string,
  scale = 1,
): FinderControlOption<number>[] {
  return (groups.find((group) => group.key === key)?.options ?? []).map((option) => ({
    value: Number(option.value) / scale,
    label: label(Number(option.value) / scale),
    count: option.count,
  }));
}
