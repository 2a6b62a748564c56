import { useCallback, useEffect, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import styled from 'styled-components';
import { useAppStore } from '@gadgets/shared-ui';
import { QueryStatus, SkeletonLines } from '@gadgets/shared-ui/widgets';
import { formatMoney } from '../build-prices';
import {
  buildStatusOf,
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
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  useEffect(() => {
    if (refreshKey > 0) refresh();
  }, [refreshKey, refresh]);

  const duplicate = async (build: SavedBuild) => {
    const variants = build.variants.map(({ category, description, price, partId }) => ({ category, description, price, partId }));
    await runCreate({ input: { name: `${build.name} (copy)`.slice(0, 100), variants } });
    refresh();
  };
  const remove = async (build: SavedBuild) => {
    await runDelete({ id: build._id });
    refresh();
  };
  const rename = async () => {
    if (!renaming || !renaming.name.trim()) return;
    await runUpdate({ id: renaming.id, input: { name: renaming.name.trim() } });
    setRenaming(null);
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
              <li key={build._id}>
                {renaming?.id === build._id ? (
                  <form
                    onSubmit={(event) => {
                      event.preventDefault();
                      void rename();
                    }}
                  >
                    <label>
                      New name for {build.name}
                      <input value={renaming.name} maxLength={100} onChange={(event) => setRenaming({ id: build._id, name: event.target.value })} autoFocus />
                    </label>
                    <button type="submit">Save name</button>
                    <button type="button" onClick={() => setRenaming(null)}>
                      Cancel
                    </button>
                  </form>
                ) : (
                  <strong>{build.name}</strong>
                )}
                <span>
                  {formatMoney(Math.round(build.price * 100), 'USD')} · {buildStatusOf(build.compatibility.problems, build.variants.length)}
                </span>
                <Actions>
                  <button type="button" aria-label={`Open ${build.name}`} onClick={() => onOpen(build)}>
                    Open
                  </button>
                  <button type="button" aria-label={`Rename ${build.name}`} onClick={() => setRenaming({ id: build._id, name: build.name })}>
                    Rename
                  </button>
                  <button type="button" aria-label={`Duplicate ${build.name}`} onClick={() => void duplicate(build)}>
                    Duplicate
                  </button>
                  <button type="button" aria-label={`Delete ${build.name}`} onClick={() => void remove(build)}>
                    Delete
                  </button>
                </Actions>
              </li>
            ))}
          </ul>
        )}
      </QueryStatus>
    </Section>
  );
}

const Section = styled.section`
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  h2 { margin: 0 0 8px; font-size: 1.1rem; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 10px; }
  li { display: flex; flex-direction: column; gap: 4px; padding-bottom: 10px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
  li span { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; }
  form { display: flex; flex-wrap: wrap; gap: 6px; align-items: flex-end; }
  label { display: flex; flex-direction: column; font-size: 0.85rem; }
  input { padding: 4px 8px; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  button { padding: 2px 10px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius.round}; background: transparent; color: inherit; cursor: pointer; }
`;
