import type { GraphQLContext } from '../../context';
import { EMAIL_PATTERN, InputChecker, toPath } from '../../shared/errors';
import type { RateLimiter } from '../../shared/rate-limiter';
import type { PubSub } from '../../services';
import type { CommentRow, CommentStore } from './store';

export const COMMENT_ADDED = 'commentAdded';
const CATEGORIES = ['mobile', 'laptop', 'bike'];
const THREAD_LIMIT = 200;

export interface CommentView {
  id: string;
  category: string;
  brand: string;
  path: string;
  name: string;
  comment: string;
  timestamp: string;
  isVerified: boolean;
  likes: number;
  dislikes: number;
  isReply: boolean;
  parentId: string | null;
  replies: CommentView[];
}

function view(row: CommentRow): CommentView {
  return {
    id: String(row.id),
    category: row.category,
    brand: row.brand,
    path: row.path,
    name: row.name,
    comment: row.comment,
    timestamp: new Date(row.created_at).toISOString(),
    isVerified: row.is_verified,
    likes: row.likes,
    dislikes: row.dislikes,
    isReply: row.parent_id !== null,
    parentId: row.parent_id === null ? null : String(row.parent_id),
    replies: [],
  };
}

/** The page a thread belongs to, normalised so "Google" and "google" are one thread. */
export function threadKey(category: string, brand: string, path: string) {
  return { category: category.trim().toLowerCase(), brand: toPath(brand.trim()), path: path.trim() };
}

export function topic(key: { category: string; brand: string; path: string }): string {
  return `${key.category}:${key.brand}:${key.path}`;
}

function checkThread(checker: InputChecker, key: { category: string; brand: string; path: string }) {
  checker.check(CATEGORIES.includes(key.category), 'category', 'Category must be mobile, laptop or bike');
  checker.check(key.brand.length > 0 && key.brand.length <= 100, 'brand', 'Brand is required (at most 100 characters)');
  checker.check(key.path.length > 0 && key.path.length <= 150, 'path', 'Path is required (at most 150 characters)');
}

export function createCommentService(deps: { store: CommentStore; limiter: RateLimiter; pubSub: PubSub }) {
  const { store, limiter, pubSub } = deps;
  return {
    async list(category: string, brand: string, path: string) {
      const key = threadKey(category, brand, path);
      const checker = new InputChecker();
      checkThread(checker, key);
      checker.throwIfAny();
      const [rows, totalCount] = await Promise.all([
        store.listThread(key.category, key.brand, key.path, THREAD_LIMIT),
        store.countTopLevel(key.category, key.brand, key.path),
      ]);
      const top = rows.filter((row) => row.parent_id === null).map(view);
      top.sort((a, b) => b.timestamp.localeCompare(a.timestamp) || Number(b.id) - Number(a.id));
      const byId = new Map(top.map((comment) => [comment.id, comment]));
      const replies = rows.filter((row) => row.parent_id !== null).map(view);
      replies.sort((a, b) => a.timestamp.localeCompare(b.timestamp) || Number(a.id) - Number(b.id));
      for (const reply of replies) byId.get(reply.parentId!)?.replies.push(reply);
      return { commentsList: top, totalCount };
    },

    async create(ctx: GraphQLContext, input: { category: string; brand: string; path: string; comment: string; name: string; email?: string | null; parentId?: string | null }) {
      const key = threadKey(input.category, input.brand, input.path);
      const name = input.name.trim();
      const text = input.comment.trim();
      const email = input.email?.trim() || null;
      const checker = new InputChecker();
      checkThread(checker, key);
      checker.check(name.length > 0, 'name', 'Name is required');
      checker.check(name.length <= 80, 'name', 'Name must be at most 80 characters');
      if (email !== null) checker.check(email.length <= 254 && EMAIL_PATTERN.test(email), 'email', 'Please enter a valid email address');
      checker.check(text.length > 0, 'comment', 'Comment is required');
      checker.check(text.length > 8, 'comment', 'Comment must be more than 8 characters');
      checker.check(text.length <= 2000, 'comment', 'Comment must be at most 2000 characters');
      let parentId: number | null = null;
      if (input.parentId !== undefined && input.parentId !== null) {
        const parent = /^\d{1,12}$/.test(input.parentId) ? await store.findById(Number(input.parentId)) : null;
        const sameThread = parent && parent.category === key.category && parent.brand === key.brand && parent.path === key.path;
        checker.check(Boolean(sameThread), 'parentId', 'The comment you reply to does not exist on this page');
        // Replies stay one level deep, as the widget shows them.
        if (parent && sameThread) parentId = parent.parent_id ?? parent.id;
      }
      checker.throwIfAny();
      await limiter.hit('commentByIp', ctx.clientIp);
      const viewer = await ctx.viewer();
      const row = await store.insert({ ...key, parentId, name, email, comment: text, userId: viewer?.id ?? null, isVerified: Boolean(viewer) });
      const comment = view(row);
      pubSub.publish(COMMENT_ADDED, topic(key), comment);
      return comment;
    },

    subscribe(category: string, brand: string, path: string) {
      const key = threadKey(category, brand, path);
      const checker = new InputChecker();
      checkThread(checker, key);
      checker.throwIfAny();
      return pubSub.subscribe(COMMENT_ADDED, topic(key));
    },
  };
}
