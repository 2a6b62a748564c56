import type { Queryable } from '../../db/database';
import { canonicalEmail } from '../../shared/email-address';

export interface CustomPcRow {
  id: string;
  user_id: number;
  user_email: string;
  name: string;
  created_at: Date;
  updated_at: Date;
  /** When it was first published; null while it is not public. */
  published_at: Date | null;
}

export interface VariantRow {
  id: string;
  custom_pc_id: string;
  category: string;
  description: string;
  price: number;
  part_id: string | null;
  position: number;
}

export interface VariantValues {
  id: string;
  category: string;
  description: string;
  price: number;
  partId: string | null;
}

const PC_COLUMNS =
  'p.id, p.user_id, u.email AS user_email, p.name, p.created_at, p.updated_at, pb.published_at AS published_at';
/** A build with its owner, and its public page if it has one. */
const PC_FROM = 'custom_pcs p JOIN users u ON u.id = p.user_id LEFT JOIN public_builds pb ON pb.id = p.id';

export function createCustomPcStore(db: Queryable) {
  return {
    async find(id: string, tx: Queryable = db): Promise<CustomPcRow | null> {
      // custom pcs: one build with its owner's e-mail and when it was published
      const rows = await tx.query<CustomPcRow>(`SELECT ${PC_COLUMNS} FROM ${PC_FROM} WHERE p.id = $1`, [id]);
      return rows[0] ?? null;
    },

    async listByUser(userId: number): Promise<CustomPcRow[]> {
      // custom pcs: a user's builds, oldest first (index custom_pcs_user)
      return db.query<CustomPcRow>(
        `SELECT ${PC_COLUMNS} FROM ${PC_FROM} WHERE p.user_id = $1 ORDER BY p.created_at, p.id`,
        [userId],
      );
    },

    async listByEmail(email: string): Promise<CustomPcRow[]> {
      // custom pcs: the builds of the user with this e-mail
      return db.query<CustomPcRow>(
        `SELECT ${PC_COLUMNS} FROM ${PC_FROM} WHERE u.email_key = $1 ORDER BY p.created_at, p.id`,
        [canonicalEmail(email)],
      );
    },

    async listAll(limit: number): Promise<CustomPcRow[]> {
      // custom pcs: every build (admins)
      return db.query<CustomPcRow>(`SELECT ${PC_COLUMNS} FROM ${PC_FROM} ORDER BY p.created_at DESC, p.id LIMIT $1`, [
        limit,
      ]);
    },

    async variantsOf(ids: string[]): Promise<VariantRow[]> {
      if (ids.length === 0) return [];
      // custom pcs: the variants of several builds in one round trip
      return db.query<VariantRow>(
        `SELECT id, custom_pc_id, category, description, price::float8 AS price, part_id, position
         FROM custom_pc_variants WHERE custom_pc_id = ANY($1::uuid[]) ORDER BY custom_pc_id, position, id`,
        [ids],
      );
    },

    async insert(tx: Queryable, pc: { id: string; userId: number; name: string }): Promise<void> {
      // custom pcs: create a build
      await tx.query('INSERT INTO custom_pcs (id, user_id, name) VALUES ($1, $2, $3)', [pc.id, pc.userId, pc.name]);
    },

    async rename(tx: Queryable, id: string, name: string): Promise<void> {
      // custom pcs: rename a build
      await tx.query('UPDATE custom_pcs SET name = $2, updated_at = now() WHERE id = $1', [id, name]);
    },

    async touch(tx: Queryable, id: string): Promise<void> {
      // custom pcs: bump updated_at after a variant change
      await tx.query('UPDATE custom_pcs SET updated_at = now() WHERE id = $1', [id]);
    },

    async remove(id: string): Promise<void> {
      // custom pcs: delete a build (variants cascade)
      await db.query('DELETE FROM custom_pcs WHERE id = $1', [id]);
    },

    async deleteVariants(tx: Queryable, pcId: string): Promise<void> {
      // custom pcs: drop every variant of a build
      await tx.query('DELETE FROM custom_pc_variants WHERE custom_pc_id = $1', [pcId]);
    },

    async insertVariant(tx: Queryable, pcId: string, variant: VariantValues): Promise<void> {
      // custom pcs: append a variant at the end
      await tx.query(
        `INSERT INTO custom_pc_variants (id, custom_pc_id, category, description, price, part_id, position)
         VALUES ($1, $2, $3, $4, $5, $6, (SELECT coalesce(max(position), 0) + 1 FROM custom_pc_variants WHERE custom_pc_id = $2))`,
        [variant.id, pcId, variant.category, variant.description, variant.price, variant.partId],
      );
    },

    async updateVariant(tx: Queryable, pcId: string, variant: VariantValues): Promise<boolean> {
      // custom pcs: replace one variant's values
      const rows = await tx.query<{ id: string }>(
        `UPDATE custom_pc_variants SET category = $3, description = $4, price = $5, part_id = $6
         WHERE id = $1 AND custom_pc_id = $2 RETURNING id`,
        [variant.id, pcId, variant.category, variant.description, variant.price, variant.partId],
      );
      return rows.length > 0;
    },

    async deleteVariant(tx: Queryable, pcId: string, variantId: string): Promise<boolean> {
      // custom pcs: remove one variant
      const rows = await tx.query<{ id: string }>(
        'DELETE FROM custom_pc_variants WHERE id = $1 AND custom_pc_id = $2 RETURNING id',
        [variantId, pcId],
      );
      return rows.length > 0;
    },

    async existingPartIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      // custom pcs: which referenced catalogue parts exist
      const rows = await db.query<{ id: string }>('SELECT id FROM pc_parts WHERE id = ANY($1::text[])', [ids]);
      return new Set(rows.map((row) => row.id));
    },
  };
}

export type CustomPcStore = ReturnType<typeof createCustomPcStore>;
