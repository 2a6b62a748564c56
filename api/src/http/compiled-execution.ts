// An envelop plugin factory, not a React hook: its name only follows envelop's convention.
import { useGraphQlJit as graphqlJitPlugin } from '@envelop/graphql-jit';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from '../logger';

/**
 * Queries run compiled (graphql-jit): each validated document becomes, once, a function that resolves and completes
 * its fields without graphql-js's per-field bookkeeping, which dominates an answer of a thousand small fields (a
 * finder's option counts). Mutations and subscriptions keep graphql-js's executor.
 */
export function compiledExecutionPlugin(logger: Logger): Plugin {
  return graphqlJitPlugin(
    {},
    {
      enableIf: (args) => getOperationAST(args.document, args.operationName)?.operation === 'query',
      // A document the compiler refuses is answered with the compiler's errors: worth a log line.
      onError: (result) => logger.error('query compilation failed', result.errors),
    },
  ) as Plugin;
}
