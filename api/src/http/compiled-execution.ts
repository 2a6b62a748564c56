// An envelop plugin factory, not a React hook: its name only follows envelop's convention.
import { getDocumentString } from '@envelop/core';
import { useGraphQlJit as graphqlJitPlugin } from '@envelop/graphql-jit';
import { getOperationAST, type DocumentNode, type ExecutionArgs } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ServerLog } from '@gadgets/server-kit';
import { fieldCount } from './document-cache';

/**
 * The fields all compiled documents may have together. graphql-jit keeps what it learns while compiling in global
 * memo tables keyed by syntax nodes (lodash.memoize, never emptied), about 6 kB a field, so every compiled document
 * stays in memory for good: a stream of distinct 14-alias documents held 3.1 MB each. The site's 53 front-end
 * operations have about 1,600 fields; past the budget a new document runs on graphql-js's executor, correct and a
 * little slower.
 */
export const COMPILED_FIELD_BUDGET = 8000;

/**
 * Queries run compiled (graphql-jit): each validated document becomes, once, a function that resolves and completes
 * its fields without graphql-js's per-field bookkeeping, which dominates an answer of a thousand small fields (a
 * finder's option counts). Mutations and subscriptions keep graphql-js's executor. A document is compiled on its
 * second run, within COMPILED_FIELD_BUDGET, so one-off documents cost no compiling; the site's own repeat at once.
 */
export function compiledExecutionPlugin(logger: ServerLog): Plugin {
  /** Compiled documents by their text, kept for good: their memo entries are, whatever we drop. */
  const compiled = new Map<string, unknown>();
  const runs = new WeakMap<DocumentNode, number>();
  let fieldsCompiled = 0;

  function worthCompiling(args: ExecutionArgs): boolean {
    if (getOperationAST(args.document, args.operationName)?.operation !== 'query') return false;
    const source = getDocumentString(args.document);
    if (source === undefined) return false;
    if (compiled.has(source)) return true;
    const run = (runs.get(args.document) ?? 0) + 1;
    runs.set(args.document, run);
    if (run < 2) return false;
    const fields = fieldCount(args.document);
    if (fieldsCompiled + fields > COMPILED_FIELD_BUDGET) return false;
    fieldsCompiled += fields;
    return true;
  }

  return graphqlJitPlugin(
    {},
    {
      enableIf: worthCompiling,
      cache: compiled as NonNullable<Parameters<typeof graphqlJitPlugin>[1]>['cache'],
      // A document the compiler refuses is answered with the compiler's errors: worth a log line.
      onError: (result) => logger.error('query compilation failed', result.errors),
    },
  ) as Plugin;
}
