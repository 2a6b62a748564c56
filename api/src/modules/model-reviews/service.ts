import type { Actor } from '../../actor';
import { appError, InputChecker } from '../../shared/errors';
import type { RateLimiter } from '../../shared/rate-limiter';
import type { Viewer } from '../accounts/viewer';
import { checkedPageKey } from '../comments/thread-key';
import type { ReviewRow, ModelReviewStore } from './store';

const view = (row: ReviewRow) => ({
  id: String(row.id),
  author: row.author,
  rating: row.rating,
  text: row.text,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

/**
 * Ratings and reviews of a model page: one per account and model (editable, deletable by its author), with the
 * average, count and distribution of the visible ones; admins can hide one.
 */
export function createModelReviewService(deps: {
  store: ModelReviewStore;
  accounts: { requireUser(ctx: Actor): Promise<Viewer>; requireAdmin(ctx: Actor): Promise<Viewer> };
  models: { modelId(page: { category: string; brand: string; path: string }): Promise<number | null> };
  limiter: RateLimiter;
  /** Told of every change to a model's visible reviews: the finders' best rated order follows (finder-ratings.ts). */
  ratings: { changed(category: string, modelIds: readonly number[]): void };
}) {
  const { store, accounts, models, limiter, ratings } = deps;

  /** The listed model a page names, or NOT_FOUND (its category, brand and path checked first). */
  async function modelOf(args: { category: string; brand: string; path: string }) {
    const page = checkedPageKey(args.category, args.brand, args.path);
    const id = await models.modelId(page);
    if (id === null) throw appError('NOT_FOUND', 'There is no such model page', { field: 'path' });
    return { id, category: page.category };
  }

  /** Hides or shows a review (access checked by the caller); false when there is no such review. */
  async function hide(id: number, hidden: boolean): Promise<boolean> {
    const model = await store.setHidden(id, hidden);
    if (model) ratings.changed(model.category, [model.model_id]);
    return model !== null;
  }

  return {
    async list(args: { category: string; brand: string; path: string; before?: string | null; limit?: number | null }) {
      const checker = new InputChecker();
      const before = args.before ?? null;
      checker.check(before === null || /^\d{1,9}$/.test(before), 'before', 'Not a cursor this list gave');
      checker.throwIfAny();
      const { id: modelId } = await modelOf(args);
      const limit = args.limit ?? 10;
      const [counts, rows] = await Promise.all([
        store.summary(modelId),
        store.page(modelId, before === null ? null : Number(before), limit + 1),
      ]);
      const distribution = [1, 2, 3, 4, 5].map((stars) => counts.find((entry) => entry.rating === stars)?.n ?? 0);
      const count = distribution.reduce((sum, n) => sum + n, 0);
      const total = distribution.reduce((sum, n, index) => sum + n * (index + 1), 0);
      const items = rows.slice(0, limit).map(view);
      return {
        average: count === 0 ? null : Math.round((total / count) * 10) / 10,
        count,
        distribution,
        items,
        nextCursor: rows.length > limit ? items[items.length - 1]!.id : null,
      };
    },

    async mine(ctx: Actor, args: { category: string; brand: string; path: string }) {
      const { id: modelId } = await modelOf(args);
      const viewer = await ctx.viewer();
      const row = viewer ? await store.mine(modelId, viewer.id) : null;
      return row ? view(row) : null;
    },

    async save(
      ctx: Actor,
      args: { category: string; brand: string; path: string; rating: number; text?: string | null },
    ) {
      const viewer = await accounts.requireUser(ctx);
      const text = args.text?.trim() || null;
      const checker = new InputChecker();
      checker.check(
        Number.isInteger(args.rating) && args.rating >= 1 && args.rating <= 5,
        'rating',
        'Choose 1 to 5 stars',
      );
      checker.check(text === null || text.length <= 2000, 'text', 'A review must be at most 2000 characters');
      checker.throwIfAny();
      const model = await modelOf(args);
      await limiter.hit('reviewByIp', ctx.clientIp);
      await store.save(model.id, viewer.id, { rating: args.rating, text });
      ratings.changed(model.category, [model.id]);
      return view((await store.mine(model.id, viewer.id))!);
    },

    async remove(ctx: Actor, args: { category: string; brand: string; path: string }) {
      const viewer = await accounts.requireUser(ctx);
      const model = await modelOf(args);
      const removed = await store.remove(model.id, viewer.id);
      if (removed) ratings.changed(model.category, [model.id]);
      return removed;
    },

    async setHidden(ctx: Actor, id: string, hidden: boolean) {
      await accounts.requireAdmin(ctx);
      const found = /^\d{1,9}$/.test(id) && (await hide(Number(id), hidden));
      if (!found) throw appError('NOT_FOUND', 'There is no such review', { field: 'id' });
      return true;
    },

    /** Moderation's hide (an admin's resolved report, checked there). */
    hide,
  };
}
