import { RATINGS_CHANGED, type PubSub, type RatingsChange } from '../../events/topics';
import type { BackgroundTasks } from '../../shared/background';
import { isSectionName, type SectionName } from '../../shared/sections';
import type { FinderNumberUpdate } from '../finder/finder-index';
import type { FinderLiveColumns } from '../finder/finder-runner';
import type { ModelReviewStore, RatingRow } from './store';

/**
 * How long changes are gathered before the finders read the ratings again: a burst of reviews (an admin hiding spam)
 * costs one read and one new order. A change shows in the finders this long (and a read) after it is heard.
 */
const RATINGS_GATHERED_MS = 100;
/** How long after a failed read the finders try again (until a read succeeds). */
const RATINGS_RETRY_MS = 5_000;

/** Ratings as the finder index's live columns (RATING_COLUMNS): the average and the count, NaN for none. */
function ratingUpdate(ids: readonly number[], rows: readonly RatingRow[]): FinderNumberUpdate {
  const byId = new Map(rows.map((row) => [row.model_id, row]));
  return {
    ids,
    values: {
      rating_average: ids.map((id) => {
        const row = byId.get(id);
        return row ? row.rating_sum / row.rating_count : Number.NaN;
      }),
      rating_count: ids.map((id) => byId.get(id)?.rating_count ?? Number.NaN),
    },
  };
}

/**
 * The finders' best rated order, kept beside their indexes (finder-runner.ts, `live`): an index reads its category's
 * ratings when it is built, and after a review changes, the finders of this instance read that model's rating again
 * (gathered for RATINGS_GATHERED_MS, in the background) and every other instance is told through the event bus
 * (RATINGS_CHANGED, Redis when configured) to do the same. No finder reads its catalogue again for a review.
 */
export function createFinderRatings(deps: {
  store: Pick<ModelReviewStore, 'ratingsIn' | 'ratingsOf'>;
  pubSub: PubSub;
  instanceId: string;
  tasks: BackgroundTasks;
}) {
  const { store, pubSub, instanceId, tasks } = deps;
  const followers = new Map<SectionName, ((modelIds: readonly number[]) => Promise<void>)[]>();
  /** Per section, the models heard of since its finders last read (a read is on its way). */
  const gathering = new Map<SectionName, Set<number>>();

  function refreshSoon(section: SectionName, modelIds: readonly number[]) {
    if (modelIds.length === 0) return;
    const gathered = gathering.get(section);
    if (gathered) {
      for (const id of modelIds) gathered.add(id);
      return;
    }
    const ids = new Set(modelIds);
    gathering.set(section, ids);
    tasks.run('finder ratings', async () => {
      await new Promise((resolve) => setTimeout(resolve, RATINGS_GATHERED_MS));
      gathering.delete(section);
      const refreshed = await Promise.allSettled((followers.get(section) ?? []).map((refresh) => refresh([...ids])));
      const failed = refreshed.find((outcome) => outcome.status === 'rejected');
      if (failed) {
        // Read again later: a database hiccup must not leave these models out of order until their next review.
        setTimeout(() => refreshSoon(section, [...ids]), RATINGS_RETRY_MS).unref();
        throw failed.reason;
      }
    });
  }

  const live: FinderLiveColumns = {
    async read(section, modelIds) {
      if (!modelIds) {
        const rows = await store.ratingsIn(section);
        return ratingUpdate(
          rows.map((row) => row.model_id),
          rows,
        );
      }
      return ratingUpdate(modelIds, await store.ratingsOf(modelIds));
    },
    follow(section, refresh) {
      followers.set(section, [...(followers.get(section) ?? []), refresh]);
    },
  };

  return {
    live,

    /** After reviews of models of a section changed here: this instance's finders and every other's follow. */
    changed(section: string, modelIds: readonly number[]) {
      if (!isSectionName(section) || modelIds.length === 0) return;
      refreshSoon(section, modelIds);
      pubSub.publish(RATINGS_CHANGED, {
        instance: instanceId,
        section,
        modelIds: [...modelIds],
      } satisfies RatingsChange);
    },

    /** A change heard on the event bus (this instance's own were followed when made). */
    heard(change: RatingsChange) {
      if (change.instance === instanceId || !isSectionName(change.section)) return;
      refreshSoon(change.section, Array.isArray(change.modelIds) ? change.modelIds.filter(Number.isInteger) : []);
    },
  };
}
