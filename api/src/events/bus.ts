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
  // Subscribing waits for Redis however long it is away: a page's stream opened meanwhile hears its events once it
  // is back (ioredis subscribes again to what it had subscribed to; a subscribe that failed would stay undone).
  const subscribeClient = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: null });
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
  // The event target calls publish, subscribe and unsubscribe without waiting for them: one that fails while Redis is
  // away would be an unhandled rejection, which ends the process. An event published then is lost (the instances'
  // caches expire by themselves; an open page hears the next event), and requests go on being answered.
  let publishFailing = false;
  publishClient.on('ready', () => (publishFailing = false));
  const reportPublishFailure = (error: unknown) => {
    if (!publishFailing) logger.error('redis publish failed: events are lost until Redis is back', error);
    publishFailing = true;
  };
  const guardedPublisher = {
    publish: (channel: string, message: string) => publishClient.publish(channel, message).catch(reportPublishFailure),
  };
  const guardedSubscriber = {
    on: (event: 'message', listener: (channel: string, message: string) => void) => subscribeClient.on(event, listener),
    subscribe: (topic: string) =>
      subscribeClient
        .subscribe(topic)
        .catch((error: unknown) => logger.error(`redis subscribe ${topic} failed`, error)),
    unsubscribe: (topic: string) => subscribeClient.unsubscribe(topic).catch(() => undefined),
  };
  type EventTargetClients = Parameters<typeof createRedisEventTarget>[0];
  return {
    eventTarget: createRedisEventTarget({
      // Only these methods are called (@graphql-yoga/redis-event-target).
      publishClient: guardedPublisher as unknown as EventTargetClients['publishClient'],
      subscribeClient: guardedSubscriber as unknown as EventTargetClients['subscribeClient'],
    }) as unknown as PubSubEventTarget,
    commands: publishClient,
    async close() {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
