import type { Actor } from '../../actor';
import { appError, EMAIL_PATTERN, InputChecker } from '../../shared/errors';
import { checkThreadKey, isPublicBuildThread, threadKey, topic, type ThreadKey } from './thread-key';
import type { RateLimiter } from '../../shared/rate-limiter';
import { COMMENTS_CHANGED, type PubSub } from '../../events/topics';
import type { CommentRow, CommentStore } from './store';
import { view, type CommentView } from './comment-view';
import { setBounded } from '../../shared/bounded-map';
import type { ServerLog } from '@gadgets/server-kit';
import type { FollowService } from '../follows/service';
import type { NotificationService } from '../notifications/service';
import { PAGE_ACTIVITY, publishPageActivity, type PageActivityEvent } from './page-activity';

/** Top-level comments on one page of a thread unless a client asks for another number (at most 200). */
const PAGE_SIZE = 20;
/**
 * How long a page's thread is kept in memory: every view of a model page asks for it. A comment added on any instance
 * drops the thread at once on every instance (COMMENTS_CHANGED), so this time only bounds an event that was lost.
 */
const THREAD_KEPT_MS = 10_000;
/** How long an author may edit or delete their comment after posting it. */
export const EDIT_WINDOW_MS = 15 * 60 * 1000;
const THREADS_KEPT = 2_000;

const ownCommentOnly = () =>
  appError('FORBIDDEN', 'Only its author can change a comment, within 15 minutes of posting it', { field: 'id' });

