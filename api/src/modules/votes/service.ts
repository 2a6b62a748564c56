import type { Actor } from '../../actor';
import { COMMENTS_CHANGED, type PubSub } from '../../events/topics';
import type { VoteValue } from '../../generated/schema-types';
import { appError } from '../../shared/errors';
import type { RateLimiter } from '../../shared/rate-limiter';
import type { Viewer } from '../accounts/viewer';
import { publishPageActivity } from '../comments/page-activity';
import { checkedPageKey, checkedThreadKey, threadKey, topic } from '../comments/thread-key';
import type { StoredVote, Tally, VoteStore } from './store';

const stored = (value: VoteValue | null | undefined): StoredVote | null =>
  value === 'LIKE' ? 1 : value === 'DISLIKE' ? -1 : null;
const asValue = (vote: StoredVote | null): VoteValue | null => (vote === 1 ? 'LIKE' : vote === -1 ? 'DISLIKE' : null);
const present = (tally: Tally) => ({ likes: tally.likes, dislikes: tally.dislikes, myVote: asValue(tally.mine) });

/**
 * Likes and dislikes that count: one vote per account on a comment or a model page (the tables' primary keys), set,
 * changed or cleared by its owner; anyone reads the counts. A comment's counts are kept on the comment (its thread is
 * read on every page view); a page's thread kept in memory is dropped on every instance when a vote changes them,
 * and the new counts go live to the pages open on it (PAGE_ACTIVITY).
 */
export function createVoteService(deps: {
  store: VoteStore;
  accounts: { requireUser(ctx: Actor): Promise<Viewer> };
  limiter: RateLimiter;
  pubSub: PubSub;
}) {
  const { store, accounts, limiter, pubSub } = deps;

  async function listedModel(page: ReturnType<typeof checkedPageKey>): Promise<number> {
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
      const page = threadKey(tally.page.category, tally.page.brand, tally.page.path);
      pubSub.publish(COMMENTS_CHANGED, { topic: topic(page) });
      publishPageActivity(pubSub, page, {
        commentVotes: { commentId: id, likes: tally.likes, dislikes: tally.dislikes },
      });
      return present(tally);
    },

    async voteOnModel(
      ctx: Actor,
      args: { category: string; brand: string; path: string; value?: VoteValue | null | undefined },
    ) {
      const viewer = await accounts.requireUser(ctx);
      const page = checkedPageKey(args.category, args.brand, args.path);
      const modelId = await listedModel(page);
      await limiter.hit('voteByIp', ctx.clientIp);
      const tally = await store.setModelVote(modelId, viewer.id, stored(args.value));
      publishPageActivity(pubSub, page, { modelVotes: { likes: tally.likes, dislikes: tally.dislikes } });
      return present(tally);
    },

    async modelVotes(ctx: Actor, args: { category: string; brand: string; path: string }) {
      const modelId = await listedModel(checkedPageKey(args.category, args.brand, args.path));
      const viewer = await ctx.viewer();
      return present(await store.modelTally(modelId, viewer?.id ?? null));
    },

    async myCommentVotes(ctx: Actor, args: { category: string; brand: string; path: string }) {
      const page = checkedThreadKey(args.category, args.brand, args.path);
      const viewer = await ctx.viewer();
      if (!viewer) return [];
      const votes = await store.commentVotesOnPage(viewer.id, page);
      return votes.map((vote) => ({ commentId: String(vote.comment_id), vote: asValue(vote.value)! }));
    },
  };
}
