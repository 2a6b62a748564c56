import styled from 'styled-components';
import type { ModelLeads } from './compare-leads';

/**
 * The comparison in a sentence per model, above the table: where each leads, computed from the rows. With three models
 * each is measured against the best of the other two, which the note says. Nothing is shown when nothing differs.
 */
export function CompareSummary({ models, columnCount }: { models: ModelLeads[]; columnCount: number }) {
  if (models.length === 0) return null;
  return (
    <Summary aria-label="Summary">
      {columnCount > 2 ? <p>Where each leads the best of the others:</p> : null}
      <ul>
        {models.map((model) => (
          <li key={model.name}>
            <strong>{model.name}</strong>: {model.leads.join(', ')}
          </li>
        ))}
      </ul>
    </Summary>
  );
}

const Summary = styled.section`
  margin-bottom: 16px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  p {
    margin: 0 0 6px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
  li + li {
    margin-top: 4px;
  }
`;
