import type { Queryable } from '../../db/database';

export interface DeviceRow {
  id: number;
  category: string;
  brand: string;
  name: string;
  img: string | null;
  description: string | null;
}

export interface ReviewRow {
  id: number;
  device_id: number;
  rating: number;
  comment: string;
  author: string;
  created_at: Date;
}

const REVIEW_COLUMNS = 'id, device_id, rating, comment, author, created_at';

export function createDeviceStore(db: Queryable) {
  return {
    async list(category: string | null): Promise<DeviceRow[]> {
      // devices: all devices or one category (case-insensitive)
      return db.query<DeviceRow>(
        `SELECT id, category, brand, name, img, description FROM devices
         WHERE $1::text IS NULL OR lower(category) = lower($1) ORDER BY category, id LIMIT 500`,
        [category],
      );
    },

    async find(id: number): Promise<DeviceRow | null> {
      // devices: one device
      const rows = await db.query<DeviceRow>(
        'SELECT id, category, brand, name, img, description FROM devices WHERE id = $1',
        [id],
      );
      return rows[0] ?? null;
    },

    async reviewsOf(deviceIds: number[]): Promise<ReviewRow[]> {
      if (deviceIds.length === 0) return [];
      // devices: reviews of several devices in one round trip, oldest first (index reviews_device)
      return db.query<ReviewRow>(
        `SELECT ${REVIEW_COLUMNS} FROM reviews WHERE device_id = ANY($1::int[]) ORDER BY device_id, created_at, id`,
        [deviceIds],
      );
    },

    async insertReview(review: {
      deviceId: number;
      userId: number;
      author: string;
      rating: number;
      comment: string;
    }): Promise<ReviewRow> {
      // devices: add one review
      const rows = await db.query<ReviewRow>(
        `INSERT INTO reviews (device_id, user_id, author, rating, comment) VALUES ($1, $2, $3, $4, $5) RETURNING ${REVIEW_COLUMNS}`,
        [review.deviceId, review.userId, review.author, review.rating, review.comment],
      );
      return rows[0]!;
    },
  };
}

export type DeviceStore = ReturnType<typeof createDeviceStore>;
