import type { createPubSub } from 'graphql-yoga';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { ServerLog } from '@gadgets/server-kit';
import type { ApiMetrics } from '../metrics/api-metrics';

type PubSubEventTarget = NonNullable<NonNullable<Parameters<typeof createPubSub>[0]>['eventTarget']>;

export interface EventBus {
  /** In-process, or through Redis; counted on the metrics either way. */
  eventTarget: PubSubEventTarget;
  /** A Redis connection for plain commands (shared rate limits), when REDIS_URL is set. */
  commands: Redis | undefined;
  close(): Promise<void>;
}

/** With REDIS_URL, subscription events travel through Redis so every API instance sees every event. */
export async function createEventBus(config: Config, logger: ServerLog, metrics: ApiMetrics): Promise<EventBus> {
  if (!config.redisUrl) {
    // What Yoga's pub/sub makes without an event target of its own.
    const inProcess = new EventTarget() as unknown as PubSubEventTarget;
    return { eventTarget: counted(inProcess, metrics), commands: undefined, async close() {} };
  }
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
  const echoes = ownEchoes(metrics);
  subscribeClient.on('message', (channel: string, message: string) => {
    metrics.eventReceived(channel);
    echoes.heard(channel, message);
  });
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
  const redisTarget = createRedisEventTarget({
    // Only these methods are called (@graphql-yoga/redis-event-target).
    publishClient: guardedPublisher as unknown as EventTargetClients['publishClient'],
    subscribeClient: guardedSubscriber as unknown as EventTargetClients['subscribeClient'],
  }) as unknown as PubSubEventTarget;
  return {
    eventTarget: counted(redisTarget, metrics, echoes.sent),
    commands: publishClient,
    async close() {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

/** `target`, with every event it is handed to publish counted (and handed to `sent`). */
function counted(
  target: PubSubEventTarget,
  metrics: ApiMetrics,
  sent?: (type: string, detail: unknown) => void,
): PubSubEventTarget {
  return {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent(event) {
      metrics.eventPublished(event.type);
      sent?.(event.type, (event as CustomEvent).detail);
      return target.dispatchEvent(event);
    },
  } as PubSubEventTarget;
}

/** At most this many of this instance's events wait to be heard back (a Redis that is down loses them). */
const MAX_AWAITED_ECHOES = 1000;

/**
 * The bus's lag without a field added to the events (older instances read the same messages): Redis hands every
 * subscriber, this instance included, each message it publishes, so the time from publishing an event to hearing it
 * back is measured, by its channel and text (as the Redis event target writes it: JSON).
 */
function ownEchoes(metrics: ApiMetrics) {
  const awaited = new Map<string, number>();
  return {
    sent(type: string, detail: unknown) {
      const key = `${type}\n${detail === undefined ? '' : JSON.stringify(detail)}`;
      awaited.delete(key);
      awaited.set(key, performance.now());
      if (awaited.size > MAX_AWAITED_ECHOES) awaited.delete(awaited.keys().next().value!);
    },
    heard(channel: string, message: string) {
      const key = `${channel}\n${message}`;
      const sentAt = awaited.get(key);
      if (sentAt === undefined) return;
      awaited.delete(key);
      metrics.eventDelivered((performance.now() - sentAt) / 1000);
    },
  };
}
