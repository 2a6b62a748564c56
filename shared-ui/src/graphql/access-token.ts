import { useHydrated } from '../server/page-response';
import { sessionKeyValueStorage } from '../store/browser-storage';

/** Session storage key of the short-lived access token; gone when the tab session ends. */
export const ACCESS_TOKEN_KEY = 'app_access_token';

export const readAccessToken = (): string | null => sessionKeyValueStorage.read(ACCESS_TOKEN_KEY);
export const writeAccessToken = (token: string): void => sessionKeyValueStorage.write(ACCESS_TOKEN_KEY, token);
export const clearAccessToken = (): void => sessionKeyValueStorage.remove(ACCESS_TOKEN_KEY);

/**
 * Whether this tab holds an access token, for rendering. The server cannot know, so the first render (and
 * hydration) reads "no"; React then renders again with the browser's answer, without a hydration mismatch.
 */
export function useHasAccessToken(): boolean {
  const hydrated = useHydrated();
  return hydrated && readAccessToken() !== null;
}
