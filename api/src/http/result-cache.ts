import { Kind, type DocumentNode, type ExecutionResult, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { bearerToken } from '../modules/accounts/tokens';
import { setBounded } from '../shared/bounded-map';
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

const MAX_ENTRIES = 5000;
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
  if (document.definitions.some((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)) {
    // Fragments are fine as long as the root selection is plain fields we allow.
  }
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && CACHEABLE_ROOT_FIELDS.has(selection.name.value),
  );
}

/** Whole execution results for anonymous catalogue queries, keyed by document and variables. */
export function catalogueResultCachePlugin(readCache: ReadCache): Plugin {
  let results = new Map<string, { result: ExecutionResult; expiresAt: number }>();
  const documentIds = new WeakMap<DocumentNode, string>();
  let nextDocumentId = 0;
  readCache.onClear(() => {
    results = new Map();
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
      if (hit && hit.expiresAt > Date.now()) {
        setResultAndStopExecution(hit.result);
        return undefined;
      }
      const generation = results;
      return {
        onExecuteDone({ result }) {
          const single = result as ExecutionResult;
          if (!single || Symbol.asyncIterator in (single as object) || single.errors?.length) return;
          // A write while executing replaced the map: the result may be stale, so do not keep it.
          if (generation !== results) return;
          setBounded(results, key, { result: single, expiresAt: Date.now() + TTL_MS }, MAX_ENTRIES);
        },
      };
    },
  };
}
