import type { createPubSub } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Logger } from '../logger';

type PubSubEventTarget = NonNullable<NonNullable<Parameters<typeof createPubSub>[0]>['eventTarget']>;

export interface EventBus {
  /** Undefined means Yoga's in-process event target. */
  eventTarget: PubSubEventTarget | undefined;
  /** A Redis connection for plain commands (shared rate limits), when REDIS_URL is set. */
  commands: Redis | undefined;
  close(): Promise<void>;
}

/** With REDIS_URL, subscription events travel through Redis so every API instance sees every event. */
export async function createEventBus(config: Config, logger: Logger): Promise<EventBus> {
  if (!config.redisUrl) return { eventTarget: undefined, commands: undefined, async close() {} };
  const { Redis } = await import('ioredis');
  const { createRedisEventTarget } = await import('@graphql-yoga/redis-event-target');
  const publishClient = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  for (const client of [publishClient, subscribeClient]) {
    client.on('error', (error) => logger.error('redis error', error));
  }
  // Subscribing before the connection is ready races ioredis' ready check ("only subscriber commands may be used").
  await Promise.all(
    [publishClient, subscribeClient].map(
      (client) =>
        new Promise<void>((resolve, reject) => {
          if (client.status === 'ready') return resolve();
          client.once('ready', () => resolve());
          client.once('end', () => reject(new Error(`could not connect to Redis at ${config.redisUrl}`)));
        }),
    ),
  );
  logger.info('subscription events go through Redis');
  return {
    eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) as unknown as PubSubEventTarget,
    commands: publishClient,
    async close() {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
