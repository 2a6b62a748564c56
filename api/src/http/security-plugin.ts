import { getOperationAST, GraphQLError, NoSchemaIntrospectionCustomRule, parse, type ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { MAX_QUERY_TOKENS, MAX_ROOT_FIELDS, rootFieldLimitRule } from './limits';
import { MAX_QUERY_COST, operationCost, queryTooExpensive } from './query-cost';

/** JSON (or other non-simple) bodies cannot be sent cross-site without a preflight; anything else needs our header. */
function passesCsrfCheck(request: Request): boolean {
  if (request.method === 'OPTIONS') return true;
  if (request.headers.has('x-graphql-csrf')) return true;
  const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (request.method !== 'POST') return false;
  return contentType === 'application/json' || contentType === 'application/graphql-response+json';
}

/** A request a browser could send cross-site without a preflight gets 403 before anything is parsed. */
export function csrfPlugin(): Plugin {
  return {
    onRequest({ request, url, endResponse, fetchAPI }) {
      if (url.pathname !== '/graphql' || passesCsrfCheck(request)) return;
      endResponse(
        new fetchAPI.Response(
          JSON.stringify({
            errors: [
              {
                message: 'Missing x-graphql-csrf header (or a JSON content-type)',
                extensions: { code: 'CSRF_REJECTED' },
              },
            ],
          }),
          { status: 403, headers: { 'content-type': 'application/json' } },
        ),
      );
    },
  };
}

/** graphql-js's own token limit: the parser stops at MAX_QUERY_TOKENS, so a huge document is never built. */
export function tokenLimitPlugin(): Plugin {
  return {
    onParse({ setParseFn }) {
      setParseFn((source, parseOptions) => parse(source, { ...parseOptions, maxTokens: MAX_QUERY_TOKENS }));
    },
  };
}

/** Root fields per operation (aliases and fragments included): GraphQL Armor has no such rule. */
export function rootFieldLimitPlugin(): Plugin {
  const rule = rootFieldLimitRule(MAX_ROOT_FIELDS);
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(rule);
    },
  };
}

/** "Did you mean ...?" hints would map the schema for a scanner field by field; production leaves them out. */
function withoutSuggestions(error: Error): Error {
  if (!(error instanceof GraphQLError)) return error;
  const message = error.message.replace(/ ?Did you mean .*\?$/, '');
  return message === error.message
    ? error
    : new GraphQLError(message, { nodes: error.nodes, extensions: error.extensions });
}

/** Introspection and "Did you mean" hints, off unless allowed (NODE_ENV other than production). */
export function schemaDisclosurePlugin(allowIntrospection: boolean): Plugin {
  return {
    onValidate({ addValidationRule }) {
      if (allowIntrospection) return undefined;
      addValidationRule(NoSchemaIntrospectionCustomRule);
      return ({ result, setResult }) => {
        if (result.length > 0) setResult(result.map(withoutSuggestions));
      };
    },
  };
}

/** The cost of the operation about to run, or an error when it is over MAX_QUERY_COST. */
function costError(args: ExecutionArgs): GraphQLError | null {
  const operation = getOperationAST(args.document, args.operationName);
  if (!operation) return null;
  const cost = operationCost(
    args.schema,
    args.document,
    operation,
    (args.variableValues ?? {}) as Record<string, unknown>,
  );
  return cost > MAX_QUERY_COST ? queryTooExpensive(cost) : null;
}

/**
 * Our cost rule (query-cost.ts): a list counts by its `limit`, which needs the variables, so it is counted here,
 * still before anything runs. GraphQL Armor's cost model (fixed costs per object, scalar and depth) cannot say that.
 */
export function costLimitPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const error = costError(args);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const error = costError(args);
      if (error) setResultAndStopExecution({ errors: [error] });
    },
  };
}

/** The cookies resolvers set, written onto the response, and headers every GraphQL answer carries. */
export function responseHeadersPlugin(responseCookies: WeakMap<Request, string[]>): Plugin {
  return {
    onResponse({ request, response }) {
      for (const cookie of responseCookies.get(request) ?? []) response.headers.append('set-cookie', cookie);
      // Answers may carry tokens or a viewer's data: never kept by a browser or proxy cache, never sniffed as HTML.
      response.headers.set('cache-control', 'no-store');
      response.headers.set('x-content-type-options', 'nosniff');
    },
  };
}
