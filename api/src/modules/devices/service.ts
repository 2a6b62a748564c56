import type { Actor } from '../../actor';
import { InputChecker } from '../../shared/errors';
import type { RateLimiter } from '../../shared/rate-limiter';
import type { AccountService } from '../accounts/service';
import type { DeviceRow, DeviceStore, ReviewRow } from './store';

function review(row: ReviewRow) {
  return {
    id: String(row.id),
    deviceId: String(row.device_id),
    rating: row.rating,
    comment: row.comment,
    author: row.author,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function createDeviceService(deps: { store: DeviceStore; accounts: AccountService; limiter: RateLimiter }) {
  const { store, accounts, limiter } = deps;

  async function present(rows: DeviceRow[]) {
    const reviews = await store.reviewsOf(rows.map((row) => row.id));
    return rows.map((row) => {
      const own = reviews.filter((entry) => entry.device_id === row.id).map(review);
      return {
        id: String(row.id),
        category: row.category,
        brand: row.brand,
        name: row.name,
        img: row.img,
        description: row.description,
        averageRating: own.length
          ? Math.round((own.reduce((sum, entry) => sum + entry.rating, 0) / own.length) * 10) / 10
          : null,
        reviews: own,
      };
    });
  }

  return {
    async list(category: string | null | undefined) {
      return present(await store.list(category?.trim() || null));
    },

    async byId(id: string) {
      const row = /^\d{1,9}$/.test(id) ? await store.find(Number(id)) : null;
      return row ? (await present([row]))[0]! : null;
    },

    async addReview(ctx: Actor, input: { deviceId: string; rating: number; comment: string }) {
      const viewer = await accounts.requireUser(ctx);
      const text = input.comment.trim();
      const checker = new InputChecker();
      const device = /^\d{1,9}$/.test(input.deviceId) ? await store.find(Number(input.deviceId)) : null;
      checker.check(Boolean(device), 'deviceId', 'Device not found');
      checker.check(
        Number.isInteger(input.rating) && input.rating >= 1 && input.rating <= 5,
        'rating',
        'Rating must be between 1 and 5',
      );
      checker.check(text.length >= 2, 'comment', 'Comment is required');
      checker.check(text.length <= 2000, 'comment', 'Comment must be at most 2000 characters');
      checker.throwIfAny();
      await limiter.hit('reviewByIp', ctx.clientIp);
      return review(
        await store.insertReview({
          deviceId: device!.id,
          userId: viewer.id,
          author: viewer.name,
          rating: input.rating,
          comment: text,
        }),
      );
    },
  };
}
