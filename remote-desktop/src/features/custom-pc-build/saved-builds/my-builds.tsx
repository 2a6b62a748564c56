import { useCallback, useEffect } from 'react';
import { useMutation, useQuery } from 'urql';
import styled from 'styled-components';
import { useAppStore } from '@gadgets/shared-ui';
import { QueryStatus, SkeletonLines } from '@gadgets/shared-ui/widgets';
import { SavedBuildItem } from './saved-build-item';
import { BuilderPanel } from '../builder-panel';
import {
  type SavedBuild,
  SavedBuilds_CreateMutation,
  SavedBuilds_DeleteMutation,
  SavedBuilds_MyBuildsQuery,
  SavedBuilds_UpdateMutation,
} from './saved-builds-queries';

interface MyBuildsProps {
  /** Opens a saved build in the builder (its parts go into the address). */
  onOpen: (build: SavedBuild) => void;
  /** Bumped after a save elsewhere on the page, so the list refetches. */
  refreshKey: number;
}

/** The signed-in visitor's saved builds with total and status: open, rename, duplicate, delete. */
export function MyBuilds(props: MyBuildsProps) {
  const status = useAppStore((state) => state.auth.status);
  if (status !== 'authenticated') return null;
  return <MyBuildsList {...props} />;
}

function MyBuildsList({ onOpen, refreshKey }: MyBuildsProps) {
  const [result, reexecute] = useQuery({ query: SavedBuilds_MyBuildsQuery, requestPolicy: 'cache-and-network' });
  const [, runCreate] = useMutation(SavedBuilds_CreateMutation);
  const [, runUpdate] = useMutation(SavedBuilds_UpdateMutation);
  const [, runDelete] = useMutation(SavedBuilds_DeleteMutation);
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  useEffect(() => {
    if (refreshKey > 0) refresh();
  }, [refreshKey, refresh]);

  const duplicate = async (build: SavedBuild) => {
    const variants = build.variants.map(({ category, description, price, partId }) => ({
      category,
      description,
      price,
      partId,
    }));
    await runCreate({ input: { name: `${build.name} (copy)`.slice(0, 100), variants } });
    refresh();
  };
  const remove = async (build: SavedBuild) => {
    await runDelete({ id: build._id });
    refresh();
  };
  const rename = async (build: SavedBuild, name: string) => {
    await runUpdate({ id: build._id, input: { name } });
    refresh();
  };

  return (
    <Section aria-labelledby="my-builds-heading">
      <h2 id="my-builds-heading">My builds</h2>
      <QueryStatus
        result={result}
        loading={<SkeletonLines lines={3} label="Loading your builds" />}
        errorTitle="Your builds could not be loaded"
        onRetry={refresh}
        isEmpty={(data) => data.myCustomPcs.length === 0}
        empty={<p>No saved builds yet.</p>}
      >
        {(data) => (
          <ul>
            {data.myCustomPcs.map((build) => (
              <SavedBuildItem
                key={build._id}
                build={build}
                onOpen={() => onOpen(build)}
                onRename={(name) => rename(build, name)}
                onDuplicate={() => void duplicate(build)}
                onDelete={() => void remove(build)}
                onPublicChanged={refresh}
              />
            ))}
          </ul>
        )}
      </QueryStatus>
    </Section>
  );
}

const Section = styled(BuilderPanel)`
  ul {
    gap: 10px;
  }
`;
