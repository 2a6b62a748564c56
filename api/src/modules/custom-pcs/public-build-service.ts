import type { Actor } from '../../actor';
import type { PublicBuildFilter, PublicBuildSort } from '../../generated/schema-types';
import { appError, InputChecker } from '../../shared/errors';
import { pageInfo } from '../../shared/pagination';
import type { RateLimiter } from '../../shared/rate-limiter';
import type { Viewer } from '../accounts/viewer';
import type { PublicBuildRow, PublicBuildStore } from './public-build-store';

const BUILD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PAGE_SIZE = 12;
const MAX_PAGE_SIZE = 50;
/** The filters list the CPUs and cards of this many builds' most used at most. */
const FILTER_OPTIONS = 200;
const MAX_PRICE_CENTS = 100_000_000;

/** A published build as the schema's PublicBuild reads it. */
function present(row: PublicBuildRow) {
  return {
    id: row.id,
    name: row.name,
    authorName: row.author_name,
    parts: row.parts,
    total: {
      amountCents: row.total_cents,
      pricedCount: row.priced_count,
      partCount: row.part_count,
      currency: row.currency,
    },
    cpu: row.cpu,
    gpu: row.gpu,
    compatibility: row.compatibility,
    likeCount: row.like_count,
    publishedAt: new Date(row.published_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

function checkGallery(args: {
  filter?: PublicBuildFilter | null;
  page?: number | null;
  limit?: number | null;
}): InputChecker {
  const checker = new InputChecker();
  const { filter } = args;
  const page = args.page ?? 1;
  const limit = args.limit ?? PAGE_SIZE;
  checker.check(Number.isInteger(page) && page >= 1 && page <= 10_000, 'page', 'Page must be between 1 and 10000');
  checker.check(
    Number.isInteger(limit) && limit >= 1 && limit <= MAX_PAGE_SIZE,
    'limit',
    `Limit must be between 1 and ${MAX_PAGE_SIZE}`,
  );
  for (const field of ['cpu', 'gpu'] as const) {
    const value = filter?.[field];
    checker.check(!value || value.length <= 200, `filter.${field}`, 'At most 200 characters');
  }
  for (const field of ['minPriceCents', 'maxPriceCents'] as const) {
    const value = filter?.[field];
    checker.check(
      value === undefined || value === null || (Number.isInteger(value) && value >= 0 && value <= MAX_PRICE_CENTS),
      `filter.${field}`,
      'A price must be a whole number of cents, at least 0',
    );
  }
  return checker;
}

/**
 * Published builds: anyone reads them (the gallery, one build's page); a signed-in account likes one once. What is
 * published and by whom is the custom PC service's business (publish, unpublish): this side only reads and counts.
 */
export function createPublicBuildService(deps: {
  store: PublicBuildStore;
  accounts: { requireUser(ctx: Actor): Promise<Viewer> };
  limiter: RateLimiter;
}) {
  const { store, accounts, limiter } = deps;

  return {
    /** A published build; null when unknown or unpublished (its page answers 404). */
    async byId(id: string) {
      const row = BUILD_ID.test(id) ? await store.find(id) : null;
      return row ? present(row) : null;
    },

    /** Whether a build is published now (a comment on it is accepted only then). */
    async isPublished(id: string): Promise<boolean> {
      return BUILD_ID.test(id) && (await store.exists(id));
    },

    async gallery(args: {
      filter?: PublicBuildFilter | null;
      sort?: PublicBuildSort | null;
      page?: number | null;
      limit?: number | null;
    }) {
      checkGallery(args).throwIfAny();
      const page = args.page ?? 1;
      const limit = args.limit ?? PAGE_SIZE;
      const text = (value: string | null | undefined) => value?.trim() || null;
      const found = await store.page({
        cpu: text(args.filter?.cpu),
        gpu: text(args.filter?.gpu),
        minPriceCents: args.filter?.minPriceCents ?? null,
        maxPriceCents: args.filter?.maxPriceCents ?? null,
        order: args.sort ?? 'NEWEST',
        limit,
        offset: (page - 1) * limit,
      });
      return { items: found.rows.map(present), pagination: pageInfo(page, limit, found.total, 1) };
    },

    filterOptions() {
      return store.filterOptions(FILTER_OPTIONS);
    },

    /** Sets or clears the viewer's like; the build's likes after it. */
    async like(ctx: Actor, id: string, liked: boolean) {
      const viewer = await accounts.requireUser(ctx);
      await limiter.hit('voteByIp', ctx.clientIp);
      const likeCount = BUILD_ID.test(id) ? await store.setLike(id, viewer.id, liked) : null;
      if (likeCount === null) throw appError('NOT_FOUND', 'There is no such public build', { field: 'id' });
      return { likeCount, likedByMe: liked };
    },

    /** Whether the signed-in viewer likes the build; false when signed out. */
    async likedByViewer(ctx: Actor, id: string): Promise<boolean> {
      const viewer = await ctx.viewer();
      return Boolean(viewer) && BUILD_ID.test(id) && (await store.likedBy(id, viewer!.id));
    },
  };
}
