import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { AccentName } from '@gadgets/shared-ui';
import { SpecValueView } from '../spec-table/spec-table';
import type { CompareSection } from '../spec-sheet/spec-sheet';
import { bestIndexes } from './better-value';
import { accentFill } from '../accent-colors';


interface CompareTableProps {
  /** Column headers, one per compared model. */
  columns: { key: string; header: ReactNode }[];
  sections: CompareSection[];
  accent?: AccentName;
}

/** Models side by side, section by section; the better value of each comparable row is marked 'Best'. */
export function CompareTable({ columns, sections, accent = 'blue' }: CompareTableProps) {
  return (
    <Wrapper $accent={accent}>
      <table aria-label="Comparison">
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        {sections.map((section) => (
          <CompareSectionRows key={section.title} section={section} columnCount={columns.length} accent={accent} />
        ))}
      </table>
    </Wrapper>
  );
}

function CompareSectionRows({ section, columnCount, accent }: { section: CompareSection; columnCount: number; accent: AccentName }) {
  const headingId = useId();
  return (
    <tbody aria-labelledby={headingId}>
      <tr>
        <SectionHeading id={headingId} colSpan={columnCount + 1} scope="colgroup">
          {section.title}
        </SectionHeading>
      </tr>
      {section.rows.map((row) => {
        const best = row.score ? bestIndexes(row.values, row.score, row.prefer) : new Set<number>();
        return (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            {row.values.slice(0, columnCount).map((value, index) => (
              <td key={index} data-best={best.has(index) ? 'true' : undefined}>
                <SpecValueView value={value} />
                {best.has(index) ? <BestBadge $accent={accent}>Best</BestBadge> : null}
              </td>
            ))}
          </tr>
        );
      })}
    </tbody>
  );
}

const Wrapper = styled.div<{ $accent: AccentName }>`
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  table { width: 100%; border-collapse: collapse; table-layout: fixed; min-width: 560px; }
  thead th { padding: 16px 12px; vertical-align: top; }
  thead td { width: 170px; }
  tbody th[scope='row'] {
    padding: 10px 16px;
    text-align: left;
    vertical-align: top;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  tbody td { padding: 10px 12px; vertical-align: top; overflow-wrap: anywhere; }
  tbody tr + tr { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  td[data-best='true'] {
    background: ${({ theme, $accent }) => theme.accents[$accent].soft};
    font-weight: 600;
  }
  th[scope='colgroup'] {
    background: ${({ theme, $accent }) => theme.accents[$accent].soft};
    border-left: 4px solid ${({ theme, $accent }) => theme.accents[$accent].base};
  }
`;

const SectionHeading = styled.th`
  padding: 12px 16px;
  text-align: left;
  font-size: 1rem;
`;

const BestBadge = styled.span<{ $accent: AccentName }>`
  background: ${({ theme, $accent }) => accentFill(theme, $accent)};
  color: ${({ theme, $accent }) => theme.accents[$accent].contrastText};
  display: inline-block;
  margin: 4px 0 0 8px;
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radius.round};
  font-size: 0.7rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;
