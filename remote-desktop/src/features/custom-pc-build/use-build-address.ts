import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export const PARTS_PARAMETER = 'parts';
export const SAVED_BUILD_PARAMETER = 'build';
/** The API's limit for one build. */
export const MAX_BUILD_PARTS = 40;

export function partIdsFrom(search: string): string[] {
  const value = new URLSearchParams(search).get(PARTS_PARAMETER) ?? '';
  return value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .slice(0, MAX_BUILD_PARTS);
}

/** `?parts=<id>,<id>` with literal commas, so a shared link reads as the spec shows it. */
export function buildSearch(ids: readonly string[], savedBuildId: string | null): string {
  const parts = ids.length > 0 ? [`${PARTS_PARAMETER}=${ids.map(encodeURIComponent).join(',')}`] : [];
  const saved = savedBuildId ? [`${SAVED_BUILD_PARAMETER}=${encodeURIComponent(savedBuildId)}`] : [];
  const search = [...parts, ...saved].join('&');
  return search ? `?${search}` : '';
}

/**
 * The build lives in the address: every change is a new history entry, so reload, Back and a shared link show
 * the same build. `build` names the saved build it was opened from, so 'Save build' updates that one.
 */
export function useBuildAddress() {
  const location = useLocation();
  const navigate = useNavigate();
  const ids = useMemo(() => partIdsFrom(location.search), [location.search]);
  const savedBuildId = new URLSearchParams(location.search).get(SAVED_BUILD_PARAMETER);

  const setBuild = useCallback(
    (nextIds: readonly string[], nextSavedBuildId: string | null = savedBuildId) => {
      navigate({ pathname: location.pathname, search: buildSearch(nextIds, nextSavedBuildId) });
    },
    [location.pathname, navigate, savedBuildId],
  );

  return { ids, savedBuildId, setBuild };
}
