import { graphql, type ResultOf } from '@gadgets/shared-ui';
import type { FinderControlOption } from './finder-controls';

/** What every finder asks of the API's `optionCounts`: each option as the filter takes it, with the models it leaves. */
export const FinderOptionCountsFields = graphql(`
  fragment FinderOptionCountsFields on FinderOptionCounts {
    key
    options {
      value
      count
    }
  }
`);

/** The API's answer for every control, as finderCountsOf and finderSteps read it. */
export type FinderOptionCounts = readonly ResultOf<typeof FinderOptionCountsFields>[];

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
