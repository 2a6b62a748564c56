import type { Actor } from '../../actor';
import type { ReportedContent, ReportReason } from '../../generated/schema-types';
import { appError, InputChecker } from '../../shared/errors';
import type { RateLimiter } from '../../shared/rate-limiter';
import type { Viewer } from '../accounts/viewer';
import type { ModerationStore, StoredContent } from './store';

const STORED: Record<ReportedContent, StoredContent> = { COMMENT: 'comment', REVIEW: 'review' };
const NOTE_LIMIT = 500;
const PAGE_LIMIT = 50;
const isId = (value: string) => /^\d{1,9}$/.test(value);

/**
 * Moderation: anyone signed in reports a comment or a review; admins read the open reports, one row per item, and
 * hide the item or dismiss its reports. Hiding goes through the item's own module (a comment's thread is dropped from
 * every instance's memory), so the site shows the change at once.
 */
export function createModerationService(deps: {
  store: ModerationStore;
  accounts: { requireUser(ctx: Actor): Promise<Viewer>; requireAdmin(ctx: Actor): Promise<Viewer> };
  limiter: RateLimiter;
  hide: Record<StoredContent, (id: number, hidden: boolean) => Promise<boolean>>;
}) {
  const { store, accounts, limiter, hide } = deps;

  function checkedId(id: string, content: ReportedContent): number {
    if (!isId(id)) throw notFound(content);
    return Number(id);
  }

  const notFound = (content: ReportedContent) =>
    appError('NOT_FOUND', content === 'COMMENT' ? 'There is no such comment' : 'There is no such review', {
      field: 'id',
    });

  return {
    async report(
      ctx: Actor,
      input: { content: ReportedContent; id: string; reason: ReportReason; note?: string | null },
    ): Promise<boolean> {
      const viewer = await accounts.requireUser(ctx);
      const note = input.note?.trim() || null;
      const checker = new InputChecker();
      checker.check(
        note === null || note.length <= NOTE_LIMIT,
        'note',
        `The note must be at most ${NOTE_LIMIT} characters`,
      );
      checker.throwIfAny();
      await limiter.hit('reportByIp', ctx.clientIp);
      const id = checkedId(input.id, input.content);
      const content = STORED[input.content];
      if (!(await store.exists(content, id))) throw notFound(input.content);
      await store.report({
        reporterId: viewer.id,
        content,
        contentId: id,
        reason: input.reason.toLowerCase(),
        note,
      });
      return true;
    },

    async openReports(ctx: Actor, args: { before?: string | null; limit?: number | null }) {
      await accounts.requireAdmin(ctx);
      const checker = new InputChecker();
      const before = args.before ?? null;
      const limit = args.limit ?? 20;
      checker.check(before === null || isId(before), 'before', 'Not a cursor this list gave');
      checker.check(
        Number.isInteger(limit) && limit >= 1 && limit <= PAGE_LIMIT,
        'limit',
        `Limit must be between 1 and ${PAGE_LIMIT}`,
      );
      checker.throwIfAny();
      const groups = await store.openGroups(before === null ? null : Number(before), limit + 1);
      const page = groups.slice(0, limit);
      const items = await store.items(
        page.filter((group) => group.content === 'comment').map((group) => group.content_id),
        page.filter((group) => group.content === 'review').map((group) => group.content_id),
      );
      const itemOf = new Map(items.map((item) => [`${item.content}:${item.id}`, item]));
      return {
        items: page.flatMap((group) => {
          const item = itemOf.get(`${group.content}:${group.content_id}`);
          // Reports of an item deleted since (its author took it down) have nothing left to judge.
          if (!item) return [];
          return [
            {
              id: String(group.last_id),
              content: group.content === 'comment' ? ('COMMENT' as const) : ('REVIEW' as const),
              contentId: String(group.content_id),
              excerpt: item.excerpt,
              author: item.author,
              link: item.link,
              contentHidden: item.hidden,
              reportCount: group.report_count,
              reason: group.reason.toUpperCase() as ReportReason,
              note: group.note,
              reportedAt: new Date(group.reported_at).toISOString(),
            },
          ];
        }),
        nextCursor: groups.length > limit ? String(page[page.length - 1]!.last_id) : null,
      };
    },

    async resolve(ctx: Actor, input: { content: ReportedContent; id: string; hide: boolean }): Promise<boolean> {
      await accounts.requireAdmin(ctx);
      const id = checkedId(input.id, input.content);
      const content = STORED[input.content];
      if (input.hide && !(await hide[content](id, true))) throw notFound(input.content);
      await store.resolve(content, id);
      return true;
    },

    async setCommentHidden(ctx: Actor, id: string, hidden: boolean): Promise<boolean> {
      await accounts.requireAdmin(ctx);
      if (!(await hide.comment(checkedId(id, 'COMMENT'), hidden))) throw notFound('COMMENT');
      return true;
    },
  };
}
