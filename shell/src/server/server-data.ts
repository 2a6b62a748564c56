import type { SSRData } from 'urql';
import { parseSectionRegistry, type SectionRegistry } from '@gadgets/shared-ui';

/** The digest of a part the server left to the browser (a remote not answering, a deadline passed). */
export const CLIENT_RENDERED_PART = 'rendered-in-browser';

/** The element that carries the server's GraphQL answers to the browser. */
export const SERVER_DATA_ELEMENT_ID = 'gadgets-server-data';

/** The element that carries the section registry the page was rendered with. */
export const SECTION_REGISTRY_ELEMENT_ID = 'gadgets-sections';

/** JSON for a non-executed script element; `<` is escaped so no answer can close the element early. */
export const serializeServerData = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * Why some of a page's answers failed (the API unreachable, a resolver error), or null when all came back. A page
 * drawn from a failed answer shows an error or an empty list where data belongs, so caches keep it seconds only.
 */
export function failedAnswersOf(data: SSRData): string | null {
  const errors = Object.values(data).flatMap((result) => (result?.error ? [result.error] : []));
  if (errors.length === 0) return null;
  const first = errors[0]!;
  const graphqlError = first.graphQLErrors[0];
  const reason =
    first.networkError ?? (typeof graphqlError === 'string' ? graphqlError : graphqlError?.message) ?? 'unknown error';
  return `${errors.length} GraphQL answer(s) failed: ${String(reason).split('\n')[0]}`;
}

/** The answers a server-rendered page came with; undefined for a page rendered only in the browser. */
export function readServerData(page: Document): SSRData | undefined {
  const text = page.getElementById(SERVER_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SSRData;
  } catch {
    return undefined;
  }
}

/** The registry a server-rendered page was rendered with, so hydration draws the same navigation and routes. */
export function readServerSections(page: Document): SectionRegistry | undefined {
  const text = page.getElementById(SECTION_REGISTRY_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return parseSectionRegistry(JSON.parse(text), page.location.href);
  } catch {
    return undefined;
  }
}
