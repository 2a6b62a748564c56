import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { SITE_OPERATIONS } from '../generated/site-operations';

/** What an answered request counts as on the GraphQL error counter (see api/README.md, "Metrics"). */
export type GraphqlErrorKind = 'rejected' | 'expected' | 'unexpected';

/** The API's Prometheus metrics, one registry per API instance (tests run several in one process). */
export interface ApiMetrics {
  readonly registry: Registry;
  /** A /graphql request answered: its operation (any name), duration (null: a live stream), error kind if any. */
  graphqlRequest(operation: string | undefined, seconds: number | null, error: GraphqlErrorKind | null): void;
  httpRequest(route: HttpRoute, status: number): void;
  resultCacheLookup(hit: boolean): void;
  finderIndexLoaded(finder: string, models: number, seconds: number): void;
  databaseQuery(seconds: number): void;
  eventPublished(type: string): void;
  eventReceived(type: string): void;
  eventDelivered(seconds: number): void;
  /** A figure read when scraped (pool, requests in flight): registered once per name. */
  readAtScrape(name: string, help: string, read: () => number | undefined): void;
  /** Node's and the process's own figures (CPU, memory, event loop lag, GC): only where metrics are served. */
  collectProcessMetrics(): void;
}

export type HttpRoute = 'graphql' | 'health' | 'media' | 'oauth' | 'other';

const SITE_OPERATION_NAMES = new Set(SITE_OPERATIONS);

/** The site's own operations by name; any other (or none) is "other", so clients cannot add label values. */
export function operationLabel(name: string | undefined): string {
  return name !== undefined && SITE_OPERATION_NAMES.has(name) ? name : 'other';
}

/**
 * Event types are a topic, or a topic and an id (`notificationAdded:12`): the topic's first word, set by the API's
 * own code, is the label.
 */
function topicLabel(type: string): string {
  const word = /^[A-Za-z]+/.exec(type)?.[0];
  return word && word.length <= 40 ? word : 'other';
}

/** From 1 ms (an answer from the result cache) to 10 s (past every client's timeout). */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];
const LOAD_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const DELIVERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

export function createApiMetrics(): ApiMetrics {
  const registry = new Registry();
  const registers = [registry];
  const graphqlRequests = new Counter({
    name: 'api_graphql_requests_total',
    help: 'GraphQL requests answered, by operation (the site own operation names, else "other")',
    labelNames: ['operation'],
    registers,
  });
  const graphqlErrors = new Counter({
    name: 'api_graphql_errors_total',
    help: 'GraphQL requests answered with errors, by operation and kind: rejected (before running: parse, validation, limits, CSRF, body size), expected (errors with a code: bad input, not found, forbidden, rate limited), unexpected (a bug, masked for the client)',
    labelNames: ['operation', 'kind'],
    registers,
  });
  const graphqlDuration = new Histogram({
    name: 'api_graphql_request_duration_seconds',
    help: 'Time from the request arriving to its answer being sent, by operation (queries and mutations; live streams are not timed)',
    labelNames: ['operation'],
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const httpRequests = new Counter({
    name: 'api_http_requests_total',
    help: 'HTTP requests answered, by route (graphql, health, media, oauth, other) and status code',
    labelNames: ['route', 'status'],
    registers,
  });
  const resultCache = new Counter({
    name: 'api_result_cache_lookups_total',
    help: 'Catalogue queries looked up in the whole-answer cache, by result (hit, miss)',
    labelNames: ['result'],
    registers,
  });
  const finderLoads = new Counter({
    name: 'api_finder_index_loads_total',
    help: 'Finder indexes built (on first use and after every change to their section), by finder',
    labelNames: ['finder'],
    registers,
  });
  const finderLoadDuration = new Histogram({
    name: 'api_finder_index_load_duration_seconds',
    help: 'Time to build a finder index from its rows, by finder',
    labelNames: ['finder'],
    buckets: LOAD_BUCKETS,
    registers,
  });
  const finderModels = new Gauge({
    name: 'api_finder_index_models',
    help: 'Models in the finder index built last, by finder',
    labelNames: ['finder'],
    registers,
  });
  const databaseQueries = new Histogram({
    name: 'api_db_query_duration_seconds',
    help: 'Time of each database statement, from sending to its rows (waiting for a pooled connection included)',
    buckets: QUERY_BUCKETS,
    registers,
  });
  const eventsPublished = new Counter({
    name: 'api_events_published_total',
    help: 'Events this instance published on the event bus, by topic',
    labelNames: ['topic'],
    registers,
  });
  const eventsReceived = new Counter({
    name: 'api_events_received_total',
    help: 'Events this instance received from Redis (every instance, this one included), by topic; REDIS_URL only',
    labelNames: ['topic'],
    registers,
  });
  const eventDelivery = new Histogram({
    name: 'api_event_bus_delivery_seconds',
    help: 'Time from this instance publishing an event to Redis delivering it back to this instance (the bus lag); REDIS_URL only',
    buckets: DELIVERY_BUCKETS,
    registers,
  });
  const scraped = new Set<string>();
  let processMetrics = false;

  return {
    registry,
    graphqlRequest(operation, seconds, error) {
      const label = operationLabel(operation);
      graphqlRequests.inc({ operation: label });
      if (seconds !== null) graphqlDuration.observe({ operation: label }, seconds);
      if (error) graphqlErrors.inc({ operation: label, kind: error });
    },
    httpRequest: (route, status) => httpRequests.inc({ route, status }),
    resultCacheLookup: (hit) => resultCache.inc({ result: hit ? 'hit' : 'miss' }),
    finderIndexLoaded(finder, models, seconds) {
      finderLoads.inc({ finder });
      finderLoadDuration.observe({ finder }, seconds);
      finderModels.set({ finder }, models);
    },
    databaseQuery: (seconds) => databaseQueries.observe(seconds),
    eventPublished: (type) => eventsPublished.inc({ topic: topicLabel(type) }),
    eventReceived: (type) => eventsReceived.inc({ topic: topicLabel(type) }),
    eventDelivered: (seconds) => eventDelivery.observe(seconds),
    readAtScrape(name, help, read) {
      if (scraped.has(name)) return;
      scraped.add(name);
      new Gauge({
        name,
        help,
        registers,
        collect() {
          const value = read();
          if (value !== undefined) this.set(value);
        },
      });
    },
    collectProcessMetrics() {
      if (processMetrics) return;
      processMetrics = true;
      collectDefaultMetrics({ register: registry });
    },
  };
}
