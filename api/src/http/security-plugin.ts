import {
  getOperationAST,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';
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

/** How deep the variables (and extensions) of one request may nest, and how many values they may hold in all. */
export const MAX_VARIABLE_DEPTH = 16;
export const MAX_VARIABLE_VALUES = 10_000;

/** Whether a parsed JSON value stays within the limits, walked with a stack of its own (never the call stack). */
function withinVariableLimits(value: unknown): boolean {
  const pending: [value: unknown, depth: number][] = [[value, 0]];
  let values = 0;
  while (pending.length > 0) {
    const [next, depth] = pending.pop()!;
    if (++values > MAX_VARIABLE_VALUES || depth > MAX_VARIABLE_DEPTH) return false;
    if (next === null || typeof next !== 'object') continue;
    for (const child of Array.isArray(next) ? next : Object.values(next)) pending.push([child, depth + 1]);
  }
  return true;
}

/**
 * Variables are checked before anything walks them: graphql-js, the result cache's key and the logger all recurse,
 * and a 5,000-deep array (10 kB) overflowed the stack, answering 500 and logging it three times per request.
 */
export function variableLimitPlugin(): Plugin {
  return {
    onParams({ params, setResult }) {
      if (withinVariableLimits(params.variables ?? null) && withinVariableLimits(params.extensions ?? null)) return;
      setResult({
        errors: [
          new GraphQLError(
            `Variables too large: at most ${MAX_VARIABLE_DEPTH} levels deep and ${MAX_VARIABLE_VALUES} values allowed`,
            { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } },
          ),
        ],
      });
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

const SUGGESTION = / ?Did you mean .*\?$/;

/** The same errors without "Did you mean ...?": in place, since a result's errors are made for this one answer. */
function withoutSuggestions(result: ExecutionResult): void {
  for (const error of result.errors ?? []) {
    if (SUGGESTION.test(error.message)) (error as { message: string }).message = error.message.replace(SUGGESTION, '');
  }
}

/**
 * Introspection and "Did you mean" hints, off unless allowed (NODE_ENV other than production): hints would map the
 * schema for a scanner name by name. They are taken out of every answer's errors, not only validation's: a variable's
 * value is checked at execution, and an unknown enum value or input field there was answered with the right name.
 */
export function schemaDisclosurePlugin(allowIntrospection: boolean): Plugin {
  if (allowIntrospection) return {};
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
    onResultProcess({ result }) {
      if (Symbol.asyncIterator in result) return;
      for (const single of Array.isArray(result) ? result : [result]) withoutSuggestions(single);
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
