import type { BackgroundTasks } from '../../shared/background';
import type { Viewer } from '../accounts/viewer';
import type { Notice, NotificationService } from '../notifications/service';

interface NoticedBike {
  companyName: string;
  companyPath: string;
  model: string;
  path: string;
}

type Admin = Pick<Viewer, 'id' | 'name'>;

/**
 * Tells the other active admins when an admin creates a bike draft or publishes a bike, never the admin who did it.
 * In the background: the admin's write stands and answers as soon, whatever becomes of the notifications.
 */
export function createBikeAdminNotices(deps: {
  admins: { otherActiveAdminIds(userId: number): Promise<number[]> };
  notifications: Pick<NotificationService, 'notifyMany'>;
  tasks: BackgroundTasks;
}) {
  const { admins, notifications, tasks } = deps;
  const tell = (by: Admin, notice: Notice) =>
    tasks.run(`bike admin notice ${notice.kind}`, async () => {
      const told = await admins.otherActiveAdminIds(by.id);
      if (told.length > 0) await notifications.notifyMany(told, notice);
    });
  const nameOf = (bike: NoticedBike) => `${bike.companyName} ${bike.model}`;
  return {
    draftCreated(by: Admin, bike: NoticedBike): void {
      tell(by, {
        kind: 'BIKE_DRAFT_CREATED',
        title: `${by.name} created a bike draft: ${nameOf(bike)}`,
        message: `${nameOf(bike)} waits in the bike admin, unlisted until an admin publishes it.`,
        link: '/bike/admin',
      });
    },

    /** A draft was published, or a bike created published. */
    published(by: Admin, bike: NoticedBike): void {
      tell(by, {
        kind: 'BIKE_DRAFT_PUBLISHED',
        title: `${by.name} published ${nameOf(bike)}`,
        message: `${nameOf(bike)} is listed on the site now.`,
        link: `/bike/${bike.companyPath}/${bike.path}`,
      });
    },
  };
}

export type BikeAdminNotices = ReturnType<typeof createBikeAdminNotices>;
