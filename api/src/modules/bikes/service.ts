import type { Actor } from '../../actor';
import type { Database } from '../../db/database';
import type { BikeAdminNotices } from './bike-admin-notices';
import { bikeImage } from './bike-image';
import type { ReadCache } from '../../shared/cache';
import type { SectionName } from '../../shared/sections';
import { appError, InputChecker, notFound, toPath } from '../../shared/errors';
import type { Viewer } from '../accounts/viewer';
import { createFinderRunner, type FinderHosting } from '../finder/finder-runner';
import { parseCatalogueFilter } from './bike-catalogue-filter';
import { applyInput, bikeFeature, columnsFrom } from './bike-document';
import { parseCreateInput, parseUpdateInput } from './bike-input';
import { standingsFrom } from '../models/spec-standing';
import {
  BIKE_FINDER_COLUMNS,
  BIKE_HISTOGRAMS,
  BIKE_SORT_KEYS,
  BIKE_STANDING_AMONG,
  BIKE_STANDING_COLUMNS,
  bikeConditions,
  bikeOptionGroups,
  type BikeSort,
} from './finder-config';
import type { BikeStore } from './store';

const MAX_LIST_RESULTS = 500;

export type BikeService = ReturnType<typeof createBikeService>;
/**
 * A finder answer as the schema's BikeFinderPage (and the older BikeCatalogResult) reads it; option counts and
 * histograms come with it only when the query asks for them.
 */
export type BikeFinderPageModel = Awaited<ReturnType<BikeService['finder']>>;

