import { useCallback, useRef } from 'react';
import { useQuery } from 'urql';
import { graphql } from '@gadgets/shared-ui';
import { type BuildPart, BuildPartFields } from './build-part-fields';

export const CustomPcBuildPage_PartsQuery = graphql(
  `
    query CustomPcBuildPage_Parts($ids: [ID!]!) {
      pcPartsByIds(ids: $ids) {
        ...BuildPartFields
      }
    }
  `,
  [BuildPartFields],
);

/**
 * The parts of the build in the address. Parts already seen (loaded or picked) are kept, so choosing a part shows
 * at once and only ids never seen (a shared link, a reload) are asked for.
 */
export function useBuildParts(ids: readonly string[]) {
  const known = useRef(new Map<string, BuildPart>());
  const missing = [...new Set(ids.filter((id) => !known.current.has(id)))];
  const [result, reexecute] = useQuery({
    query: CustomPcBuildPage_PartsQuery,
    variables: { ids: missing },
    pause: missing.length === 0,
  });
  for (const part of result.data?.pcPartsByIds ?? []) known.current.set(part.id, part);

  const parts = ids.map((id) => known.current.get(id)).filter((part): part is BuildPart => part !== undefined);
  const answered = missing.length === 0 || (result.data !== undefined && !result.fetching);
  const remember = useCallback((part: BuildPart) => {
    known.current.set(part.id, part);
  }, []);
  return {
    parts,
    loading: !answered && !result.error,
    error: result.error,
    /** Ids in the address that are not in the catalogue. */
    unknownIds: answered ? ids.filter((id) => !known.current.has(id)) : [],
    retry: () => reexecute({ requestPolicy: 'network-only' }),
    remember,
  };
}
