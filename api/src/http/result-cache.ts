import { Kind, type DocumentNode, type ExecutionResult, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import { bearerToken } from '../modules/accounts/tokens';
import type { ReadCache } from '../shared/cache';

/**
 * Root fields whose answer is the same for every visitor, signed in or not, and changes only through catalogue writes
 * (which clear the cache on every instance) and, for a finder, models' ratings (RATING_ORDERED); only admins see more
 * of some (ADMIN_SEES_MORE). A field whose answer depends on the viewer in any other way must never be listed here.
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
  'getPowerToWeightLeaders',
  'pcParts',
  'pcPart',
  'dataSources',
  '__typename',
]);

/**
 * The cache's bounds. Answers are counted by the length of their JSON (what is sent; the kept objects take about as
 * much again), so the whole cache holds `maxBytes` of answers at most (RESULT_CACHE_MB, 32 MB by default), however
 * they are asked for: 5,000 entries alone let distinct 1.5 MB answers fill the heap. An answer over 512 kB (a dozen
 * aliases of the whole bike catalogue) is not kept at all; no page of the site asks for one.
 */
/** Cacheable fields where an admin's answer differs (bike drafts): a signed-in admin's request is not cached. */
const ADMIN_SEES_MORE = new Set([
  'getBikeFeature',
  'getAllBikeFeatures',
  'getBikeFeaturesByCompany',
  'searchBikeFeatures',
]);

/**
 * Finders, whose order can follow the models' ratings (best rated first): their answers go when a rating changes
 * (ReadCache.onReorder), once this instance's indexes hold it. Those not listed above are never kept anyway.
 */
const RATING_ORDERED = new Set(['laptopFinder', 'phoneFinder', 'searchBikeCatalog']);

const MAX_ENTRIES = 5000;
const MAX_ANSWER_BYTES = 512 * 1024;
const TTL_MS = 60_000;

/** The operation's root fields when every one of them is cacheable, else null. */
function cacheableRootFields(document: DocumentNode, operationName: string | null | undefined): string[] | null {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((entry) => entry.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation || operation.operation !== 'query') return null;
  const fields: string[] = [];
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD || !CACHEABLE_ROOT_FIELDS.has(selection.name.value)) return null;
    fields.push(selection.name.value);
  }
  return fields;
}

/**
 * Whether a request's answer is the one every visitor gets: anonymous (an empty `Bearer ` header, as the browser
 * client sends when signed out, is anonymous), or signed in and asking nothing an admin sees more of, or signed in as
 * someone who is not an admin. A token that cannot be read leaves the request to the resolvers, as before.
 */
async function sameForEveryone(
  context: { request: Request; viewer?: () => Promise<{ admin: boolean } | null> },
  fields: string[],
) {
  if (bearerToken(context.request.headers.get('authorization')) === null) return true;
  if (!fields.some((field) => ADMIN_SEES_MORE.has(field))) return true;
  if (!context.viewer) return false;
  const viewer = await context.viewer().catch(() => undefined);
  return viewer !== undefined && !viewer?.admin;
}

/**
 * Whole execution results of catalogue queries, keyed by document and variables, for anonymous and signed-in visitors
 * alike (a signed-in visitor used to skip the cache and wait for every answer to be made again).
 */
export function catalogueResultCachePlugin(
  readCache: ReadCache,
  maxBytes: number,
  onLookup: (hit: boolean) => void = () => undefined,
): Plugin {
  const results = new LRUCache<string, { result: ExecutionResult; ratingOrdered: boolean }>({
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
  let reorders = 0;
  readCache.onReorder(() => {
    reorders += 1;
    const ordered: string[] = [];
    results.forEach((entry, key) => entry.ratingOrdered && ordered.push(key));
    for (const key of ordered) results.delete(key);
  });
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as Parameters<typeof sameForEveryone>[0] | undefined;
      if (!context?.request) return undefined;
      const fields = cacheableRootFields(args.document, args.operationName);
      if (!fields || !(await sameForEveryone(context, fields))) return undefined;
      let documentId = documentIds.get(args.document);
      if (!documentId) {
        documentId = String(nextDocumentId++);
        documentIds.set(args.document, documentId);
      }
      const key = `${documentId}:${args.operationName ?? ''}:${JSON.stringify(args.variableValues ?? {})}`;
      const hit = results.get(key);
      onLookup(hit !== undefined);
      if (hit) {
        setResultAndStopExecution(hit.result);
        return undefined;
      }
      const startedIn = generation;
      const ratingOrdered = fields.some((field) => RATING_ORDERED.has(field));
      const reordersAtStart = reorders;
      return {
        onExecuteDone({ result }) {
          const single = result as ExecutionResult;
          if (!single || Symbol.asyncIterator in (single as object) || single.errors?.length) return;
          // A write while executing cleared the cache: the result may be stale, so do not keep it.
          if (startedIn !== generation) return;
          // Nor a finder's answer when ratings changed meanwhile (it may be in the older order).
          if (ratingOrdered && reordersAtStart !== reorders) return;
          // An answer over maxAnswerBytes is not kept (LRUCache refuses it).
          results.set(key, { result: single, ratingOrdered });
        },
      };
    },
  };
}
