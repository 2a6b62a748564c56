import { useId } from 'react';
import styled from 'styled-components';
import type { AccentName } from '@gadgets/shared-ui';
import type { SpecSection } from '../spec-sheet/spec-sheet';
import { inUnits, labelledRowInUnits, useSpecUnits } from '../units/spec-units';
import { NOT_AVAILABLE, specEntriesOf, type SpecValue } from './spec-value';
import { useSectionAccent } from '../section/section-descriptor';

interface SpecTableProps {
  sections: SpecSection[];
  accent?: AccentName;
  /** Accessible name of the whole sheet. */
  label?: string;
}

/** The full specification sheet: one titled table per feature group. */
export function SpecTable({ sections, accent: givenAccent, label = 'Specifications' }: SpecTableProps) {
  const accent = useSectionAccent(givenAccent);
  return (
    <Sheet aria-label={label}>
      {sections.map((section) => (
        <SpecSectionTable key={section.title} section={section} accent={accent} />
      ))}
    </Sheet>
  );
}

function SpecSectionTable({ section, accent }: { section: SpecSection; accent: AccentName }) {
  const headingId = useId();
  const units = useSpecUnits();
  return (
    <Group aria-labelledby={headingId} $accent={accent}>
      <h3 id={headingId}>{section.title}</h3>
      <table>
        <tbody>
          {section.rows.map((row) => {
            const shown = labelledRowInUnits(row.label, [row.value], units);
            return (
              <tr key={row.label}>
                <th scope="row">{shown.label}</th>
                <td>
                  <SpecValueView value={shown.values[0]} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Group>
  );
}

/**
 * One value cell: 'N/A' in muted italic when missing, one block per item for lists, quantities in the visitor's
 * units once the page has hydrated.
 */
export function SpecValueView({ value }: { value: SpecValue }) {
  const units = useSpecUnits();
  const stated = specEntriesOf(value);
  if (!stated) return <Missing>{NOT_AVAILABLE}</Missing>;
  const entries = units ? stated.map((entry) => inUnits(entry, units)) : stated;
  if (entries.length === 1 && !Array.isArray(value)) return <>{entries[0]}</>;
  return (
    <>
      {entries.map((entry, index) => (
        <Block key={`${entry}-${index}`} data-testid="spec-item">
          {entry}
        </Block>
      ))}
    </>
  );
}

const Sheet = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Group = styled.section<{ $accent: AccentName }>`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  overflow: hidden;
  h3 {
    margin: 0;
    padding: 12px 16px;
    font-size: 1rem;
    background: ${({ theme, $accent }) => theme.accents[$accent].soft};
    border-left: 4px solid ${({ theme, $accent }) => theme.accents[$accent].base};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    table-layout: fixed;
  }
  tr + tr {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  /* One label width per breakpoint, so every section's values line up. */
  th {
    width: 240px;
    @media (max-width: 1024px) {
      width: 200px;
    }
    @media (max-width: 768px) {
      width: 160px;
    }
    @media (max-width: 640px) {
      width: 140px;
    }
    padding: 10px 16px;
    text-align: left;
    vertical-align: top;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td {
    padding: 10px 16px;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
`;

const Missing = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

const Block = styled.span`
  display: block;
  & + & {
    margin-top: 4px;
  }
`;
