import { Kind, type DocumentNode, type ExecutionResult, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import { bearerToken } from '../modules/accounts/tokens';
import type { ReadCache } from '../shared/cache';

/**
 * Root fields whose answer is the same for every anonymous visitor and changes only through catalogue writes
 * (which clear the cache on every instance). Viewer-dependent answers are never cached: requests with a bearer
 * token bypass this cache (an empty `Bearer ` header, as the browser client sends when signed out, is anonymous).
 */
export const CACHEABLE_ROOT_FIELDS = new Set([
  'ping',
  'companies',
  'homeMobiles',
  'mobileCompareModels',
  'laptopComparePairs',
  'mobileModels',
  'laptopModels',
  'laptopFinder',
  'searchMobiles',
  'searchLaptops',
  'mobileFeature',
  'laptopFeature',
  'specModels',
  'specModelsByCompany',
  'getBikeFeature',
  'getAllBikeFeatures',
  'getPublishedBikeFeatures',
  'getBikeFeaturesByCompany',
  'searchBikeFeatures',
  'getTopPerformers',
  'getFuelEfficientBikes',
  'pcParts',
  'dataSources',
  '__typename',
]);

/**
 * The cache's bounds. Answers are counted by the length of their JSON (what is sent; the kept objects take about as
 * much again), so the whole cache holds `maxBytes` of answers at most (RESULT_CACHE_MB, 32 MB by default), however
 * they are asked for: 5,000 entries alone let distinct 1.5 MB answers fill the heap. An answer over 512 kB (a dozen
 * aliases of the whole bike catalogue) is not kept at all; no page of the site asks for one.
 */
const MAX_ENTRIES = 5000;
const MAX_ANSWER_BYTES = 512 * 1024;
const TTL_MS = 60_000;

function cacheableOperation(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((entry) => entry.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation || operation.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && CACHEABLE_ROOT_FIELDS.has(selection.name.value),
  );
}

/** Whole execution results for anonymous catalogue queries, keyed by document and variables. */
export function catalogueResultCachePlugin(readCache: ReadCache, maxBytes: number): Plugin {
  const results = new LRUCache<string, { result: ExecutionResult }>({
    max: MAX_ENTRIES,
    maxSize: maxBytes,
    maxEntrySize: Math.min(MAX_ANSWER_BYTES, maxBytes),
    sizeCalculation: (entry) => JSON.stringify(entry.result).length,
    ttl: TTL_MS,
  });
  const documentIds = new WeakMap<DocumentNode, string>();
  let nextDocumentId = 0;
  let generation = 0;
  readCache.onClear(() => {
    generation += 1;
    results.clear();
  });
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const request = (args.contextValue as { request?: Request }).request;
      if (!request || bearerToken(request.headers.get('authorization')) !== null) return undefined;
      if (!cacheableOperation(args.document, args.operationName)) return undefined;
      let documentId = documentIds.get(args.document);
      if (!documentId) {
        documentId = String(nextDocumentId++);
        documentIds.set(args.document, documentId);
      }
      const key = `${documentId}:${args.operationName ?? ''}:${JSON.stringify(args.variableValues ?? {})}`;
      const hit = results.get(key);
      if (hit) {
        setResultAndStopExecution(hit.result);
        return undefined;
      }
      const startedIn = generation;
      return {
        onExecuteDone({ result }) {
          const single = result as ExecutionResult;
          if (!single || Symbol.asyncIterator in (single as object) || single.errors?.length) return;
          // A write while executing cleared the cache: the result may be stale, so do not keep it.
          if (startedIn !== generation) return;
          // An answer over maxAnswerBytes is not kept (LRUCache refuses it).
          results.set(key, { result: single });
        },
      };
    },
  };
}
