import { useState } from 'react';
import styled from 'styled-components';
import { outlinedPill, wrappingRow } from '@gadgets/shared-ui';
import { formatMoney } from '../build-prices';
import { PublishControls } from './publish-controls';
import { SavedBuildExport } from './saved-build-export';
import { buildStatusOf, type SavedBuild } from './saved-builds-queries';

interface SavedBuildItemProps {
  build: SavedBuild;
  onOpen: () => void;
  onRename: (name: string) => Promise<void>;
  onDuplicate: () => void;
  onDelete: () => void;
  /** The build's public page was published, refreshed or taken down. */
  onPublicChanged: () => void;
}

/** One saved build: name, total and status, with its actions; Rename edits the name in place. */
export function SavedBuildItem({
  build,
  onOpen,
  onRename,
  onDuplicate,
  onDelete,
  onPublicChanged,
}: SavedBuildItemProps) {
  const [newName, setNewName] = useState<string | null>(null);
  // The page's origin, read when the export is asked for (the export's link needs it); null while it is closed.
  const [exportOrigin, setExportOrigin] = useState<string | null>(null);
  return (
    <Item>
      {newName === null ? (
        <strong>{build.name}</strong>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (newName.trim()) void onRename(newName.trim()).then(() => setNewName(null));
          }}
        >
          <label>
            New name for {build.name}
            <input value={newName} maxLength={100} onChange={(event) => setNewName(event.target.value)} autoFocus />
          </label>
          <button type="submit">Save name</button>
          <button type="button" onClick={() => setNewName(null)}>
            Cancel
          </button>
        </form>
      )}
      <span>
        {formatMoney(Math.round(build.price * 100), 'USD')} ·{' '}
        {buildStatusOf(build.compatibility.problems, build.variants.length)}
      </span>
      <Actions>
        <button type="button" aria-label={`Open ${build.name}`} onClick={onOpen}>
          Open
        </button>
        <button type="button" aria-label={`Rename ${build.name}`} onClick={() => setNewName(build.name)}>
          Rename
        </button>
        <button type="button" aria-label={`Duplicate ${build.name}`} onClick={onDuplicate}>
          Duplicate
        </button>
        <button type="button" aria-label={`Delete ${build.name}`} onClick={onDelete}>
          Delete
        </button>
        <button
          type="button"
          aria-label={`Export ${build.name}`}
          aria-expanded={exportOrigin !== null}
          onClick={() => setExportOrigin(exportOrigin === null ? window.location.origin : null)}
        >
          Export
        </button>
        <PublishControls build={build} onChanged={onPublicChanged} />
      </Actions>
      {exportOrigin !== null ? (
        <SavedBuildExport buildId={build._id} origin={exportOrigin} onClose={() => setExportOrigin(null)} />
      ) : null}
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 4px;
  padding-bottom: 10px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
  form {
    ${wrappingRow('6px', 'flex-end')}
  }
  label {
    display: flex;
    flex-direction: column;
    font-size: 0.85rem;
  }
  input {
    padding: 4px 8px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  p {
    flex-basis: 100%;
    margin: 0;
  }
  button {
    padding: 2px 10px;
    ${outlinedPill}
    background: transparent;
    color: inherit;
  }
`;
