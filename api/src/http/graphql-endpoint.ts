import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import { createYoga, maskError } from 'graphql-yoga';
import type { Config } from '../config';
import { parseCookies, type GraphQLContext } from '../context';
import type { ServerLog } from '@gadgets/server-kit';
import type { ApiMetrics } from '../metrics/api-metrics';
import { buildSchema } from '../schema';
import type { Services } from '../services';
import { currentRequest } from '../shared/request-context';
import { clientAddress, compileProxyTrust } from './client-address';
import { corsOptionsFor, originKind } from './cors-policy';
import { boundedDocumentCaches } from './document-cache';
import type { ServerLifecycle } from '@gadgets/server-kit';
import { requestPipeline } from './request-pipeline';

/** The GraphQL endpoint: schema, CORS, masked errors, the security checks and a context per request. */
export function createGraphqlEndpoint({
  config,
  services,
  logger,
  lifecycle,
  metrics,
}: {
  config: Config;
  services: Services;
  logger: ServerLog;
  lifecycle: ServerLifecycle;
  metrics: ApiMetrics;
}) {
  const trustedProxy = compileProxyTrust(config.trustedProxies);
  const responseCookies = new WeakMap<Request, string[]>();
  return createYoga<{ req?: IncomingMessage; res?: ServerResponse }, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    graphiql: false,
    landingPage: false,
    // The body limit is ours (request-handler.ts reads the body, 413 past 100 kB) before Yoga sees it; Yoga's own
    // would pipe the read body through a second stream per request, which cost a tenth of a small answer's time.
    maxRequestBodySize: false,
    parserAndValidationCache: boundedDocumentCaches(),
    // Yoga's own lines (warnings, and its request traces at debug) go to the API's log as JSON too.
    logging:
      config.logLevel === 'silent'
        ? false
        : {
            debug: (...args: unknown[]) => logger.debug(args.map(String).join(' ')),
            info: (...args: unknown[]) => logger.info(args.map(String).join(' ')),
            warn: (...args: unknown[]) => logger.warn(args.map(String).join(' ')),
            error: (...args: unknown[]) => logger.error(String(args[0]), args[1]),
          },
    cors: (request) => corsOptionsFor(config, request),
    maskedErrors: {
      isDev: false,
      maskError(error, message) {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (!(original instanceof GraphQLError) && !(error instanceof GraphQLError && !error.originalError)) {
          logger.error('unexpected error', original ?? error);
          const request = currentRequest();
          if (request) request.unexpectedError = true;
        }
        return maskError(error, message, false);
      },
    },
    // The checks every request passes, in order: see request-pipeline.ts.
    plugins: requestPipeline({ config, services, logger, responseCookies, lifecycle, metrics }),
    context: async ({ request, req }) => {
      // An integrator's page is anonymous whatever the browser sends along (see cors-policy).
      const anonymousOnly = originKind(config, request.headers.get('origin')) === 'public';
      const cookies = anonymousOnly ? {} : parseCookies(request.headers.get('cookie'));
      const clientIp = clientAddress(trustedProxy, request.headers.get('x-forwarded-for'), req?.socket.remoteAddress);
      const authorization = anonymousOnly ? '' : (request.headers.get('authorization') ?? '');
      let viewerPromise: ReturnType<GraphQLContext['viewer']> | undefined;
      return {
        config,
        services,
        clientIp,
        cookies,
        userAgent: (request.headers.get('user-agent') ?? '').slice(0, 300),
        setCookie(header: string) {
          if (anonymousOnly) return;
          const list = responseCookies.get(request) ?? [];
          list.push(header);
          responseCookies.set(request, list);
        },
        viewer() {
          viewerPromise ??= services.accounts.viewerFromAuthorization(authorization);
          return viewerPromise;
        },
      };
    },
  });
}

export type GraphqlEndpoint = ReturnType<typeof createGraphqlEndpoint>;
