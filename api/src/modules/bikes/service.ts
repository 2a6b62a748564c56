import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/database';
import { bikeImage } from '../../seed/bikes';
import type { ReadCache } from '../../shared/cache';
import { appError, InputChecker, notFound, toPath } from '../../shared/errors';
import type { BikeColumns, BikeRow, BikeStore } from './store';

const TEXT_FIELDS = [
  'series', 'engineType', 'coolingSystem', 'valveSystem', 'fuelSystem', 'compressionRatio', 'startingSystem', 'fuelType',
  'transmissionType', 'gearShiftPattern', 'clutchType', 'finalDrive', 'frameType', 'frontSuspension', 'rearSuspension',
  'frontBrakeType', 'rearBrakeType', 'absType', 'frontTyreSize', 'rearTyreSize', 'tyreType', 'wheelType', 'battery',
  'headlight', 'tailLight', 'turnSignal', 'instrumentConsole', 'price', 'warranty', 'countryOfOrigin',
] as const;

/** Plausible bounds; a value outside them is a typo, not a motorcycle. */
const NUMBER_FIELDS: Record<string, [number, number]> = {
  displacementCc: [0, 3000], valvesPerCylinder: [0, 8], maxPowerHp: [0, 400], maxPowerRpm: [0, 20000],
  maxTorqueNm: [0, 400], maxTorqueRpm: [0, 20000], boreMm: [0, 200], strokeMm: [0, 200], mileage: [0, 200],
  topSpeed: [0, 450], numberOfGears: [0, 12], overallLengthMm: [0, 5000], overallWidthMm: [0, 2000],
  overallHeightMm: [0, 2500], wheelbaseMm: [0, 3000], groundClearanceMm: [0, 1000], seatHeightMm: [0, 1500],
  kerbWeightKg: [0, 600], fuelTankCapacityL: [0, 60], frontBrakeSizeMm: [0, 500], rearBrakeSizeMm: [0, 500],
};

const LIST_FIELDS = ['highlights', 'drawbacks', 'additionalFeatures', 'coloursAvailable', 'imgs'] as const;
const PATH_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_LIST_RESULTS = 500;

type BikeInput = Record<string, unknown> & { company?: string; model?: string; path?: string; published?: boolean | null };

export function bikeFeature(row: BikeRow) {
  const detail = row.detail as Record<string, unknown>;
  const imgs = Array.isArray(detail.imgs) && detail.imgs.length > 0 ? (detail.imgs as string[]) : row.img ? [row.img] : [];
  return {
    ...detail,
    id: String(row.id),
    company: row.company,
    companyPath: row.company_path,
    model: row.name,
    path: row.path,
    series: row.series,
    published: row.published,
    price: row.price,
    highlights: (detail.highlights as string[] | undefined) ?? [],
    drawbacks: (detail.drawbacks as string[] | undefined) ?? [],
    additionalFeatures: (detail.additionalFeatures as string[] | undefined) ?? [],
    coloursAvailable: (detail.coloursAvailable as string[] | undefined) ?? [],
    imgs,
    img: imgs[0] ?? null,
  };
}

function checkFields(checker: InputChecker, input: BikeInput) {
  for (const field of TEXT_FIELDS) {
    const value = input[field];
    if (typeof value === 'string') checker.check(value.length <= 200, field, `${field} must be at most 200 characters`);
  }
  for (const [field, [min, max]] of Object.entries(NUMBER_FIELDS)) {
    const value = input[field];
    if (typeof value === 'number') checker.check(value >= min && value <= max, field, `${field} must be between ${min} and ${max}`);
  }
  for (const field of LIST_FIELDS) {
    const value = input[field];
    if (!Array.isArray(value)) continue;
    const max = field === 'imgs' ? 12 : 30;
    checker.check(value.length <= max, field, `${field} can hold at most ${max} items`);
    checker.check(value.every((item) => typeof item === 'string' && item.trim().length > 0 && item.length <= 500), field, `${field} items must be 1 to 500 characters`);
    if (field === 'imgs') {
      checker.check(value.every((item: string) => /^\/media\/[a-z0-9/_.-]+$/.test(item) || /^https:\/\/\S+$/.test(item)), field, 'Images must be /media/... paths or https URLs');
    }
  }
  if (input.model !== undefined && input.model !== null) {
    const model = String(input.model).trim();
    checker.check(model.length > 0, 'model', 'Model is required');
    checker.check(model.length <= 100, 'model', 'Model must be at most 100 characters');
  }
}

function columnsFrom(row: { company: string; companyPath: string; path: string }, detail: Record<string, unknown>, name: string, published: boolean): BikeColumns {
  const imgs = (detail.imgs as string[] | undefined) ?? [];
  return {
    company: row.company,
    companyPath: row.companyPath,
    path: row.path,
    name,
    series: (detail.series as string | null | undefined) ?? null,
    img: imgs[0] ?? bikeImage(row.companyPath, row.path),
    published,
    price: (detail.price as string | null | undefined) ?? null,
    powerHp: (detail.maxPowerHp as number | null | undefined) ?? null,
    torqueNm: (detail.maxTorqueNm as number | null | undefined) ?? null,
    displacementCc: (detail.displacementCc as number | null | undefined) ?? null,
    topSpeed: detail.topSpeed === null || detail.topSpeed === undefined ? null : String(detail.topSpeed),
    mileageKmpl: (detail.mileage as number | null | undefined) ?? null,
    detail,
  };
}

