import { Kind, visit, type DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';

/**
 * Parsed documents kept for their next request, counted by their fields: a document's syntax tree, its validation and
 * its compiled form (graphql-jit, kept as long as the document is) grow with its fields, about 6 kB each once
 * compiled. Yoga's default kept 1,024 documents for an hour whatever their size, so distinct 14-alias documents
 * held 3.8 MB each (4 GB in all). The site's 53 front-end operations have about 1,600 fields together.
 */
export const CACHED_DOCUMENT_FIELDS = 5000;
/** Documents that failed to parse are kept by the length of their text (the error holds the text). */
const CACHED_ERROR_CHARACTERS = 1_000_000;
const MAX_DOCUMENTS = 1024;
const TTL_MS = 3_600_000;

export function fieldCount(document: DocumentNode): number {
  let fields = 0;
  visit(document, {
    [Kind.FIELD]() {
      fields += 1;
    },
  });
  return Math.max(1, fields);
}

/** Yoga's parser and validation caches, bounded by what they hold rather than by count alone. */
export function boundedDocumentCaches() {
  return {
    documentCache: new LRUCache<string, DocumentNode>({
      max: MAX_DOCUMENTS,
      maxSize: CACHED_DOCUMENT_FIELDS,
      sizeCalculation: fieldCount,
      ttl: TTL_MS,
    }),
    errorCache: new LRUCache<string, object>({
      max: MAX_DOCUMENTS,
      maxSize: CACHED_ERROR_CHARACTERS,
      sizeCalculation: (_error, source) => source.length + 1,
      ttl: TTL_MS,
    }),
  };
}
