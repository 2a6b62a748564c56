import type { Plugin } from 'graphql-yoga';
import type { Config } from '../config';
import type { ServerLog } from '@gadgets/server-kit';
import type { ApiMetrics } from '../metrics/api-metrics';
import type { Services } from '../services';
import { compiledExecutionPlugin } from './compiled-execution';
import { operationObserverPlugin } from './operation-observer';
import { catalogueResultCachePlugin } from './result-cache';
import {
  costLimitPlugin,
  csrfPlugin,
  responseHeadersPlugin,
  rootFieldLimitPlugin,
  schemaDisclosurePlugin,
  tokenLimitPlugin,
  variableLimitPlugin,
} from './security-plugin';
import type { ServerLifecycle } from '@gadgets/server-kit';
import { operationKindPlugin } from './operation-kind';
import { subscriptionLimitsPlugin } from './subscription-limits';
import { aliasLimitPlugin, depthLimitPlugin } from './validation-limits';

/**
 * Every step a GraphQL request passes, in order. Before Yoga: the connection timeouts (connection-timeouts.ts:
 * headers in 5 s, the whole request in 10 s) and the body limit (request-handler.ts: 100 kB, counted as it streams,
 * 413 past it); CORS is Yoga's own (cors-policy.ts). Then these plugins, whose hooks Yoga runs in this order.
 */
export function requestPipeline({
  config,
  services,
  logger,
  responseCookies,
  lifecycle,
  metrics,
}: {
  config: Config;
  services: Services;
  logger: ServerLog;
  responseCookies: WeakMap<Request, string[]>;
  lifecycle: ServerLifecycle;
  metrics: ApiMetrics;
}): Plugin[] {
  return [
    // 0. What the request is (its operation's name and type, whether it ran, its errors), for its log line and
    //    metrics (request-observer.ts); first, so a request refused below still has its name.
    operationObserverPlugin(),
    // 1. CSRF: a body a browser could send cross-site without a preflight gets 403 before it is parsed.
    csrfPlugin(),
    //    A request marked as a query (the header a load balancer replays by) that would run a write: 400, first of
    //    the checks before execution, so nothing below runs for it.
    operationKindPlugin(),
    //    Variables: 16 levels deep and 10,000 values at most, before anything walks them.
    variableLimitPlugin(),
    // 2. Parse limit: 4,000 tokens (graphql-js's parser option), so an oversized document is never built.
    tokenLimitPlugin(),
    // 3. Validation limits, all reported together as QUERY_TOO_COMPLEX: depth 10 and 15 aliases (GraphQL Armor),
    //    20 root fields (ours); then introspection and "Did you mean" hints, off in production.
    depthLimitPlugin(),
    aliasLimitPlugin(),
    rootFieldLimitPlugin(),
    schemaDisclosurePlugin(config.allowIntrospection),
    // 4. Cost: 20,000, a list counted by its `limit` from the variables; nothing has run yet.
    costLimitPlugin(),
    // 5. Live updates: streams per client address and per instance, idle ones ended, all ended on drain.
    subscriptionLimitsPlugin(config.subscriptionLimits, lifecycle),
    // 6. Identity: the context (graphql-endpoint.ts) reads the viewer from the bearer token only when a resolver
    //    first asks, so nothing above touches the database. 7. Execution: anonymous catalogue reads may be
    //    answered from the whole-result cache.
    catalogueResultCachePlugin(services.cache, config.resultCacheBytes, (hit) => metrics.resultCacheLookup(hit)),
    //    Queries run compiled (graphql-jit): a finder answer's thousand small fields cost little.
    compiledExecutionPlugin(logger),
    // 8. The answer: cookies set by resolvers, no-store, nosniff.
    responseHeadersPlugin(responseCookies),
  ];
}
