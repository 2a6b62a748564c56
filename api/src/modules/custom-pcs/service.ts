import { randomUUID } from 'node:crypto';
import type { Actor } from '../../actor';
import type { Database } from '../../db/database';
import { forbidden, InputChecker, notFound } from '../../shared/errors';
import type { AccountService } from '../accounts/service';
import { checkBuild } from '@gadgets/pc-compatibility';
import type { CustomPcInput, VariantInput } from '../../generated/schema-types';
import { engineInput, type PcPartService } from '../pc-parts/service';
import type { Viewer } from '../accounts/viewer';
import type { CustomPcRow, CustomPcStore, VariantValues } from './store';
import { canonicalEmail } from '../../shared/email-address';
import { snapshotOf } from './public-build-snapshot';
import type { PublicBuildStore } from './public-build-store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_VARIANTS = 40;

function checkVariant(checker: InputChecker, variant: VariantInput, field: string) {
  const category = variant.category.trim();
  const description = variant.description.trim();
  checker.check(
    /^[a-z][a-z0-9_ -]{0,39}$/i.test(category),
    `${field}.category`,
    'Category is required (at most 40 letters, digits, spaces or _)',
  );
  checker.check(description.length > 0, `${field}.description`, 'Description is required');
  checker.check(description.length <= 200, `${field}.description`, 'Description must be at most 200 characters');
  checker.check(
    Number.isFinite(variant.price) && variant.price >= 0 && variant.price <= 100000,
    `${field}.price`,
    'Price must be between 0 and 100000',
  );
}

function variantValues(variant: VariantInput, id: string = randomUUID()): VariantValues {
  return {
    id,
    category: variant.category.trim().toLowerCase(),
    description: variant.description.trim(),
    price: Math.round(variant.price * 100) / 100,
    partId: variant.partId ?? null,
  };
}

