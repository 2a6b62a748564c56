import { useState } from 'react';
import styled from 'styled-components';
import { outlinedPill, wrappingRow } from '@gadgets/shared-ui';
import { formatMoney } from '../build-prices';
import { buildStatusOf, type SavedBuild } from './saved-builds-queries';

interface SavedBuildItemProps {
  build: SavedBuild;
  onOpen: () => void;
  onRename: (name: string) => Promise<void>;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** One saved build: name, total and status, with its actions; Rename edits the name in place. */
export function SavedBuildItem({ build, onOpen, onRename, onDuplicate, onDelete }: SavedBuildItemProps) {
  const [newName, setNewName] = useState<string | null>(null);
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
      </Actions>
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
  gap: 6px;
  button {
    padding: 2px 10px;
    ${outlinedPill}
    background: transparent;
    color: inherit;
  }
`;
