import type { Actor } from '../../actor';
import type { ServerLog } from '@gadgets/server-kit';
import type { SearchWatch } from './search-watch';
import type { FollowService } from './service';

interface ListedBike {
  companyName: string;
  companyPath: string;
  model: string;
  path: string;
  published: boolean;
}

interface BikeWrites {
  create(ctx: Actor, input: unknown): Promise<ListedBike>;
  update(ctx: Actor, company: string, path: string, input: unknown): Promise<ListedBike>;
  togglePublished(ctx: Actor, company: string, path: string): Promise<ListedBike>;
}

/**
 * The bike catalogue's writes, telling followers what changed once the write is done: a bike listed (created
 * published, or published) to its brand's followers, a listed bike's edit to its own, and to followed searches it
 * started matching (in the background). A draft tells nobody.
 */
export function withFollowEvents<Service extends BikeWrites>(
  bikes: Service,
  follows: Pick<FollowService, 'modelListed' | 'modelChanged'> & Pick<SearchWatch, 'catalogueChangedLater'>,
  logger: ServerLog,
): Service {
  const model = (bike: ListedBike) => ({
    category: 'bike',
    brand: bike.companyPath,
    path: bike.path,
    name: `${bike.companyName} ${bike.model}`,
  });
  // The write stands whatever becomes of its notifications.
  const told = (work: Promise<void>) =>
    work.catch((error: unknown) => logger.error('a follow notification was not kept', error));
  return {
    ...bikes,
    async create(ctx: Actor, input: unknown) {
      const bike = await bikes.create(ctx, input);
      if (bike.published) await told(follows.modelListed(model(bike)));
      if (bike.published) follows.catalogueChangedLater('bike');
      return bike;
    },
    async update(ctx: Actor, company: string, path: string, input: unknown) {
      const bike = await bikes.update(ctx, company, path, input);
      if (bike.published) await told(follows.modelChanged(model(bike)));
      // An edit can make a bike match a search (a lower price, say).
      if (bike.published) follows.catalogueChangedLater('bike');
      return bike;
    },
    async togglePublished(ctx: Actor, company: string, path: string) {
      const bike = await bikes.togglePublished(ctx, company, path);
      if (bike.published) await told(follows.modelListed(model(bike)));
      // Unpublished, it stops matching: the known matches follow, so publishing it again is news again.
      follows.catalogueChangedLater('bike');
      return bike;
    },
  };
}