export function createCustomPcService(deps: {
  db: Database;
  store: CustomPcStore;
  accounts: AccountService;
  parts: PcPartService;
  publicBuilds: PublicBuildStore;
}) {
  const { db, store, accounts, parts, publicBuilds } = deps;

  /** Builds with variants, their catalogue parts and the engine's verdict on them, in three queries whatever the count. */
  async function present(rows: CustomPcRow[]) {
    const variants = await store.variantsOf(rows.map((row) => row.id));
    const partsById = await parts.byIds(
      variants.map((variant) => variant.part_id).filter((id): id is string => Boolean(id)),
    );
    return rows.map((row) => {
      const own = variants
        .filter((variant) => variant.custom_pc_id === row.id)
        .map((variant) => ({
          _id: variant.id,
          category: variant.category,
          description: variant.description,
          price: Number(variant.price),
          partId: variant.part_id,
          part: variant.part_id ? (partsById.get(variant.part_id) ?? null) : null,
        }));
      return {
        _id: row.id,
        userEmail: row.user_email,
        name: row.name,
        price: Math.round(own.reduce((sum, variant) => sum + variant.price, 0) * 100) / 100,
        variants: own,
        compatibility: checkBuild(own.flatMap((variant) => (variant.part ? [engineInput(variant.part)] : []))),
        createdAt: new Date(row.created_at).toISOString(),
        updatedAt: new Date(row.updated_at).toISOString(),
        publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
      };
    });
  }

  async function presentOne(id: string) {
    const row = await store.find(id);
    if (!row) throw notFound('Custom PC not found');
    return (await present([row]))[0]!;
  }

  /** The build, if the viewer owns it or is an admin. */
  async function owned(ctx: Actor, id: string): Promise<{ viewer: Viewer; row: CustomPcRow }> {
    const viewer = await accounts.requireUser(ctx);
    const row = UUID.test(id) ? await store.find(id) : null;
    if (!row) throw notFound('Custom PC not found');
    if (row.user_id !== viewer.id && !viewer.admin) throw forbidden('This custom PC belongs to someone else');
    return { viewer, row };
  }

  async function checkInput(input: CustomPcInput) {
    const checker = new InputChecker();
    const name = input.name.trim();
    checker.check(name.length > 0, 'name', 'Name is required');
    checker.check(name.length <= 100, 'name', 'Name must be at most 100 characters');
    const variants = input.variants ?? [];
    checker.check(variants.length <= MAX_VARIANTS, 'variants', `A build can hold at most ${MAX_VARIANTS} parts`);
    variants.forEach((variant, index) => checkVariant(checker, variant, `variants.${index}`));
    await checkParts(checker, variants, (index) => `variants.${index}.partId`);
    checker.throwIfAny();
  }

  async function checkParts(checker: InputChecker, variants: VariantInput[], field: (index: number) => string) {
    const ids = variants.map((variant) => variant.partId).filter((id): id is string => Boolean(id));
    const existing = await store.existingPartIds(ids);
    variants.forEach((variant, index) => {
      if (variant.partId) checker.check(existing.has(variant.partId), field(index), 'Unknown PC part');
    });
  }

  return {
    async mine(ctx: Actor) {
      const viewer = await accounts.requireUser(ctx);
      return present(await store.listByUser(viewer.id));
    },

    async byId(ctx: Actor, id: string) {
      const { row } = await owned(ctx, id);
      return (await present([row]))[0]!;
    },

    async all(ctx: Actor) {
      await accounts.requireAdmin(ctx);
      return present(await store.listAll(1000));
    },

    async byUser(ctx: Actor, email: string) {
      const viewer = await accounts.requireUser(ctx);
      if (canonicalEmail(viewer.email) !== canonicalEmail(email) && !viewer.admin)
        throw forbidden('You can only list your own custom PCs');
      return present(await store.listByEmail(email.trim()));
    },

    async create(ctx: Actor, input: CustomPcInput) {
      const viewer = await accounts.requireUser(ctx);
      await checkInput(input);
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await store.insert(tx, { id, userId: viewer.id, name: input.name.trim() });
        for (const variant of input.variants ?? []) await store.insertVariant(tx, id, variantValues(variant));
      });
      return presentOne(id);
    },

    async update(ctx: Actor, id: string, input: CustomPcInput) {
      await owned(ctx, id);
      await checkInput(input);
      await db.transaction(async (tx) => {
        await store.rename(tx, id, input.name.trim());
        if (input.variants) {
          await store.deleteVariants(tx, id);
          for (const variant of input.variants) await store.insertVariant(tx, id, variantValues(variant));
        }
      });
      return presentOne(id);
    },

    async remove(ctx: Actor, id: string) {
      await owned(ctx, id);
      await store.remove(id);
      return true;
    },

    async addVariant(ctx: Actor, id: string, variant: VariantInput) {
      await owned(ctx, id);
      const checker = new InputChecker();
      checkVariant(checker, variant, 'variant');
      await checkParts(checker, [variant], () => 'variant.partId');
      const current = await store.variantsOf([id]);
      checker.check(current.length < MAX_VARIANTS, 'variant', `A build can hold at most ${MAX_VARIANTS} parts`);
      checker.throwIfAny();
      await db.transaction(async (tx) => {
        await store.insertVariant(tx, id, variantValues(variant));
        await store.touch(tx, id);
      });
      return presentOne(id);
    },

    async updateVariant(ctx: Actor, id: string, variantId: string, variant: VariantInput) {
      await owned(ctx, id);
      const checker = new InputChecker();
      checkVariant(checker, variant, 'variant');
      await checkParts(checker, [variant], () => 'variant.partId');
      checker.throwIfAny();
      const found =
        UUID.test(variantId) &&
        (await db.transaction(async (tx) => {
          const updated = await store.updateVariant(tx, id, variantValues(variant, variantId));
          if (updated) await store.touch(tx, id);
          return updated;
        }));
      if (!found) throw notFound('Variant not found in this custom PC');
      return presentOne(id);
    },

    /**
     * Publishes the viewer's own build (never someone else's, admins included: it goes out under its owner's name),
     * or refreshes its public page: a snapshot of its parts, their prices and the engine's verdict as they are now.
     */
    async publish(ctx: Actor, id: string) {
      const { viewer, row } = await owned(ctx, id);
      if (row.user_id !== viewer.id) throw forbidden('Only its owner can publish a build');
      const build = (await present([row]))[0]!;
      new InputChecker()
        .check(build.variants.length > 0, 'id', 'Add parts to the build before publishing it')
        .throwIfAny();
      await publicBuilds.save(id, viewer.id, snapshotOf(build));
      return presentOne(id);
    },

    /** Takes a build's public page down (its owner, or an admin); its address answers 404 from then on. */
    async unpublish(ctx: Actor, id: string) {
      await owned(ctx, id);
      await publicBuilds.remove(id);
      return presentOne(id);
    },

    async removeVariant(ctx: Actor, id: string, variantId: string) {
      await owned(ctx, id);
      const found =
        UUID.test(variantId) &&
        (await db.transaction(async (tx) => {
          const removed = await store.deleteVariant(tx, id, variantId);
          if (removed) await store.touch(tx, id);
          return removed;
        }));
      if (!found) throw notFound('Variant not found in this custom PC');
      return presentOne(id);
    },
  };
}