export function createBikeService(deps: {
  db: Database;
  store: BikeStore;
  cache: ReadCache;
  /** Tells the other instances of a write to a section. */
  onChange: (section: SectionName) => void;
  /** Where the catalogue's index lives, and the ratings its best rated order reads (without them, no bike is rated). */
  hosting?: FinderHosting;
  accounts: { requireAdmin(ctx: Actor): Promise<Viewer> };
  /** Tells the other admins of a new draft or a published bike, once the write stands. */
  adminNotices: BikeAdminNotices;
}) {
  const { db, store, cache, accounts, adminNotices } = deps;
  // The catalogue's finder: every bike write drops its index (the read cache's clear of the bike section).
  const runner = createFinderRunner({
    store: store.finder,
    cache,
    columns: BIKE_FINDER_COLUMNS,
    item: bikeFeature,
    ...deps.hosting,
    name: 'bikes',
    section: 'bike',
  });
  const currencies = (admin: boolean) => cache.get(`bikes:currencies:${admin}`, () => store.priceCurrencies(!admin));
  // Each audience's counted options, built once per catalogue change: the index then finds their bits by identity.
  const optionGroupsFor = (admin: boolean) =>
    runner.whileIndexed(async () => {
      const [brands, priceCurrencies] = await Promise.all([store.brandPaths(), store.priceCurrencies(!admin)]);
      return bikeOptionGroups(brands, priceCurrencies);
    });
  const optionGroups = { admin: optionGroupsFor(true), visitor: optionGroupsFor(false) };

  // Only what is built from bikes is read again (the other finders' indexes stay).
  const changed = () => {
    cache.clear('bike');
    deps.onChange('bike');
  };

  const limitOf = (limit: number | null | undefined) => {
    const value = limit ?? 10;
    new InputChecker()
      .check(Number.isInteger(value) && value >= 1 && value <= 50, 'limit', 'Limit must be between 1 and 50')
      .throwIfAny();
    return value;
  };

  /** Drafts are for admins only: everyone else reads published bikes. */
  const isAdmin = async (ctx: Actor) => Boolean((await ctx.viewer())?.admin);

  return {
    async feature(ctx: Actor, company: string, path: string) {
      const row = await cache.get(`bike:${toPath(company)}:${path}`, () => store.find(toPath(company), path));
      if (!row) return null;
      if (!row.published && !(await isAdmin(ctx))) return null;
      return bikeFeature(row);
    },

    /** Where a bike's power, torque and weight stand among the published bikes' (the finder index). */
    standing: standingsFrom(runner, BIKE_STANDING_COLUMNS, BIKE_STANDING_AMONG),

    async all(ctx: Actor) {
      const admin = await isAdmin(ctx);
      const rows = await cache.get(`bikes:all:${admin}`, () => store.list({ publishedOnly: !admin }));
      return rows.map(bikeFeature);
    },

    async published() {
      return (await cache.get('bikes:published', () => store.list({ publishedOnly: true }))).map(bikeFeature);
    },

    async byCompany(ctx: Actor, company: string) {
      const admin = await isAdmin(ctx);
      const companyPath = toPath(company);
      return (
        await cache.get(`bikes:company:${companyPath}:${admin}`, () =>
          store.list({ publishedOnly: !admin, companyPath }),
        )
      ).map(bikeFeature);
    },

    async search(ctx: Actor, searchTerm: string) {
      const term = searchTerm.trim();
      if (!term) return this.published();
      new InputChecker().check(term.length <= 100, 'searchTerm', 'Search must be at most 100 characters').throwIfAny();
      return (await store.search(term, !(await isAdmin(ctx)), MAX_LIST_RESULTS)).map(bikeFeature);
    },

    /**
     * The catalogue on the shared finder: brand, engine size and list price filters, the search term (looked up once
     * per term, then a condition like the others), the exact count, a sort and a page.
     */
    async finder(
      ctx: Actor,
      input: unknown,
      options: {
        limit?: number | null;
        page?: number | null;
        sort?: BikeSort | null;
        withCounts?: boolean;
        withHistograms?: boolean;
      },
    ) {
      const { filter, limit, page } = parseCatalogueFilter(input, options.limit, options.page);
      const admin = await isAdmin(ctx);
      const term = filter.searchTerm;
      const searchIds = term ? await cache.get(`bikes:search-ids:${term}`, () => store.searchIds(term)) : null;
      const conditions = bikeConditions(filter, { publishedOnly: !admin, searchIds });
      // With the counts asked for, they come with the page, in one question to the index.
      const groups = options.withCounts ? await (admin ? optionGroups.admin : optionGroups.visitor)() : undefined;
      const [found, priceCurrencies] = await Promise.all([
        runner.page(
          conditions,
          BIKE_SORT_KEYS[options.sort ?? 'BRAND'],
          page,
          limit,
          groups,
          options.withHistograms ? BIKE_HISTOGRAMS : undefined,
        ),
        currencies(admin),
      ]);
      return { ...found, priceCurrencies };
    },

    async topPerformers(limit: number | null | undefined) {
      const value = limitOf(limit);
      return (await cache.get(`bikes:power:${value}`, () => store.ranked('power', value))).map(bikeFeature);
    },

    /** The best power-to-weight ratios: only bikes stating both their power and their kerb weight. */
    async powerToWeightLeaders(limit: number | null | undefined) {
      const value = limitOf(limit);
      return (await cache.get(`bikes:power-to-weight:${value}`, () => store.rankedByPowerToWeight(value))).map(
        bikeFeature,
      );
    },

    /** Its own ranking by stated mileage (the old helper read the top-performers answer instead). */
    async fuelEfficient(limit: number | null | undefined) {
      const value = limitOf(limit);
      return (await cache.get(`bikes:mileage:${value}`, () => store.ranked('mileage', value))).map(bikeFeature);
    },

    /** Admins only, like every write. */
    async create(ctx: Actor, rawInput: unknown) {
      const admin = await accounts.requireAdmin(ctx);
      const input = parseCreateInput(rawInput);
      const companyPath = toPath(input.company);
      const companyName = await store.companyName(companyPath);
      if (!companyName)
        throw appError('BAD_USER_INPUT', 'Unknown bike brand', {
          field: 'company',
          fields: [{ field: 'company', message: 'Unknown bike brand' }],
        });
      const { detail, price } = applyInput(input, {}, { listPrice: null, priceCurrency: null });
      if (!Array.isArray(detail.imgs) || detail.imgs.length === 0) detail.imgs = [bikeImage(companyPath, input.path)];
      const row = await db.transaction(async (tx) => {
        if (await store.find(companyPath, input.path, tx)) {
          throw appError('CONFLICT', 'A bike with this path already exists for this brand', { field: 'path' });
        }
        return store.insert(
          tx,
          columnsFrom(
            { company: companyName, companyPath, path: input.path },
            detail,
            price,
            input.model,
            Boolean(input.published),
          ),
        );
      });
      changed();
      const bike = bikeFeature(row);
      if (bike.published) adminNotices.published(admin, bike);
      else adminNotices.draftCreated(admin, bike);
      return bike;
    },

    async update(ctx: Actor, company: string, path: string, rawInput: unknown) {
      const admin = await accounts.requireAdmin(ctx);
      const input = parseUpdateInput(rawInput);
      const companyPath = toPath(company);
      const { row, wasPublished } = await db.transaction(async (tx) => {
        const existing = await store.find(companyPath, path, tx);
        if (!existing) throw notFound(`No bike ${company}/${path}`);
        const { detail, price } = applyInput(input, existing.detail, {
          listPrice: existing.list_price,
          priceCurrency: existing.price_currency,
        });
        const published = typeof input.published === 'boolean' ? input.published : existing.published;
        const key = { company: existing.company, companyPath, path };
        const columns = columnsFrom(key, detail, price, input.model ?? existing.name, published);
        return { row: await store.update(tx, existing.id, columns), wasPublished: existing.published };
      });
      changed();
      const bike = bikeFeature(row);
      if (bike.published && !wasPublished) adminNotices.published(admin, bike);
      return bike;
    },

    async remove(ctx: Actor, company: string, path: string) {
      await accounts.requireAdmin(ctx);
      const removed = await store.remove(toPath(company), path);
      if (removed) changed();
      return removed;
    },

    async togglePublished(ctx: Actor, company: string, path: string) {
      const admin = await accounts.requireAdmin(ctx);
      const row = await store.togglePublished(toPath(company), path);
      if (!row) throw notFound(`No bike ${company}/${path}`);
      changed();
      const bike = bikeFeature(row);
      if (bike.published) adminNotices.published(admin, bike);
      return bike;
    },
  };
}
