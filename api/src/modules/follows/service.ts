import type { Actor } from '../../actor';
import type { FollowInput } from '../../generated/schema-types';
import { appError, InputChecker } from '../../shared/errors';
import { isCatalogueSectionName, SECTION_NAMES } from '../../shared/sections';
import type { Viewer } from '../accounts/viewer';
import { threadKey } from '../comments/thread-key';
import type { NotificationService } from '../notifications/service';
import type { SearchWatch } from './search-watch';
import type { FollowRow, FollowStore } from './store';

const MAX_SEARCH_LENGTH = 500;
const MAX_FILTER_LENGTH = 2_000;

const addressOf = (row: FollowRow) =>
  row.kind === 'SEARCH'
    ? row.search!
    : row.kind === 'BRAND'
      ? `/${row.category}/${row.brand}`
      : `/${row.category}/${row.brand}/${row.path}`;

const view = (row: FollowRow) => ({
  id: String(row.id),
  kind: row.kind,
  category: row.category,
  brand: row.brand,
  path: row.path,
  address: addressOf(row),
  createdAt: new Date(row.created_at).toISOString(),
});

/** A search's address as followed: root-relative, in its own category's pages, nothing but a path and a query. */
function searchAddress(category: string, search: string | null | undefined): string | null {
  const address = (search ?? '').trim();
  if (address.length === 0 || address.length > MAX_SEARCH_LENGTH || !address.startsWith(`/${category}/`)) return null;
  return /^[\w\-./?=&%+,~]*$/.test(address) ? address : null;
}

/**
 * Follows: an account follows a model, a brand or a search, and hears (as notifications) of what happens to them: a
 * new comment on a followed model, its spec sheet or price changing, a new model of a followed brand.
 */
export function createFollowService(deps: {
  store: FollowStore;
  accounts: { requireUser(ctx: Actor): Promise<Viewer> };
  models: { modelId(page: { category: string; brand: string; path: string }): Promise<number | null> };
  notifications: Pick<NotificationService, 'notifyMany'>;
  searchWatch: Pick<SearchWatch, 'watches' | 'matchesNow'>;
}) {
  const { store, accounts, models, notifications, searchWatch } = deps;

  /** The target as stored, after checking that it exists (or, for a search, that it is an address of its category). */
  async function checkedTarget(input: FollowInput): Promise<Omit<FollowRow, 'id' | 'created_at'>> {
    const category = input.category.trim().toLowerCase();
    const checker = new InputChecker();
    // A search may be of any section's pages; a brand or a model is in a section of brands and models.
    const categories: readonly string[] =
      input.kind === 'SEARCH' ? SECTION_NAMES : SECTION_NAMES.filter(isCatalogueSectionName);
    checker.check(categories.includes(category), 'category', `Category must be ${categories.join(', ')}`);
    checker.throwIfAny();
    if (input.kind === 'SEARCH') {
      const search = searchAddress(category, input.search);
      if (!search) throw appError('BAD_USER_INPUT', `Not an address of the ${category} pages`, { field: 'search' });
      return { kind: 'SEARCH', category, brand: null, path: null, search };
    }
    const page = threadKey(category, input.brand ?? '', input.path ?? '');
    if (input.kind === 'BRAND') {
      if (!(await store.brandExists(category, page.brand))) {
        throw appError('NOT_FOUND', 'There is no such brand', { field: 'brand' });
      }
      return { kind: 'BRAND', category, brand: page.brand, path: null, search: null };
    }
    if ((await models.modelId(page)) === null) {
      throw appError('NOT_FOUND', 'There is no such model page', { field: 'path' });
    }
    return { kind: 'MODEL', category, brand: page.brand, path: page.path, search: null };
  }

  /** What a followed search's filter matches now; the finder's refusal of it is a refusal of the follow. */
  async function matchesOfFilter(category: string, filter: unknown): Promise<string[]> {
    if (JSON.stringify(filter).length > MAX_FILTER_LENGTH) {
      throw appError('BAD_USER_INPUT', 'The search is too long to follow', { field: 'filter' });
    }
    try {
      return await searchWatch.matchesNow(category, filter);
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'it is not a filter of this finder';
      throw appError('BAD_USER_INPUT', `This search cannot be followed: ${reason}`, { field: 'filter' });
    }
  }

  /** Tells the followers of a model or brand, but not the account that caused it (`except`). */
  async function tell(
    kind: 'MODEL' | 'BRAND',
    page: { category: string; brand: string; path: string | null },
    notice: Parameters<NotificationService['notifyMany']>[1],
    except: readonly (number | null)[] = [],
  ) {
    const followers = await store.followersOf(kind, page.category, page.brand, page.path);
    const told = followers.filter((userId) => !except.includes(userId));
    if (told.length > 0) await notifications.notifyMany(told, notice);
  }

  return {
    async follow(ctx: Actor, input: FollowInput) {
      const viewer = await accounts.requireUser(ctx);
      const target = await checkedTarget(input);
      // A search with its filter is watched from now on: what it matches today is not news.
      const watched = target.kind === 'SEARCH' && input.filter != null && searchWatch.watches(target.category);
      const matches = watched ? await matchesOfFilter(target.category, input.filter) : null;
      const row = await store.add(viewer.id, target);
      if (matches) await store.setSearchWatch(row.id, input.filter, matches);
      return view(row);
    },

    async unfollow(ctx: Actor, id: string) {
      const viewer = await accounts.requireUser(ctx);
      return /^\d{1,9}$/.test(id) && (await store.remove(viewer.id, Number(id)));
    },

    async mine(ctx: Actor) {
      const viewer = await ctx.viewer();
      return viewer ? (await store.mine(viewer.id)).map(view) : [];
    },

    /** A comment was posted on a model page: its followers hear of it (not its author, nor a replied-to author). */
    async commentPosted(
      comment: { id: string; category: string; brand: string; path: string; name: string; comment: string },
      except: readonly (number | null)[],
    ) {
      await tell(
        'MODEL',
        comment,
        {
          kind: 'FOLLOWED_MODEL_COMMENT',
          title: `${comment.name} commented on a model you follow`,
          message: comment.comment.length > 140 ? `${comment.comment.slice(0, 139)}…` : comment.comment,
          link: `/${comment.category}/${comment.brand}/${comment.path}#comment-${comment.id}`,
        },
        except,
      );
    },

    /** A listed bike's spec sheet or price was edited: its followers hear of it. */
    async modelChanged(model: { category: string; brand: string; path: string; name: string }) {
      await tell('MODEL', model, {
        kind: 'FOLLOWED_MODEL_CHANGED',
        title: `${model.name} was updated`,
        message: 'Its spec sheet or price changed.',
        link: `/${model.category}/${model.brand}/${model.path}`,
      });
    },

    /** A model of a brand was listed (created published, or published): the brand's followers hear of it. */
    async modelListed(model: { category: string; brand: string; path: string; name: string }) {
      await tell(
        'BRAND',
        { ...model, path: null },
        {
          kind: 'FOLLOWED_BRAND_NEW_MODEL',
          title: `New: ${model.name}`,
          message: 'A new model of a brand you follow is listed.',
          link: `/${model.category}/${model.brand}/${model.path}`,
        },
      );
    },
  };
}

export type FollowService = ReturnType<typeof createFollowService>;
