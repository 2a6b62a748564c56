import type { Actor } from '../../actor';
import { COMMENTS_CHANGED, type PubSub } from '../../events/topics';
import type { VoteValue } from '../../generated/schema-types';
import { appError, InputChecker } from '../../shared/errors';
import type { RateLimiter } from '../../shared/rate-limiter';
import type { Viewer } from '../accounts/viewer';
import { threadKey, topic } from '../comments/thread-key';
import type { StoredVote, Tally, VoteStore } from './store';

const CATEGORIES = ['mobile', 'laptop', 'bike'];

const stored = (value: VoteValue | null | undefined): StoredVote | null =>
  value === 'LIKE' ? 1 : value === 'DISLIKE' ? -1 : null;
const asValue = (vote: StoredVote | null): VoteValue | null => (vote === 1 ? 'LIKE' : vote === -1 ? 'DISLIKE' : null);
const present = (tally: Tally) => ({ likes: tally.likes, dislikes: tally.dislikes, myVote: asValue(tally.mine) });

/** A model page as its address names it, checked like a comment thread's. */
function modelPage(category: string, brand: string, path: string) {
  const page = threadKey(category, brand, path);
  const checker = new InputChecker();
  checker.check(CATEGORIES.includes(page.category), 'category', 'Category must be mobile, laptop or bike');
  checker.check(page.brand.length > 0 && page.brand.length <= 100, 'brand', 'Brand is required');
  checker.check(page.path.length > 0 && page.path.length <= 150, 'path', 'Path is required');
  checker.throwIfAny();
  return page;
}

/**
 * Likes and dislikes that count: one vote per account on a comment or a model page (the tables' primary keys), set,
 * changed or cleared by its owner; anyone reads the counts. A comment's counts are kept on the comment (its thread is
 * read on every page view); a page's thread kept in memory is dropped on every instance when a vote changes them.
 */
export function createVoteService(deps: {
  store: VoteStore;
  accounts: { requireUser(ctx: Actor): Promise<Viewer> };
  limiter: RateLimiter;
  pubSub: PubSub;
}) {
  const { store, accounts, limiter, pubSub } = deps;

  async function listedModel(page: ReturnType<typeof modelPage>): Promise<number> {
    const id = await store.modelId(page);
    if (id === null) throw appError('NOT_FOUND', 'There is no such model page', { field: 'path' });
    return id;
  }

  return {
    async voteOnComment(ctx: Actor, id: string, value: VoteValue | null | undefined) {
      const viewer = await accounts.requireUser(ctx);
      await limiter.hit('voteByIp', ctx.clientIp);
      const tally = /^\d{1,9}$/.test(id) ? await store.setCommentVote(Number(id), viewer.id, stored(value)) : null;
      if (!tally) throw appError('NOT_FOUND', 'There is no such comment', { field: 'id' });
      pubSub.publish(COMMENTS_CHANGED, {
        topic: topic(threadKey(tally.page.category, tally.page.brand, tally.page.path)),
      });
      return present(tally);
    },

    async voteOnModel(
      ctx: Actor,
      args: { category: string; brand: string; path: string; value?: VoteValue | null | undefined },
    ) {
      const viewer = await accounts.requireUser(ctx);
      const modelId = await listedModel(modelPage(args.category, args.brand, args.path));
      await limiter.hit('voteByIp', ctx.clientIp);
      return present(await store.setModelVote(modelId, viewer.id, stored(args.value)));
    },

    async modelVotes(ctx: Actor, args: { category: string; brand: string; path: string }) {
      const modelId = await listedModel(modelPage(args.category, args.brand, args.path));
      const viewer = await ctx.viewer();
      return present(await store.modelTally(modelId, viewer?.id ?? null));
    },

    async myCommentVotes(ctx: Actor, args: { category: string; brand: string; path: string }) {
      const page = modelPage(args.category, args.brand, args.path);
      const viewer = await ctx.viewer();
      if (!viewer) return [];
      const votes = await store.commentVotesOnPage(viewer.id, page);
      return votes.map((vote) => ({ commentId: String(vote.comment_id), vote: asValue(vote.value)! }));
    },
  };
}
