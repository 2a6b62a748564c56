import { getOperationAST, GraphQLError, NoSchemaIntrospectionCustomRule, parse, type ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { depthLimitRule, MAX_QUERY_DEPTH, MAX_QUERY_TOKENS, MAX_ROOT_FIELDS, rootFieldLimitRule } from './limits';
import { aliasLimitRule, MAX_ALIASES, MAX_QUERY_COST, operationCost, queryTooExpensive } from './query-cost';

/** The cost of the operation about to run, or an error when it is over MAX_QUERY_COST. */
function costError(args: ExecutionArgs): GraphQLError | null {
  const operation = getOperationAST(args.document, args.operationName);
  if (!operation) return null;
  const cost = operationCost(args.schema, args.document, operation, (args.variableValues ?? {}) as Record<string, unknown>);
  return cost > MAX_QUERY_COST ? queryTooExpensive(cost) : null;
}

/** "Did you mean ...?" hints would map the schema for a scanner field by field; production leaves them out. */
function withoutSuggestions(error: Error): Error {
  if (!(error instanceof GraphQLError)) return error;
  const message = error.message.replace(/ ?Did you mean .*\?$/, '');
  return message === error.message ? error : new GraphQLError(message, { nodes: error.nodes, extensions: error.extensions });
}

/** JSON (or other non-simple) bodies cannot be sent cross-site without a preflight; anything else needs our header. */
function passesCsrfCheck(request: Request): boolean {
  if (request.method === 'OPTIONS') return true;
  if (request.headers.has('x-graphql-csrf')) return true;
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (request.method !== 'POST') return false;
  return contentType === 'application/json' || contentType === 'application/graphql-response+json';
}

/**
 * The checks every GraphQL request passes before it runs: CSRF, token, depth, root-field, alias and cost limits,
 * introspection and suggestions when switched off; and the cookies resolvers set, written onto the response.
 */
export function securityPlugin({ allowIntrospection, responseCookies }: { allowIntrospection: boolean; responseCookies: WeakMap<Request, string[]> }): Plugin {
  const depthRule = depthLimitRule(MAX_QUERY_DEPTH);
  const rootFieldRule = rootFieldLimitRule(MAX_ROOT_FIELDS);
  const aliasRule = aliasLimitRule(MAX_ALIASES);
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
      addValidationRule(aliasRule);
      if (allowIntrospection) return undefined;
      addValidationRule(NoSchemaIntrospectionCustomRule);
      return ({ result, setResult }) => {
        if (result.length > 0) setResult(result.map(withoutSuggestions));
      };
    },
    // Cost needs the variables (a list's `limit`), so it is counted here, still before anything runs.
    onExecute({ args, setResultAndStopExecution }) {
      const error = costError(args);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const error = costError(args);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onResponse({ request, response }) {
      for (const cookie of responseCookies.get(request) ?? []) response.headers.append('set-cookie', cookie);
      // Answers may carry tokens or a viewer's data: never kept by a browser or proxy cache, never sniffed as HTML.
      response.headers.set('cache-control', 'no-store');
      response.headers.set('x-content-type-options', 'nosniff');
    },
  };
}
