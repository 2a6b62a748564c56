import { graphql, type ResultOf } from '@gadgets/shared-ui';
import type { FinderControlOption } from './finder-controls';

/**
 * What every finder asks of the API's `optionCounts`: each control's options as the filter takes them, and beside
 * them (same order) the models each would leave.
 */
export const FinderOptionCountsFields = graphql(`
  fragment FinderOptionCountsFields on FinderOptionCounts {
    key
    values
    counts
  }
`);

/** The API's answer for every control, as finderCountsOf and finderSteps read it. */
export type FinderOptionCounts = readonly ResultOf<typeof FinderOptionCountsFields>[];

/** How many models an option would leave (`count('companyPaths', 'ktm')`); undefined when the API did not count it. */
export function finderCountsOf(groups: FinderOptionCounts) {
  const byKey = new Map(
    groups.map((group) => [group.key, new Map(group.values.map((value, place) => [value, group.counts[place]]))]),
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
  const group = groups.find((candidate) => candidate.key === key);
  if (!group) return [];
  return group.values.map((value, place) => ({
    value: Number(value) / scale,
    label: label(Number(value) / scale),
    count: group.counts[place],
  }));
}
