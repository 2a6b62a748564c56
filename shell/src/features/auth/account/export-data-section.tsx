import { useState } from 'react';
import styled from 'styled-components';
import { useClient } from 'urql';
import { errorMessageOf } from '@gadgets/shared-ui';
import { AccentButton } from '@gadgets/shared-ui/widgets';
import { firstResult } from '../auth-mutations';
import { AccountSection } from './account-frame';
import { ExportDataSection_ExportMyDataQuery } from './account-queries';
import { FormMessages } from '../../../forms/form-messages';

export const EXPORT_FILE_NAME = 'gadget-specs-my-data.json';

type ExportState = { kind: 'idle' } | { kind: 'preparing' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** Everything the site keeps about the viewer, as one JSON file, asked for afresh on each press. */
export function ExportDataSection() {
  const client = useClient();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const exportData = async () => {
    setState({ kind: 'preparing' });
    try {
      const result = await firstResult(client, 'query', ExportDataSection_ExportMyDataQuery, {});
      if (!result.data) throw result.error ?? new Error('The API sent no data');
      downloadJson(result.data.exportMyData, EXPORT_FILE_NAME);
      setState({ kind: 'done' });
    } catch (error) {
      console.error('Exporting the account data failed', error);
      setState({ kind: 'failed', message: `Your data could not be exported: ${errorMessageOf(error)}` });
    }
  };
  const preparing = state.kind === 'preparing';

  return (
    <AccountSection aria-labelledby="export-title">
      <h2 id="export-title">Export my data</h2>
      <p>
        Download a copy of everything we keep about you: your account, comments, votes, notifications, saved builds,
        reviews and sign-ins, as one JSON file.
      </p>
      <FormMessages
        success={state.kind === 'done' ? `Your download has started: ${EXPORT_FILE_NAME}.` : null}
        failure={state.kind === 'failed' ? state.message : null}
      />
      <ExportButton type="button" $accent="green" onClick={exportData} disabled={preparing} aria-busy={preparing}>
        {preparing ? 'Preparing your data...' : 'Export my data'}
      </ExportButton>
    </AccountSection>
  );
}

/** Hands the visitor a file made in the page: a Blob URL made for this one click, released once the download began. */
function downloadJson(value: unknown, fileName: string) {
  const blob = new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked at once, some browsers cancel the download they have just been given.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const ExportButton = styled(AccentButton)`
  min-width: 200px;
`;