export function createCommentService(deps: {
  store: CommentStore;
  limiter: RateLimiter;
  pubSub: PubSub;
  notifications: Pick<NotificationService, 'notify'>;
  follows: Pick<FollowService, 'commentPosted'>;
  logger: ServerLog;
  /** Whether a public PC build is published: its thread takes comments only then. */
  publicBuilds: { isPublished(id: string): Promise<boolean> };
}) {
  const { store, limiter, pubSub, notifications, follows, logger, publicBuilds } = deps;

  /** Tells the author of the comment replied to (when they wrote it signed in, and it is not their own reply). */
  async function notifyReply(parent: CommentRow, reply: CommentView, replierId: number | null) {
    if (parent.user_id === null || parent.user_id === replierId) return;
    await notifications.notify(parent.user_id, {
      kind: 'COMMENT_REPLY',
      title: `${reply.name} replied to your comment`,
      message: reply.comment.length > 140 ? `${reply.comment.slice(0, 139)}…` : reply.comment,
      link: `/${reply.category}/${reply.brand}/${reply.path}#comment-${reply.id}`,
    });
  }

  async function checkPageExists(checker: InputChecker, key: ThreadKey) {
    if (isPublicBuildThread(key)) {
      checker.check(await publicBuilds.isPublished(key.path), 'path', 'There is no such public build');
      return;
    }
    const exists = await store.pageExists(key.category, key.brand, key.path);
    checker.check(exists.brand, 'brand', 'There is no such brand');
    if (exists.brand) checker.check(exists.model, 'path', 'There is no such model page');
  }

  /** The top-level comment a reply attaches to (replies stay one level deep, as the widget shows them). */
  async function replyTarget(
    checker: InputChecker,
    key: ThreadKey,
    parentIdInput: string | null | undefined,
  ): Promise<CommentRow | null> {
    if (parentIdInput === undefined || parentIdInput === null) return null;
    const parent = /^\d{1,9}$/.test(parentIdInput) ? await store.findById(Number(parentIdInput)) : null;
    const sameThread =
      parent && parent.category === key.category && parent.brand === key.brand && parent.path === key.path;
    checker.check(Boolean(sameThread), 'parentId', 'The comment you reply to does not exist on this page');
    return parent && sameThread ? parent : null;
  }
  /**
   * One page of a thread: `limit` top-level comments, newest first, older than the comment `before` names, replies
   * under their comment, oldest first. One more is read to tell whether an older page is left.
   */
  async function readThread(key: ThreadKey, limit: number, before: number | null) {
    const [rows, totalCount] = await Promise.all([
      store.listThread(key.category, key.brand, key.path, limit + 1, before),
      store.countTopLevel(key.category, key.brand, key.path),
    ]);
    const topRows = rows.filter((row) => row.parent_id === null);
    const pageRows = topRows.length > limit ? topRows.slice(0, limit) : topRows;
    const top = pageRows.map(view);
    top.sort((a, b) => b.timestamp.localeCompare(a.timestamp) || Number(b.id) - Number(a.id));
    const byId = new Map(top.map((comment) => [comment.id, comment]));
    const replies = rows.filter((row) => row.parent_id !== null).map(view);
    replies.sort((a, b) => a.timestamp.localeCompare(b.timestamp) || Number(a.id) - Number(b.id));
    for (const reply of replies) byId.get(reply.parentId!)?.replies.push(reply);
    const nextCursor = topRows.length > limit ? String(pageRows[pageRows.length - 1]!.id) : null;
    return { commentsList: top, totalCount, nextCursor };
  }

  /** Threads read lately, by topic; a read in progress is shared by the requests that arrive meanwhile. */
  const threads = new Map<string, { answer: ReturnType<typeof readThread>; expiresAt: number }>();

  return {
    async list(
      category: string,
      brand: string,
      path: string,
      page: { before?: string | null; limit?: number | null } = {},
    ) {
      const key = threadKey(category, brand, path);
      const checker = new InputChecker();
      checkThreadKey(checker, key);
      const before = page.before ?? null;
      checker.check(before === null || /^\d{1,9}$/.test(before), 'before', 'Not a cursor this thread gave');
      checker.throwIfAny();
      // An unpublished build's thread is not shown (its page is gone); it comes back if the build is published again.
      if (isPublicBuildThread(key) && !(await publicBuilds.isPublished(key.path)))
        throw appError('NOT_FOUND', 'There is no such public build', { field: 'path' });
      const limit = page.limit ?? PAGE_SIZE;
      // Only a thread's first page of the usual size is kept: every view of the model page asks for it.
      if (before !== null || limit !== PAGE_SIZE)
        return readThread(key, limit, before === null ? null : Number(before));
      const id = topic(key);
      const kept = threads.get(id);
      if (kept && kept.expiresAt > Date.now()) return kept.answer;
      const entry = { answer: readThread(key, PAGE_SIZE, null), expiresAt: Date.now() + THREAD_KEPT_MS };
      setBounded(threads, id, entry, THREADS_KEPT);
      entry.answer.catch(() => {
        if (threads.get(id) === entry) threads.delete(id);
      });
      return entry.answer;
    },

    /** Drops a page's kept thread (a comment was added to it, here or on another instance). */
    forget(threadTopic: string) {
      threads.delete(threadTopic);
    },

    async create(
      ctx: Actor,
      input: {
        category: string;
        brand: string;
        path: string;
        comment: string;
        name: string;
        email?: string | null;
        parentId?: string | null;
      },
    ) {
      const key = threadKey(input.category, input.brand, input.path);
      const viewer = await ctx.viewer();
      // A signed-in commenter writes under their account name (that is what the verified badge vouches for).
      const name = viewer ? viewer.name : input.name.trim();
      const email = viewer ? viewer.email : input.email?.trim() || null;
      const text = input.comment.trim();
      const checker = new InputChecker();
      checkThreadKey(checker, key);
      checker.check(name.length > 0, 'name', 'Name is required');
      checker.check(name.length <= 80, 'name', 'Name must be at most 80 characters');
      if (email !== null)
        checker.check(email.length <= 254 && EMAIL_PATTERN.test(email), 'email', 'Please enter a valid email address');
      checker.check(text.length > 0, 'comment', 'Comment is required');
      checker.check(text.length > 8, 'comment', 'Comment must be more than 8 characters');
      checker.check(text.length <= 2000, 'comment', 'Comment must be at most 2000 characters');
      if (!checker.hasError('category') && !checker.hasError('brand') && !checker.hasError('path'))
        await checkPageExists(checker, key);
      const parent = await replyTarget(checker, key, input.parentId);
      checker.throwIfAny();
      await limiter.hit('commentByIp', ctx.clientIp);
      const row = await store.insert({
        ...key,
        parentId: parent ? (parent.parent_id ?? parent.id) : null,
        name,
        email,
        comment: text,
        userId: viewer?.id ?? null,
        isVerified: Boolean(viewer),
      });
      const comment = view(row);
      threads.delete(topic(key));
      pubSub.publish(COMMENTS_CHANGED, { topic: topic(key) });
      publishPageActivity(pubSub, key, { commentAdded: comment });
      // The comment is posted whatever becomes of its notifications. The author of a replied-to comment hears of it
      // once, as a reply; the model's followers hear of every other comment.
      const told = [viewer?.id ?? null, parent?.user_id ?? null];
      await Promise.all([
        parent ? notifyReply(parent, comment, viewer?.id ?? null) : undefined,
        follows.commentPosted(comment, told),
      ]).catch((error: unknown) => logger.error('a comment notification was not kept', error));
      return comment;
    },
    /** Hides or shows a comment (the caller has checked that an admin asks); false when there is no such comment. */
    async setHidden(id: number, hidden: boolean): Promise<boolean> {
      const row = await store.setHidden(id, hidden);
      if (!row) return false;
      threads.delete(topic(row));
      pubSub.publish(COMMENTS_CHANGED, { topic: topic(row) });
      return true;
    },

    /** Changes the text of the viewer's own comment within EDIT_WINDOW_MS of posting it. */
    async edit(ctx: Actor, id: string, commentInput: string) {
      const viewer = await ctx.viewer();
      if (!viewer) throw appError('UNAUTHENTICATED', 'Sign in to edit your comments');
      const text = commentInput.trim();
      const checker = new InputChecker();
      checker.check(text.length > 8, 'comment', 'Comment must be more than 8 characters');
      checker.check(text.length <= 2000, 'comment', 'Comment must be at most 2000 characters');
      checker.throwIfAny();
      await limiter.hit('commentByIp', ctx.clientIp);
      const since = new Date(Date.now() - EDIT_WINDOW_MS);
      const row = /^\d{1,9}$/.test(id) ? await store.updateText(Number(id), viewer.id, text, since) : null;
      if (!row) throw ownCommentOnly();
      threads.delete(topic(row));
      pubSub.publish(COMMENTS_CHANGED, { topic: topic(row) });
      return view(row);
    },

    /** Deletes the viewer's own comment within EDIT_WINDOW_MS, unless it has replies (they would lose their place). */
    async remove(ctx: Actor, id: string) {
      const viewer = await ctx.viewer();
      if (!viewer) throw appError('UNAUTHENTICATED', 'Sign in to delete your comments');
      await limiter.hit('commentByIp', ctx.clientIp);
      const row = /^\d{1,9}$/.test(id) ? await store.findById(Number(id)) : null;
      const outcome = row
        ? await store.deleteOwn(row.id, viewer.id, new Date(Date.now() - EDIT_WINDOW_MS))
        : 'not-yours';
      if (outcome === 'not-yours') throw ownCommentOnly();
      if (outcome === 'has-replies') {
        throw appError('CONFLICT', 'Someone has replied to this comment, so it stays; you can still edit it', {
          field: 'id',
        });
      }
      threads.delete(topic(row!));
      pubSub.publish(COMMENTS_CHANGED, { topic: topic(row!) });
      return true;
    },

    /** The viewer's own comments on a page (which the page offers to edit or delete while they are young). */
    async ownIds(ctx: Actor, category: string, brand: string, path: string): Promise<string[]> {
      const key = threadKey(category, brand, path);
      const viewer = await ctx.viewer();
      if (!viewer) return [];
      return (await store.ownIdsOnPage(viewer.id, key)).map(String);
    },

    /** What happens on one model page from now on (see PAGE_ACTIVITY). */
    subscribe(category: string, brand: string, path: string) {
      const key = threadKey(category, brand, path);
      const checker = new InputChecker();
      checkThreadKey(checker, key);
      checker.throwIfAny();
      return pubSub.subscribe(PAGE_ACTIVITY, topic(key)) as AsyncIterable<PageActivityEvent>;
    },
  };
}
