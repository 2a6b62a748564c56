import { NoSchemaIntrospectionCustomRule, parse } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { depthLimitRule, MAX_QUERY_DEPTH, MAX_QUERY_TOKENS, MAX_ROOT_FIELDS, rootFieldLimitRule } from './limits';

/** JSON (or other non-simple) bodies cannot be sent cross-site without a preflight; anything else needs our header. */
function passesCsrfCheck(request: Request): boolean {
  if (request.method === 'OPTIONS') return true;
  if (request.headers.has('x-graphql-csrf')) return true;
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (request.method !== 'POST') return false;
  return contentType === 'application/json' || contentType === 'application/graphql-response+json';
}

/**
 * The checks every GraphQL request passes before it runs: CSRF, token and depth limits, root-field limit,
 * introspection when switched off; and the cookies resolvers set, written onto the response.
 */
export function securityPlugin({ allowIntrospection, responseCookies }: { allowIntrospection: boolean; responseCookies: WeakMap<Request, string[]> }): Plugin {
  const depthRule = depthLimitRule(MAX_QUERY_DEPTH);
  const rootFieldRule = rootFieldLimitRule(MAX_ROOT_FIELDS);
  return {
    onRequest({ request, url, endResponse, fetchAPI }) {
      if (url.pathname !== '/graphql') return;
      if (!passesCsrfCheck(request)) {
        endResponse(
          new fetchAPI.Response(
            JSON.stringify({ errors: [{ message: 'Missing x-graphql-csrf header (or a JSON content-type)', extensions: { code: 'CSRF_REJECTED' } }] }),
            { status: 403, headers: { 'content-type': 'application/json' } },
          ),
        );
      }
    },
    onParse({ setParseFn }) {
      setParseFn((source, parseOptions) => parse(source, { ...parseOptions, maxTokens: MAX_QUERY_TOKENS }));
    },
    onValidate({ addValidationRule }) {
      addValidationRule(depthRule);
      addValidationRule(rootFieldRule);
      if (!allowIntrospection) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
    onResponse({ request, response }) {
      for (const cookie of responseCookies.get(request) ?? []) response.headers.append('set-cookie', cookie);
      // Answers may carry tokens or a viewer's data: never kept by a browser or proxy cache, never sniffed as HTML.
      response.headers.set('cache-control', 'no-store');
      response.headers.set('x-content-type-options', 'nosniff');
    },
  };
}
