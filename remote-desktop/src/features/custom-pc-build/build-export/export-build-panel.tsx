import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { outlinedPill, wrappingRow } from '@gadgets/shared-ui';
import { BuilderPanel } from '../builder-panel';
import { EXPORT_FORMATS, exportText, type ExportedBuild, type ExportFormat } from './build-export-text';

const COPIED = 'Copied to the clipboard.';
const NOT_COPIED = 'Copying is not allowed here: the text is selected, press Ctrl+C (⌘C on a Mac) to copy it.';

/** Writes text to the clipboard; false when the browser refuses (no permission, no secure origin, no clipboard). */
async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export interface ExportBuildPanelProps {
  build: ExportedBuild;
  onClose: () => void;
}

/** The build as Markdown, a Reddit table or plain text, shown for reading and copied with one button. */
export function ExportBuildPanel({ build, onClose }: ExportBuildPanelProps) {
  const headingId = useId();
  const textId = useId();
  const textArea = useRef<HTMLTextAreaElement>(null);
  const [format, setFormat] = useState<ExportFormat>('markdown');
  const [outcome, setOutcome] = useState<string | null>(null);
  const text = exportText(build, format);

  const copy = async () => {
    const copied = await copyToClipboard(text);
    // Where the clipboard is refused, the text is selected so the visitor's own copy takes it.
    if (!copied) textArea.current?.select();
    setOutcome(copied ? COPIED : NOT_COPIED);
  };

  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>Export build</h2>
      <Formats>
        <legend>Format</legend>
        {EXPORT_FORMATS.map((option) => (
          <label key={option.format}>
            <input
              type="radio"
              name={`${headingId}-format`}
              checked={format === option.format}
              onChange={() => {
                setFormat(option.format);
                setOutcome(null);
              }}
            />{' '}
            {option.label}
          </label>
        ))}
      </Formats>
      <label htmlFor={textId}>{EXPORT_FORMATS.find((option) => option.format === format)!.label} export</label>
      <textarea id={textId} ref={textArea} readOnly rows={12} value={text} />
      <Actions>
        <button type="button" onClick={() => void copy()}>
          Copy
        </button>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </Actions>
      <p role="status">{outcome}</p>
    </Panel>
  );
}

const Panel = styled(BuilderPanel)`
  display: flex;
  flex-direction: column;
  gap: 8px;
  textarea {
    width: 100%;
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: 0.8rem;
    padding: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.small};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    resize: vertical;
  }
  p {
    margin: 0;
    min-height: 1.2em;
  }
`;

const Formats = styled.fieldset`
  ${wrappingRow('12px')}
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 600;
    margin-bottom: 4px;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 6px;
  button {
    padding: 4px 14px;
    ${outlinedPill}
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
  }
`;
