import type { ServerLog } from '@gadgets/server-kit';
import type { BackgroundTasks } from '../../shared/background';
import type { NotificationService } from '../notifications/service';
import type { FollowStore } from './store';

/** A model a search matches, as `brand/path`, with its name for the notification. */
export interface SearchMatch {
  key: string;
  name: string;
}

/**
 * Runs one section's finder with a followed search's filter: the models it matches, newest first where the finder
 * can sort so (a model that starts matching is among them), at most as many as one finder page allows. Throws the
 * finder's validation error for a filter it refuses.
 */
export type SearchMatcher = (filter: unknown) => Promise<SearchMatch[]>;

const named = (matches: readonly SearchMatch[]) => {
  const names = matches.slice(0, 2).map((match) => match.name);
  const more = matches.length - names.length;
  return more > 0 ? `${names.join(', ')} and ${more} more` : names.join(' and ');
};

/**
 * Followed searches that gained a match: after a section's catalogue changed, each distinct followed search of it is
 * run once, and a follower hears of the models it matches now and did not before.
 */
export function createSearchWatch(deps: {
  store: FollowStore;
  matchers: Partial<Record<string, SearchMatcher>>;
  notifications: Pick<NotificationService, 'notify'>;
  tasks: BackgroundTasks;
  logger: ServerLog;
}) {
  const { store, matchers, notifications, tasks, logger } = deps;
  const watch = {
    /** Whether searches of a category can be watched. */
    watches: (category: string) => Boolean(matchers[category]),

    /** What a new follow of a search matches now (and so is not news to it); throws for a filter the finder refuses. */
    async matchesNow(category: string, filter: unknown): Promise<string[]> {
      return (await matchers[category]!(filter)).map((match) => match.key);
    },

    /** Tells the followers of the category's searches about models that started matching. */
    async catalogueChanged(category: string): Promise<number> {
      const matcher = matchers[category];
      if (!matcher) return 0;
      const searches = await store.watchedSearches(category);
      const byFilter = new Map<string, typeof searches>();
      for (const search of searches) {
        const group = byFilter.get(search.filter);
        if (group) group.push(search);
        else byFilter.set(search.filter, [search]);
      }
      let told = 0;
      for (const [filter, follows] of byFilter) {
        let matches: SearchMatch[];
        try {
          matches = await matcher(JSON.parse(filter));
        } catch (error) {
          // A filter the finder no longer takes (its rules changed): that search is skipped, the others go on.
          logger.info(`a followed ${category} search could not be run: ${(error as Error).message}`);
          continue;
        }
        const now = matches.map((match) => match.key);
        for (const follow of follows) {
          const known = new Set(follow.known_matches ?? []);
          const gained = matches.filter((match) => !known.has(match.key));
          if (gained.length === 0 && now.length === known.size) continue;
          // Another instance that checked meanwhile has told this follower already.
          if (!(await store.replaceKnownMatches(follow.id, follow.known_matches, now))) continue;
          if (gained.length === 0) continue;
          await notifications.notify(follow.user_id, {
            kind: 'FOLLOWED_SEARCH_MATCH',
            title:
              gained.length === 1
                ? 'A new match for a search you follow'
                : `${gained.length} new matches for a search you follow`,
            message: `${named(gained)} ${gained.length === 1 ? 'matches' : 'match'} your search.`,
            link: follow.search,
          });
          told += 1;
        }
      }
      return told;
    },

    /** The same in the background: the write that changed the catalogue does not wait for its searches. */
    catalogueChangedLater(category: string): void {
      if (!matchers[category]) return;
      tasks.run(`followed ${category} searches`, async () => void (await watch.catalogueChanged(category)));
    },

    /**
     * At start, every watched section in the background: the catalogue was just seeded from this release's data (new
     * models, new PC parts, corrected values). PC parts change at no other time: no API operation writes them.
     */
    catalogueReleasedLater(): void {
      for (const category of Object.keys(matchers)) watch.catalogueChangedLater(category);
    },
  };
  return watch;
}

export type SearchWatch = ReturnType<typeof createSearchWatch>;