function detailFrom(input: BikeInput, base: Record<string, unknown>): Record<string, unknown> {
  const detail = { ...base };
  for (const [key, value] of Object.entries(input)) {
    if (['company', 'model', 'path', 'published'].includes(key) || value === undefined) continue;
    detail[key] = typeof value === 'string' ? value.trim() : Array.isArray(value) ? value.map((item) => String(item).trim()) : value;
  }
  return detail;
}

export function createBikeService(deps: { db: Database; store: BikeStore; cache: ReadCache; onChange: () => void }) {
  const { db, store, cache } = deps;

  const changed = () => {
    cache.clear();
    deps.onChange();
  };

  const limitOf = (limit: number | null | undefined) => {
    const value = limit ?? 10;
    new InputChecker().check(Number.isInteger(value) && value >= 1 && value <= 50, 'limit', 'Limit must be between 1 and 50').throwIfAny();
    return value;
  };

  return {
    async feature(ctx: GraphQLContext, company: string, path: string) {
      const row = await cache.get(`bike:${toPath(company)}:${path}`, () => store.find(toPath(company), path));
      if (!row) return null;
      if (!row.published && !(await ctx.viewer())?.admin) return null;
      return bikeFeature(row);
    },

    async all(ctx: GraphQLContext) {
      const admin = Boolean((await ctx.viewer())?.admin);
      const rows = await cache.get(`bikes:all:${admin}`, () => store.list({ publishedOnly: !admin }));
      return rows.map(bikeFeature);
    },

    async published() {
      return (await cache.get('bikes:published', () => store.list({ publishedOnly: true }))).map(bikeFeature);
    },

    async byCompany(ctx: GraphQLContext, company: string) {
      const admin = Boolean((await ctx.viewer())?.admin);
      const companyPath = toPath(company);
      return (await cache.get(`bikes:company:${companyPath}:${admin}`, () => store.list({ publishedOnly: !admin, companyPath }))).map(bikeFeature);
    },

    async search(ctx: GraphQLContext, searchTerm: string) {
      const term = searchTerm.trim();
      if (!term) return this.published();
      new InputChecker().check(term.length <= 100, 'searchTerm', 'Search must be at most 100 characters').throwIfAny();
      const admin = Boolean((await ctx.viewer())?.admin);
      return (await store.search(term, !admin, MAX_LIST_RESULTS)).map(bikeFeature);
    },

    async topPerformers(limit: number | null | undefined) {
      const value = limitOf(limit);
      return (await cache.get(`bikes:power:${value}`, () => store.ranked('power', value))).map(bikeFeature);
    },

    async fuelEfficient(limit: number | null | undefined) {
      const value = limitOf(limit);
      return (await cache.get(`bikes:mileage:${value}`, () => store.ranked('mileage', value))).map(bikeFeature);
    },

    async create(input: BikeInput) {
      const checker = new InputChecker();
      const path = String(input.path ?? '').trim();
      checker.check(PATH_PATTERN.test(path) && path.length <= 100, 'path', 'Path must be lower-case letters, digits and hyphens (at most 100)');
      checker.check(String(input.model ?? '').trim().length > 0, 'model', 'Model is required');
      checkFields(checker, input);
      const companyPath = toPath(String(input.company ?? ''));
      const companyName = companyPath ? await store.companyName(companyPath) : null;
      checker.check(Boolean(companyName), 'company', 'Unknown bike brand');
      checker.throwIfAny();
      const detail = detailFrom(input, {});
      if (!Array.isArray(detail.imgs) || detail.imgs.length === 0) detail.imgs = [bikeImage(companyPath, path)];
      const row = await db.transaction(async (tx) => {
        if (await store.find(companyPath, path, tx)) {
          throw appError('CONFLICT', 'A bike with this path already exists for this brand', { field: 'path' });
        }
        return store.insert(tx, columnsFrom({ company: companyName!, companyPath, path }, detail, String(input.model).trim(), Boolean(input.published)));
      });
      changed();
      return bikeFeature(row);
    },

    async update(company: string, path: string, input: BikeInput) {
      const checker = new InputChecker();
      checkFields(checker, input);
      checker.throwIfAny();
      const companyPath = toPath(company);
      const row = await db.transaction(async (tx) => {
        const existing = await store.find(companyPath, path, tx);
        if (!existing) throw notFound(`No bike ${company}/${path}`);
        const detail = detailFrom(input, existing.detail);
        const name = input.model ? String(input.model).trim() : existing.name;
        const published = typeof input.published === 'boolean' ? input.published : existing.published;
        return store.update(tx, existing.id, columnsFrom({ company: existing.company, companyPath, path }, detail, name, published));
      });
      changed();
      return bikeFeature(row);
    },

    async remove(company: string, path: string) {
      const removed = await store.remove(toPath(company), path);
      if (removed) changed();
      return removed;
    },

    async togglePublished(company: string, path: string) {
      const row = await store.togglePublished(toPath(company), path);
      if (!row) throw notFound(`No bike ${company}/${path}`);
      changed();
      return bikeFeature(row);
    },
  };
}

export type BikeService = ReturnType<typeof createBikeService>;
