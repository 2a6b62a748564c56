import type { FinderCondition } from '../finder/finder-conditions';
import type { FinderStanding } from '../finder/finder-standing';
import type { StandingKey } from '../../generated/schema-types';

/** A number a category ranks its models by on their pages: the finder column, which way is better, its unit's scale. */
export interface StandingColumn {
  key: StandingKey;
  column: string;
  higherIsBetter: boolean;
  /** The column's value times this is the value in the key's unit (price cents -> dollars: 0.01). */
  scale?: number;
}

/**
 * The schema's SpecStanding: `percentile` is the share, in whole percent rounded down, of the models with a known
 * value that this one beats (a strictly larger value when higher is better, a strictly smaller one when lower is);
 * models with an equal value are not beaten, so "more than N% of phones" is never overstated.
 */
export function specStandings(standings: readonly FinderStanding[], columns: readonly StandingColumn[]) {
  return columns.flatMap(({ key, column, higherIsBetter, scale = 1 }) => {
    const standing = standings.find((entry) => entry.column === column);
    if (!standing || standing.known === 0) return [];
    const beaten = higherIsBetter ? standing.below : standing.above;
    return [
      {
        key,
        value: Math.round(standing.value * scale * 100) / 100,
        higherIsBetter,
        percentile: Math.floor((100 * beaten) / standing.known),
        rankedAmong: standing.known,
      },
    ];
  });
}

/** What a catalogue's finder answers a standing from: its in-memory index (finder-runner.ts). */
interface StandingSource {
  standing(modelId: number, columns: readonly string[], among?: readonly FinderCondition[]): Promise<FinderStanding[]>;
}

/**
 * A catalogue's standings: a model's finder number -> its SpecStandings on `columns`, among the models `among` keeps
 * (all the index holds when empty).
 */
export function standingsFrom(
  source: StandingSource,
  columns: readonly StandingColumn[],
  among: readonly FinderCondition[] = [],
) {
  const names = columns.map((entry) => entry.column);
  return async (modelId: number) => specStandings(await source.standing(modelId, names, among), columns);
}
