import type { BuildReport } from '@gadgets/pc-compatibility';
import type { Database } from '../../db/database';
import type { PublicBuildPart, PublicBuildSnapshot } from './public-build-snapshot';

export interface PublicBuildRow {
  id: string;
  author_name: string;
  name: string;
  parts: PublicBuildPart[];
  compatibility: BuildReport;
  total_cents: number | null;
  priced_count: number;
  part_count: number;
  currency: string;
  cpu: string | null;
  gpu: string | null;
  like_count: number;
  published_at: Date;
  updated_at: Date;
}

export interface GalleryQuery {
  cpu: string | null;
  gpu: string | null;
  minPriceCents: number | null;
  maxPriceCents: number | null;
  order: 'NEWEST' | 'MOST_LIKED';
  limit: number;
  offset: number;
}

const COLUMNS = `b.id, u.name AS author_name, b.name, b.parts, b.compatibility, b.total_cents, b.priced_count,
  b.part_count, b.currency, b.cpu, b.gpu, b.like_count, b.published_at, b.updated_at`;

const ORDERS = {
  NEWEST: 'b.published_at DESC, b.id',
  MOST_LIKED: 'b.like_count DESC, b.published_at DESC, b.id',
} as const;

/** The gallery's conditions, as parameters $1..$4 (a null one matches every build). */
const GALLERY_WHERE = `($1::text IS NULL OR b.cpu = $1) AND ($2::text IS NULL OR b.gpu = $2)
  AND ($3::int IS NULL OR b.total_cents >= $3) AND ($4::int IS NULL OR b.total_cents <= $4)`;

export function createPublicBuildStore(db: Database) {
  return {
    /** Publishes a build, or refreshes its snapshot: its first publication time and its likes stay. */
    async save(id: string, userId: number, snapshot: PublicBuildSnapshot): Promise<void> {
      // public builds: publish a saved build's snapshot, or replace the one published before
      await db.query(
        `INSERT INTO public_builds (id, user_id, name, parts, compatibility, total_cents, priced_count, part_count,
                                    currency, cpu, gpu)
         VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, parts = excluded.parts,
           compatibility = excluded.compatibility, total_cents = excluded.total_cents,
           priced_count = excluded.priced_count, part_count = excluded.part_count, currency = excluded.currency,
           cpu = excluded.cpu, gpu = excluded.gpu, updated_at = now()`,
        [
          id,
          userId,
          snapshot.name,
          JSON.stringify(snapshot.parts),
          JSON.stringify(snapshot.compatibility),
          snapshot.totalCents,
          snapshot.pricedCount,
          snapshot.partCount,
          snapshot.currency,
          snapshot.cpu,
          snapshot.gpu,
        ],
      );
    },

    async remove(id: string): Promise<boolean> {
      // public builds: unpublish (its likes go with it)
      const rows = await db.query<{ id: string }>('DELETE FROM public_builds WHERE id = $1 RETURNING id', [id]);
      return rows.length > 0;
    },

    async find(id: string): Promise<PublicBuildRow | null> {
      // public builds: one published build with its author's name
      const rows = await db.query<PublicBuildRow>(
        `SELECT ${COLUMNS} FROM public_builds b JOIN users u ON u.id = b.user_id WHERE b.id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },

    async exists(id: string): Promise<boolean> {
      // public builds: is this build published (primary key)
      const rows = await db.query<{ id: string }>('SELECT id FROM public_builds WHERE id = $1', [id]);
      return rows.length > 0;
    },

    async page(query: GalleryQuery): Promise<{ rows: PublicBuildRow[]; total: number }> {
      const values = [query.cpu, query.gpu, query.minPriceCents, query.maxPriceCents];
      const [rows, counted] = await Promise.all([
        // public builds: one page of the gallery, filtered, newest or most liked first (public_builds_newest,
        // public_builds_most_liked, or the cpu and gpu indexes when filtered by them)
        db.query<PublicBuildRow>(
          `SELECT ${COLUMNS} FROM public_builds b JOIN users u ON u.id = b.user_id
           WHERE ${GALLERY_WHERE} ORDER BY ${ORDERS[query.order]} LIMIT $5 OFFSET $6`,
          [...values, query.limit, query.offset],
        ),
        // public builds: how many builds the gallery's filters leave
        db.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM public_builds b WHERE ${GALLERY_WHERE}`,
          values,
        ),
      ]);
      return { rows, total: counted[0]?.total ?? 0 };
    },

    async filterOptions(limit: number): Promise<{ cpus: FilterOption[]; gpus: FilterOption[] }> {
      const [cpus, gpus] = await Promise.all(
        (['cpu', 'gpu'] as const).map((column) =>
          // public builds: the CPUs (or chipsets) of published builds, the most used first, with their counts
          db.query<FilterOption>(
            `SELECT ${column} AS value, count(*)::int AS count FROM public_builds WHERE ${column} IS NOT NULL
             GROUP BY ${column} ORDER BY count(*) DESC, ${column} LIMIT $1`,
            [limit],
          ),
        ),
      );
      return { cpus: cpus!, gpus: gpus! };
    },

    /** Likes or stops liking a build for one account; the build's count after it, or null when it is not published. */
    async setLike(buildId: string, userId: number, liked: boolean): Promise<number | null> {
      return db.transaction(async (tx) => {
        // public builds: lock the build, so a like and an unpublish do not cross
        const [build] = await tx.query<{ id: string }>('SELECT id FROM public_builds WHERE id = $1 FOR UPDATE', [
          buildId,
        ]);
        if (!build) return null;
        if (liked) {
          // public builds: one account's like (the primary key allows one; the trigger counts it)
          await tx.query(
            'INSERT INTO public_build_likes (build_id, user_id) VALUES ($1, $2) ON CONFLICT (build_id, user_id) DO NOTHING',
            [buildId, userId],
          );
        } else {
          // public builds: take back one account's like (the trigger counts it)
          await tx.query('DELETE FROM public_build_likes WHERE build_id = $1 AND user_id = $2', [buildId, userId]);
        }
        // public builds: the build's likes now
        const [counted] = await tx.query<{ like_count: number }>('SELECT like_count FROM public_builds WHERE id = $1', [
          buildId,
        ]);
        return counted!.like_count;
      });
    },

    async likedBy(buildId: string, userId: number): Promise<boolean> {
      // public builds: has this account liked the build (primary key)
      const rows = await db.query<{ build_id: string }>(
        'SELECT build_id FROM public_build_likes WHERE build_id = $1 AND user_id = $2',
        [buildId, userId],
      );
      return rows.length > 0;
    },
  };
}

export interface FilterOption {
  value: string;
  count: number;
}

export type PublicBuildStore = ReturnType<typeof createPublicBuildStore>;
