import type { createPubSub } from 'graphql-yoga';
import type { Config } from './config';
import type { Logger } from './logger';

type PubSubEventTarget = NonNullable<NonNullable<Parameters<typeof createPubSub>[0]>['eventTarget']>;

export interface EventBus {
  /** Undefined means Yoga's in-process event target. */
  eventTarget: PubSubEventTarget | undefined;
  close(): Promise<void>;
}

/** With REDIS_URL, subscription events travel through Redis so every API instance sees every event. */
export async function createEventBus(config: Config, logger: Logger): Promise<EventBus> {
  if (!config.redisUrl) return { eventTarget: undefined, async close() {} };
  const { Redis } = await import('ioredis');
  const { createRedisEventTarget } = await import('@graphql-yoga/redis-event-target');
  const publishClient = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  for (const client of [publishClient, subscribeClient]) {
    client.on('error', (error) => logger.error('redis error', error));
  }
  logger.info('subscription events go through Redis');
  return {
    eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) as unknown as PubSubEventTarget,
    async close() {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
