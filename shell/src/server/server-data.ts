import type { SSRData } from 'urql';

/** The digest of a part the server left to the browser (a remote not answering, a deadline passed). */
export const CLIENT_RENDERED_PART = 'rendered-in-browser';

/** The element that carries the server's GraphQL answers to the browser. */
export const SERVER_DATA_ELEMENT_ID = 'gadgets-server-data';

/** JSON for a non-executed script element; `<` is escaped so no answer can close the element early. */
export const serializeServerData = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');

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
