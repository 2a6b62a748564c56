import { useId, useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import styled from 'styled-components';
import { errorMessageOf, useAppStore, wrappingRow } from '@gadgets/shared-ui';
import type { BuildPart } from '../build-part-fields';
import type { VisitorPrices } from '../build-prices';
import { variantsOf } from './build-variants';
import { buildStatusOf, SavedBuilds_CreateMutation, SavedBuilds_UpdateMutation } from './saved-builds-queries';
import { accentFill } from '@gadgets/shared-ui/widgets';
import { DESKTOP_SECTION } from '../../../desktop-section';

interface SaveBuildPanelProps {
  parts: readonly BuildPart[];
  visitorPrices: VisitorPrices;
  /** The saved build this one was opened from: saving updates it. */
  savedBuild: { id: string; name: string } | null;
  /** The build was saved under this id and name (the builder shows the name from then on). */
  onSaved: (id: string, name: string) => void;
}

/** 'Save build' asks for a name when signed in; signed out it offers sign-in and the build stays in the address. */
export function SaveBuildPanel({ parts, visitorPrices, savedBuild, onSaved }: SaveBuildPanelProps) {
  const status = useAppStore((state) => state.auth.status);
  const openAccountMenu = useAppStore((state) => state.openAccountMenu);
  const nameId = useId();
  const [mode, setMode] = useState<'idle' | 'naming' | 'sign-in'>('idle');
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [create, runCreate] = useMutation(SavedBuilds_CreateMutation);
  const [update, runUpdate] = useMutation(SavedBuilds_UpdateMutation);

  const start = () => {
    setMessage(null);
    if (status !== 'authenticated') return setMode('sign-in');
    setName(savedBuild?.name ?? '');
    setMode('naming');
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const input = { name: name.trim(), variants: variantsOf(parts, visitorPrices) };
    if (!input.name) return setMessage('Name is required');
    // A build opened from someone else's link (or deleted meanwhile) is saved as a new one of the visitor's own.
    const updated = savedBuild ? await runUpdate({ id: savedBuild.id, input }) : null;
    const created = updated?.data?.updateCustomPc ? null : await runCreate({ input });
    const saved = updated?.data?.updateCustomPc ?? created?.data?.createCustomPc;
    if (!saved) return setMessage(errorMessageOf(created?.error));
    setMode('idle');
    setMessage(`Saved “${saved.name}” (${buildStatusOf(saved.compatibility.problems, parts.length)}).`);
    onSaved(saved._id, saved.name);
  };

  return (
    <Panel aria-label="Save build">
      {mode !== 'naming' ? (
        <button type="button" onClick={start} disabled={status === 'loading' || parts.length === 0}>
          Save build
        </button>
      ) : (
        <form onSubmit={save}>
          <label htmlFor={nameId}>Build name</label>
          <input id={nameId} value={name} maxLength={100} onChange={(event) => setName(event.target.value)} autoFocus />
          <button type="submit" disabled={create.fetching || update.fetching}>
            Save
          </button>
          <button type="button" onClick={() => setMode('idle')}>
            Cancel
          </button>
        </form>
      )}
      {mode === 'sign-in' && status !== 'authenticated' ? (
        <p>
          Sign in to save this build. It stays here while you do.{' '}
          <button type="button" onClick={openAccountMenu}>
            Sign in
          </button>
        </p>
      ) : null}
      {message ? <p role="status">{message}</p> : null}
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  form {
    ${wrappingRow('6px')}
  }
  input {
    padding: 6px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
  button {
    padding: 6px 14px;
    border-radius: ${({ theme }) => theme.radius.round};
    border: 1px solid ${({ theme }) => accentFill(theme, DESKTOP_SECTION.accent)};
    background: ${({ theme }) => accentFill(theme, DESKTOP_SECTION.accent)};
    color: ${({ theme }) => theme.accents[DESKTOP_SECTION.accent].contrastText};
    font-weight: 600;
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.6;
    cursor: default;
  }
  p {
    margin: 0;
  }
`;
