import { CombinedError } from '@urql/core';

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection.';
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';

/**
 * The first GraphQL error message, else the network message, else the error's own
 * message; anything that is not an error reads as unknown.
 */
export function errorMessageOf(error: unknown): string {
  if (error instanceof CombinedError) {
    const first = error.graphQLErrors[0];
    if (first) return first.message;
    if (error.networkError) return NETWORK_ERROR_MESSAGE;
    return error.message;
  }
  if (error instanceof Error) return error.message;
  return UNKNOWN_ERROR_MESSAGE;
}
